import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { dismissProductIntro } from '@curbcut/client';
import { useGrowthModals } from '../growth/GrowthActions';
import { growthClient } from '../growth/growthClient';
import { growthCsrfToken, growthQueryKeys } from '../growth/useGrowthDetails';
import '../growth/growth.css';

/** The product intro's claim (spec 000 section 9). */
export const CUSTOMER_CLAIM = 'More than 50,000 customers';

/**
 * /introduction (spec 000 section 2.4): the product intro a required, unseen intro forces. 'Get
 * started' records that the user has seen it (so the shell stops forcing it) and goes home; 'Get
 * a demo' opens the demo request.
 */
export function ProductIntroPage() {
  const growth = useGrowthModals();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'idle' | 'saving' | 'failed'>('idle');

  const getStarted = async () => {
    setPhase('saving');
    try {
      await dismissProductIntro('accessibility', await growthCsrfToken(queryClient), growthClient());
      // The shell's loader reads the intro state from these details: it must see `seen` now.
      await queryClient.invalidateQueries({ queryKey: growthQueryKeys.all });
      await navigate('/home');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <div className="page growth-intro">
      <title>Welcome · Curbcut</title>
      <section className="card growth-hero" aria-labelledby="intro-title">
        <h1 id="intro-title">Find and fix accessibility issues before your users do</h1>
        <p className="growth-claim">{CUSTOMER_CLAIM}</p>
        <p>
          Scan your websites, check PDFs, record manual tests and bring the accessibility results of your automated test suites into one
          dashboard, mapped to WCAG success criteria and tracked from build to build.
        </p>
        <ul className="growth-points">
          <li>Website scans on demand or on a schedule, with reports you can share.</li>
          <li>Automated Tests: axe-core results from Playwright or any test runner, per build.</li>
          <li>Compare runs to see new, retained and resolved issues.</li>
        </ul>
        {phase === 'failed' ? (
          <p className="form-error" role="alert">
            We could not save that you have seen this introduction. Please try again.
          </p>
        ) : null}
        <div className="growth-cta-row">
          <Button className="button primary" isDisabled={phase === 'saving'} onPress={() => void getStarted()}>
            Get started
          </Button>
          <Button className="button" onPress={() => growth.openDemo('product-intro')}>
            Get a demo
          </Button>
        </div>
      </section>
    </div>
  );
}
