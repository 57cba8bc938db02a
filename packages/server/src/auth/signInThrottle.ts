/**
 * The sign-in throttle (docs/decisions/0030-sign-in-throttling.md): failures are counted per account
 * from one address (the pair) and per address across accounts, in a store every server shares. An
 * attempt is refused before any password hash while either counter is blocked; a failure counts in
 * both; a success clears its pair only. No counter covers an account from every address, so nobody
 * can lock an account's owner out from an address the owner does not share with them.
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../time/clock';
import type { AttemptKey, SignInAttemptStore } from './attemptStore';
import { throttleAddress } from './clientAddress';
import { ADDRESS_POLICY, PAIR_POLICY, type ThrottlePolicy } from './throttlePolicy';

/** Who is trying: the normalised email and the client address (`req.ip`, which honours trustProxy). */
export interface SignInAttempt {
  email: string;
  ip: string;
}

/** The policies in force; tests and the benchmark may pass their own. */
export interface ThrottlePolicies {
  pair: ThrottlePolicy;
  address: ThrottlePolicy;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Counts failed sign-ins and says how long an attempt must wait. */
export class SignInThrottle {
  constructor(
    private readonly store: SignInAttemptStore,
    private readonly clock: Clock,
    private readonly policies: ThrottlePolicies = { pair: PAIR_POLICY, address: ADDRESS_POLICY },
  ) {}

  /** Seconds the attempt must wait before it may be checked (0: go ahead), rounded up. */
  async secondsToWait(attempt: SignInAttempt): Promise<number> {
    const now = this.clock.now().getTime();
    const until = await this.store.blockedUntil(keysOf(attempt), now);
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** Counts a failure in the pair and the address counters. */
  async failed(attempt: SignInAttempt): Promise<void> {
    const now = this.clock.now().getTime();
    const [pair, address] = keysOf(attempt) as [AttemptKey, AttemptKey];
    await Promise.all([
      this.store.recordFailure(pair, this.policies.pair, now),
      this.store.recordFailure(address, this.policies.address, now),
    ]);
  }

  /** Clears the pair: the owner from this address is back to the free tries. The address counter stays. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [pair] = keysOf(attempt) as [AttemptKey];
    await this.store.clear(pair);
  }

  /** Releases the store. */
  close(): Promise<void> {
    return this.store.close();
  }
}

/** The pair and address counters of an attempt, hashed. */
function keysOf(attempt: SignInAttempt): AttemptKey[] {
  const address = throttleAddress(attempt.ip);
  // Addresses never hold a newline, so the last one in the hashed text separates the two unambiguously.
  return [
    { scope: 'pair', key: sha256(`${attempt.email}\n${address}`) },
    { scope: 'address', key: sha256(address) },
  ];
}
