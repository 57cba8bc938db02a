/**
 * The context of a process that runs jobs on an open, migrated database: the job queue (its
 * maintenance paced to the scan job expiry), blobs (the data directory or a bucket) and live publishing.
 * The server and `curbcut worker` build theirs here, so the two cannot drift apart.
 */
import type { OpenDatabase } from './db/connect';
import { openBlobStore } from './blobs/blobConfig';
import type { ServerContext } from './context';
import { createJobQueue } from './jobs/createJobQueue';
import { createLivePublisher } from './live/publisher';
import { createMailTransport } from './mail/createMailTransport';
import { queueMaintenanceSeconds } from './scans/runQueue';
import type { Clock } from './time/clock';

/** Starts the job queue and assembles the context; the caller stops `ctx.jobs` and closes the store. */
export async function openContext(
  store: OpenDatabase,
  setup: { clock: Clock; onError: (err: unknown) => void; options: ServerContext['options'] },
): Promise<ServerContext> {
  // Before the queue starts: a bucket that cannot be used stops the start with nothing to undo.
  const blobs = await openBlobStore(setup.options.blobs, setup.options.dataDir);
  const jobs = await createJobQueue({
    dialect: store.dialect,
    db: store.db,
    databaseUrl: store.databaseUrl,
    clock: setup.clock,
    onError: setup.onError,
    maintenanceIntervalSeconds: queueMaintenanceSeconds(setup.options.scanJobExpireSeconds),
    ...(setup.options.jobHeartbeatTimeoutSeconds !== undefined ? { heartbeatTimeoutSeconds: setup.options.jobHeartbeatTimeoutSeconds } : {}),
  });
  return {
    db: store.db,
    reads: store.reads,
    dialect: store.dialect,
    clock: setup.clock,
    blobs,
    jobs,
    live: createLivePublisher(setup.options.live),
    mail: createMailTransport({ db: store.db, clock: setup.clock, smtpUrl: setup.options.smtpUrl, mailFrom: setup.options.mailFrom }),
    options: setup.options,
  };
}
