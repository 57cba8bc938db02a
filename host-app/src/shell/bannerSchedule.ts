/**
 * When the trial and priority banners show (spec 000 sections 4.1 and 4.2). Pure: the caller
 * passes the time and what the browser remembers of earlier showings (see bannerMemory.ts).
 */
import type { PriorityNotification, Profile } from '@curbcut/client';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The trial's last days that warn of its end (spec 000 section 9). */
export const EXPIRY_WARNING_DAYS = 5;

/** The trial banners. */
export type TrialBanner =
  | { kind: 'offer' }
  | { kind: 'enabled'; daysLeft: number }
  | { kind: 'expiring'; daysLeft: number }
  | { kind: 'expired' };

/** What the browser remembers of trial banners already shown (local dates, YYYY-MM-DD). */
export interface TrialBannerMemory {
  offerShownOn?: string;
  expiringShownOn?: string;
  enabledShown?: boolean;
  expiredShown?: boolean;
}

/** The profile fields the trial banners read. */
export type TrialFields = Pick<Profile, 'trial_status' | 'trial_end_date' | 'rft_eligible' | 'isPaidUser'>;

/** The local calendar date of a time, YYYY-MM-DD. */
export function localDay(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
}

/** Whole days left until the trial ends, rounded up (an end later today is 1 day). */
export function trialDaysLeft(endDate: string, now: Date): number {
  return Math.ceil((Date.parse(endDate) - now.getTime()) / DAY_MS);
}

/**
 * The trial banner due now, or null. The offer shows at most once a day, 'expiring in N days' once
 * a day in the last five days, the trial-started banner once after activation, and the expired
 * banner once. Paid groups see none.
 */
export function trialBannerDue(profile: TrialFields, now: Date, memory: TrialBannerMemory): TrialBanner | null {
  if (profile.isPaidUser) return null;
  const today = localDay(now);
  switch (profile.trial_status) {
    case 'not_started':
      return profile.rft_eligible && memory.offerShownOn !== today ? { kind: 'offer' } : null;
    case 'enabled': {
      if (profile.trial_end_date === null) return null;
      const daysLeft = trialDaysLeft(profile.trial_end_date, now);
      if (daysLeft >= 1 && daysLeft <= EXPIRY_WARNING_DAYS) {
        return memory.expiringShownOn !== today ? { kind: 'expiring', daysLeft } : null;
      }
      return memory.enabledShown ? null : { kind: 'enabled', daysLeft };
    }
    case 'expired':
      return memory.expiredShown ? null : { kind: 'expired' };
    default:
      return null;
  }
}

/** The memory after a banner was shown. */
export function rememberTrialBanner(banner: TrialBanner, now: Date, memory: TrialBannerMemory): TrialBannerMemory {
  const today = localDay(now);
  switch (banner.kind) {
    case 'offer':
      return { ...memory, offerShownOn: today };
    case 'expiring':
      return { ...memory, expiringShownOn: today };
    case 'enabled':
      return { ...memory, enabledShown: true };
    case 'expired':
      return { ...memory, expiredShown: true };
  }
}

/**
 * Whether the priority banner shows. It is disabled after its show-until date; once dismissed it
 * stays hidden if it is show-only-once or today is its show-until date (otherwise a dismissal lasts
 * for the page's life only, which the caller keeps). `hide_priority_banner=true` hides it.
 */
export function priorityBannerVisible(
  notification: PriorityNotification | null,
  now: Date,
  dismissedIds: ReadonlySet<string>,
  hiddenByQuery = false,
): boolean {
  if (notification === null || hiddenByQuery) return false;
  const today = localDay(now);
  const until = notification.showUntil === null ? null : notification.showUntil.slice(0, 10);
  if (until !== null && today > until) return false;
  const dismissed = dismissedIds.has(notification.id);
  return !(dismissed && (notification.showOnlyOnce || today === until));
}
