/**
 * Who may use the screen reader tools (spec 000 section 6): a plan granting the toolkit on live
 * sites, or a running trial; everyone else sees the upgrade paywall. The server's start call
 * applies the same rule.
 */
import type { Profile } from '@curbcut/client';

/** True when the user may start device sessions; false: show the paywall. */
export function canUseScreenReaders(profile: Pick<Profile, 'trial_status' | 'toolkit_on_live'>): boolean {
  return profile.toolkit_on_live || profile.trial_status === 'enabled';
}

/** What the paywall can offer about the trial. */
export type TrialOffer = 'start' | 'processing' | 'ended' | 'none';

/** 'start' while the group may still start its trial; 'processing' and 'ended' explain why it cannot. */
export function trialOfferOf(profile: Pick<Profile, 'rft_eligible' | 'trial_status'>): TrialOffer {
  if (profile.trial_status === 'processing' || profile.trial_status === 'pending') return 'processing';
  if (profile.trial_status === 'expired') return 'ended';
  if (profile.rft_eligible && profile.trial_status !== 'enabled') return 'start';
  return 'none';
}
