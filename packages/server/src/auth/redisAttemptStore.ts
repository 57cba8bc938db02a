/**
 * Sign-in failure counters in Redis (`redisUrl`), for deployments that already run one for soketi:
 * one hash per counter (`failures`, `windowEndsAt`, `blockedUntil`, epoch ms), counted by a Lua
 * script so a failure is one atomic step on the Redis server, and expiring by itself when its window
 * ends. The same rule as the database store (throttlePolicy.ts), tested by the same contract.
 */
import { Redis } from 'ioredis';
import type { AttemptKey, SignInAttemptStore } from './attemptStore';
import type { AttemptState, ThrottlePolicy } from './throttlePolicy';

const PREFIX = 'curbcut:sign-in:';

/**
 * KEYS[1] the counter; ARGV now, freeFailures, firstDelayMs, maxDelayMs, windowMs, sliding (1/0).
 * Mirrors delayAfterFailures; the TTL is relative (PEXPIRE), since `now` is the server's clock,
 * which tests move, not Redis's. Returns {failures, blockedUntil}.
 */
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local window = tonumber(ARGV[5])
local sliding = ARGV[6] == '1'
local row = redis.call('HMGET', KEYS[1], 'failures', 'windowEndsAt', 'blockedUntil')
local failures = tonumber(row[1]) or 0
local windowEnds = tonumber(row[2]) or 0
local blocked = tonumber(row[3]) or 0
if windowEnds <= now then
  failures = 0
  windowEnds = now + window
  blocked = 0
elseif sliding then
  windowEnds = math.max(windowEnds, now + window)
end
failures = failures + 1
local beyond = failures - free
if beyond > 0 then
  local delay = math.min(cap, first * 2 ^ math.min(beyond - 1, 40))
  blocked = math.max(blocked, now + delay)
  windowEnds = math.max(windowEnds, blocked)
end
redis.call('HSET', KEYS[1], 'failures', failures, 'windowEndsAt', string.format('%d', windowEnds), 'blockedUntil', string.format('%d', blocked))
redis.call('PEXPIRE', KEYS[1], math.max(1, windowEnds - now))
return {failures, blocked}
`;

/** The Lua command ioredis defines on the connection. */
interface WithRecordFailure {
  curbcutRecordSignInFailure(key: string, ...args: (string | number)[]): Promise<[number, number]>;
}

/** The Redis implementation of SignInAttemptStore. */
export class RedisAttemptStore implements SignInAttemptStore {
  private constructor(private readonly redis: Redis & WithRecordFailure) {}

  /**
   * Connects to `url` (`redis://[user:pass@]host:port[/db]`) and fails at once when Redis cannot be
   * reached, so a wrong URL stops the server at start. Later outages fail sign-in calls (500) rather
   * than queueing them.
   */
  static async connect(url: string): Promise<RedisAttemptStore> {
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // Connection errors are reported to the calls that fail; without a listener ioredis logs each retry.
    redis.on('error', () => undefined);
    redis.defineCommand('curbcutRecordSignInFailure', { numberOfKeys: 1, lua: RECORD_FAILURE });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot reach Redis at ${redactUrl(url)}: ${(error as Error).message}`, { cause: error });
    }
    return new RedisAttemptStore(redis as Redis & WithRecordFailure);
  }

  async blockedUntil(keys: readonly AttemptKey[], now: number): Promise<number> {
    if (keys.length === 0) return 0;
    const pipeline = this.redis.pipeline();
    for (const k of keys) pipeline.hget(redisKey(k), 'blockedUntil');
    const results = (await pipeline.exec()) ?? [];
    let latest = 0;
    for (const [error, value] of results) {
      if (error) throw error;
      const until = Number(value ?? 0);
      if (until > now && until > latest) latest = until;
    }
    return latest;
  }

  async recordFailure(key: AttemptKey, policy: ThrottlePolicy, now: number): Promise<AttemptState> {
    const [failures, blocked] = await this.redis.curbcutRecordSignInFailure(
      redisKey(key),
      now,
      policy.freeFailures,
      policy.firstDelayMs,
      policy.maxDelayMs,
      policy.windowMs,
      policy.sliding ? 1 : 0,
    );
    return { failures: Number(failures), blockedUntil: Number(blocked) > now ? Number(blocked) : 0 };
  }

  async clear(key: AttemptKey): Promise<void> {
    await this.redis.del(redisKey(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function redisKey(k: AttemptKey): string {
  return `${PREFIX}${k.scope}:${k.key}`;
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the given URL';
  }
}
