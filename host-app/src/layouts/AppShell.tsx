import { NavLink, Outlet, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { signOut } from '@curbcut/client';
import { Brand } from '../components/Brand';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { appProfileQuery } from '../queryClient';
import { useLiveBuildUpdates } from '../home/useLiveBuildUpdates';

/**
 * The signed-in shell (spec 000 section 2.4): skip link, header with the user and Sign out, the
 * sidebar and the main landmark. The sidebar lists only the areas that exist today.
 */
export function AppShell() {
  const profile = useQuery(appProfileQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLiveBuildUpdates(profile.data);

  const signOutMutation = useMutation({
    mutationFn: () => signOut(),
    onSuccess: async () => {
      await navigate('/sign-in', { replace: true });
      queryClient.clear();
    },
  });

  return (
    <div className="shell">
      <SkipLink />
      <header className="app-header">
        <Brand />
        <div className="header-user">
          <span className="user-name">{profile.data?.name}</span>
          <Button className="button" onPress={() => signOutMutation.isPending || signOutMutation.mutate()}>
            Sign out
          </Button>
        </div>
      </header>
      <div className="shell-body">
        <nav className="sidebar" aria-label="Main">
          <ul className="nav-list">
            <li>
              <NavLink to="/home" className="nav-link">
                Home
              </NavLink>
            </li>
          </ul>
          <p className="nav-section" id="nav-scan-monitor">
            Scan &amp; monitor
          </p>
          <ul className="nav-list" aria-labelledby="nav-scan-monitor">
            <li>
              <NavLink to="/site-scanner" className="nav-link">
                Website Scanner
              </NavLink>
            </li>
          </ul>
          <p className="nav-section" id="nav-test-automation">
            Test automation
          </p>
          <ul className="nav-list" aria-labelledby="nav-test-automation">
            <li>
              <NavLink to="/automated-tests" className="nav-link">
                Automated Tests
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="shell-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
