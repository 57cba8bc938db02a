/**
 * Live updates of PDF reports (docs/decisions/0014): after each status change the report's
 * subscribers (the usual `live_subscriptions`, by report id or group-wide) get `pdf_scanner_updates`
 * with the PDF status and the report as the list shows it, then the generic `build_updates` (or
 * `new_build_updates` for a new report) that every report kind sends; once the report has ended its
 * subscriptions end. Best effort: a failed publish never fails the call or the job.
 */
import { PDF_SCANNER_LIVE_EVENT, type PdfScannerUpdatePayload } from '@curbcut/core';
import type { ServerContext } from '../context';
import { notifyReport } from '../live/notify';
import { subscribedChannels } from '../live/subscriptions';
import { readPdfReport } from './reports';

/** Publishes a PDF report's state; `created` for a report nobody could have subscribed to by id yet. */
export async function publishPdfReport(ctx: ServerContext, reportId: string, created = false): Promise<void> {
  try {
    const group = await ctx.db.selectFrom('reports').select('group_id').where('id', '=', reportId).executeTakeFirst();
    const report = group ? await readPdfReport(ctx, reportId) : null;
    if (!group || !report) return;
    const channels = await subscribedChannels(ctx, group.group_id, created ? null : reportId);
    const payload: PdfScannerUpdatePayload = { build_uuid: report.id, status: report.status, report };
    await Promise.all(channels.map((channel) => ctx.live.publish(channel, PDF_SCANNER_LIVE_EVENT, payload)));
    await notifyReport(ctx, reportId, created ? 'new_build_updates' : 'build_updates');
  } catch {
    // The data is committed; viewers see it on their next poll (POST /api/pdf_scanner/updates).
  }
}
