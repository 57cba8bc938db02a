/**
 * Live progress of a run: after every page (and when the run starts and ends) the viewers
 * subscribed to the run's report get a `scan_progress` event on their connection's channel, beside the
 * `build_updates` the ingest service sends after every batch (docs/decisions/0014-live-updates.md).
 */
import { LIVE_EVENTS, type ScanLogRow, type ScanProgressPayload } from '@curbcut/core';
import type { ServerContext } from '../context';
import { subscribedChannels } from '../live/subscriptions';
import type { ScanRunsTable } from './tables';

/** Channels of the connections subscribed to the run's report (read before finalisation ends their subscriptions). */
export async function runSubscribers(ctx: ServerContext, reportId: string): Promise<string[]> {
  const report = await ctx.db.selectFrom('reports').select('group_id').where('id', '=', reportId).executeTakeFirst();
  return report ? subscribedChannels(ctx, report.group_id, reportId) : [];
}

/** Publishes the run's state to `channels` (default: the run's current subscribers). Never throws. */
export async function publishRunProgress(
  ctx: ServerContext,
  run: Pick<ScanRunsTable, 'report_id' | 'status' | 'pages_done' | 'pages_total'>,
  lastPage: ScanLogRow | null,
  channels?: string[],
): Promise<void> {
  try {
    const to = channels ?? (await runSubscribers(ctx, run.report_id));
    if (to.length === 0) return;
    const payload: ScanProgressPayload = {
      build_uuid: run.report_id,
      status: run.status,
      pagesDone: Number(run.pages_done),
      pagesTotal: Math.max(Number(run.pages_total), Number(run.pages_done)),
      lastPage,
    };
    await Promise.all(to.map((channel) => ctx.live.publish(channel, LIVE_EVENTS.scanProgress, payload)));
  } catch {
    // Best effort like every live update: the data is committed and viewers refetch.
  }
}
