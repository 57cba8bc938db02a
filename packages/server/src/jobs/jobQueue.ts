/**
 * Background work (scans, PDF checks, trial activation) goes through a queue: in-process on SQLite,
 * pg-boss on PostgreSQL so that `curbcut worker` processes on many machines share one queue.
 * Handlers must be idempotent: a job can run again after a crash or a failed attempt. On PostgreSQL a
 * running job sends heartbeats, and one whose heartbeats stop (its process died) is retried by
 * another process (jobs/jobHeartbeats.ts).
 */

/** Options of one enqueued job. */
export interface EnqueueOptions {
  /** Do not start before this time. */
  runAt?: Date;
  /**
   * While a job of the same name and key is waiting to start, enqueueing again adds nothing and
   * returns the waiting job's id (a job already running does not block the next one).
   */
  singletonKey?: string;
  /** Attempts after the first failure. Default 3. */
  retryLimit?: number;
  /** Delay before the first retry, doubled for each further retry. Default 5. */
  retryDelaySeconds?: number;
}

/** A job as its handler receives it. */
export interface Job<T> {
  id: string;
  name: string;
  payload: T;
  /**
   * Aborted once this attempt no longer holds the job: on PostgreSQL its heartbeats lapsed (the
   * process stalled past the heartbeat timeout) and the job was handed to another process. A long
   * handler stops on it, so the job does not run twice at once; the in-process SQLite queue never
   * aborts it.
   */
  signal: AbortSignal;
}

/** Does the work of one job; a rejected promise counts as a failed attempt. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** A durable queue of named jobs. */
export interface JobQueue {
  /** Adds a job; resolves to its id (the waiting job's id when deduplicated by singletonKey). */
  enqueue<T extends object>(name: string, payload: T, options?: EnqueueOptions): Promise<string>;
  /** Starts processing jobs of `name` with `handler` in this process. One handler per name. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}

/** Defaults shared by both implementations. */
export const JOB_DEFAULTS = { retryLimit: 3, retryDelaySeconds: 5 } as const;

/** Checks a job name: letters, digits, `.`, `_`, `-` (pg-boss queue names allow no more). */
export function validateJobName(name: string): void {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) {
    throw new Error(`Invalid job name "${name}": use 1 to 100 letters, digits, ".", "_" or "-".`);
  }
}
