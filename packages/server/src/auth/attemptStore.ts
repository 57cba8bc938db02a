/**
 * Where failed sign-ins are counted, so that every server process shares the counts: the database
 * (DbAttemptStore, the default) or Redis (RedisAttemptStore, with `redisUrl`). Both implement the same
 * interface and pass the same contract tests (tests/contract/signInAttemptStore.test.ts).
 */
import type { AttemptState, ThrottlePolicy } from './throttlePolicy';

/** Which counter: one account from one address, or one address across accounts. */
export type AttemptScope = 'pair' | 'address';

/** One counter. `key` is already hashed: the store never holds what people typed. */
export interface AttemptKey {
  scope: AttemptScope;
  key: string;
}

/** Shared failure counters with their blocks. Times are epoch milliseconds from the server's clock. */
export interface SignInAttemptStore {
  /** The latest `blockedUntil` after `now` among `keys`, or 0 when none of them is blocked. */
  blockedUntil(keys: readonly AttemptKey[], now: number): Promise<number>;
  /** Counts one failure atomically (concurrent servers never lose one) and applies the policy's wait. */
  recordFailure(key: AttemptKey, policy: ThrottlePolicy, now: number): Promise<AttemptState>;
  /** Forgets a counter (a successful sign-in clears its account-and-address pair). */
  clear(key: AttemptKey): Promise<void>;
  /** Releases connections the store opened itself. */
  close(): Promise<void>;
}
