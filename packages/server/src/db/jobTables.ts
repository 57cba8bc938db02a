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

export interface JobTables {
  jobs: JobTable;
}
