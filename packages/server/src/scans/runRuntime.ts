/**
 * What a process that runs scan jobs keeps between runs: one warm Chromium shared by every run (a
 * launch costs about a second and a lot of memory, so runs never launch their own), and the runs
 * executing here with their abort controllers, so a cancel arriving at this process stops its run
 * at once and closing the process interrupts its runs instead of waiting for them to end.
 *
 * Kept per ServerContext (not module state), so tests can run several servers in one process.
 */
import { launchScanBrowser, type ScanBrowser } from '@curbcut/scanner';
import type { ServerContext } from '../context';

/**
 * Why a run's scan was aborted: a user's cancel, this process shutting down, or the job handed to
 * another process because this one's heartbeats lapsed (it stalled; jobs/jobHeartbeats.ts).
 */
export type RunStopReason = 'cancel' | 'shutdown' | 'lost';

const STOP_MESSAGES: Record<RunStopReason, string> = {
  cancel: 'The run was cancelled.',
  shutdown: 'The scan worker is shutting down; the run resumes on another attempt.',
  lost: 'The scan worker stalled and another one took the run over; it resumes there.',
};

/** The abort reason handed to the scanner's signal. */
export class RunStop extends Error {
  constructor(readonly reason: RunStopReason) {
    super(STOP_MESSAGES[reason]);
    this.name = 'RunStop';
  }
}

/** The scan-job state of one process. */
export interface ScanRuntime {
  /** The shared browser, launched on first use. */
  browser(): Promise<ScanBrowser>;
  /** Closes the shared browser after a failure so the next run launches a fresh one. */
  discardBrowser(): Promise<void>;
  /** Records a run executing here; the returned function forgets it. */
  track(reportId: string, controller: AbortController): () => void;
  /** Aborts a run executing here; false when it does not execute here. */
  stop(reportId: string, reason: RunStopReason): boolean;
  /** True once close() started: no new run may start. */
  readonly closing: boolean;
  /** Interrupts every run executing here (they resume elsewhere or at the next start). */
  interruptAll(): void;
  /** Closes the browser. */
  closeBrowser(): Promise<void>;
}

const runtimes = new WeakMap<ServerContext, ScanRuntime>();

/** The runtime of a context that runs scan jobs; undefined when this process runs none. */
export function scanRuntimeOf(ctx: ServerContext): ScanRuntime | undefined {
  return runtimes.get(ctx);
}

/** Creates (once) the runtime of a context that runs scan jobs. */
export function createScanRuntime(ctx: ServerContext): ScanRuntime {
  const existing = runtimes.get(ctx);
  if (existing) return existing;
  const running = new Map<string, AbortController>();
  let launched: Promise<ScanBrowser> | undefined;
  let closing = false;

  const closeBrowser = async (): Promise<void> => {
    const current = launched;
    launched = undefined;
    if (!current) return;
    const browser = await current.catch(() => null);
    await browser?.close().catch(() => undefined);
  };

  const runtime: ScanRuntime = {
    browser() {
      if (launched) return launched;
      const launching = launchScanBrowser();
      launched = launching;
      // A failed launch is not kept: the next run tries again.
      launching.catch(() => {
        if (launched === launching) launched = undefined;
      });
      return launching;
    },
    discardBrowser: closeBrowser,
    track(reportId, controller) {
      running.set(reportId, controller);
      return () => {
        if (running.get(reportId) === controller) running.delete(reportId);
      };
    },
    stop(reportId, reason) {
      const controller = running.get(reportId);
      if (!controller) return false;
      controller.abort(new RunStop(reason));
      return true;
    },
    get closing() {
      return closing;
    },
    interruptAll() {
      closing = true;
      for (const controller of running.values()) controller.abort(new RunStop('shutdown'));
    },
    closeBrowser,
  };
  runtimes.set(ctx, runtime);
  return runtime;
}
