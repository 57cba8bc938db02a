/**
 * Scan log rows (one per page of a run, spec 001 "Scan logs") as the API shows them, and the reads
 * built on them: the scan logs call and the failed-pages call.
 */
import { PAGE_STATUSES, type FailedPages, type PageStatus, type ScanLogRow, type ScanLogs } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { readMeta } from '../reports/rows';
import type { ReportsTable } from '../reports/tables';
import type { ScanLogsTable, ScanRunsTable } from './tables';

/** A stored row as the API shows it. */
export function toScanLogRow(row: ScanLogsTable): ScanLogRow {
  const failed = row.status === 'failure';
  return {
    time: row.time,
    pageUrl: row.page_url,
    description: row.description,
    cumulativeStatus: row.status,
    // Issues name a page by the URL axe ran on (where a redirect ended), so the All issues link filters on that.
    pageUrlToFilter: failed ? null : (row.final_url ?? row.page_url),
    finalRedirectUrl: row.status === 'redirect' ? row.final_url : null,
    score: failed || row.score === null ? null : Number(row.score),
  };
}

/** Parses the `status` query: comma-separated statuses; null (all) when absent or empty. */
export function parseStatusFilter(status: string | undefined): PageStatus[] | null {
  if (status === undefined || status.trim() === '') return null;
  const wanted = status.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = wanted.find((s) => !(PAGE_STATUSES as readonly string[]).includes(s));
  if (unknown !== undefined) {
    throw new ApiError('bad_request', `Unknown scan log status "${unknown}": use ${PAGE_STATUSES.join(', ')}.`, { path: '$.query.status' });
  }
  return wanted as PageStatus[];
}

/** The run's scan logs in scan order, only `statuses` when given; counts always cover every row. */
export async function readScanLogs(ctx: ServerContext, reportId: string, statuses: PageStatus[] | null): Promise<ScanLogs> {
  const rows = await ctx.db.selectFrom('scan_logs').selectAll().where('report_id', '=', reportId).orderBy('seq').orderBy('time').execute();
  const counts = { success: 0, failure: 0, redirect: 0 };
  for (const row of rows) counts[row.status] += 1;
  const kept = statuses === null ? rows : rows.filter((r) => statuses.includes(r.status));
  return { scanLogs: kept.map(toScanLogRow), cumulativeStatusCounts: counts };
}

/**
 * The pages of a run that failed, with the run's page total and whether it timed out. A manual
 * report has no run (`run` null): its recorder's finalisation gave the total and the time-out,
 * kept in the report's meta.
 */
export async function readFailedPages(
  ctx: ServerContext,
  report: Pick<ReportsTable, 'id' | 'meta'>,
  run: Pick<ScanRunsTable, 'pages_total' | 'pages_done' | 'timed_out'> | null,
): Promise<FailedPages> {
  const rows = await ctx.db
    .selectFrom('scan_logs')
    .select(['page_url', 'reason'])
    .where('report_id', '=', report.id)
    .where('status', '=', 'failure')
    .orderBy('seq')
    .execute();
  const meta = readMeta(report);
  return {
    items: rows.map((r) => ({ url: r.page_url, reason: r.reason ?? 'Unknown reason' })),
    totalConfiguredPages: run ? Math.max(Number(run.pages_total), Number(run.pages_done)) : Math.max(meta.manual?.pagesAttempted ?? 0, rows.length),
    backend_rules_processing_timed_out: run ? Number(run.timed_out) === 1 : meta.buildTimedOutFailure === true,
  };
}
