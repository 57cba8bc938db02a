/**
 * Heartbeats of running pg-boss jobs, so a job whose process died (killed, machine lost) is retried
 * within a minute instead of after its expiry, which must stay long for live scans
 * (docs/decisions/0011-blobs-and-jobs.md).
 *
 * A process holding a job upserts its `job_heartbeats` row every few seconds; the row records the
 * attempt (pg-boss's `started_on`) and when it stops counting as alive (`expires_at`, from the
 * holder's own timeout, so sweepers need no shared setting). Every server and worker sweeps: an
 * active job whose current attempt's row expired, or that has no row a timeout after it started,
 * is lost. Under a row lock on the pg-boss job (so of several sweepers one acts and the others find
 * nothing), a lost job is cancelled and sent again as a new job with the attempts it has left, or
 * failed when none are left. A new id rather than pg-boss's own retry of the same id: an attempt
 * that only stalled and wakes up later completes or fails its old id, which pg-boss then ignores,
 * instead of the new attempt's; and its next heartbeat finds the job gone and aborts its signal.
 *
 * pg-boss 10 has no heartbeat of its own. All times are the database's, so machines' clocks may
 * differ. Rows live in the default schema (migration 2026-11-29T0017), beside pg-boss's `pgboss`.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type pg from 'pg';

/** Default seconds without a heartbeat after which a running job counts as lost. */
export const DEFAULT_HEARTBEAT_TIMEOUT_SECONDS = 60;
/** Beats and sweeps at most this far apart (a sixth of the timeout when that is shorter). */
const MAX_BEAT_INTERVAL_MS = 10_000;
const MIN_BEAT_INTERVAL_MS = 250;

/** Settings of the heartbeats of one process. */
export interface JobHeartbeatOptions {
  /** pg-boss's schema. */
  schema: string;
  /** Seconds after its last heartbeat a job held here counts as lost. Default 60. */
  timeoutSeconds?: number;
  /** Told about failed beats and sweeps (retried on the next tick) and about each lost job handled. */
  onError: (err: unknown) => void;
}

/** What a sweep did with one lost job. */
export interface LostJob {
  name: string;
  id: string;
  /** The process that held it, when it had sent a heartbeat. */
  workerId: string | null;
  /** retried: sent again as `retriedAs`; superseded: a waiting job of its singleton key does the work; failed: no attempt left. */
  outcome: 'retried' | 'superseded' | 'failed';
  retriedAs: string | null;
}

/** The abort reason of a job's signal once its attempt was handed to another process. */
export class JobLostError extends Error {
  override readonly name = 'JobLostError';
}

interface LockedJob {
  data: object;
  priority: number;
  retry_count: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  singleton_key: string | null;
  worker_id: string | null;
  beat_at: Date | null;
}

/** Heartbeats and the lost-job sweep of one process; see the module comment. */
export class JobHeartbeats {
  /** This process in heartbeat rows: host, pid and a random suffix (pids repeat across machines and restarts). */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  readonly timeoutSeconds: number;
  private readonly intervalMs: number;
  private readonly schema: string;
  private readonly onError: (err: unknown) => void;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly boss: PgBoss,
    options: JobHeartbeatOptions,
  ) {
    const timeout = options.timeoutSeconds ?? DEFAULT_HEARTBEAT_TIMEOUT_SECONDS;
    if (!(timeout >= 1)) throw new Error(`The job heartbeat timeout must be at least 1 second, got ${timeout}.`);
    this.timeoutSeconds = timeout;
    this.intervalMs = Math.min(MAX_BEAT_INTERVAL_MS, Math.max(MIN_BEAT_INTERVAL_MS, (timeout * 1000) / 6));
    this.schema = options.schema;
    this.onError = options.onError;
  }

  /** Sweeps now and then every beat interval until stop(). */
  start(): void {
    const tick = (): void => {
      this.sweeping = this.sweep()
        .catch(this.onError)
        .finally(() => {
          if (!this.stopped) this.sweepTimer = setTimeout(tick, this.intervalMs).unref();
        });
    };
    tick();
  }

  /** Stops sweeping and beating; waits for a sweep in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    await this.sweeping;
  }

  /**
   * Runs `work` for the active job `name`/`id` while sending its heartbeats. `work`'s signal aborts
   * (with a JobLostError) once a heartbeat finds the job no longer held by this attempt. A job already
   * gone at the first beat is not worked at all.
   */
  async hold(name: string, id: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const lost = new AbortController();
    let attempt: string | null = null;
    let timer: NodeJS.Timeout | undefined;
    const beat = async (): Promise<void> => {
      if (this.stopped || lost.signal.aborted) return;
      try {
        const held = await this.beat(name, id, attempt);
        if (held !== null) {
          attempt = held;
          return;
        }
        clearInterval(timer);
        lost.abort(new JobLostError(`Job ${name} ${id} was handed to another process after its heartbeats lapsed; this attempt stops.`));
        this.onError(lost.signal.reason);
      } catch (error) {
        // The database did not answer: beat again next time. Only another process's sweep takes the job away.
        this.onError(error);
      }
    };
    await beat();
    if (lost.signal.aborted) return;
    let beating = Promise.resolve();
    timer = setInterval(() => {
      beating = beating.then(beat);
    }, this.intervalMs);
    try {
      await work(lost.signal);
    } finally {
      clearInterval(timer);
      await beating;
    }
  }

  /**
   * Records a heartbeat of the attempt `attempt` (pg-boss's started_on as text; null for the first
   * beat, which adopts the job's current attempt). Resolves to the attempt, or null when the job is
   * no longer active in that attempt (cancelled and sent again by a sweep, expired, completed).
   */
  private async beat(name: string, id: string, attempt: string | null): Promise<string | null> {
    const { rows } = await this.pool.query<{ attempt: string }>(
      `INSERT INTO job_heartbeats (job_id, job_name, worker_id, attempt_started_at, beat_at, expires_at)
       SELECT id, name, $3, started_on, now(), now() + make_interval(secs => $4::double precision)
       FROM ${this.schema}.job
       WHERE name = $1 AND id = $2 AND state = 'active' AND ($5::timestamptz IS NULL OR started_on = $5::timestamptz)
       ON CONFLICT (job_id) DO UPDATE SET job_name = EXCLUDED.job_name, worker_id = EXCLUDED.worker_id,
         attempt_started_at = EXCLUDED.attempt_started_at, beat_at = EXCLUDED.beat_at, expires_at = EXCLUDED.expires_at
       RETURNING attempt_started_at::text AS attempt`,
      [name, id, this.workerId, this.timeoutSeconds, attempt],
    );
    return rows[0]?.attempt ?? null;
  }

  /**
   * Hands every lost job to the queue again (see the module comment) and forgets heartbeats of jobs
   * that ended long ago. Safe to run in several processes at once.
   */
  async sweep(): Promise<LostJob[]> {
    const { rows } = await this.pool.query<{ name: string; id: string }>(
      `SELECT j.name, j.id FROM ${this.schema}.job j
       LEFT JOIN job_heartbeats h ON h.job_id = j.id AND h.attempt_started_at = j.started_on
       WHERE j.state = 'active' AND j.name NOT LIKE '\\_\\_pgboss%'
         AND ${this.lapsed()} < now()`,
      [this.timeoutSeconds],
    );
    const handled: LostJob[] = [];
    for (const row of rows) {
      const lost = await this.retryLost(row.name, row.id);
      if (lost) {
        handled.push(lost);
        this.onError(new JobLostError(describeLost(lost)));
      }
    }
    // A row whose attempt ended stays until it has been expired for a timeout: deleting it earlier
    // could race the heartbeat of an attempt that just adopted it.
    await this.pool.query(
      `DELETE FROM job_heartbeats h
       WHERE h.expires_at < now() - make_interval(secs => $1::double precision)
         AND NOT EXISTS (SELECT 1 FROM ${this.schema}.job j
                         WHERE j.name = h.job_name AND j.id = h.job_id AND j.state = 'active' AND j.started_on = h.attempt_started_at)`,
      [this.timeoutSeconds],
    );
    return handled;
  }

  /** When a job's current attempt stops counting as alive: its heartbeat's expiry, else a timeout after it started. */
  private lapsed(): string {
    return `COALESCE(h.expires_at, j.started_on + make_interval(secs => $1::double precision))`;
  }

  /** Cancels and re-sends (or fails) one lost job, if it is still active and still lost under its row lock. */
  private async retryLost(name: string, id: string): Promise<LostJob | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Locks the job row: a second sweeper waits here, then finds it cancelled (or deleted) and skips it.
      const found = await client.query<LockedJob>(
        `SELECT j.data, j.priority, j.retry_count, j.retry_limit, j.retry_delay, j.retry_backoff, j.singleton_key, h.worker_id, h.beat_at
         FROM ${this.schema}.job j
         LEFT JOIN job_heartbeats h ON h.job_id = j.id AND h.attempt_started_at = j.started_on
         WHERE j.name = $2 AND j.id = $3 AND j.state = 'active' AND ${this.lapsed()} < now()
         FOR UPDATE OF j`,
        [this.timeoutSeconds, name, id],
      );
      const job = found.rows[0];
      if (!job) {
        await client.query('COMMIT');
        return null;
      }
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
      const key = job.singleton_key;
      // Same lock as PgBossJobQueue.enqueueSingleton: no waiting job of this key can appear meanwhile.
      if (key !== null) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`curbcut-job:${name}:${key}`]);
      const superseded =
        key !== null &&
        (await client.query(`SELECT 1 FROM ${this.schema}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') LIMIT 1`, [name, key]))
          .rows.length > 0;
      // retry_count is the number of earlier attempts of this id, so this one was attempt retry_count + 1.
      const attemptsLeft = job.retry_limit - job.retry_count;
      let outcome: LostJob['outcome'];
      let retriedAs: string | null = null;
      if (superseded) {
        outcome = 'superseded';
        await this.boss.cancel(name, id, { db });
      } else if (attemptsLeft > 0) {
        outcome = 'retried';
        retriedAs = await this.boss.send(name, job.data, {
          retryLimit: attemptsLeft - 1,
          retryDelay: job.retry_delay,
          retryBackoff: job.retry_backoff,
          priority: job.priority,
          ...(key !== null ? { singletonKey: key } : {}),
          db,
        });
        await this.boss.cancel(name, id, { db });
      } else {
        outcome = 'failed';
        await this.boss.fail(name, id, { message: 'The job was lost: its worker stopped sending heartbeats on its last attempt.' }, { db });
      }
      await client.query('DELETE FROM job_heartbeats WHERE job_id = $1', [id]);
      await client.query('COMMIT');
      return { name, id, workerId: job.worker_id, outcome, retriedAs };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

function describeLost(lost: LostJob): string {
  const holder = lost.workerId === null ? 'its worker sent no heartbeat' : `its worker ${lost.workerId} stopped sending heartbeats`;
  const what =
    lost.outcome === 'retried'
      ? `sent again as job ${lost.retriedAs ?? '?'}`
      : lost.outcome === 'superseded'
        ? 'cancelled: a waiting job of the same key does the work'
        : 'failed: it had no attempt left';
  return `Job ${lost.name} ${lost.id} was lost (${holder}); ${what}.`;
}
