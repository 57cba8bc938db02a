import { Link } from 'react-router';
import '../growth/growth.css';

/** Where the low-code CTA leads: the automated tests, marked as coming from the low-code intro. */
export const LOW_CODE_START_PATH = '/automated-tests?source=lcnc';

/**
 * /lcnc (spec 000 section 2.1): what the low-code / no-code automation is. The route shows it only
 * with the low-code feature flag; its loader sends everyone else home.
 */
export function LowCodeIntroPage() {
  return (
    <div className="page growth-intro">
      <title>Low-code automation · Curbcut</title>
      <section className="card growth-hero" aria-labelledby="lcnc-title">
        <h1 id="lcnc-title">Low-code accessibility automation</h1>
        <p>
          Low-code and no-code automation runs accessibility checks inside the test flows your team already records in a low-code testing
          tool, without writing test code. Every recorded step that opens a page state is checked with axe-core, and the results arrive
          here as an automated-test build.
        </p>
        <ol className="growth-steps">
          <li>Record or reuse a flow in your low-code test tool.</li>
          <li>Turn on accessibility checks for the flow and give it a project name.</li>
          <li>Run the flow: each run becomes a build, compared with the previous one.</li>
        </ol>
        <div className="growth-cta-row">
          <Link className="button primary" to={LOW_CODE_START_PATH}>
            Go to Automated Tests
          </Link>
        </div>
      </section>
    </div>
  );
}
