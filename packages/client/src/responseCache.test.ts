import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './responseCache';
import { backoffDelay } from './backoff';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('sweeps expired entries every 60 s', () => {
    const cache = new ResponseCache();
    cache.set('/api/a', 1);
    vi.advanceTimersByTime(30_000);
    cache.set('/api/b', 2);
    vi.advanceTimersByTime(30_000);
    // At 60 s the sweep drops /api/a (60 s old) and keeps /api/b (30 s old).
    expect(cache.size).toBe(1);
    expect(cache.lookup('/api/b')).toEqual({ value: 2 });
    vi.advanceTimersByTime(60_000);
    expect(cache.size).toBe(0);
  });

  it('keeps no timer while empty', () => {
    const cache = new ResponseCache();
    cache.set('/api/a', 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('distinguishes a cached undefined from a miss', () => {
    const cache = new ResponseCache();
    cache.set('/api/empty', undefined);
    expect(cache.lookup('/api/empty')).toEqual({ value: undefined });
    expect(cache.lookup('/api/other')).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles from 2000 ms and adds up to half as jitter', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(2000);
    expect(backoffDelay(2, { random: () => 0 })).toBe(4000);
    expect(backoffDelay(2, { random: () => 0.999 })).toBe(5998);
  });

  it('rejects a try count below 1', () => {
    expect(() => backoffDelay(0)).toThrow('failedTries must be a whole number from 1, got 0');
  });
});
