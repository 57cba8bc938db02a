/**
 * The sidebar's trial tile (spec 000 section 4.1), shown while within 60 days of the trial start
 * (the profile's show_expiry_sidebar_component): days left, or the trial's end and a way to buy.
 */
import { Button } from 'react-aria-components';
import type { Profile } from '@curbcut/client';
import { useGrowthModals } from '../growth/GrowthActions';
import { trialDaysLeft } from './bannerSchedule';

/** The tile; `compact` in the collapsed sidebar. */
export function ExpiryTile({ profile, compact }: { profile: Profile; compact: boolean }) {
  const growth = useGrowthModals();
  const daysLeft = profile.trial_end_date ? Math.max(0, trialDaysLeft(profile.trial_end_date, new Date())) : 0;
  const ended = profile.trial_status === 'expired' || daysLeft === 0;
  const text = ended ? 'Your free trial has ended' : `Free trial: ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
  return (
    <section className={`expiry-tile ${compact ? 'visually-hidden' : ''}`} aria-label="Free trial status">
      <p className="expiry-text">{text}</p>
      <Button className="button primary" onPress={() => (ended ? growth.openRestartPlan() : growth.openContactSales('sidebar-expiry-tile'))}>
        Buy a plan
      </Button>
    </section>
  );
}
