import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter, HashBusyError } from './hashLimiter';

/** A task that runs until `finish` is called, and says when it started. */
function gate() {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => ((started = true), done), finish: () => finish(), started: () => started };
}

describe('ConcurrencyLimiter', () => {
  it('runs at most `limit` tasks, queues up to `queueLimit` and refuses the next at once', async () => {
    const limiter = new ConcurrencyLimiter(2, 1);
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g) => limiter.run(g.task, 'refuse'));
    await Promise.resolve();
    expect(gates.map((g) => g.started())).toEqual([true, true, false]);
    expect([limiter.active, limiter.queued]).toEqual([2, 1]);
    await expect(limiter.run(async () => 'never', 'refuse')).rejects.toBeInstanceOf(HashBusyError);

    gates[0]?.finish();
    await runs[0];
    await Promise.resolve();
    expect(gates[2]?.started()).toBe(true);
    expect([limiter.active, limiter.queued]).toEqual([2, 0]);
    gates[1]?.finish();
    gates[2]?.finish();
    await Promise.all(runs);
    expect([limiter.active, limiter.queued]).toEqual([0, 0]);
  });

  it('lets `wait` callers queue beyond the limit, still one task per slot', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 5 }, () => limiter.run(task, 'wait')));
    expect(most).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new ConcurrencyLimiter(1, 0);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')), 'refuse')).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'ok', 'refuse')).resolves.toBe('ok');
  });

  it('says busy as a 429 with Retry-After 1', () => {
    const busy = new HashBusyError();
    expect([busy.status, busy.code, busy.retryAfterSeconds]).toEqual([429, 'rate_limited', 1]);
  });
});
