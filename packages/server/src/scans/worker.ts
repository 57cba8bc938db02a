/**
 * A scan worker without an HTTP server (`curbcut worker`): it opens the PostgreSQL database the
 * servers use, brings its schema up to date, and runs scan jobs and PDF checks from the shared pg-boss queue. Any
 * number of workers on any number of machines share the queue; a job whose worker dies is retried
 * by another once its heartbeats stop (jobs/jobHeartbeats.ts) and resumes where the first one stopped.
 *
 * Workers must share with the servers what the database does not hold: the blob store (page
 * snapshots and PDFs; the same bucket (`blobs`), the same data directory, or storage mounted at the
 * same place) and the secret key
 * that decrypts sign-in passwords (CURBCUT_SECRET_KEY, see scans/secretBox.ts).
 */
import { resolve } from 'node:path';
import type { ServerContext, ServerOptions } from '../context';
import { DEFAULT_BODY_LIMIT } from '../createServer';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { openContext } from '../openContext';
import { systemClock } from '../time/clock';
import { registerPdfScannerJobs } from '../pdfScanner/job';
import { registerScanJobs } from './runJob';

/**
 * What a worker needs: the database (PostgreSQL) and what it shares with the servers. Its scans
 * apply the network policy of its own options (runJob.ts passes `scanUrlPolicy` of this context):
 * give `allowPrivateNetworkScans` the servers' value. Without it the embedded default applies, as
 * for a server on a loopback address: private addresses allowed.
 */
export type WorkerOptions = Pick<ServerOptions, 'dataDir' | 'blobs' | 'clock' | 'live' | 'scanJobExpireSeconds' | 'jobHeartbeatTimeoutSeconds' | 'allowPrivateNetworkScans'> & {
  /** postgres://... of the servers' database. */
  databaseUrl: string;
  /** Told about job queue errors (default: one line on stderr). */
  onError?: (error: unknown) => void;
};

/** A started worker. */
export interface RunningWorker {
  context: ServerContext;
  /** Interrupts running scans (they are handed back to the queue), stops taking jobs, closes the browser and the database. */
  close(): Promise<void>;
}

/** Raised when the worker cannot run with the given options (not PostgreSQL). */
export class WorkerSetupError extends Error {
  override readonly name = 'WorkerSetupError';
}

/** Starts a scan worker; resolves once it takes jobs. */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const dataDir = resolve(options.dataDir ?? './data');
  const store = openDatabase({ dataDir, databaseUrl: options.databaseUrl, blobs: options.blobs });
  if (store.dialect !== 'postgres') {
    await store.close();
    throw new WorkerSetupError(
      'A scan worker needs PostgreSQL (a postgres:// database URL). With SQLite the server runs scan jobs in its own process.',
    );
  }
  const onError =
    options.onError ??
    ((error: unknown) => process.stderr.write(`worker: job queue error: ${error instanceof Error ? error.message : String(error)}\n`));
  let jobs: ServerContext['jobs'] | undefined;
  try {
    await migrateToLatest(store.db);
    const clock = options.clock ?? systemClock;
    const context = await openContext(store, { clock, onError, options: { ...options, dataDir, bodyLimit: DEFAULT_BODY_LIMIT, scanWorker: true } });
    const queue = context.jobs;
    jobs = queue;
    await registerScanJobs(context);
    // PDF checks share the queue: a worker takes them too, with its own checker pool.
    await registerPdfScannerJobs(context);
    let closing: Promise<void> | undefined;
    return {
      context,
      close: () =>
        (closing ??= (async () => {
          try {
            await queue.stop();
          } finally {
            await store.close();
          }
        })()),
    };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw error;
  }
}
