import { Link, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Brand } from '../components/Brand';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { appProfileQuery } from '../queryClient';
import { RouteFocus } from '../shell/RouteFocus';

/**
 * The layout of shared public reports (spec 000 section 2.2): a reduced header, no sidebar and
 * no push connection. A signed-in visitor is offered the dashboard; others the product and a
 * sign-in that comes back to this report.
 */
export function PublicLayout() {
  const profile = useQuery(appProfileQuery());
  const location = useLocation();
  const signedIn = profile.isSuccess;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="public-frame">
      <SkipLink />
      <header className="app-header">
        <Brand />
        <nav className="header-links" aria-label="Account">
          <Link className="button" to="/home">
            {signedIn ? 'Go to Accessibility Dashboard' : 'Explore Accessibility Testing'}
          </Link>
          {signedIn ? null : (
            <Link className="button primary" to={`/sign-in?redirect=${encodeURIComponent(here)}`}>
              Sign in
            </Link>
          )}
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="plain-main">
        <RouteFocus />
        <Outlet />
      </main>
    </div>
  );
}
