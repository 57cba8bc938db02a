import { Link, useLocation, useSearchParams } from 'react-router';
import { isUnderEmbed } from '@curbcut/core';
import { BACK_TO_HOME_EVENT, embedParentOf, postToEmbedParent } from '../embed/embedParent';
import { postToSameOriginParent } from '../scanner/ScanReportPage';
import { isMinimal } from '../shell/routeRules';

/** The fixed texts of the status pages (spec 000 section 2.1). */
export const STATUS_PAGES = {
  403: { title: 'Access forbidden', text: 'You don’t have the permission to access this page.' },
  404: { title: 'Page Not Found', text: "We couldn't find the page you were looking for." },
  410: { title: 'Link has expired', text: 'The link you followed is no longer valid.' },
} as const;

/** A status page: title, explanation and the way back home. */
export function StatusPage({ status }: { status: keyof typeof STATUS_PAGES }) {
  const { title, text } = STATUS_PAGES[status];
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const minimal = isMinimal(params);
  // Framed under /embed, a link home would open the signed-in dashboard inside another site's page.
  const embedParent = isUnderEmbed(pathname) ? embedParentOf(window) : null;
  return (
    <div className="status-page">
      <title>{`${title} · Curbcut`}</title>
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p>{text}</p>
      {embedParent ? (
        // Embedded by another page: its parent shows its own list (spec 000 section 2.1).
        <button type="button" className="button primary" onClick={() => postToEmbedParent(embedParent, BACK_TO_HOME_EVENT)}>
          Back to Home
        </button>
      ) : minimal ? (
        // Embedded in a parent scanner: the parent shows its scan list (spec 000 section 2.1).
        <button type="button" className="button primary" onClick={() => postToSameOriginParent({ type: 'navigate', payload: { to: 'scanList', href: null } })}>
          Back to Home
        </button>
      ) : (
        <Link className="button primary" to="/home">
          Back to Home
        </Link>
      )}
    </div>
  );
}
