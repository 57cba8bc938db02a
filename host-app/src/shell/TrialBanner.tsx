/**
 * The trial banner (spec 000 section 4.1): the offer, the trial-started banner, 'expiring in N days'
 * and the expired banner, each on its schedule (bannerSchedule.ts). A banner that becomes due is
 * recorded as shown at once, so reloading does not bring it back before its time.
 */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import type { Profile } from '@curbcut/client';
import { useGrowthModals } from '../growth/GrowthActions';
import { formatDateTime } from '../format';
import { rememberTrialBanner, trialBannerDue, type TrialBanner as Banner } from './bannerSchedule';
import { readTrialBannerMemory, writeTrialBannerMemory } from './bannerMemory';
import { useTrialActivation } from './TrialActivationProvider';

/** The banner due for the user, if any. */
export function TrialBanner({ profile }: { profile: Profile }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const { user_id, trial_status, trial_end_date, rft_eligible, isPaidUser } = profile;
  useEffect(() => {
    const now = new Date();
    const memory = readTrialBannerMemory(user_id);
    const due = trialBannerDue({ trial_status, trial_end_date, rft_eligible, isPaidUser }, now, memory);
    if (due) writeTrialBannerMemory(user_id, rememberTrialBanner(due, now, memory));
    setBanner(due);
  }, [user_id, trial_status, trial_end_date, rft_eligible, isPaidUser]);

  if (banner === null) return null;
  return (
    <section className={`banner banner-${banner.kind === 'expired' || banner.kind === 'expiring' ? 'warning' : 'info'}`} aria-label="Free trial">
      <BannerBody banner={banner} endDate={trial_end_date} />
      <Button className="button quiet banner-dismiss" onPress={() => setBanner(null)}>
        Dismiss
      </Button>
    </section>
  );
}

function BannerBody({ banner, endDate }: { banner: Banner; endDate: string | null }) {
  const trial = useTrialActivation();
  const growth = useGrowthModals();
  switch (banner.kind) {
    case 'offer':
      return (
        <>
          <p className="banner-text">
            Try Automate &amp; Monitor free for 14 days: issue snapshots, screen reader testing, report comparison and automated tests.
          </p>
          <Button className="button primary" isDisabled={trial.busy} onPress={trial.start}>
            {trial.busy ? 'Starting your free trial…' : 'Get 14-day free trial'}
          </Button>
        </>
      );
    case 'enabled':
      return (
        <p className="banner-text">
          Your 14-day free trial has started{endDate ? `; it ends on ${formatDateTime(endDate)}` : ''}. Every feature is yours to try.
        </p>
      );
    case 'expiring':
      return (
        <>
          <p className="banner-text">
            Your free trial is expiring in {banner.daysLeft} {banner.daysLeft === 1 ? 'day' : 'days'}. Buy a plan to keep every feature.
          </p>
          <Button className="button primary" onPress={() => growth.openContactSales('trial-expiring-banner')}>
            Buy a plan
          </Button>
        </>
      );
    case 'expired':
      return (
        <>
          <p className="banner-text">Your free trial has expired. Buy a plan to get issue snapshots, screen readers and automated tests back.</p>
          <Button className="button primary" onPress={() => growth.openRestartPlan()}>
            Buy a plan
          </Button>
        </>
      );
  }
}
