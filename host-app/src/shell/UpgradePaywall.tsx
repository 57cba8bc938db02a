/**
 * An upgrade paywall (spec 000 section 6): what the product does, that it needs a trial or a paid
 * plan, and the ways there the shell offers (start the trial, free access, a demo).
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { TRIAL_LENGTH_DAYS } from '@curbcut/core';
import type { Profile } from '@curbcut/client';
import { trialOfferOf } from '../screenReader/access';

/** Props of {@link UpgradePaywall}. */
export interface UpgradePaywallProps {
  profile: Profile;
  /** Heading of the paywall. */
  title: string;
  /** What the product does and that it needs a trial or a paid plan. */
  children: ReactNode;
  /** What the group loses when its trial has ended, for example 'testing with screen readers'. */
  keep: string;
  /** Starts the 14-day trial; without it the trial is not offered here. */
  onStartTrial?: (() => void) | undefined;
  /** Opens the free-access request; without it free access is not offered here. */
  onRequestFreeAccess?: (() => void) | undefined;
  /** Opens the demo request; without it no demo is offered here. */
  onRequestDemo?: (() => void) | undefined;
}

/** The paywall card. */
export function UpgradePaywall({ profile, title, children, keep, onStartTrial, onRequestFreeAccess, onRequestDemo }: UpgradePaywallProps) {
  const offer = trialOfferOf(profile);
  return (
    <section className="card sr-paywall" aria-labelledby="paywall-heading">
      <h2 id="paywall-heading">{title}</h2>
      {children}
      {offer === 'processing' ? <p role="status">Your free trial is being processed.</p> : null}
      {offer === 'ended' ? <p>{`Your free trial has ended. A group admin can buy a plan to keep ${keep}.`}</p> : null}
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
        {onRequestDemo ? (
          <Button className="button" onPress={onRequestDemo}>
            Get a demo
          </Button>
        ) : null}
      </div>
    </section>
  );
}
