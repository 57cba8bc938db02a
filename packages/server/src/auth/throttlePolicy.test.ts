import { describe, expect, it } from 'vitest';
import { ADDRESS_POLICY, delayAfterFailures, PAIR_POLICY } from './throttlePolicy';

describe('delayAfterFailures', () => {
  it('frees five failures of an account from one address, then waits 1 s, 2 s, 4 s ... up to 15 minutes', () => {
    const waits = Array.from({ length: 18 }, (_, i) => delayAfterFailures(i + 1, PAIR_POLICY) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('frees 30 failures of one address across accounts before the same doubling', () => {
    expect(delayAfterFailures(30, ADDRESS_POLICY)).toBe(0);
    expect(delayAfterFailures(31, ADDRESS_POLICY)).toBe(1000);
    expect(delayAfterFailures(32, ADDRESS_POLICY)).toBe(2000);
  });

  it('stays at the cap for any count, however large', () => {
    expect(delayAfterFailures(10_000, PAIR_POLICY)).toBe(15 * 60 * 1000);
    expect(delayAfterFailures(Number.MAX_SAFE_INTEGER, PAIR_POLICY)).toBe(15 * 60 * 1000);
  });

  it('never waits with zero or negative counts', () => {
    expect(delayAfterFailures(0, PAIR_POLICY)).toBe(0);
    expect(delayAfterFailures(-3, PAIR_POLICY)).toBe(0);
  });
});
