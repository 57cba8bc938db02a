/**
 * The `scan.run` job: executes one run of a scan with @curbcut/scanner and writes it page by page
 * into its websiteScan report (docs/decisions/0023-website-scans.md, "Runs").
 *
 * A job may run more than once for one run: after a failed attempt, after this process stopped
 * (shutdown interrupts running scans so they resume on the next attempt) or, on PostgreSQL, after
 * its worker died and its heartbeats stopped (jobs/jobHeartbeats.ts). Every attempt resumes: pages
 * that have a scan log row are skipped, and each page's batch is idempotent (runPages.ts), so no
 * page counts twice.
 * After SCAN_RUN_MAX_ATTEMPTS attempts a run is given up as failed, so none stays running forever.
 */
import { SCAN_ERROR_TEXTS, type ScanSettings } from '@curbcut/core';
import { scanSite, type ScanAuth, type ScanSummary } from '@curbcut/scanner';
import type { ServerContext } from '../context';
import { isoNow } from '../time/clock';
import { endRun, finishRunReport, TERMINAL_RUN_STATUSES, type RunOutcome } from './runEnd';
import { scanUrlPolicy } from './networkPolicy';
import { recordPage, refreshRunCounts } from './runPages';
import { publishRunProgress } from './runProgress';
import { configureScanQueue, scanTimeLimitMs } from './runQueue';
import { createScanRuntime, RunStop, type ScanRuntime } from './runRuntime';
import { SCAN_RUN_JOB, type ScanRunJobPayload } from './runs';
import { toScanLogRow } from './scanLogs';
import { decryptSecret } from './secretBox';
import type { ScanRunsTable } from './tables';

/**
 * Attempts after which a run is failed. The queue allows more (createScanRun enqueues with the
 * default of 3 retries, 4 attempts), so the last attempt always gets to record the failure.
 */
export const SCAN_RUN_MAX_ATTEMPTS = 3;
/** How often a running scan looks for a cancel requested through another process. */
const CANCEL_POLL_MS = 1000;
/** How long a stopped scan may take to wind down before its browser is closed under it. */
const STOP_GRACE_MS = 15_000;

/**
 * Starts processing scan run jobs in this process, unless the `scanWorker` option is false (the
 * scans of that server are run by `curbcut worker` processes).
 */
export async function registerScanJobs(ctx: ServerContext): Promise<void> {
  if (ctx.options.scanWorker === false) return;
  const runtime = createScanRuntime(ctx);
  await ctx.jobs.work<ScanRunJobPayload>(SCAN_RUN_JOB, (job) => executeRun(ctx, runtime, job.payload.reportId, job.signal));
  await configureScanQueue(ctx);
  stopWithQueue(ctx, runtime);
}

/**
 * Ties the runtime to the queue's stop, which the server and the worker both call when closing:
 * running scans are interrupted first (else stopping would wait for whole scans), the queue then
 * waits for their handlers to hand the jobs back, and the browser closes last.
 */
function stopWithQueue(ctx: ServerContext, runtime: ScanRuntime): void {
  const queue = ctx.jobs;
  const stopQueue = queue.stop.bind(queue);
  queue.stop = async () => {
    runtime.interruptAll();
    try {
      await stopQueue();
    } finally {
      await runtime.closeBrowser();
    }
  };
}

const failed = (error: string, extra: Partial<RunOutcome> = {}): RunOutcome => ({
  status: 'failed',
  error,
  timedOut: false,
  loadLimitReached: false,
  ...extra,
});

/**
 * Executes (or resumes, or winds up) the run of `reportId`. `lost` aborts once the queue handed the
 * job to another process (this one stalled past its heartbeat timeout): the scan stops and leaves
 * the run to the new attempt.
 */
async function executeRun(ctx: ServerContext, runtime: ScanRuntime, reportId: string, lost: AbortSignal): Promise<void> {
  // Thrown, not returned: the queue must keep the job for a later attempt.
  if (runtime.closing) throw new RunStop('shutdown');
  const run = await ctx.db.selectFrom('scan_runs').selectAll().where('report_id', '=', reportId).executeTakeFirst();
  if (!run) return;
  if (TERMINAL_RUN_STATUSES.includes(run.status)) return finishRunReport(ctx, reportId);
  const cancelled: RunOutcome = { status: 'cancelled', error: null, timedOut: false, loadLimitReached: false };
  // A run cancelled while queued never starts.
  if (Number(run.cancel_requested) === 1) {
    await endRun(ctx, reportId, cancelled);
    return;
  }
  const report = await ctx.db.selectFrom('reports').select('status').where('id', '=', reportId).executeTakeFirst();
  if (!report) return;
  // Finalised by an earlier attempt that died before ending the run: nothing more can be added.
  if (report.status === 'completed' || report.status === 'failed') {
    await endRun(ctx, reportId, { ...cancelled, status: 'completed' });
    return;
  }

  const claimed = await ctx.db
    .updateTable('scan_runs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), started_at: run.started_at ?? isoNow(ctx.clock) }))
    .where('report_id', '=', reportId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return;
  const attempts = Number(run.attempts) + 1;
  if (attempts > SCAN_RUN_MAX_ATTEMPTS) {
    await endRun(ctx, reportId, failed(SCAN_ERROR_TEXTS.workerLost));
    return;
  }
  await publishRunProgress(ctx, { ...run, status: 'running' }, null);

  let outcome: RunOutcome;
  try {
    outcome = await scanRun(ctx, runtime, run, lost);
  } catch (error) {
    if (error instanceof RunStop) {
      // Handed back cleanly at shutdown: not an attempt that failed, so it does not count. A lost
      // attempt did count, and the attempt that took over has counted its own.
      if (error.reason === 'shutdown') {
        await ctx.db.updateTable('scan_runs').set((eb) => ({ attempts: eb('attempts', '-', 1) })).where('report_id', '=', reportId).execute();
      }
      throw error;
    }
    if (attempts < SCAN_RUN_MAX_ATTEMPTS) throw error;
    // The last attempt records why, so the run ends instead of staying running.
    const missingBrowser = error instanceof Error && error.name === 'ScanBrowserError';
    outcome = failed(missingBrowser ? `Scan failed: ${error.message}` : SCAN_ERROR_TEXTS.workerLost);
  }
  await endRun(ctx, reportId, outcome);
}

/** The run's credentials in plain text; 'invalid' when they are gone or cannot be decrypted. */
async function readRunAuth(ctx: ServerContext, authConfigId: string | null): Promise<ScanAuth | null | 'invalid'> {
  if (authConfigId === null) return null;
  const row = await ctx.db.selectFrom('auth_configs').selectAll().where('id', '=', authConfigId).executeTakeFirst();
  if (!row) return 'invalid';
  let password: string;
  try {
    password = await decryptSecret(ctx, row.password_enc);
  } catch {
    return 'invalid';
  }
  if (row.type === 'basic') return { type: 'basic', url: row.url, username: row.username, password };
  const selectors = row.selectors === null ? null : (JSON.parse(row.selectors) as { username: string; password: string; submit: string });
  return selectors ? { type: 'form', url: row.url, username: row.username, password, selectors } : 'invalid';
}

/** Aborts the scan once the run's cancel flag is set, whichever process set it. */
function watchCancel(ctx: ServerContext, reportId: string, controller: AbortController): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || controller.signal.aborted) return;
    busy = true;
    ctx.db
      .selectFrom('scan_runs')
      .select('cancel_requested')
      .where('report_id', '=', reportId)
      .executeTakeFirst()
      .then((row) => {
        if (row && Number(row.cancel_requested) === 1) controller.abort(new RunStop('cancel'));
      })
      // A failed look is tried again on the next tick.
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, CANCEL_POLL_MS);
  return () => clearInterval(timer);
}

/**
 * The scan's summary. A stop the scan does not honour within STOP_GRACE_MS closes the browser
 * (pages in flight then fail at once); after as long again the scan is left behind (null), so a
 * stuck page can neither keep a cancelled run running nor hold up shutting down.
 */
async function settle(scan: Promise<ScanSummary>, signal: AbortSignal, runtime: ScanRuntime): Promise<ScanSummary | null> {
  const late = Symbol('late');
  const grace = () => new Promise<typeof late>((resolve) => setTimeout(() => resolve(late), STOP_GRACE_MS).unref());
  const stopped = new Promise<void>((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
  const first = await Promise.race([scan, stopped.then(() => Promise.race([scan, grace()]))]);
  if (first !== late) return first;
  await runtime.discardBrowser();
  const second = await Promise.race([scan, grace()]);
  if (second !== late) return second;
  scan.catch(() => undefined);
  return null;
}

function outcomeOf(summary: ScanSummary | null, cancelled: boolean, pagesKnown: number): RunOutcome {
  if (summary === null) return { status: 'cancelled', error: null, timedOut: false, loadLimitReached: false, pagesKnown };
  const common = { loadLimitReached: summary.pagesLeftByLimit > 0, engineVersion: summary.engineVersion, pagesKnown };
  if (cancelled) return { status: 'cancelled', error: null, timedOut: false, ...common };
  if (summary.loginFailed) return failed(SCAN_ERROR_TEXTS.login, common);
  if (summary.timedOut) return failed(SCAN_ERROR_TEXTS.timedOut, { ...common, timedOut: true });
  if (summary.error !== null) return failed(summary.error, common);
  return { status: 'completed', error: null, timedOut: false, ...common };
}

/** Scans the run's pages not done yet; resolves to how the run ended. */
async function scanRun(ctx: ServerContext, runtime: ScanRuntime, run: ScanRunsTable, lost: AbortSignal): Promise<RunOutcome> {
  const reportId = run.report_id;
  const auth = await readRunAuth(ctx, run.auth_config_id);
  if (auth === 'invalid') return failed(SCAN_ERROR_TEXTS.login);
  const settings = JSON.parse(run.settings) as ScanSettings;
  const done = await ctx.db.selectFrom('scan_logs').select('page_url').where('report_id', '=', reportId).execute();
  let pagesKnown = Math.max(Number(run.pages_total), done.length);

  const controller = new AbortController();
  const untrack = runtime.track(reportId, controller);
  const stopWatching = watchCancel(ctx, reportId, controller);
  const onLost = () => controller.abort(new RunStop('lost'));
  if (lost.aborted) onLost();
  else lost.addEventListener('abort', onLost, { once: true });
  try {
    const scan = scanSite({
      settings,
      auth,
      signal: controller.signal,
      skipUrls: new Set(done.map((d) => d.page_url)),
      browser: await runtime.browser(),
      totalTimeoutMs: scanTimeLimitMs(ctx),
      // Checked again at run time, hop by hop: configurations were checked when saved, but a site can redirect anywhere.
      allowUrl: scanUrlPolicy(ctx),
      onProgress: (progress) => {
        pagesKnown = Math.max(pagesKnown, progress.pagesTotal);
      },
      onPage: async (page) => {
        const row = await recordPage(ctx, reportId, page);
        const counts = await refreshRunCounts(ctx, reportId, pagesKnown);
        if (row && counts) await publishRunProgress(ctx, counts, toScanLogRow(row));
      },
    });
    const summary = await settle(scan, controller.signal, runtime);
    const stop = controller.signal.aborted ? (controller.signal.reason as RunStop) : null;
    if (stop?.reason === 'shutdown' || stop?.reason === 'lost') throw stop;
    // A scan that could not run may have lost its browser: the next run starts a fresh one.
    if (summary?.error) await runtime.discardBrowser();
    return outcomeOf(summary, stop?.reason === 'cancel' || summary?.cancelled === true, pagesKnown);
  } finally {
    lost.removeEventListener('abort', onLost);
    stopWatching();
    untrack();
  }
}
