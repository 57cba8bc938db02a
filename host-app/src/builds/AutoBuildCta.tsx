import { Link } from 'react-router';
import type { Profile } from '@curbcut/client';
import { CTA_BUTTONS, ctaUserState } from './ctaState';

/** Where each CTA button leads (the demo and framework pages of spec 000 section 2.1). */
const CTA_TARGETS: Record<string, string> = {
  'Learn how to enable': '/automated-tests/onboarding/get-a-demo/frameWork',
  Upgrade: '/settings',
  'Get a demo': '/automated-tests/onboarding/get-a-demo',
  'Start free trial': '/home?startTrial=1',
};

/** The prompt shown above builds that were enabled automatically (spec 001 section 4). */
export function AutoBuildCta({ profile }: { profile: Profile }) {
  const state = ctaUserState(profile);
  return (
    <aside className="card cta" aria-labelledby="auto-build-cta">
      <h2 id="auto-build-cta">This build was enabled automatically</h2>
      <p>
        {state === 'paid'
          ? 'Your plan includes automated tests: enable them in your test suite to keep getting builds.'
          : state === 'expired'
            ? 'Your free trial has ended. Upgrade to keep running automated accessibility tests.'
            : 'Try automated accessibility tests free for 14 days.'}
      </p>
      <div className="cta-actions">
        {CTA_BUTTONS[state].map((label, i) => (
          <Link key={label} className={i === 0 ? 'button primary' : 'button'} to={CTA_TARGETS[label] ?? '/home'}>
            {label}
          </Link>
        ))}
      </div>
    </aside>
  );
}
