/**
 * What this browser remembers of banners already shown, per user, in localStorage (the schedules
 * of spec 000 section 4.1 are "once a day" and "once" for this user, not for the group). A browser
 * that refuses storage shows the banners again: nothing breaks.
 */
import type { TrialBannerMemory } from './bannerSchedule';

const TRIAL_KEY = (userId: string) => `curbcut.trialBanners.${userId}`;
const PRIORITY_KEY = (userId: string) => `curbcut.dismissedPriorityBanners.${userId}`;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the banner may show again, which is harmless.
  }
}

export function readTrialBannerMemory(userId: string): TrialBannerMemory {
  return read<TrialBannerMemory>(TRIAL_KEY(userId), {});
}

export function writeTrialBannerMemory(userId: string, memory: TrialBannerMemory): void {
  write(TRIAL_KEY(userId), memory);
}

export function readDismissedPriorityBanners(userId: string): Set<string> {
  const ids = read<unknown>(PRIORITY_KEY(userId), []);
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
}

export function rememberPriorityDismissal(userId: string, id: string): void {
  write(PRIORITY_KEY(userId), [...readDismissedPriorityBanners(userId), id]);
}
