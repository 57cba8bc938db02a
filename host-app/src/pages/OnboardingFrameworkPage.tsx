import { useState } from 'react';
import { Link } from 'react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { onboardingFrameworks, type FrameworkId } from '../growth/onboardingFrameworks';
import '../growth/growth.css';

/** The onboarding page this one belongs to. */
export const ONBOARDING_PATH = '/automated-tests/onboarding/get-a-demo';

/**
 * /automated-tests/onboarding/get-a-demo/frameWork (spec 000 section 2.1): pick the framework and
 * read its set-up steps (docs/playwright-sdk.md and docs/cli.md).
 */
export function OnboardingFrameworkPage() {
  const [framework, setFramework] = useState<FrameworkId>('playwright');
  const frameworks = onboardingFrameworks(window.location.origin);
  const selected = frameworks.find((f) => f.id === framework) ?? frameworks[0];

  return (
    <div className="page growth-intro">
      <title>Set up Automated Tests · Curbcut</title>
      <div className="page-header">
        <h1>Set up Automated Tests</h1>
      </div>
      <p>
        <Link to={ONBOARDING_PATH}>Back to the onboarding</Link>
      </p>
      <RadioGroup className="growth-radio-group" value={framework} onChange={(value) => setFramework(value === 'any' ? 'any' : 'playwright')}>
        <Label>Your test framework</Label>
        {frameworks.map((f) => (
          <Radio key={f.id} className="growth-radio" value={f.id}>
            {f.label}
          </Radio>
        ))}
      </RadioGroup>
      {selected ? (
        <section className="card" aria-labelledby="setup-title">
          <h2 id="setup-title">{`${selected.label}: set-up steps`}</h2>
          <ol className="growth-setup-steps">
            {selected.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
                {step.code ? (
                  <figure className="growth-code">
                    <figcaption>{step.codeLabel}</figcaption>
                    <pre tabIndex={0}>
                      <code>{step.code}</code>
                    </pre>
                  </figure>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
