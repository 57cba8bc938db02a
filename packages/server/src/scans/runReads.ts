/**
 * Reads of runs: one run as the API shows it (with its score once finished), a scan's run history,
 * and the scan report's own meta (ScanRunMeta: scan name, latest-run badge, demo flag, settings).
 */
import type { ScanRunItem, ScanRunMeta, ScanSettings } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { ReportsTable } from '../reports/tables';
import { readScanConfig, toScanRunItem } from './runs';
import { scoresOfReports } from './runScores';
import type { ScanRunsTable } from './tables';

type RunReport = Pick<ReportsTable, 'id' | 'project_id' | 'summary' | 'created_at' | 'status'>;

async function itemsOf(ctx: ServerContext, runs: ScanRunsTable[]): Promise<ScanRunItem[]> {
  if (runs.length === 0) return [];
  const reports = await ctx.db
    .selectFrom('reports')
    .select(['id', 'project_id', 'summary', 'created_at', 'status'])
    .where('id', 'in', runs.map((r) => r.report_id))
    .execute();
  const byId = new Map<string, RunReport>(reports.map((r) => [r.id, r]));
  const scores = await scoresOfReports(ctx, reports);
  return runs.flatMap((run) => {
    const report = byId.get(run.report_id);
    return report ? [toScanRunItem(run, report, scores.get(report.id) ?? null)] : [];
  });
}

/** The run of a report; 404 when the report is not a scan run. */
export async function readRun(ctx: ServerContext, reportId: string): Promise<ScanRunsTable> {
  const run = await ctx.db.selectFrom('scan_runs').selectAll().where('report_id', '=', reportId).executeTakeFirst();
  if (!run) throw new ApiError('not_found', `Report ${reportId} is not a website scan run.`);
  return run;
}

/** One run as the API shows it. */
export async function runItem(ctx: ServerContext, run: ScanRunsTable): Promise<ScanRunItem> {
  const [item] = await itemsOf(ctx, [run]);
  if (!item) throw new ApiError('not_found', `Report ${run.report_id} was not found.`);
  return item;
}

/** A scan's runs, newest first. */
export async function listRuns(ctx: ServerContext, scanId: string): Promise<ScanRunItem[]> {
  const runs = await ctx.db.selectFrom('scan_runs').selectAll().where('scan_id', '=', scanId).orderBy('run_number', 'desc').execute();
  return itemsOf(ctx, runs);
}

/**
 * The scan meta of a run's report. A deleted scan configuration leaves its runs readable: the
 * report's name stands in for the scan's.
 */
export async function runMeta(ctx: ServerContext, report: Pick<ReportsTable, 'id' | 'name'>): Promise<ScanRunMeta> {
  const run = await readRun(ctx, report.id);
  const [item, scan, latest, auth] = await Promise.all([
    runItem(ctx, run),
    readScanConfig(ctx, run.scan_id),
    ctx.db
      .selectFrom('scan_runs')
      .select((eb) => eb.fn.max('run_number').as('n'))
      .where('scan_id', '=', run.scan_id)
      .executeTakeFirst(),
    run.auth_config_id === null
      ? Promise.resolve(undefined)
      : ctx.db.selectFrom('auth_configs').select('name').where('id', '=', run.auth_config_id).executeTakeFirst(),
  ]);
  return {
    run: item,
    scanName: scan?.row.name ?? report.name,
    isLatest: Number(latest?.n ?? 0) === Number(run.run_number),
    isDemoScan: scan ? Number(scan.row.is_demo) === 1 : false,
    settings: JSON.parse(run.settings) as ScanSettings,
    authConfigName: auth?.name ?? null,
  };
}
