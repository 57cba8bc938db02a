/**
 * The one source of "now" on the server. Sessions, trials, job schedules and report times read it
 * from the context instead of `new Date()`, so tests can move time instead of waiting for it.
 */

/** A source of the current time. */
export interface Clock {
  now(): Date;
}

/** The machine's wall clock. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that only moves when told to (tests: session expiry, trial end, delayed jobs). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.current = ManualClock.toMillis(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Jumps to an absolute time. */
  set(time: Date | string): void {
    this.current = ManualClock.toMillis(time);
  }

  /** Moves forward by `ms` milliseconds (negative values move back). */
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new Error(`ManualClock.advance: ${ms} is not a finite number of milliseconds`);
    this.current += ms;
  }

  private static toMillis(time: Date | string): number {
    const ms = typeof time === 'string' ? Date.parse(time) : time.getTime();
    if (Number.isNaN(ms)) throw new Error(`ManualClock: "${String(time)}" is not a valid time`);
    return ms;
  }
}


/** The clock's time as ISO-8601 UTC text, the portable time column format. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}
