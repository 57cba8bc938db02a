/**
 * The in-process queue for the embedded SQLite deployment: jobs are rows of the `jobs` table, and
 * this process polls for due ones. Times come from the server Clock, so a ManualClock controls
 * delayed jobs and retry backoff in tests. Only one process uses a SQLite file, so rows left
 * `active` by a crash are put back in the queue at start: no other process could take them over
 * sooner, which is why this queue sends no heartbeats (pgBossJobQueue.ts does).
 */
import type { Kysely } from 'kysely';
import { newId } from '../db/ids';
import type { JobTable, JobTables } from '../db/jobTables';
import type { Database } from '../db/schema';
import { isoNow, type Clock } from '../time/clock';
import { JOB_DEFAULTS, validateJobName, type EnqueueOptions, type JobHandler, type JobQueue } from './jobQueue';

/** The signal of every job here: an attempt in the only process of the file is never taken away. */
const NEVER_LOST = new AbortController().signal;

interface Worker {
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  run: () => void;
}

/** Tuning of the in-process queue. */
export interface SqliteJobQueueOptions {
  /** How often an idle worker looks for due jobs. Default 500 ms. */
  pollIntervalMs?: number;
  /** Told about storage errors while polling (handler errors are recorded on the job instead). */
  onError?: (err: unknown) => void;
}

type ClaimedJob = JobTable & { attempts: number };

/** JobQueue on the `jobs` table of the server database. */
export class SqliteJobQueue implements JobQueue {
  private readonly workers = new Map<string, Worker>();
  private stopped = false;
  private recovered: Promise<void> | undefined;
  private readonly pollIntervalMs: number;
  private readonly onError: (err: unknown) => void;

  private readonly db: Kysely<JobTables>;

  /** `db` is any database whose schema includes the `jobs` table (the server's Database does). */
  constructor(
    db: Kysely<JobTables> | Kysely<Database>,
    private readonly clock: Clock,
    options: SqliteJobQueueOptions = {},
  ) {
    // Kysely's table maps are invariant; this queue only touches `jobs`, which both have.
    this.db = db as Kysely<JobTables>;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.onError = options.onError ?? (() => undefined);
  }

  async enqueue<T extends object>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string> {
    validateJobName(name);
    const now = isoNow(this.clock);
    const id = await this.db.transaction().execute(async (trx) => {
      if (options.singletonKey !== undefined) {
        const waiting = await this.waitingJobId(trx, name, options.singletonKey);
        if (waiting !== undefined) return waiting;
      }
      const jobId = newId('job');
      await trx
        .insertInto('jobs')
        .values({
          id: jobId,
          name,
          payload: JSON.stringify(payload),
          state: 'queued',
          run_at: (options.runAt ?? this.clock.now()).toISOString(),
          attempts: 0,
          retry_limit: options.retryLimit ?? JOB_DEFAULTS.retryLimit,
          retry_delay_seconds: options.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
          singleton_key: options.singletonKey ?? null,
          last_error: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return jobId;
    });
    this.workers.get(name)?.run();
    return id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    validateJobName(name);
    if (this.stopped) throw new Error('The job queue is stopped.');
    if (this.workers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
    this.recovered ??= this.requeueInterrupted();
    await this.recovered;
    const worker: Worker = {
      timer: undefined,
      running: undefined,
      run: () => {
        if (this.stopped || worker.running) return;
        clearTimeout(worker.timer);
        worker.running = this.drain(name, handler)
          .catch(this.onError)
          .finally(() => {
            worker.running = undefined;
            if (!this.stopped) worker.timer = setTimeout(worker.run, this.pollIntervalMs);
          });
      },
    };
    this.workers.set(name, worker);
    worker.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const running: Promise<void>[] = [];
    for (const worker of this.workers.values()) {
      clearTimeout(worker.timer);
      if (worker.running) running.push(worker.running);
    }
    await Promise.allSettled(running);
  }

  /** Runs due jobs of `name` one after another until none is due. */
  private async drain<T>(name: string, handler: JobHandler<T>): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim(name);
      if (!job) return;
      try {
        await handler({ id: job.id, name, payload: JSON.parse(job.payload) as T, signal: NEVER_LOST });
        await this.db
          .updateTable('jobs')
          .set({ state: 'completed', last_error: null, updated_at: isoNow(this.clock) })
          .where('id', '=', job.id)
          .execute();
      } catch (err) {
        await this.fail(job, err);
      }
    }
  }

  private async claim(name: string): Promise<ClaimedJob | undefined> {
    const now = isoNow(this.clock);
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', name)
        .where('state', '=', 'queued')
        .where('run_at', '<=', now)
        .orderBy('run_at')
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!due) return undefined;
      await trx
        .updateTable('jobs')
        .set({ state: 'active', attempts: due.attempts + 1, updated_at: now })
        .where('id', '=', due.id)
        .execute();
      return { ...due, attempts: due.attempts + 1 };
    });
  }

  private async fail(job: ClaimedJob, err: unknown): Promise<void> {
    const now = this.clock.now();
    const message = err instanceof Error ? err.message : String(err);
    const delayMs = job.retry_delay_seconds * 1000 * 2 ** (job.attempts - 1);
    await this.db.transaction().execute(async (trx) => {
      // A job enqueued with the same key while this one ran will do the work; no second waiter.
      const superseded = job.singleton_key !== null && (await this.waitingJobId(trx, job.name, job.singleton_key)) !== undefined;
      const retry = job.attempts <= job.retry_limit && !superseded;
      await trx
        .updateTable('jobs')
        .set({
          state: retry ? 'queued' : 'failed',
          run_at: retry ? new Date(now.getTime() + delayMs).toISOString() : job.run_at,
          last_error: message.slice(0, 2000),
          updated_at: now.toISOString(),
        })
        .where('id', '=', job.id)
        .execute();
    });
  }

  /** The id of the job of this name and key that waits to start, if any. */
  private async waitingJobId(db: Kysely<JobTables>, name: string, singletonKey: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', name)
      .where('singleton_key', '=', singletonKey)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return row?.id;
  }

  private async requeueInterrupted(): Promise<void> {
    const now = isoNow(this.clock);
    await this.db.transaction().execute(async (trx) => {
      const interrupted = await trx.selectFrom('jobs').selectAll().where('state', '=', 'active').execute();
      for (const job of interrupted) {
        const superseded = job.singleton_key !== null && (await this.waitingJobId(trx, job.name, job.singleton_key)) !== undefined;
        await trx
          .updateTable('jobs')
          .set({ state: superseded ? 'failed' : 'queued', updated_at: now })
          .where('id', '=', job.id)
          .execute();
      }
    });
  }
}
