/**
 * The sign-in failure stores, one contract for both: the database (SQLite and PostgreSQL) and Redis
 * (a real redis-server, installed by scripts/ensure-redis.sh when missing). Then servers with
 * `redisUrl`: two servers on separate databases share their counts through one Redis, and a Redis
 * that cannot be reached stops the server at start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DEMO_PASSWORD, ManualClock, type RunningServer } from '@curbcut/server';
import type { AttemptKey, SignInAttemptStore } from '../../packages/server/src/auth/attemptStore';
import { DbAttemptStore } from '../../packages/server/src/auth/dbAttemptStore';
import { RedisAttemptStore } from '../../packages/server/src/auth/redisAttemptStore';
import type { ThrottlePolicy } from '../../packages/server/src/auth/throttlePolicy';
import { describeEachDatabase } from './harness';
import { startTestRedis, type TestRedis } from './redisServer';

const NOW = Date.parse('2026-06-01T09:00:00.000Z');
const SLIDING: ThrottlePolicy = { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 4000, windowMs: 60_000, sliding: true };
const FIXED: ThrottlePolicy = { ...SLIDING, sliding: false };

let keyCount = 0;
const freshKey = (scope: AttemptKey['scope'] = 'pair'): AttemptKey => ({ scope, key: `test-${Date.now()}-${(keyCount += 1)}` });

/** The behaviour every SignInAttemptStore has. */
function storeContract(store: () => SignInAttemptStore): void {
  it('frees the first failures, then blocks for a doubling wait up to the cap', async () => {
    const key = freshKey();
    const blocks: number[] = [];
    for (let i = 0; i < 6; i++) blocks.push((await store().recordFailure(key, SLIDING, NOW)).blockedUntil);
    expect(blocks).toEqual([0, 0, NOW + 1000, NOW + 2000, NOW + 4000, NOW + 4000]);
    expect(await store().blockedUntil([key], NOW)).toBe(NOW + 4000);
    expect(await store().blockedUntil([key], NOW + 4000)).toBe(0);
  });

  it('answers the latest block among several counters, and 0 for counters it never saw', async () => {
    const [a, b] = [freshKey('pair'), freshKey('address')];
    for (let i = 0; i < 3; i++) await store().recordFailure(a, SLIDING, NOW);
    for (let i = 0; i < 4; i++) await store().recordFailure(b, SLIDING, NOW);
    expect(await store().blockedUntil([a, b, freshKey()], NOW)).toBe(NOW + 2000);
    expect(await store().blockedUntil([freshKey()], NOW)).toBe(0);
    expect(await store().blockedUntil([], NOW)).toBe(0);
  });

  it('forgets a fixed window at its end, and a sliding one only after a quiet window', async () => {
    const [fixed, sliding] = [freshKey(), freshKey()];
    for (const minute of [0, 0.5, 0.9]) {
      await store().recordFailure(fixed, FIXED, NOW + minute * 60_000);
      await store().recordFailure(sliding, SLIDING, NOW + minute * 60_000);
    }
    const later = NOW + 1.1 * 60_000;
    expect((await store().recordFailure(fixed, FIXED, later)).failures).toBe(1);
    expect((await store().recordFailure(sliding, SLIDING, later)).failures).toBe(4);
    expect((await store().recordFailure(sliding, SLIDING, later + 61_000)).failures).toBe(1);
  });

  it('clears a counter', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await store().recordFailure(key, SLIDING, NOW);
    await store().clear(key);
    expect(await store().blockedUntil([key], NOW)).toBe(0);
    expect((await store().recordFailure(key, SLIDING, NOW)).failures).toBe(1);
  });

  it('loses no failure counted at the same time', async () => {
    const key = freshKey();
    const counted = await Promise.all(Array.from({ length: 20 }, () => store().recordFailure(key, SLIDING, NOW)));
    expect(counted.map((c) => c.failures).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await store().blockedUntil([key], NOW)).toBe(NOW + 4000);
  });
}

describeEachDatabase('sign-in attempt store: database', (db) => {
  let store: DbAttemptStore | undefined;
  beforeAll(async () => {
    const server = await db().start();
    store = new DbAttemptStore(server.context.db);
  });
  storeContract(() => store as DbAttemptStore);
});

describe('sign-in attempt store: redis', () => {
  let redis: TestRedis | undefined;
  let store: RedisAttemptStore | undefined;
  beforeAll(async () => {
    redis = await startTestRedis();
    store = await RedisAttemptStore.connect(redis.url);
  }, 300_000);
  afterAll(async () => {
    await store?.close();
    await redis?.stop();
  });
  storeContract(() => store as RedisAttemptStore);

  describe('servers with redisUrl', () => {
    const servers: RunningServer[] = [];
    const dirs: string[] = [];
    const clock = new ManualClock('2026-06-01T09:00:00.000Z');

    /** A demo server on a database of its own, counting sign-in failures in the test Redis. */
    async function startOnOwnDatabase(): Promise<RunningServer> {
      const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-redis-'));
      dirs.push(dataDir);
      const server = await createServer({ port: 0, quiet: true, dataDir, demo: true, trustProxy: true, clock, redisUrl: redis?.url ?? '' });
      servers.push(server);
      return server;
    }

    afterAll(async () => {
      await Promise.allSettled(servers.map((s) => s.close()));
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    });

    const signIn = (server: RunningServer, password: string) =>
      fetch(`${server.url}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ email: 'demo@curbcut.local', password }),
      });

    it('share the counts of two servers on separate databases', async () => {
      const [a, b] = [await startOnOwnDatabase(), await startOnOwnDatabase()];
      for (let i = 0; i < 3; i++) expect((await signIn(a, 'nope')).status).toBe(401);
      for (let i = 0; i < 3; i++) expect((await signIn(b, 'nope')).status).toBe(401);
      const blocked = await signIn(a, DEMO_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('1');
      clock.advance(1000);
      expect((await signIn(b, DEMO_PASSWORD)).status).toBe(200);
    });

    it('refuse to start when Redis cannot be reached, naming the URL without its password', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-redis-'));
      dirs.push(dataDir);
      // Port 1 on loopback: nothing listens there.
      await expect(createServer({ port: 0, quiet: true, dataDir, redisUrl: 'redis://user:secret@127.0.0.1:1' })).rejects.toThrow(
        /^Cannot reach Redis at redis:\/\/user:\*\*\*@127\.0\.0\.1:1/,
      );
    });
  });
});
