/** Projects of a group: creation, lookup within the group, and the listing with build counts. */
import type { Project, ProjectListItem, ProjectProduct } from '@curbcut/core';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import { notifyNewProject } from '../live/notify';
import { toListItem } from '../reports/rows';

/**
 * Creates a project in a group and tells the group's live listing subscribers (new_project_updates).
 * Throws a 409 ApiError when the group already has a project of that name (names are compared after
 * trimming) and a 400 when the name is blank.
 */
export async function createProject(ctx: ServerContext, groupId: string, name: string, createdBy?: string): Promise<Project> {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new ApiError('bad_request', 'Project name must not be blank.', { path: '$.name' });
  const conflict = () => new ApiError('conflict', `A project named "${trimmed}" already exists in your group.`, { path: '$.name' });
  const existing = await findProjectByName(ctx, groupId, trimmed);
  if (existing) throw conflict();
  const project = { id: newId('project'), name: trimmed, createdAt: isoNow(ctx.clock) };
  try {
    await ctx.db
      .insertInto('projects')
      .values({ id: project.id, group_id: groupId, name: trimmed, created_by: createdBy ?? null, created_at: project.createdAt })
      .execute();
  } catch (err) {
    // Two requests raced past the check above; the unique constraint decided.
    if (await findProjectByName(ctx, groupId, trimmed)) throw conflict();
    throw err;
  }
  await notifyNewProject(ctx, groupId, project);
  return project;
}

/** The project with this id if it belongs to the group, else null (other groups' ids look unknown). */
export async function findProjectInGroup(ctx: ServerContext, groupId: string, projectId: string): Promise<Project | null> {
  const row = await ctx.db
    .selectFrom('projects')
    .select(['id', 'name', 'created_at'])
    .where('id', '=', projectId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
}

/** The group's project of that name, or null. */
export async function findProjectByName(ctx: ServerContext, groupId: string, name: string): Promise<Project | null> {
  const row = await ctx.db
    .selectFrom('projects')
    .select(['id', 'name', 'created_at'])
    .where('group_id', '=', groupId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
}

/**
 * The product of each of the group's projects that is not automated tests: a scan's project, the
 * PDF Scanner project, and a deleted scan's project (it keeps its runs, and no CI uploads to it).
 */
async function productsOf(ctx: ServerContext, groupId: string): Promise<Map<string, ProjectProduct>> {
  const [scans, pdfs, reportTypes] = await Promise.all([
    ctx.db.selectFrom('scan_configs').select('project_id').where('group_id', '=', groupId).execute(),
    ctx.db.selectFrom('pdf_scanner_projects').select('project_id').where('group_id', '=', groupId).execute(),
    ctx.db.selectFrom('reports').select(['project_id', 'type']).distinct().where('group_id', '=', groupId).execute(),
  ]);
  const typesOf = new Map<string, Set<string>>();
  for (const r of reportTypes) typesOf.set(r.project_id, (typesOf.get(r.project_id) ?? new Set()).add(r.type));
  const products = new Map<string, ProjectProduct>();
  for (const [projectId, types] of typesOf) {
    if (!types.has('automatedTest') && types.has('websiteScan')) products.set(projectId, 'websiteScan');
  }
  for (const s of scans) products.set(s.project_id, 'websiteScan');
  for (const p of pdfs) products.set(p.project_id, 'pdfScanner');
  return products;
}

/** The group's projects by name, each with its product, report count and newest report. */
export async function listProjects(ctx: ServerContext, groupId: string): Promise<ProjectListItem[]> {
  const projects = await ctx.db
    .selectFrom('projects')
    .select(['id', 'name', 'created_at'])
    .where('group_id', '=', groupId)
    .orderBy('name')
    .execute();
  if (projects.length === 0) return [];

  const counts = await ctx.db
    .selectFrom('reports')
    .select(['project_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('group_id', '=', groupId)
    .groupBy('project_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.project_id, Number(c.n)]));

  const latest = await ctx.db
    .selectFrom('reports')
    .innerJoin('projects', 'projects.id', 'reports.project_id')
    .innerJoin('users', 'users.id', 'reports.created_by')
    .selectAll('reports')
    .select(['projects.name as project_name', 'users.name as creator_name'])
    .where('reports.group_id', '=', groupId)
    .where('reports.id', '=', (eb) =>
      eb
        .selectFrom('reports as newer')
        .select('newer.id')
        .whereRef('newer.project_id', '=', 'reports.project_id')
        .orderBy('newer.created_at', 'desc')
        .orderBy('newer.build_number', 'desc')
        .limit(1),
    )
    .execute();
  const latestOf = new Map(latest.map((row) => [row.project_id, toListItem(row)]));
  const productOf = await productsOf(ctx, groupId);

  return projects.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.created_at,
    product: productOf.get(p.id) ?? 'automatedTest',
    buildCount: countOf.get(p.id) ?? 0,
    latestBuild: latestOf.get(p.id) ?? null,
  }));
}
