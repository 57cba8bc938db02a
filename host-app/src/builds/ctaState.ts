/**
 * The call to action shown for auto-enabled builds (spec 001 section 4, "CTA user state"): a paid
 * user is told how to enable automated tests, a user whose trial is used up is offered an upgrade
 * and a demo, everyone else the free trial and a demo.
 */
import type { Profile } from '@curbcut/client';

/** Who the user is, as far as the CTA is concerned. */
export type CtaUserState = 'paid' | 'expired' | 'available';

/** The buttons of each state, in order (spec 001 section 4). */
export const CTA_BUTTONS: Readonly<Record<CtaUserState, readonly string[]>> = {
  paid: ['Learn how to enable'],
  expired: ['Upgrade', 'Get a demo'],
  available: ['Start free trial', 'Get a demo'],
};

/**
 * The CTA state of a profile: paid when the plan is paid or a trial is running (a trial counts as
 * a paid type), expired when the trial is over and no new one may start, otherwise available.
 * A profile that fits none of these (an unknown trial status) is an error, as the spec requires.
 */
export function ctaUserState(profile: Pick<Profile, 'plan_type' | 'trial_status' | 'rft_eligible'>): CtaUserState {
  if (profile.plan_type === 'paid' || profile.trial_status === 'enabled') return 'paid';
  switch (profile.trial_status) {
    case 'expired':
    case 'failed':
      return profile.rft_eligible ? 'available' : 'expired';
    case null:
    case 'not_started':
    case 'pending':
    case 'processing':
      return 'available';
    default:
      throw new Error(`Unknown trial status ${JSON.stringify(profile.trial_status)}: cannot choose the auto-enabled build CTA.`);
  }
}
