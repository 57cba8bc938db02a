/**
 * The job queue on every database: the in-process queue on SQLite, pg-boss on PostgreSQL, behind the
 * same JobQueue interface. Each test uses its own job name so workers of earlier tests stay apart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, SqliteJobQueue, openDatabase, migrateToLatest, type JobQueue } from '@curbcut/server';
import { describeEachDatabase } from './harness';

/** Resolves once `check` is true, polling every 50 ms; fails after `ms`. */
async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachDatabase('jobs', (db) => {
  let n = 0;
  const unique = (base: string) => `${base}-${++n}`;
  let jobs: JobQueue;
  beforeAll(async () => {
    jobs = (await db().start()).context.jobs;
  });

  it('runs an enqueued job with its payload', async () => {
    const seen: unknown[] = [];
    const name = unique('test.echo');
    await jobs.work<{ reportId: string }>(name, async (job) => {
      seen.push(job.payload);
    });
    const id = await jobs.enqueue(name, { reportId: 'rep_1' });
    expect(id).toEqual(expect.any(String));
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ reportId: 'rep_1' }]);
  });

  it('retries a failing job and stops after the retry limit', async () => {
    const flaky = unique('test.flaky');
    const broken = unique('test.broken');
    let flakyRuns = 0;
    let brokenRuns = 0;
    await jobs.work(flaky, async () => {
      flakyRuns += 1;
      if (flakyRuns < 2) throw new Error('first attempt fails');
    });
    await jobs.work(broken, async () => {
      brokenRuns += 1;
      throw new Error('always fails');
    });
    await jobs.enqueue(flaky, {}, { retryLimit: 3, retryDelaySeconds: 0 });
    await jobs.enqueue(broken, {}, { retryLimit: 2, retryDelaySeconds: 0 });
    await eventually(() => flakyRuns === 2 && brokenRuns === 3);
    await new Promise((r) => setTimeout(r, 1200));
    expect(flakyRuns).toBe(2);
    expect(brokenRuns).toBe(3);
  });

  it('keeps one waiting job per singleton key', async () => {
    const name = unique('test.singleton');
    const first = await jobs.enqueue(name, { v: 1 }, { singletonKey: 'rep_1' });
    const second = await jobs.enqueue(name, { v: 2 }, { singletonKey: 'rep_1' });
    const other = await jobs.enqueue(name, { v: 3 }, { singletonKey: 'rep_2' });
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    const seen: number[] = [];
    await jobs.work<{ v: number }>(name, async (job) => {
      seen.push(job.payload.v);
    });
    await eventually(() => seen.length === 2);
    expect(seen.sort()).toEqual([1, 3]);
    // Once the job has run, the key is free again.
    await jobs.enqueue(name, { v: 4 }, { singletonKey: 'rep_1' });
    await eventually(() => seen.length === 3);
  });

  it('does not start a job before its run time', async () => {
    const name = unique('test.later');
    let ran = false;
    await jobs.work(name, async () => {
      ran = true;
    });
    // Enqueueing wakes the local worker at once, so a job due now would have run within this wait.
    await jobs.enqueue(name, {}, { runAt: new Date(Date.now() + 60 * 60 * 1000) });
    await new Promise((r) => setTimeout(r, 500));
    expect(ran).toBe(false);
  });

  it('names what is wrong with a bad job name', async () => {
    await expect(jobs.enqueue('bad name!', {})).rejects.toThrow('Invalid job name "bad name!"');
  });

  it('waits for a running job when stopped', async () => {
    const server = await db().start();
    const name = unique('test.slow');
    let finished = false;
    let started = false;
    await server.context.jobs.work(name, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await server.context.jobs.enqueue(name, {});
    await eventually(() => started);
    await server.close();
    expect(finished).toBe(true);
  });
});

describe('SqliteJobQueue on the server clock', () => {
  it('runs a delayed job and a retry only when the clock reaches their time', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-jobs-'));
    const store = openDatabase({ dataDir });
    await migrateToLatest(store.db);
    const clock = new ManualClock('2026-05-01T00:00:00.000Z');
    const jobs = new SqliteJobQueue(store.db, clock, { pollIntervalMs: 20 });
    try {
      const runs: string[] = [];
      await jobs.work('test.clocked', async () => {
        runs.push(clock.now().toISOString());
        if (runs.length === 1) throw new Error('retry me');
      });
      await jobs.enqueue('test.clocked', {}, { runAt: new Date('2026-05-01T01:00:00.000Z'), retryDelaySeconds: 30 });
      await new Promise((r) => setTimeout(r, 150));
      expect(runs).toEqual([]);

      clock.set('2026-05-01T01:00:00.000Z');
      await eventually(() => runs.length === 1);
      clock.advance(29_000);
      await new Promise((r) => setTimeout(r, 150));
      expect(runs.length).toBe(1);
      clock.advance(1_000);
      await eventually(() => runs.length === 2);
      expect(runs).toEqual(['2026-05-01T01:00:00.000Z', '2026-05-01T01:00:30.000Z']);
    } finally {
      await jobs.stop();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
