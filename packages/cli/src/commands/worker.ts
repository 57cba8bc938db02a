/**
 * `curbcut worker`: runs website scan jobs and PDF checks from the servers' PostgreSQL database, with
 * no HTTP server, so they can run on other machines than the API (docs/operations.md). A job sends
 * heartbeats while it runs; when this process dies, another worker retries its jobs once they stop
 * (`--heartbeat-timeout-seconds`, default 60). With SQLite there
 * is nothing to do: the server's in-process queue runs its scans, and a second process must not
 * open the file, so the command refuses (exit 2).
 *
 * The server package is imported lazily, like in serve, so other commands never load the driver.
 */
import type { LiveConfig, RunningWorker } from '@curbcut/server';
import { CliError } from '../cliError';
import { parseLiveUrl } from '../liveUrl';
import { blobConfigFlag, processIo, runUntilSignal, type ServeIo } from './serve';

/** Flags of `curbcut worker`. */
export interface WorkerCommandOptions {
  /** postgres://... (default: env DATABASE_URL). */
  databaseUrl?: string;
  /** Where snapshots are stored: the servers' data directory (default ./data). */
  dataDir?: string;
  /** The servers' blob bucket, `s3://BUCKET/PREFIX?region=...` (default: the data directory). */
  blobUrl?: string | undefined;
  /** The Pusher-protocol server the servers publish to, `http://APP_ID:KEY:SECRET@HOST:PORT`, for live scan progress. */
  liveUrl?: string;
  /** Longest a scan job may run (seconds): the limit of a live scan. */
  scanJobExpireSeconds?: number | undefined;
  /** Seconds without a heartbeat after which a job running here counts as lost and is retried elsewhere (default 60). */
  heartbeatTimeoutSeconds?: number | undefined;
  /**
   * Scans may reach private and local addresses. Default false: a worker cannot tell what its
   * servers allow, and one that runs jobs for users should not let their sites probe its network.
   */
  privateNetworkScans?: boolean | undefined;
}

/** The database URL with its password hidden, for printing. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the database';
  }
}

/** Checks the options and starts the worker. */
export async function startWorkerCommand(options: WorkerCommandOptions): Promise<RunningWorker> {
  const serverPackage = await import('@curbcut/server');
  const databaseUrl = options.databaseUrl ?? '';
  if (!serverPackage.isPostgresUrl(databaseUrl)) {
    throw new CliError(
      databaseUrl === ''
        ? "curbcut worker needs the servers' PostgreSQL database: set DATABASE_URL (or --database-url) to postgres://... . With SQLite (no DATABASE_URL), `curbcut serve` runs scans in its own process: no worker is needed."
        : 'curbcut worker needs a PostgreSQL database (postgres://...). With SQLite, `curbcut serve` runs scans in its own process: no worker is needed.',
      2,
    );
  }
  const live: LiveConfig | undefined = options.liveUrl === undefined ? undefined : parseLiveUrl(options.liveUrl);
  const blobs = blobConfigFlag(serverPackage, options.blobUrl);
  try {
    return await serverPackage.startWorker({
      databaseUrl,
      dataDir: options.dataDir ?? './data',
      ...(blobs ? { blobs } : {}),
      ...(live ? { live } : {}),
      ...(options.scanJobExpireSeconds !== undefined ? { scanJobExpireSeconds: options.scanJobExpireSeconds } : {}),
      ...(options.heartbeatTimeoutSeconds !== undefined ? { jobHeartbeatTimeoutSeconds: options.heartbeatTimeoutSeconds } : {}),
      allowPrivateNetworkScans: options.privateNetworkScans ?? false,
    });
  } catch (error) {
    // An unreachable database or a refused login is an operator's problem: one line, not a stack.
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`Could not start the worker on ${redactDatabaseUrl(databaseUrl)}: ${reason}`);
  }
}

/**
 * Starts the worker, prints what it does, and resolves once SIGINT or SIGTERM has stopped it:
 * running scans are handed back to the queue (another worker, or this one restarted, resumes them).
 * A second signal while stopping ends the process at once.
 */
export async function workerUntilSignal(options: WorkerCommandOptions, io: ServeIo = processIo): Promise<void> {
  await runUntilSignal(io, () => startWorkerCommand(options), {
    started: (worker) => [
      `Curbcut worker is running scan jobs from ${redactDatabaseUrl(options.databaseUrl ?? '')}`,
      `Page snapshots are stored ${options.blobUrl ? `in ${options.blobUrl}` : `under ${worker.context.options.dataDir}`}; live progress ${options.liveUrl ? 'is published' : 'is off (no --live-url)'}.`,
      options.privateNetworkScans
        ? 'Scans may reach private and local network addresses (--private-network-scans allow).'
        : 'Scans refuse private and local network addresses (--private-network-scans allow to scan an intranet).',
    ],
    stopping: 'stopping the worker (running scans go back to the queue)...',
  });
}
