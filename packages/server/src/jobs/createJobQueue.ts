/** Picks the job queue that fits the database: in-process on SQLite, pg-boss on PostgreSQL. */
import type { Kysely } from 'kysely';
import type { Dialect } from '../context';
import type { Database } from '../db/schema';
import type { Clock } from '../time/clock';
import type { JobQueue } from './jobQueue';
import { PgBossJobQueue } from './pgBossJobQueue';
import { SqliteJobQueue } from './sqliteJobQueue';

/** What createJobQueue needs to know. */
export interface JobQueueSetup {
  dialect: Dialect;
  db: Kysely<Database>;
  databaseUrl: string | undefined;
  clock: Clock;
  onError: (err: unknown) => void;
  /** pg-boss maintenance interval (PostgreSQL only; see PgBossJobQueueOptions). */
  maintenanceIntervalSeconds?: number;
  /** Seconds without a heartbeat after which a job running here counts as lost (PostgreSQL only; default 60). */
  heartbeatTimeoutSeconds?: number;
}

/** A started queue for the given database. */
export async function createJobQueue(setup: JobQueueSetup): Promise<JobQueue> {
  if (setup.dialect === 'postgres') {
    if (setup.databaseUrl === undefined) throw new Error('createJobQueue: PostgreSQL needs its database URL for pg-boss.');
    const queue = new PgBossJobQueue(setup.databaseUrl, {
      onError: setup.onError,
      ...(setup.maintenanceIntervalSeconds !== undefined ? { maintenanceIntervalSeconds: setup.maintenanceIntervalSeconds } : {}),
      ...(setup.heartbeatTimeoutSeconds !== undefined ? { heartbeatTimeoutSeconds: setup.heartbeatTimeoutSeconds } : {}),
    });
    await queue.start();
    return queue;
  }
  // One process owns a SQLite file and requeues its interrupted jobs at start: no heartbeats needed.
  return new SqliteJobQueue(setup.db, setup.clock, { onError: setup.onError });
}
