/**
 * Recurring scans. A tick (at start, then every 30 s of real time) reads "now" from the server
 * clock, finds enabled schedules whose next_run_at has passed and claims each with a conditional
 * UPDATE that moves next_run_at on only if it still holds the value read, so when several servers
 * share a database exactly one of them starts the run. Times are UTC (croner, timezone UTC).
 * A scan whose previous run is still going is skipped for that time, not failed.
 */
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { nextCronRun } from './configSettings';
import { createScanRun, findRunInProgress } from './runs';

/** Real time between ticks; tests call runDueScans directly after moving a ManualClock. */
export const SCHEDULER_INTERVAL_MS = 30_000;

/** What one tick did, per scan claimed. */
export interface DueScanOutcome {
  scanId: string;
  /** started: a run was queued; skipped: one was still in progress; failed: starting it threw. */
  outcome: 'started' | 'skipped' | 'failed';
  /** The run's report id when started. */
  reportId: string | null;
  /** The time claimed (the schedule's due time) and the next one. */
  dueAt: string;
  nextRunAt: string | null;
  error?: string;
}

/**
 * Starts a run of every enabled scan due at the clock's "now". Safe to call from several servers at
 * once: each due time is claimed by one caller. Missed times (the server was down) collapse into
 * one run, and the next time is computed from now, never in the past.
 */
export async function runDueScans(ctx: ServerContext): Promise<DueScanOutcome[]> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .selectFrom('scan_configs')
    .select(['id', 'schedule_cron', 'next_run_at', 'created_by'])
    .where('schedule_enabled', '=', 1)
    .where('schedule_cron', 'is not', null)
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now.toISOString())
    .orderBy('next_run_at')
    .execute();
  const outcomes: DueScanOutcome[] = [];
  for (const scan of due) {
    if (scan.schedule_cron === null || scan.next_run_at === null) continue;
    let next: Date | null;
    try {
      next = nextCronRun(scan.schedule_cron, now);
    } catch {
      // A cron stored before a rule change that croner no longer reads: stop scheduling it.
      next = null;
    }
    const nextRunAt = next?.toISOString() ?? null;
    const claimed = await ctx.db
      .updateTable('scan_configs')
      .set({ next_run_at: nextRunAt })
      .where('id', '=', scan.id)
      .where('next_run_at', '=', scan.next_run_at)
      .where('schedule_enabled', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another server (or tick) took this time

    const base = { scanId: scan.id, dueAt: scan.next_run_at, nextRunAt };
    if (await findRunInProgress(ctx, scan.id)) {
      outcomes.push({ ...base, outcome: 'skipped', reportId: null });
      continue;
    }
    try {
      const run = await createScanRun(ctx, { scanId: scan.id, trigger: 'schedule', createdBy: scan.created_by });
      outcomes.push({ ...base, outcome: 'started', reportId: run.id });
    } catch (error) {
      // A run that started in between is a skip; anything else is reported, and the time stays moved on.
      const skipped = error instanceof ApiError && error.code === 'conflict';
      outcomes.push({ ...base, outcome: skipped ? 'skipped' : 'failed', reportId: null, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** Starts the scheduler; resolves to a stop function that waits for a tick in progress. */
export async function startScanScheduler(ctx: ServerContext): Promise<() => Promise<void>> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const tick = (): void => {
    running = runDueScans(ctx)
      .then((outcomes) => {
        for (const o of outcomes.filter((x) => x.outcome === 'failed')) {
          console.error(`Scheduled run of scan ${o.scanId} (due ${o.dueAt}) could not start: ${o.error ?? 'unknown error'}`);
        }
      })
      .catch((error: unknown) => {
        if (!stopped) console.error('Scan scheduler tick failed:', error);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, SCHEDULER_INTERVAL_MS);
      });
  };
  tick();

  return async () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    await running;
  };
}
