import { describe, expect, it } from 'vitest';
import { REMEMBERED_KEYS, isWithin, readFlag, readTimestamp, writeFlag, writeTimestamp, type FlagStorage } from './rememberedFlags';

const KEY = REMEMBERED_KEYS.engineNoticeDismissedAt;
const DAY = 24 * 60 * 60 * 1000;

/** An in-memory storage, so these tests need no DOM. */
function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

/** Storage as a blocked third-party iframe gives it: every access throws. */
const throwing: FlagStorage = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('rememberedFlags', () => {
  it('round-trips a flag and a timestamp under the namespaced key', () => {
    const storage = memoryStorage();
    expect(readFlag(REMEMBERED_KEYS.scoreAlertDismissed, storage)).toBe(false);
    writeFlag(REMEMBERED_KEYS.scoreAlertDismissed, true, storage);
    expect(readFlag(REMEMBERED_KEYS.scoreAlertDismissed, storage)).toBe(true);
    writeTimestamp(KEY, () => 1234, storage);
    expect(storage.items.get('curbcut.engineNotice.dismissedAt')).toBe('1234');
    expect(readTimestamp(KEY, storage)).toBe(1234);
  });

  it('reads a corrupt value as absent, and the next write overwrites it', () => {
    const storage = memoryStorage({ [KEY]: '{not json', [REMEMBERED_KEYS.scoreAlertDismissed]: '"yes"' });
    expect(readTimestamp(KEY, storage)).toBeNull();
    expect(isWithin(KEY, 7 * DAY, () => 0, storage)).toBe(false);
    expect(readFlag(REMEMBERED_KEYS.scoreAlertDismissed, storage)).toBe(false);
    storage.items.set(KEY, '"2025-01-01"');
    expect(readTimestamp(KEY, storage)).toBeNull();
    writeTimestamp(KEY, () => 99, storage);
    expect(readTimestamp(KEY, storage)).toBe(99);
  });

  it('reads absent and writes nothing, without throwing, when storage throws or is missing', () => {
    expect(() => writeFlag(REMEMBERED_KEYS.sharePublicTabSeen, true, throwing)).not.toThrow();
    expect(readFlag(REMEMBERED_KEYS.sharePublicTabSeen, throwing)).toBe(false);
    expect(() => writeTimestamp(KEY, () => 1, throwing)).not.toThrow();
    expect(isWithin(KEY, DAY, () => 1, throwing)).toBe(false);
    expect(readFlag(REMEMBERED_KEYS.sharePublicTabSeen, null)).toBe(false);
  });

  it('works without a DOM, where localStorage does not exist', () => {
    expect(readFlag(REMEMBERED_KEYS.sharePublicTabSeen)).toBe(false);
    expect(() => writeFlag(REMEMBERED_KEYS.sharePublicTabSeen, true)).not.toThrow();
  });

  it('holds a timestamp for its window only: a dismissal reappears after 7 days', () => {
    const storage = memoryStorage();
    const t0 = Date.parse('2025-08-01T00:00:00Z');
    writeTimestamp(KEY, () => t0, storage);
    expect(isWithin(KEY, 7 * DAY, () => t0 + 7 * DAY - 1, storage)).toBe(true);
    expect(isWithin(KEY, 7 * DAY, () => t0 + 7 * DAY, storage)).toBe(false);
    // A timestamp in the future cannot hide the notice indefinitely.
    expect(isWithin(KEY, 7 * DAY, () => t0 - DAY, storage)).toBe(false);
  });
});
