/**
 * The polling fallback of live updates and deleting a report.
 */
import type { PdfUpdates, PdfUpdatesBody } from '@curbcut/core';
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { listPdfReports } from './reports';
import type { PdfReportsTable } from './tables';
import { nowIso } from './uploadUrls';

/**
 * The listed reports of the caller's group changed since `last_checked` (status, counts). The
 * answer's `last_checked` is taken before the look and compared with `>=`, so a change committed
 * during the call is answered now or next time, never lost (at worst answered twice).
 */
export async function pdfUpdates(ctx: ServerContext, user: AuthUser, body: PdfUpdatesBody): Promise<PdfUpdates> {
  const checkedAt = nowIso(ctx);
  let since: string | null = null;
  if (body.last_checked !== undefined && body.last_checked !== null) {
    const ms = Date.parse(body.last_checked);
    if (!Number.isFinite(ms)) throw new ApiError('bad_request', 'Field $.last_checked must be an ISO 8601 time, as the previous answer gave it.', { path: '$.last_checked' });
    since = new Date(ms).toISOString();
  }
  const ids = [...new Set(body.reports)];
  if (ids.length === 0) return { reports: [], last_checked: checkedAt };
  let query = ctx.db.selectFrom('reports').select('id').where('group_id', '=', user.groupId).where('type', '=', 'pdfScanner').where('id', 'in', ids);
  if (since !== null) query = query.where('updated_at', '>=', since);
  const changed = (await query.execute()).map((r) => r.id);
  return { reports: await listPdfReports(ctx, user.groupId, changed), last_checked: checkedAt };
}

/**
 * Deletes a report with its rows and its file (the author checked it). Allowed in any status: a
 * check still running finds its report gone and writes nothing (results.ts).
 */
export async function deletePdfReport(ctx: ServerContext, pdf: PdfReportsTable): Promise<void> {
  const reportId = pdf.report_id;
  await ctx.db.transaction().execute(async (tx) => {
    for (const table of ['pdf_issues', 'pdf_rules', 'pdf_reports', 'issue_decisions', 'live_subscriptions'] as const) {
      await tx.deleteFrom(table).where('report_id', '=', reportId).execute();
    }
    await tx.deleteFrom('pdf_uploads').where('report_id', '=', reportId).execute();
    await tx.deleteFrom('reports').where('id', '=', reportId).execute();
  });
  await ctx.blobs.delete(pdf.blob_key).catch(() => false);
}
