/** Kysely row type of the in-process job queue table (migration 2026-11-22T0003-jobs, used on SQLite). */

export interface JobTable {
  id: string;
  name: string;
  /** JSON of the payload. */
  payload: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  run_at: string;
  attempts: number;
  retry_limit: number;
  retry_delay_seconds: number;
  singleton_key: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A heartbeat of a running pg-boss job (migration 2026-11-29T0017-job-heartbeats, used on PostgreSQL
 * only, written and read with SQL by jobs/jobHeartbeats.ts).
 */
export interface JobHeartbeatTable {
  job_id: string;
  job_name: string;
  worker_id: string;
  attempt_started_at: Date;
  beat_at: Date;
  expires_at: Date;
}

export interface JobTables {
  jobs: JobTable;
  job_heartbeats: JobHeartbeatTable;
}
