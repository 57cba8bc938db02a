import { describe, expect, it } from 'vitest';
import type { PriorityNotification } from '@curbcut/client';
import { priorityBannerVisible, rememberTrialBanner, trialBannerDue, trialDaysLeft, type TrialFields } from './bannerSchedule';

const at = (iso: string) => new Date(iso);
const free: TrialFields = { trial_status: 'not_started', trial_end_date: null, rft_eligible: true, isPaidUser: false };
const enabledUntil = (end: string): TrialFields => ({ ...free, trial_status: 'enabled', trial_end_date: end });

describe('trial banners', () => {
  it('offers the trial at most once a day', () => {
    const monday = at('2026-11-23T09:00:00');
    const shown = trialBannerDue(free, monday, {});
    expect(shown).toEqual({ kind: 'offer' });
    const memory = rememberTrialBanner(shown!, monday, {});
    expect(trialBannerDue(free, at('2026-11-23T18:00:00'), memory)).toBeNull();
    expect(trialBannerDue(free, at('2026-11-24T08:00:00'), memory)).toEqual({ kind: 'offer' });
  });

  it('offers nothing to groups that are not eligible, or paid', () => {
    expect(trialBannerDue({ ...free, rft_eligible: false }, at('2026-11-23T09:00:00'), {})).toBeNull();
    expect(trialBannerDue({ ...free, isPaidUser: true }, at('2026-11-23T09:00:00'), {})).toBeNull();
  });

  it('shows the trial-started banner once', () => {
    const trial = enabledUntil('2026-12-07T09:00:00');
    const now = at('2026-11-23T09:00:00');
    const banner = trialBannerDue(trial, now, {});
    expect(banner).toEqual({ kind: 'enabled', daysLeft: 14 });
    expect(trialBannerDue(trial, now, rememberTrialBanner(banner!, now, {}))).toBeNull();
  });

  it("warns 'expiring in N days' once a day in the last five days only", () => {
    const trial = enabledUntil('2026-12-07T09:00:00');
    const memory = { enabledShown: true };
    expect(trialBannerDue(trial, at('2026-12-01T10:00:00'), memory)).toBeNull(); // 6 days left
    const day5 = at('2026-12-02T10:00:00');
    expect(trialBannerDue(trial, day5, memory)).toEqual({ kind: 'expiring', daysLeft: 5 });
    const after = rememberTrialBanner({ kind: 'expiring', daysLeft: 5 }, day5, memory);
    expect(trialBannerDue(trial, at('2026-12-02T20:00:00'), after)).toBeNull();
    expect(trialBannerDue(trial, at('2026-12-07T08:00:00'), after)).toEqual({ kind: 'expiring', daysLeft: 1 });
  });

  it('shows the expired banner once', () => {
    const expired: TrialFields = { ...free, trial_status: 'expired', trial_end_date: '2026-12-07T09:00:00' };
    const now = at('2026-12-08T09:00:00');
    expect(trialBannerDue(expired, now, {})).toEqual({ kind: 'expired' });
    expect(trialBannerDue(expired, at('2027-01-08T09:00:00'), rememberTrialBanner({ kind: 'expired' }, now, {}))).toBeNull();
  });

  it('counts days left rounding up', () => {
    expect(trialDaysLeft('2026-12-07T09:00:00Z', at('2026-12-07T08:00:00Z'))).toBe(1);
    expect(trialDaysLeft('2026-12-07T09:00:00Z', at('2026-11-23T09:00:00Z'))).toBe(14);
  });
});

describe('priority banner', () => {
  const banner: PriorityNotification = {
    id: 'b1', events: [], showOnlyOnce: false, showUntil: '2026-11-30', link: null, ctaText: null,
    description: 'Maintenance on Sunday', align: 'left', modifier: 'info', openInSameTab: false,
  };
  const none = new Set<string>();
  const dismissed = new Set(['b1']);

  it('shows until its show-until date and is disabled after it', () => {
    expect(priorityBannerVisible(banner, at('2026-11-30T23:00:00'), none)).toBe(true);
    expect(priorityBannerVisible(banner, at('2026-12-01T00:30:00'), none)).toBe(false);
  });
  it('comes back after a dismissal unless it is show-only-once or on its last day', () => {
    expect(priorityBannerVisible(banner, at('2026-11-25T10:00:00'), dismissed)).toBe(true);
    expect(priorityBannerVisible({ ...banner, showOnlyOnce: true }, at('2026-11-25T10:00:00'), dismissed)).toBe(false);
    expect(priorityBannerVisible(banner, at('2026-11-30T10:00:00'), dismissed)).toBe(false);
  });
  it('has no end without a show-until date, and hides for hide_priority_banner', () => {
    expect(priorityBannerVisible({ ...banner, showUntil: null }, at('2030-01-01T00:00:00'), none)).toBe(true);
    expect(priorityBannerVisible(banner, at('2026-11-25T10:00:00'), none, true)).toBe(false);
    expect(priorityBannerVisible(null, at('2026-11-25T10:00:00'), none)).toBe(false);
  });
});
