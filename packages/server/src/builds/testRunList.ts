/**
 * The runs the compare-run modal offers (spec 002 'Compare-run modal'): a project's builds or a
 * website scan's runs, newest first, a page of TEST_RUNS_PAGE_SIZE at a time, each with the counts
 * the run already stores (its summary column, its scan log or tested pages). Every read is scoped
 * to one group; a project or scan of another group answers 404 as an unknown one would.
 */
import { TEST_RUNS_PAGE_SIZE, type TestRunRow, type TestRunSummary, type TestRunsPage, type TestRunUpdates } from '@curbcut/core';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { readSummary } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import type { ScanRunsTable } from '../scans/tables';

type Stability = TestRunSummary['scanStability'];

/** What search matches: the name trimmed, lower-cased, its runs of white space made one space. */
export function normaliseRunName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Page outcomes per run: a scan run's scan log, or (builds) each tested page as a success. */
async function stabilityOf(ctx: ServerContext, reports: readonly ReportsTable[]): Promise<Map<string, Stability>> {
  const out = new Map<string, Stability>(reports.map((r) => [r.id, { success: 0, failure: 0, redirect: 0 }]));
  const scans = reports.filter((r) => r.type === 'websiteScan').map((r) => r.id);
  const builds = reports.filter((r) => r.type !== 'websiteScan').map((r) => r.id);
  if (scans.length > 0) {
    const logs = await ctx.db
      .selectFrom('scan_logs')
      .select(['report_id', 'status', sql<number>`count(*)`.as('n')])
      .where('report_id', 'in', scans)
      .groupBy(['report_id', 'status'])
      .execute();
    for (const row of logs) {
      const counts = out.get(row.report_id);
      if (counts) counts[row.status] = Number(row.n);
    }
  }
  if (builds.length > 0) {
    const pages = await ctx.db
      .selectFrom('report_pages')
      .select(['report_id', sql<number>`count(*)`.as('n')])
      .where('report_id', 'in', builds)
      .groupBy('report_id')
      .execute();
    for (const row of pages) {
      const counts = out.get(row.report_id);
      if (counts) counts.success = Number(row.n);
    }
  }
  return out;
}

/** The rows of `reports` (builds or scan runs) in their order. */
async function toRows(ctx: ServerContext, reports: readonly ReportsTable[]): Promise<TestRunRow[]> {
  if (reports.length === 0) return [];
  const scanIds = reports.filter((r) => r.type === 'websiteScan').map((r) => r.id);
  const runs = new Map<string, ScanRunsTable>(
    scanIds.length === 0 ? [] : (await ctx.db.selectFrom('scan_runs').selectAll().where('report_id', 'in', scanIds).execute()).map((r) => [r.report_id, r]),
  );
  const stability = await stabilityOf(ctx, reports);
  return reports.map((report) => {
    const run = runs.get(report.id);
    const status = run?.status ?? report.status;
    const stored = readSummary(report);
    const completed = status === 'completed' && report.status === 'completed';
    return {
      thBuildId: report.id,
      name: report.type === 'automatedTest' ? report.build_name : report.name,
      normalisedName: normaliseRunName(report.type === 'automatedTest' ? report.build_name : report.name),
      buildNumber: run ? Number(run.run_number) : Number(report.build_number),
      createdAt: report.created_at,
      error: run?.error ?? null,
      status,
      summary: completed
        ? {
            issueCount: stored.issueSummary.issueCount,
            componentCount: stored.issueSummary.componentCount,
            health: { failed: stored.health.failed, passed: stored.health.passed, total: stored.health.total },
            scanStability: stability.get(report.id) ?? { success: 0, failure: 0, redirect: 0 },
          }
        : null,
    };
  });
}

/**
 * Page `page` (TEST_RUNS_PAGE_SIZE rows) of a newest-first query of reports. One row more than a
 * page is read: the extra one says a next page exists. `checkedAt` is taken before the read, so a
 * change made while the page is read is still answered by the first updates call.
 */
async function readPage<TB extends keyof Database>(ctx: ServerContext, newestFirst: SelectQueryBuilder<Database, TB, ReportsTable>, page: number): Promise<TestRunsPage> {
  const checkedAt = ctx.clock.now().toISOString();
  const rows = await newestFirst
    .limit(TEST_RUNS_PAGE_SIZE + 1)
    .offset((page - 1) * TEST_RUNS_PAGE_SIZE)
    .execute();
  return { testRuns: await toRows(ctx, rows.slice(0, TEST_RUNS_PAGE_SIZE)), info: { next: rows.length > TEST_RUNS_PAGE_SIZE ? page + 1 : null }, checkedAt };
}

/** Page `page` of builds, newest first (by start, then number, then id, so equal times keep one order). */
function readBuildPage(ctx: ServerContext, builds: SelectQueryBuilder<Database, 'reports', ReportsTable>, page: number): Promise<TestRunsPage> {
  return readPage(ctx, builds.orderBy('created_at', 'desc').orderBy('build_number', 'desc').orderBy('id', 'desc'), page);
}

/** A project of the group by id or name; 404 for a project of another group or none. */
export async function requireProject(ctx: ServerContext, groupId: string, by: { id?: string; name?: string }): Promise<string> {
  let query = ctx.db.selectFrom('projects').select('id').where('group_id', '=', groupId);
  query = by.id !== undefined ? query.where('id', '=', by.id) : query.where('name', '=', by.name ?? '');
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError('not_found', `Project ${by.id ?? `"${by.name ?? ''}"`} was not found.`);
  return row.id;
}

/** A project's builds (of one name when `buildName` is given), newest first. */
export async function listBuildRuns(
  ctx: ServerContext,
  groupId: string,
  projectId: string,
  buildName: string | undefined,
  page: number,
): Promise<TestRunsPage> {
  let query = ctx.db.selectFrom('reports').selectAll().where('group_id', '=', groupId).where('project_id', '=', projectId).where('type', '=', 'automatedTest');
  if (buildName !== undefined) query = query.where('build_name', '=', buildName);
  return readBuildPage(ctx, query, page);
}

/**
 * A website scan's runs, newest first. The scan is the group's when its configuration is, or (a
 * deleted configuration leaves its runs readable) when its runs are; 404 otherwise.
 */
export async function listScanRuns(ctx: ServerContext, groupId: string, scanId: string, page: number): Promise<TestRunsPage> {
  const config = await ctx.db.selectFrom('scan_configs').select('group_id').where('id', '=', scanId).executeTakeFirst();
  const base = ctx.db
    .selectFrom('scan_runs')
    .innerJoin('reports', 'reports.id', 'scan_runs.report_id')
    .where('scan_runs.scan_id', '=', scanId)
    .where('reports.group_id', '=', groupId);
  if (config ? config.group_id !== groupId : (await base.select('reports.id').limit(1).executeTakeFirst()) === undefined) {
    throw new ApiError('not_found', `Website scan ${scanId} was not found.`);
  }
  return readPage(ctx, base.selectAll('reports').orderBy('scan_runs.run_number', 'desc').orderBy('reports.id', 'desc'), page);
}

/** Builds of the group (of one project when given) whose name contains `text`, or numbered `text`. */
export async function searchBuildRuns(ctx: ServerContext, groupId: string, text: string, projectId: string | undefined, page: number): Promise<TestRunsPage> {
  const wanted = normaliseRunName(text);
  const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^#?\d{1,9}$/.test(wanted) ? Number(wanted.replace('#', '')) : null;
  let query = ctx.db.selectFrom('reports').selectAll().where('group_id', '=', groupId).where('type', '=', 'automatedTest');
  if (projectId !== undefined) query = query.where('project_id', '=', projectId);
  query = query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(build_name)`, 'like', sql<string>`${pattern} escape '\\'`),
      ...(number === null ? [] : [eb('build_number', '=', number)]),
    ]),
  );
  return readBuildPage(ctx, query, page);
}

/** The runs of `ids` in the project that changed (status or summary) after `lastChecked`. */
export async function runUpdates(ctx: ServerContext, groupId: string, projectId: string, ids: readonly string[], lastChecked: string): Promise<TestRunUpdates> {
  const checkedAt = ctx.clock.now().toISOString();
  if (ids.length === 0) return { testRuns: [], checkedAt };
  const rows = await ctx.db
    .selectFrom('reports')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('project_id', '=', projectId)
    .where('id', 'in', ids)
    .where('updated_at', '>', new Date(lastChecked).toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { testRuns: await toRows(ctx, rows), checkedAt };
}
