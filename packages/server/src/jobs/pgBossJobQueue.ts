/**
 * JobQueue on pg-boss 10 for PostgreSQL deployments: jobs live in the `pgboss` schema and any number
 * of worker processes fetch them with SKIP LOCKED. pg-boss schedules with the database's clock, not
 * the server Clock, because several machines must agree on "now".
 *
 * pg-boss 10 deduplicates by key only per queue policy, and its policies also treat jobs without a
 * key as one key. So `singletonKey` is enforced here: a transaction-scoped advisory lock on the
 * (name, key) pair, a look for a waiting job, then the insert on the same connection.
 *
 * A running job sends heartbeats, and every process sweeps for jobs whose heartbeats stopped, so a
 * job of a dead process is retried within a minute while a live one keeps its long expiry
 * (jobHeartbeats.ts).
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import { JobHeartbeats } from './jobHeartbeats';
import { JOB_DEFAULTS, validateJobName, type EnqueueOptions, type JobHandler, type JobQueue } from './jobQueue';

const SCHEMA = 'pgboss';
/** The advisory lock that serialises pg-boss queue creation across processes. */
const QUEUE_CREATION_LOCK = 'curbcut-pgboss-create-queue';

/** Tuning of the pg-boss queue. */
export interface PgBossJobQueueOptions {
  /** How often an idle worker polls. Default 1 s (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** Told about pg-boss background errors. */
  onError?: (err: unknown) => void;
  /**
   * How often pg-boss's maintenance runs (default 120 s). It is what fails an expired job so another
   * worker retries it, so queues with short job expiries want it more often.
   */
  maintenanceIntervalSeconds?: number;
  /**
   * Seconds after its last heartbeat a job running in this process counts as lost, so that another
   * process retries it. Default 60 (jobHeartbeats.ts).
   */
  heartbeatTimeoutSeconds?: number;
}

/** JobQueue backed by pg-boss. Call `start()` before use. */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly pool: pg.Pool;
  private readonly queues = new Map<string, Promise<void>>();
  /**
   * The last queue creation of this process. pg-boss 10's create_queue adds a partition of
   * pgboss.job with foreign keys to pgboss.queue, and two at once deadlock in PostgreSQL, so
   * creations run one after another (the server registers several workers at start).
   */
  private creating: Promise<unknown> = Promise.resolve();
  /** Worker ids of this process by job name, woken at once when this process enqueues. */
  private readonly localWorkers = new Map<string, string>();
  private readonly pollingIntervalSeconds: number;
  /** Heartbeats of the jobs running here, and the sweep for lost ones. */
  readonly heartbeats: JobHeartbeats;

  constructor(connectionString: string, options: PgBossJobQueueOptions = {}) {
    this.boss = new PgBoss({
      connectionString,
      schema: SCHEMA,
      max: 4,
      schedule: false,
      ...(options.maintenanceIntervalSeconds !== undefined ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    });
    this.boss.on('error', options.onError ?? (() => undefined));
    this.pool = new pg.Pool({ connectionString, max: 2 });
    // As the database pool (db/connect.ts): an idle connection ended by the server must not end the process.
    this.pool.on('error', options.onError ?? (() => undefined));
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
    this.heartbeats = new JobHeartbeats(this.pool, this.boss, {
      schema: SCHEMA,
      onError: options.onError ?? (() => undefined),
      ...(options.heartbeatTimeoutSeconds !== undefined ? { timeoutSeconds: options.heartbeatTimeoutSeconds } : {}),
    });
  }

  /** Installs or upgrades the pg-boss schema, starts its maintenance and the lost-job sweep. */
  async start(): Promise<void> {
    await this.boss.start();
    this.heartbeats.start();
  }

  async enqueue<T extends object>(name: string, payload: T, options: EnqueueOptions = {}): Promise<string> {
    validateJobName(name);
    await this.ensureQueue(name);
    const retryDelay = options.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds;
    const sendOptions: PgBoss.SendOptions = {
      retryLimit: options.retryLimit ?? JOB_DEFAULTS.retryLimit,
      retryDelay,
      // pg-boss turns a zero delay with backoff into 1 s doubling; zero means "retry at once".
      retryBackoff: retryDelay > 0,
    };
    if (options.runAt) sendOptions.startAfter = options.runAt;
    const id =
      options.singletonKey === undefined
        ? await this.boss.send(name, payload, sendOptions)
        : await this.enqueueSingleton(name, payload, options.singletonKey, sendOptions);
    if (id === null) throw new Error(`pg-boss did not accept job "${name}".`);
    const worker = this.localWorkers.get(name);
    if (worker !== undefined) this.boss.notifyWorker(worker);
    return id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    validateJobName(name);
    if (this.localWorkers.has(name)) throw new Error(`A handler for job "${name}" is already registered.`);
    await this.ensureQueue(name);
    let workerId: string | undefined;
    const options = { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 };
    workerId = await this.boss.work<T>(name, options, async (jobs) => {
      try {
        for (const job of jobs) await this.heartbeats.hold(name, job.id, (signal) => handler({ id: job.id, name, payload: job.data, signal }));
      } finally {
        // pg-boss sleeps a full interval after every fetch; a worker that just had a job looks again
        // at once, so a backlog (or an immediate retry) drains without waiting.
        if (workerId !== undefined) this.boss.notifyWorker(workerId);
      }
    });
    this.localWorkers.set(name, workerId);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    await this.heartbeats.stop();
    await this.pool.end();
  }

  private async enqueueSingleton(name: string, payload: object, key: string, sendOptions: PgBoss.SendOptions): Promise<string | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`curbcut-job:${name}:${key}`]);
      const waiting = await client.query<{ id: string }>(
        `SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry') LIMIT 1`,
        [name, key],
      );
      let id = waiting.rows[0]?.id ?? null;
      if (id === null) {
        const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
        id = await this.boss.send(name, payload, { ...sendOptions, singletonKey: key, db });
      }
      await client.query('COMMIT');
      return id;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Creates a queue while holding a database-wide advisory lock: the deadlock of two creations at
   * once (see `creating`) also happens between processes, when servers and workers start together.
   * A session lock on a connection of our own, as pg-boss creates the queue on its pool; the
   * creation commits before it returns, and a process that dies releases the lock with its connection.
   */
  private async createQueueAlone(name: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [QUEUE_CREATION_LOCK]);
      try {
        await this.boss.createQueue(name);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [QUEUE_CREATION_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  private ensureQueue(name: string): Promise<void> {
    let created = this.queues.get(name);
    if (!created) {
      created = this.creating.catch(() => undefined).then(() => this.createQueueAlone(name));
      this.creating = created;
      created.catch(() => this.queues.delete(name));
      this.queues.set(name, created);
    }
    return created;
  }
}
