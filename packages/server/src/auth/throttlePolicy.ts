/**
 * How many failed sign-ins are free and how long to wait after that (docs/decisions/0030). Pure: the
 * stores (database, Redis) apply the same rule through `delayAfterFailures`.
 */

/** The counting rule of one scope. */
export interface ThrottlePolicy {
  /** Failures that cost nothing; the next one starts the waits. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones, in ms; it doubles with each further failure. */
  firstDelayMs: number;
  /** The longest wait, in ms. */
  maxDelayMs: number;
  /** How long failures are remembered, in ms. */
  windowMs: number;
  /**
   * true: every failure restarts the window, so counts are forgotten only after `windowMs` without a
   * failure (an attacker who keeps trying keeps the longest wait). false: a fixed window from the
   * first failure (a busy shared address is never slowed by hours of ordinary typos).
   */
  sliding: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * One account from one address: five free tries, then 1 s, 2 s, 4 s ... up to 15 minutes, forgotten
 * after an hour without failures. A sign-in that succeeds clears it.
 */
export const PAIR_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  windowMs: 60 * MINUTE,
  sliding: true,
};

/**
 * One address, whichever accounts it tries: 30 free failures per 15 minutes (an office behind one
 * NAT address mistyping all day stays under it), then the same doubling waits. Successes do not
 * clear it, or an attacker could reset it by signing in to an account of their own.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 30,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
  sliding: false,
};

/** The wait in ms that the `failures`-th failure of a window imposes: 0 while free, then doubling to the cap. */
export function delayAfterFailures(failures: number, policy: ThrottlePolicy): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // 2^40 s is far past any cap; stopping there keeps the number finite.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(beyond - 1, 40));
}

/** A counter's state after a failure was counted. */
export interface AttemptState {
  /** Failures in the current window, this one included. */
  failures: number;
  /** Until when (epoch ms) attempts are refused; 0 when they are not. */
  blockedUntil: number;
}
