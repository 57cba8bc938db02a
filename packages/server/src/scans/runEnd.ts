/**
 * Ending a run, whichever way it ends (completed, failed, cancelled, or cancelled before it
 * started): the run row gets its final status, error and failure flags, the flags are copied into
 * the report's meta (where the report meta call reads them for every report type), viewers get a
 * last `scan_progress`, and the report is finalised with the pages done so far, so even a failed
 * run leaves a complete, readable report.
 *
 * Every step is idempotent and each checks the state it changes, so an attempt that dies half way
 * is finished by the next one (see runJob.ts).
 */
import type { ScanRunStatus } from '@curbcut/core';
import type { ServerContext } from '../context';
import { finalizeBuild } from '../ingest/service';
import { readMeta, type StoredMeta } from '../reports/rows';
import { isoNow } from '../time/clock';
import { refreshRunCounts } from './runPages';
import { publishRunProgress } from './runProgress';

/** Terminal run statuses. */
export const TERMINAL_RUN_STATUSES: readonly ScanRunStatus[] = ['completed', 'failed', 'cancelled'];

/** How a run ended. */
export interface RunOutcome {
  status: 'completed' | 'failed' | 'cancelled';
  /** Spec 001's error text for failed runs; null otherwise. */
  error: string | null;
  timedOut: boolean;
  /** The page limit left found pages unscanned. */
  loadLimitReached: boolean;
  /** axe-core version the scan used, when it ran. */
  engineVersion?: string;
  /** Pages the scanner knew of at the end. */
  pagesKnown?: number;
}

/** The report meta fields a run adds: the spec's failure flags (read by the report meta call). */
export interface ScanRunMetaFlags {
  hasFailedAdvancedScan: boolean;
  loadLimitReachedFailure: boolean;
  buildTimedOutFailure: boolean;
}

async function writeReportMeta(ctx: ServerContext, reportId: string, flags: ScanRunMetaFlags, engineVersion: string | undefined): Promise<void> {
  const report = await ctx.db.selectFrom('reports').select('meta').where('id', '=', reportId).executeTakeFirst();
  if (!report) return;
  const meta: StoredMeta & Partial<ScanRunMetaFlags> = { ...readMeta(report), ...flags };
  if (engineVersion) meta.testEngine = { ...(meta.testEngine ?? { name: 'axe-core' }), version: engineVersion };
  await ctx.db.updateTable('reports').set({ meta: JSON.stringify(meta) }).where('id', '=', reportId).execute();
}

/** Finalises the run's report unless it has already ended (completed, or failed when it could not be queued). */
export async function finishRunReport(ctx: ServerContext, reportId: string): Promise<void> {
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report || report.status === 'completed' || report.status === 'failed') return;
  await finalizeBuild(ctx, reportId);
}

/**
 * Ends a run that is in one of `from` (default: queued or running) with `outcome`, and finalises
 * its report once the run has ended (also when an earlier attempt ended it). False when the run was
 * in none of `from` and has not ended (a worker claimed it meanwhile): nothing was finalised.
 */
export async function endRun(
  ctx: ServerContext,
  reportId: string,
  outcome: RunOutcome,
  from: readonly ScanRunStatus[] = ['queued', 'running'],
): Promise<boolean> {
  const run = await refreshRunCounts(ctx, reportId, outcome.pagesKnown ?? 0);
  if (!run) return false;
  if (from.includes(run.status)) {
    const failed = await ctx.db
      .selectFrom('scan_logs')
      .select('page_url')
      .where('report_id', '=', reportId)
      .where('status', '=', 'failure')
      .executeTakeFirst();
    const flags: ScanRunMetaFlags = {
      hasFailedAdvancedScan: failed !== undefined,
      loadLimitReachedFailure: outcome.loadLimitReached,
      buildTimedOutFailure: outcome.timedOut,
    };
    // Written first: an attempt that dies after ending the run would otherwise leave the meta without them.
    await writeReportMeta(ctx, reportId, flags, outcome.engineVersion);
    const ended = await ctx.db
      .updateTable('scan_runs')
      .set({
        status: outcome.status,
        error: outcome.error,
        has_failed_pages: flags.hasFailedAdvancedScan ? 1 : 0,
        load_limit_reached: flags.loadLimitReachedFailure ? 1 : 0,
        timed_out: flags.buildTimedOutFailure ? 1 : 0,
        completed_at: isoNow(ctx.clock),
      })
      .where('report_id', '=', reportId)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    // Sent before finalisation, which ends the report's live subscriptions.
    if (Number(ended.numUpdatedRows) > 0) await publishRunProgress(ctx, { ...run, status: outcome.status }, null);
  }
  const now = await ctx.db.selectFrom('scan_runs').select('status').where('report_id', '=', reportId).executeTakeFirst();
  if (!now || !TERMINAL_RUN_STATUSES.includes(now.status)) return false;
  await finishRunReport(ctx, reportId);
  return true;
}
