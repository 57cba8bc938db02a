/**
 * The per-caller limit of expensive requests: a few run at once, more wait in order, beyond that
 * 429 with Retry-After at once; one caller's crowd never holds another caller back.
 */
import { describe, expect, it } from 'vitest';
import { CallerLimiter } from './expensiveRoutes';
import { ApiError } from './errors';

/** Work that ends when told to. */
function gate() {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open: () => open() };
}

describe('CallerLimiter', () => {
  it('runs 2 at once, queues 2 in order, refuses the fifth with 429 and Retry-After, and frees every slot', async () => {
    const limiter = new CallerLimiter(2, 2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) => limiter.run('user:a', async () => {
      started.push(i);
      await g.done;
      return i;
    }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    const refused = await limiter.run('user:a', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 1 });
    expect((refused as ApiError).message).toBe('Too many requests at once: 2 are running and 2 waiting. Try again when they have answered.');

    // Another caller is not held back by the first one's crowd.
    await expect(limiter.run('token:b', async () => 'other')).resolves.toBe('other');

    gates[0]?.open();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    // All slots are free again: two run at once.
    const again = [gate(), gate()];
    const both = again.map((g) => limiter.run('user:a', () => g.done));
    const third = limiter.run('user:a', async () => 'queued');
    for (const g of again) g.open();
    await Promise.all(both);
    await expect(third).resolves.toBe('queued');
  });

  it('frees the slot of work that fails', async () => {
    const limiter = new CallerLimiter(1, 0);
    await expect(limiter.run('user:a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('user:a', async () => 'next')).resolves.toBe('next');
  });
});
