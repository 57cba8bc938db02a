/**
 * Heartbeats of running pg-boss jobs (jobs/jobHeartbeats.ts): one row per job, written by the
 * process that runs it, read by every process's lost-job sweep. Used on PostgreSQL only, where its
 * times are compared with pg-boss's (`timestamptz`, the database clock); created on both dialects
 * so the schema stays one, as with the `jobs` table, which is SQLite's queue.
 */
import type { Kysely } from 'kysely';

/** Creates job_heartbeats. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_heartbeats')
    // pg-boss's job id.
    .addColumn('job_id', 'uuid', (c) => c.primaryKey())
    .addColumn('job_name', 'text', (c) => c.notNull())
    // host:pid:random of the process running it.
    .addColumn('worker_id', 'text', (c) => c.notNull())
    // pg-boss's started_on of the attempt the row belongs to: a retried job's new attempt is told apart.
    .addColumn('attempt_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('beat_at', 'timestamptz', (c) => c.notNull())
    // beat_at plus the runner's heartbeat timeout: past it, the attempt counts as lost.
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Drops it again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_heartbeats').ifExists().execute();
}
