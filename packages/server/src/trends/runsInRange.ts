/**
 * The completed runs a trends call covers: a project's builds (optionally of one build name) or a
 * website scan's runs, started in the range, the latest TREND_MAX_POINTS of them, each with the
 * previous completed run of its series (the same build name, or the same scan) that its new and
 * resolved issues are read against, even when that run started before the range.
 */
import { TREND_MAX_POINTS } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { ReportsTable } from '../reports/tables';

/** One run of the trend with the run before it in its series (null for the first completed one). */
export interface TrendRun {
  row: ReportsTable;
  /** Build number, or the scan's run number. */
  number: number;
  previous: ReportsTable | null;
}

/** The runs in range, oldest first, and whether older ones in range were left out. */
export interface RunsInRange {
  runs: TrendRun[];
  truncated: boolean;
}

function oldestFirst(a: TrendRun, b: TrendRun): number {
  if (a.row.created_at !== b.row.created_at) return a.row.created_at < b.row.created_at ? -1 : 1;
  return a.number - b.number || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);
}

/** Links each run to the one before it in its series; the first one's is looked up by `before`. */
async function linkSeries(
  series: { row: ReportsTable; number: number }[],
  before: (number: number) => Promise<ReportsTable | null>,
): Promise<TrendRun[]> {
  const sorted = [...series].sort((a, b) => a.number - b.number);
  const first = sorted[0];
  let previous = first ? await before(first.number) : null;
  return sorted.map((run) => {
    const linked = { ...run, previous };
    previous = run.row;
    return linked;
  });
}

/** Completed builds of a project (of `buildName` when given) started at or after `from`. */
export async function projectRunsInRange(ctx: ServerContext, projectId: string, buildName: string | undefined, from: string | null): Promise<RunsInRange> {
  let query = ctx.db.selectFrom('reports').selectAll().where('project_id', '=', projectId).where('type', '=', 'automatedTest').where('status', '=', 'completed');
  if (buildName !== undefined) query = query.where('build_name', '=', buildName);
  if (from !== null) query = query.where('created_at', '>=', from);
  const rows = await query.orderBy('created_at', 'desc').orderBy('build_number', 'desc').orderBy('id', 'desc').limit(TREND_MAX_POINTS + 1).execute();
  const kept = rows.slice(0, TREND_MAX_POINTS);

  const bySeries = new Map<string, { row: ReportsTable; number: number }[]>();
  for (const row of kept) bySeries.set(row.build_name, [...(bySeries.get(row.build_name) ?? []), { row, number: Number(row.build_number) }]);
  const runs: TrendRun[] = [];
  for (const [name, series] of bySeries) {
    const before = async (number: number) =>
      (await ctx.db
        .selectFrom('reports')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('type', '=', 'automatedTest')
        .where('build_name', '=', name)
        .where('status', '=', 'completed')
        .where('build_number', '<', number)
        .orderBy('build_number', 'desc')
        .limit(1)
        .executeTakeFirst()) ?? null;
    runs.push(...(await linkSeries(series, before)));
  }
  return { runs: runs.sort(oldestFirst), truncated: rows.length > TREND_MAX_POINTS };
}

/**
 * Completed runs of a website scan started at or after `from`. A cancelled run's report is
 * completed with the pages done so far; it is left out, as the compare calls leave it out.
 */
export async function scanRunsInRange(ctx: ServerContext, scanId: string, from: string | null): Promise<RunsInRange> {
  const completed = () =>
    ctx.db
      .selectFrom('scan_runs as s')
      .innerJoin('reports as r', 'r.id', 's.report_id')
      .selectAll('r')
      .select('s.run_number')
      .where('s.scan_id', '=', scanId)
      .where('s.status', '=', 'completed')
      .where('r.status', '=', 'completed');
  let query = completed();
  if (from !== null) query = query.where('r.created_at', '>=', from);
  const rows = await query.orderBy('s.run_number', 'desc').limit(TREND_MAX_POINTS + 1).execute();
  const series = rows.slice(0, TREND_MAX_POINTS).map(({ run_number, ...row }) => ({ row, number: Number(run_number) }));
  const before = async (number: number) => {
    const found = await completed().where('s.run_number', '<', number).orderBy('s.run_number', 'desc').limit(1).executeTakeFirst();
    if (!found) return null;
    const { run_number: _number, ...row } = found;
    return row;
  };
  return { runs: (await linkSeries(series, before)).sort(oldestFirst), truncated: rows.length > TREND_MAX_POINTS };
}
