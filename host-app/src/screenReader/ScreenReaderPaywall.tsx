import { Button } from 'react-aria-components';
import { TRIAL_LENGTH_DAYS } from '@curbcut/core';
import type { Profile } from '@curbcut/client';
import { trialOfferOf } from './access';

/** Props of {@link ScreenReaderPaywall}; the actions are the shell's growth flows. */
export interface ScreenReaderPaywallProps {
  profile: Profile;
  /** Starts the 14-day trial; without it the trial is not offered here. */
  onStartTrial?: (() => void) | undefined;
  /** Opens the free-access request; without it free access is not offered here. */
  onRequestFreeAccess?: (() => void) | undefined;
}

/** The upgrade paywall of the screen reader tools: screen readers need a trial or a purchase. */
export function ScreenReaderPaywall({ profile, onStartTrial, onRequestFreeAccess }: ScreenReaderPaywallProps) {
  const offer = trialOfferOf(profile);
  return (
    <section className="card sr-paywall" aria-labelledby="sr-paywall-heading">
      <h2 id="sr-paywall-heading">Test with real screen readers</h2>
      <p>
        Open your pages on real devices with VoiceOver, NVDA, JAWS or TalkBack running, and hear what your users hear. Screen readers need
        a trial or a paid plan.
      </p>
      {offer === 'processing' ? <p role="status">Your free trial is being processed.</p> : null}
      {offer === 'ended' ? <p>Your free trial has ended. A group admin can buy a plan to keep testing with screen readers.</p> : null}
      <div className="cta-actions">
        {offer === 'start' && onStartTrial ? (
          <Button className="button primary" onPress={onStartTrial}>
            Get {TRIAL_LENGTH_DAYS}-day free trial
          </Button>
        ) : null}
        {onRequestFreeAccess ? (
          <Button className="button" onPress={onRequestFreeAccess}>
            Get Free Access
          </Button>
        ) : null}
      </div>
    </section>
  );
}
