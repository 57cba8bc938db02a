import { Link } from 'react-router';
import { Button } from 'react-aria-components';
import { useGrowthModals } from '../growth/GrowthActions';
import '../growth/growth.css';

/** The framework sub-page of the onboarding. */
export const ONBOARDING_FRAMEWORK_PATH = '/automated-tests/onboarding/get-a-demo/frameWork';

/**
 * /automated-tests/onboarding/get-a-demo (spec 000 section 2.1): the Automated Tests onboarding.
 * Ask for a demo, or go straight to the set-up steps of your test framework.
 */
export function OnboardingGetDemoPage() {
  const growth = useGrowthModals();
  return (
    <div className="page growth-intro">
      <title>Automated Tests onboarding · Curbcut</title>
      <section className="card growth-hero" aria-labelledby="onboarding-title">
        <h1 id="onboarding-title">Test accessibility in your automated tests</h1>
        <p>
          Add accessibility checks to the end-to-end tests you already run in CI. Each run uploads its axe-core results as a build, so
          new issues show up in the pull request that introduced them.
        </p>
        <div className="growth-cta-row">
          <Button className="button primary" onPress={() => growth.openDemo('automated-tests-onboarding')}>
            Get a demo
          </Button>
          <Link className="button" to={ONBOARDING_FRAMEWORK_PATH}>
            Set up with your framework
          </Link>
        </div>
      </section>
    </div>
  );
}
