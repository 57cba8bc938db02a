/**
 * `GET /api/v1/manual_reports`: the Workflow Analyzer and Assisted Tests list pages (issue 20). One
 * kind of manual report of the caller's group, found by name, 25 a page, newest first. Each row
 * counts its units (steps or checks, docs/decisions/0041) and pages, for that page's rows only.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  MANUAL_REPORTS_PAGE_SIZE,
  ManualReportListPage,
  ManualReportListQuery,
  type ManualReportListItem,
  type ManualReportType,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser, type AuthUser } from '../auth/guards';
import { readSummary } from '../reports/rows';

/** How many rows of `table` each listed report has. */
async function countsBy(ctx: ServerContext, table: 'report_steps' | 'report_checks' | 'report_pages', ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom(table)
    .select(['report_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', 'in', ids)
    .groupBy('report_id')
    .execute();
  return new Map(rows.map((r) => [r.report_id, Number(r.n)]));
}

/** One page of the group's manual reports of `type` whose name contains `text`. */
export async function listManualReports(
  ctx: ServerContext,
  user: AuthUser,
  type: ManualReportType,
  text: string,
  page: number,
): Promise<ManualReportListPage> {
  let base = ctx.db.selectFrom('reports').where('reports.group_id', '=', user.groupId).where('reports.type', '=', type);
  const wanted = text.trim().toLowerCase();
  if (wanted !== '') {
    const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<string>`lower(reports.name)`, 'like', sql<string>`${pattern} escape '\\'`);
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
    base
      .innerJoin('projects', 'projects.id', 'reports.project_id')
      .leftJoin('users', 'users.id', 'reports.created_by')
      .select(['reports.id', 'reports.type', 'reports.name', 'reports.status', 'reports.created_at', 'reports.created_by', 'reports.summary', 'projects.name as project_name', 'users.name as creator_name'])
      .orderBy('reports.created_at', 'desc')
      .orderBy('reports.id', 'desc')
      .limit(MANUAL_REPORTS_PAGE_SIZE)
      .offset((page - 1) * MANUAL_REPORTS_PAGE_SIZE)
      .execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const [units, pages] = await Promise.all([countsBy(ctx, type === 'workflowScan' ? 'report_steps' : 'report_checks', ids), countsBy(ctx, 'report_pages', ids)]);
  const reports: ManualReportListItem[] = rows.map((row) => ({
    id: row.id,
    type,
    name: row.name,
    projectName: row.project_name,
    status: row.status,
    createdAt: row.created_at,
    createdBy: { id: row.created_by, name: row.creator_name ?? 'Deleted user' },
    isAuthor: row.created_by === user.id,
    issueSummary: readSummary(row).issueSummary,
    pageCount: pages.get(row.id) ?? 0,
    unitCount: units.get(row.id) ?? 0,
  }));
  const count = Number(total);
  return { reports, info: { next: page * MANUAL_REPORTS_PAGE_SIZE < count ? page + 1 : null, total: count } };
}

/** Registers the list call (session auth: inside the app's signed-in block). */
export function registerManualListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/v1/manual_reports',
    {
      schema: {
        tags: ['manual reports'],
        summary: "Workflow reports or assisted tests of the signed-in user's group, found by name, 25 a page, newest first",
        querystring: ManualReportListQuery,
        response: { 200: DataEnvelope(ManualReportListPage), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: await listManualReports(ctx, user, req.query.type, req.query.query ?? '', req.query.page ?? 1) };
    },
  );
}
