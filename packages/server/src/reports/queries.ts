/**
 * Report reads, always scoped to one group: a report of another group is reported as missing
 * (404), never as forbidden, so ids of other teams cannot be probed.
 */
import type { ReportType } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from './rows';

function withNames(ctx: ServerContext) {
  return ctx.db
    .selectFrom('reports')
    .innerJoin('projects', 'projects.id', 'reports.project_id')
    .leftJoin('users', 'users.id', 'reports.created_by')
    .selectAll('reports')
    .select(['projects.name as project_name', 'users.name as creator_name']);
}

function named(row: Omit<ReportRowWithNames, 'creator_name'> & { creator_name: string | null }): ReportRowWithNames {
  return { ...row, creator_name: row.creator_name ?? 'Deleted user' };
}

/** Reports of a group, newest first, optionally of one type and one project. */
export async function listReports(
  ctx: ServerContext,
  groupId: string,
  filters: { type?: ReportType; projectId?: string },
): Promise<ReportRowWithNames[]> {
  let query = withNames(ctx).where('reports.group_id', '=', groupId);
  if (filters.type) query = query.where('reports.type', '=', filters.type);
  if (filters.projectId) query = query.where('reports.project_id', '=', filters.projectId);
  const rows = await query.orderBy('reports.created_at', 'desc').orderBy('reports.id', 'desc').execute();
  return rows.map(named);
}

/** One report of the group; 404 when it does not exist or belongs to another group. */
export async function getReport(ctx: ServerContext, groupId: string, id: string): Promise<ReportRowWithNames> {
  const row = await withNames(ctx)
    .where('reports.id', '=', id)
    .where('reports.group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', `Report ${id} was not found.`);
  return named(row);
}

/** Largest build number: builds are numbered in a 32-bit INTEGER column (PostgreSQL refuses more). */
export const MAX_BUILD_NUMBER = 2_147_483_647;

/** A build by the spec's path: project (name, or id) and `{build#number}` (already split). */
export async function getBuildByNumber(
  ctx: ServerContext,
  groupId: string,
  project: string,
  buildName: string,
  buildNumber: number,
): Promise<ReportRowWithNames> {
  const notFound = () => new ApiError('not_found', `Build ${buildName} #${buildNumber} was not found in project "${project}".`);
  if (buildNumber > MAX_BUILD_NUMBER) throw notFound();
  const row = await withNames(ctx)
    .where('reports.group_id', '=', groupId)
    .where((eb) => eb.or([eb('projects.name', '=', project), eb('projects.id', '=', project)]))
    .where('reports.build_name', '=', buildName)
    .where('reports.build_number', '=', buildNumber)
    .executeTakeFirst();
  if (!row) throw notFound();
  return named(row);
}
