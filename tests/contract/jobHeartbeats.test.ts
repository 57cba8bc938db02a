/**
 * Heartbeats of running jobs (jobs/jobHeartbeats.ts). On PostgreSQL a job whose process died is
 * handed to another process once its heartbeats lapse, exactly once even when several processes
 * sweep at the same moment; a live job that beats keeps running past the timeout; an attempt whose
 * job was taken away sees its signal abort. A process that died is played by a bare pg-boss that
 * takes the job and stops without ever beating. On SQLite one process owns the file, and a job a
 * crashed process left active runs again when the next process starts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { afterAll, afterEach, expect, it } from 'vitest';
import { ManualClock, PgBossJobQueue, SqliteJobQueue, migrateToLatest, openDatabase } from '@curbcut/server';
import { describeEachDatabase } from './harness';

/** Resolves once `check` is true, polling every 50 ms; fails after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('job heartbeats', (db) => {
  let n = 0;
  const unique = (base: string) => `${base}-${++n}`;
  const queues: PgBossJobQueue[] = [];
  const errors: string[] = [];
  let sql: pg.Pool | undefined;
  const pgOnly = () => db().dialect === 'postgres';

  /**
   * The suite's database, migrated without a server: a server's queue would sweep on its own and
   * could take a lost job before the test's sweep() call does.
   */
  const databaseUrl = async (): Promise<string> => {
    const url = db().options().databaseUrl;
    if (url === undefined) throw new Error('no database URL');
    if (!sql) {
      const store = openDatabase({ dataDir: db().options().dataDir ?? '.', databaseUrl: url });
      await migrateToLatest(store.db);
      await store.close();
      sql = new pg.Pool({ connectionString: url, max: 2 });
    }
    return url;
  };
  /**
   * Another process's queue. With the default timeout its own sweeps run at start and then 10 s
   * apart, so tests call sweep() themselves; every test stops its queues.
   */
  const startQueue = async (heartbeatTimeoutSeconds?: number): Promise<PgBossJobQueue> => {
    const queue = new PgBossJobQueue(await databaseUrl(), {
      onError: (e) => errors.push(e instanceof Error ? e.message : String(e)),
      ...(heartbeatTimeoutSeconds !== undefined ? { heartbeatTimeoutSeconds } : {}),
    });
    await queue.start();
    queues.push(queue);
    return queue;
  };
  /** Plays a process that takes the next job of `name` and dies before its first heartbeat. */
  const takeAndDie = async (name: string): Promise<string> => {
    const boss = new PgBoss({ connectionString: await databaseUrl(), schema: 'pgboss', supervise: false, schedule: false, migrate: false, max: 1 });
    await boss.start();
    try {
      const [job] = await boss.fetch(name);
      if (!job) throw new Error(`no job of ${name} to take`);
      return job.id;
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  };
  const jobRows = async (name: string) =>
    (await sql!.query<{ id: string; state: string; retry_limit: number }>(`SELECT id, state, retry_limit FROM pgboss.job WHERE name = $1 ORDER BY created_on`, [name])).rows;
  /** Moves a job's start back, as if it had been running (and silent) for `seconds`. */
  const startedAgo = (id: string, seconds: number) => sql!.query(`UPDATE pgboss.job SET started_on = now() - make_interval(secs => $2) WHERE id = $1`, [id, seconds]);

  afterEach(async () => {
    await Promise.allSettled(queues.splice(0).map((q) => q.stop()));
  });
  afterAll(async () => {
    await sql?.end();
  });

  it('hands the job of a dead process to another one once, even when two sweep at the same time', async () => {
    if (!pgOnly()) return;
    const a = await startQueue();
    const b = await startQueue();
    const name = unique('test.orphan');
    const lostId = await a.enqueue(name, { reportId: 'rep_1' }, { retryLimit: 3 });
    expect(await takeAndDie(name)).toBe(lostId);

    // Silent for less than the timeout: still alive as far as anyone can tell.
    await startedAgo(lostId, 30);
    expect([...(await a.heartbeats.sweep()), ...(await b.heartbeats.sweep())]).toEqual([]);

    await startedAgo(lostId, 61);
    const handled = [...(await Promise.all([a.heartbeats.sweep(), b.heartbeats.sweep(), a.heartbeats.sweep()]))].flat();
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({ name, id: lostId, workerId: null, outcome: 'retried' });
    const rows = await jobRows(name);
    expect(rows.map((r) => r.state)).toEqual(['cancelled', 'created']);
    // The lost attempt counts: three retries were allowed, one attempt is spent.
    expect(rows[1]).toMatchObject({ id: handled[0]?.retriedAs, retry_limit: 2 });
    expect(errors.some((e) => e.includes(`Job ${name} ${lostId} was lost (its worker sent no heartbeat); sent again as job ${handled[0]?.retriedAs}`))).toBe(true);

    const runs: unknown[] = [];
    await b.work(name, async (job) => {
      runs.push(job.payload);
    });
    await eventually(() => runs.length === 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(runs).toEqual([{ reportId: 'rep_1' }]);
    expect((await jobRows(name)).map((r) => r.state)).toEqual(['cancelled', 'completed']);
  });

  it('retries a job whose heartbeats stopped, on the row the dead process left', async () => {
    if (!pgOnly()) return;
    const a = await startQueue();
    const name = unique('test.stopped');
    const id = await a.enqueue(name, {});
    await takeAndDie(name);
    // The dead process had beaten for its attempt until a minute ago.
    await sql!.query(
      `INSERT INTO job_heartbeats (job_id, job_name, worker_id, attempt_started_at, beat_at, expires_at)
       SELECT id, name, 'gone:1:abc', started_on, now() - interval '70 seconds', now() - interval '10 seconds' FROM pgboss.job WHERE id = $1`,
      [id],
    );
    const [lost] = await a.heartbeats.sweep();
    expect(lost).toMatchObject({ id, workerId: 'gone:1:abc', outcome: 'retried' });
    expect((await sql!.query('SELECT 1 FROM job_heartbeats WHERE job_id = $1', [id])).rows).toEqual([]);
  });

  it('fails a lost job that had no attempt left, and leaves a waiting job of its key to do the work', async () => {
    if (!pgOnly()) return;
    const a = await startQueue();
    const last = unique('test.last');
    const lastId = await a.enqueue(last, {}, { retryLimit: 0 });
    await takeAndDie(last);
    await startedAgo(lastId, 120);
    expect(await a.heartbeats.sweep()).toEqual([expect.objectContaining({ id: lastId, outcome: 'failed', retriedAs: null })]);
    expect((await jobRows(last)).map((r) => r.state)).toEqual(['failed']);

    const keyed = unique('test.keyed');
    const runningId = await a.enqueue(keyed, {}, { singletonKey: 'rep_9' });
    await takeAndDie(keyed);
    const waitingId = await a.enqueue(keyed, {}, { singletonKey: 'rep_9' });
    await startedAgo(runningId, 120);
    expect(await a.heartbeats.sweep()).toEqual([expect.objectContaining({ id: runningId, outcome: 'superseded' })]);
    expect((await jobRows(keyed)).map((r) => [r.id, r.state])).toEqual([
      [runningId, 'cancelled'],
      [waitingId, 'created'],
    ]);
  });

  it('keeps a live job running past the timeout while it beats', async () => {
    if (!pgOnly()) return;
    // One-second timeouts: beats and sweeps every 250 ms, so a missing beat would show at once.
    const worker = await startQueue(1);
    await startQueue(1);
    const name = unique('test.long');
    let runs = 0;
    let aborted = false;
    await worker.work(name, async (job) => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 3000));
      aborted = job.signal.aborted;
    });
    const errorsBefore = errors.length;
    await worker.enqueue(name, {});
    await eventually(async () => (await jobRows(name))[0]?.state === 'completed');
    expect(runs).toBe(1);
    expect(aborted).toBe(false);
    expect((await jobRows(name)).length).toBe(1);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it("aborts an attempt's signal once its job was taken away from it", async () => {
    if (!pgOnly()) return;
    const worker = await startQueue(1);
    const name = unique('test.taken');
    let started = false;
    let reason: unknown;
    await worker.work(name, async (job) => {
      started = true;
      reason = await new Promise((resolve) => job.signal.addEventListener('abort', () => resolve(job.signal.reason), { once: true }));
    });
    const id = await worker.enqueue(name, {});
    await eventually(() => started);
    // What a sweep does to a job it judged lost (here the process was merely stalled).
    await sql!.query(`UPDATE pgboss.job SET state = 'cancelled', completed_on = now() WHERE id = $1`, [id]);
    await eventually(() => reason !== undefined, 5000);
    expect(reason).toMatchObject({ name: 'JobLostError' });
    // The attempt's own completion does not touch the job any more.
    await new Promise((r) => setTimeout(r, 300));
    expect((await jobRows(name)).map((r) => r.state)).toEqual(['cancelled']);
  });

  it('runs a job a crashed process left active again when the next process starts (SQLite)', async () => {
    if (pgOnly()) return;
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-heartbeats-'));
    const store = openDatabase({ dataDir });
    try {
      await migrateToLatest(store.db);
      const clock = new ManualClock('2026-05-01T00:00:00.000Z');
      const now = clock.now().toISOString();
      await store.db
        .insertInto('jobs')
        .values({ id: 'job_crashed', name: 'test.crashed', payload: '{"n":1}', state: 'active', run_at: now, attempts: 1, retry_limit: 3, retry_delay_seconds: 5, singleton_key: null, last_error: null, created_at: now, updated_at: now })
        .execute();
      const jobs = new SqliteJobQueue(store.db, clock, { pollIntervalMs: 20 });
      const seen: unknown[] = [];
      try {
        await jobs.work('test.crashed', async (job) => {
          seen.push(job.payload);
          expect(job.signal.aborted).toBe(false);
        });
        await eventually(() => seen.length === 1);
      } finally {
        await jobs.stop();
      }
      expect(seen).toEqual([{ n: 1 }]);
      const row = await store.db.selectFrom('jobs').select(['state', 'attempts']).where('id', '=', 'job_crashed').executeTakeFirstOrThrow();
      expect(row).toEqual({ state: 'completed', attempts: 2 });
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
