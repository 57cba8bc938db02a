/**
 * The points of a trend: per run, its pages (tested, with issues, failed to load), its confirmed
 * issues per severity as its stored summary counts them, and its new and resolved issues against
 * the previous completed run, made as the build overview's issue resolution trend makes them
 * (overview/assemble.ts trendParts): counted totals and the issues both runs count. Grouped reads
 * of stored figures only; no issue of any run is read once those figures are stored.
 */
import type { TrendPoint } from '@curbcut/core';
import type { ServerContext } from '../context';
import { readSummary } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import type { TrendRun } from './runsInRange';
import { countedTotals, pairMapKey, retainedCounts } from './storedFigures';

/** Pages a run tested, and those that failed to load (null where the product has no such page). */
export interface RunPages {
  tested: number;
  failed: number | null;
}

/** Distinct URLs each build tested (report_pages); builds have no pages that failed to load. */
export async function buildPages(ctx: ServerContext, ids: readonly string[]): Promise<Map<string, RunPages>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('report_pages')
    .select(['report_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', 'in', [...ids])
    .groupBy('report_id')
    .execute();
  return new Map(rows.map((r) => [r.report_id, { tested: Number(r.n), failed: null }]));
}

/** Pages each scan run visited and those that failed to load, from its scan logs. */
export async function scanPages(ctx: ServerContext, ids: readonly string[]): Promise<Map<string, RunPages>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('scan_logs')
    .select(['report_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('report_id', 'in', [...ids])
    .groupBy(['report_id', 'status'])
    .execute();
  const pages = new Map<string, RunPages>(ids.map((id) => [id, { tested: 0, failed: 0 }]));
  for (const r of rows) {
    const entry = pages.get(r.report_id) as RunPages;
    entry.tested += Number(r.n);
    if (r.status === 'failure') entry.failed = (entry.failed ?? 0) + Number(r.n);
  }
  return pages;
}

/** The points of `runs` (oldest first), with their pages from `pages`. */
export async function trendPoints(ctx: ServerContext, runs: readonly TrendRun[], pages: Map<string, RunPages>, noPages: RunPages): Promise<TrendPoint[]> {
  const everyRun = new Map<string, ReportsTable>();
  for (const run of runs) {
    everyRun.set(run.row.id, run.row);
    if (run.previous) everyRun.set(run.previous.id, run.previous);
  }
  const totals = await countedTotals(ctx, [...everyRun.values()]);
  const retained = await retainedCounts(
    ctx,
    runs.flatMap((run) => (run.previous ? [[run.row, run.previous] as const] : [])),
  );

  return runs.map(({ row, number, previous }) => {
    const s = readSummary(row).issueSummary;
    const own = pages.get(row.id) ?? noPages;
    let newIssues: number | null = null;
    let resolvedIssues: number | null = null;
    if (previous) {
      const both = retained.get(pairMapKey(row.id, previous.id)) ?? 0;
      newIssues = Math.max(0, (totals.get(row.id) ?? 0) - both);
      resolvedIssues = Math.max(0, (totals.get(previous.id) ?? 0) - both);
    }
    return {
      reportId: row.id,
      number,
      name: row.build_name,
      createdAt: row.created_at,
      pagesTested: own.tested,
      pagesWithIssues: s.pageCount,
      pagesFailed: own.failed,
      critical: s.critical,
      serious: s.serious,
      moderate: s.moderate,
      minor: s.minor,
      issueCount: s.issueCount,
      newIssues,
      resolvedIssues,
      comparedTo: previous?.id ?? null,
    };
  });
}
