/**
 * Exponential backoff with jitter between tries (spec 000 section 9: 2000 ms, factor 2). The
 * jitter spreads the retries of many clients that failed at the same moment.
 */

/** Backoff settings. */
export interface BackoffOptions {
  /** Wait after the first failed try. Default 2000 ms. */
  baseMs?: number;
  /** Growth of the wait per further failed try. Default 2. */
  factor?: number;
  /** Source of randomness in [0, 1); injectable for tests. Default Math.random. */
  random?: () => number;
}

/** Default wait after the first failed try, in milliseconds. */
export const BACKOFF_BASE_MS = 2000;
/** Default growth factor of the wait. */
export const BACKOFF_FACTOR = 2;

/**
 * Milliseconds to wait after `failedTries` failed tries (1 for the first): base * factor^(n-1),
 * plus up to half of that again as jitter.
 */
export function backoffDelay(failedTries: number, options: BackoffOptions = {}): number {
  if (!Number.isInteger(failedTries) || failedTries < 1) {
    throw new RangeError(`backoffDelay: failedTries must be a whole number from 1, got ${failedTries}`);
  }
  const base = options.baseMs ?? BACKOFF_BASE_MS;
  const factor = options.factor ?? BACKOFF_FACTOR;
  const random = options.random ?? Math.random;
  const delay = base * factor ** (failedTries - 1);
  return Math.round(delay + random() * (delay / 2));
}
