/**
 * The GET response cache (spec 000 sections 7.4 and 9): entries live 60 s and a sweep every 60 s
 * drops the expired ones, so a long-open dashboard does not keep every answer it ever saw. The
 * sweep timer runs only while the cache holds something, so an idle client keeps no timer alive.
 */

/** Default time an answer stays fresh, in milliseconds. */
export const CACHE_TTL_MS = 60_000;
/** Default interval of the expired-entry sweep, in milliseconds. */
export const CACHE_SWEEP_MS = 60_000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** A time-limited map of cached answers keyed by request URL. */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly ttlMs: number = CACHE_TTL_MS,
    private readonly sweepMs: number = CACHE_SWEEP_MS,
  ) {}

  /** The cached value wrapped in an object (a cached value may itself be undefined), or undefined. */
  lookup(key: string): { value: unknown } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { value: entry.value };
  }

  /** Stores `value` for the cache's time to live. */
  set(key: string, value: unknown): void {
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    this.startSweep();
  }

  /** Drops every entry (after a write, the cached reads may be stale). */
  clear(): void {
    this.entries.clear();
    this.stopSweep();
  }

  /** Number of entries held, expired or not (the sweep is what removes expired ones). */
  get size(): number {
    return this.entries.size;
  }

  /** Removes expired entries; stops the timer once nothing is left. */
  sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    if (this.entries.size === 0) this.stopSweep();
  }

  private startSweep(): void {
    if (this.sweepTimer !== null) return;
    this.sweepTimer = setInterval(() => this.sweep(), this.sweepMs);
    // In Node (tests, SSR) a pending sweep must not keep the process alive.
    (this.sweepTimer as unknown as { unref?: () => void }).unref?.();
  }

  private stopSweep(): void {
    if (this.sweepTimer === null) return;
    clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }
}
