/**
 * How many password hashes (scrypt) may run at once. scrypt runs on libuv's threadpool (four threads
 * by default, shared with file and DNS work) and keeps a core busy for tens of milliseconds: a flood
 * of sign-ins would otherwise take every core and every pool thread, and every other request would
 * wait behind the hashes (docs/decisions/0030-sign-in-throttling.md).
 */
import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors';
import { SIGN_IN_MESSAGES } from '@curbcut/core';

/** A request's hash was refused at once because every slot and the whole queue were taken. */
export class HashBusyError extends ApiError {
  constructor() {
    super('rate_limited', SIGN_IN_MESSAGES.busy, { retryAfterSeconds: 1 });
    this.name = 'HashBusyError';
  }
}

/** What a caller does when every slot is taken and the queue is full. */
export type WhenBusy = 'refuse' | 'wait';

/**
 * At most `limit` tasks at a time; up to `queueLimit` more wait in order. A caller that chose
 * `refuse` is turned away with HashBusyError beyond that, without waiting; `wait` callers (start-up
 * seeding, the command line) queue without bound, still one per slot.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
  ) {
    if (!(limit >= 1) || !(queueLimit >= 0)) throw new Error(`ConcurrencyLimiter: bad limits ${limit}/${queueLimit}`);
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` in a slot; rejects with HashBusyError when `whenBusy` is `refuse` and the queue is full. */
  async run<T>(task: () => Promise<T>, whenBusy: WhenBusy = 'wait'): Promise<T> {
    if (this.running >= this.limit) {
      if (whenBusy === 'refuse' && this.waiting.length >= this.queueLimit) throw new HashBusyError();
      // The slot is handed over by release(), so `running` already counts this task when it resumes.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

const cores = availableParallelism();

/**
 * The process's limiter: one hash per core, a queue of two per core. Process-wide on purpose (not in
 * the server context): cores belong to the machine, so servers started in one process share them.
 */
export const passwordHashLimiter = new ConcurrencyLimiter(cores, 2 * cores);
