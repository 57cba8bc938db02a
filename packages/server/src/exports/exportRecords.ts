/**
 * Stored exports: creating one, reading it back for its group, and its API shape. The download
 * link is given only while the file is there: done and not yet expired by the server Clock.
 */
import { EXPORT_LINK_TTL_HOURS, csvFileName, exportReportName, isId, type ExportJob } from '@curbcut/core';
import type { ServerContext } from '../context';
import { newId } from '../db/ids';
import { ApiError } from '../http/errors';
import type { ReportRowWithNames } from '../reports/rows';
import type { ReportExportsTable } from '../sharing/tables';
import type { ExportSelection } from './selection';

/** How long a download link works, in milliseconds. */
export const EXPORT_LINK_TTL_MS = EXPORT_LINK_TTL_HOURS * 60 * 60 * 1000;

/** The name an export of `report` made at `now` is saved under (spec 002 section 5). */
export function exportFileName(report: Pick<ReportRowWithNames, 'type' | 'name' | 'build_number'>, now: Date): string {
  return csvFileName({ reportName: exportReportName({ type: report.type, name: report.name, buildNumber: Number(report.build_number) }), date: now });
}

/** Records a queued export of `report`; the file name carries today's date by the server Clock. */
export async function createExportRecord(
  ctx: ServerContext,
  report: ReportRowWithNames,
  userId: string,
  selection: ExportSelection,
): Promise<ReportExportsTable> {
  const now = ctx.clock.now();
  const last = await ctx.db
    .selectFrom('report_exports')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('report_id', '=', report.id)
    .executeTakeFirst();
  const row: ReportExportsTable = {
    id: newId('job'),
    report_id: report.id,
    seq: Number(last?.seq ?? 0) + 1,
    group_id: report.group_id,
    created_by: userId,
    status: 'queued',
    rows_done: 0,
    rows_total: 0,
    file_name: exportFileName(report, now),
    blob_key: null,
    selection: JSON.stringify(selection),
    error: null,
    created_at: now.toISOString(),
    completed_at: null,
    expires_at: new Date(now.getTime() + EXPORT_LINK_TTL_MS).toISOString(),
  };
  // Two requests at once may pick the same seq: the unique index refuses the second, which retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.insertInto('report_exports').values(row).execute();
      return row;
    } catch (err) {
      if (attempt >= 3) throw err;
      row.seq += 1;
    }
  }
}

/**
 * An export of the group by its id, or the newest export of a report of the group when `id` is a
 * report id (the spec's "export link by report_id"); 404 otherwise.
 */
export async function findExport(ctx: ServerContext, groupId: string, id: string): Promise<ReportExportsTable> {
  const byReport = isId(id, 'report');
  const row = await ctx.db
    .selectFrom('report_exports')
    .selectAll()
    .where('group_id', '=', groupId)
    .where(byReport ? 'report_id' : 'id', '=', id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', byReport ? `Report ${id} has no export yet.` : `Export ${id} was not found.`);
  return row;
}

/** True once the download link of the export has stopped working. */
export function isExpired(ctx: ServerContext, row: Pick<ReportExportsTable, 'expires_at'>): boolean {
  return Date.parse(row.expires_at) <= ctx.clock.now().getTime();
}

/** Path of the download of an export. */
export function exportDownloadPath(id: string): string {
  return `/api/export_reports/${id}/download`;
}

/** A stored export as `GET /api/export_reports/{id}` answers it. */
export function toExportJob(ctx: ServerContext, row: ReportExportsTable): ExportJob {
  const downloadable = row.status === 'done' && !isExpired(ctx, row);
  return {
    id: row.id,
    reportId: row.report_id,
    status: row.status,
    progress: { rowsDone: Number(row.rows_done), rowsTotal: Number(row.rows_total) },
    url: downloadable ? exportDownloadPath(row.id) : null,
    fileName: row.file_name,
    expiresAt: row.expires_at,
    error: row.error,
  };
}
