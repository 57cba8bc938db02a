/**
 * Small facts the widget remembers per browser, not per report: a notice dismissed, a marker seen
 * (spec 001 section 4). Storage can be missing or throw (sandboxed or third-party iframes, privacy
 * modes) and a stored value can be corrupt; either way the fact reads as absent and the next write
 * overwrites it, so remembering never breaks the widget. Values are JSON: `true` or a timestamp (ms).
 */

/** The keys the widget remembers, all under the `curbcut.` namespace. */
export const REMEMBERED_KEYS = {
  engineNoticeDismissedAt: 'curbcut.engineNotice.dismissedAt',
  scoreAlertDismissed: 'curbcut.scoreAlert.dismissed',
  sharePublicTabSeen: 'curbcut.share.publicTabSeen',
} as const;

/** One of {@link REMEMBERED_KEYS}. */
export type RememberedKey = (typeof REMEMBERED_KEYS)[keyof typeof REMEMBERED_KEYS];

/** What the helpers read and write: the page's localStorage by default. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): FlagStorage | null {
  try {
    // Merely reading `localStorage` throws a SecurityError where storage is blocked.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readJson(key: RememberedKey, storage: FlagStorage | null): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function writeJson(key: RememberedKey, value: unknown, storage: FlagStorage | null): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the fact is forgotten after this page, which is harmless.
  }
}

/** True only when `true` is stored under `key`. */
export function readFlag(key: RememberedKey, storage: FlagStorage | null = defaultStorage()): boolean {
  return readJson(key, storage) === true;
}

/** Stores `value` under `key`. */
export function writeFlag(key: RememberedKey, value: boolean, storage: FlagStorage | null = defaultStorage()): void {
  writeJson(key, value, storage);
}

/** The timestamp (ms) stored under `key`; null when absent or not a finite number. */
export function readTimestamp(key: RememberedKey, storage: FlagStorage | null = defaultStorage()): number | null {
  const value = readJson(key, storage);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Stores the current time from `now` under `key`. */
export function writeTimestamp(key: RememberedKey, now: () => number = Date.now, storage: FlagStorage | null = defaultStorage()): void {
  writeJson(key, now(), storage);
}

/**
 * True when the timestamp under `key` lies within the last `windowMs`. A timestamp in the future
 * (a clock set back, a hand-edited value) counts as absent, so it cannot hide a notice for good.
 */
export function isWithin(
  key: RememberedKey,
  windowMs: number,
  now: () => number = Date.now,
  storage: FlagStorage | null = defaultStorage(),
): boolean {
  const at = readTimestamp(key, storage);
  if (at === null) return false;
  const age = now() - at;
  return age >= 0 && age < windowMs;
}
