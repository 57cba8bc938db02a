import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { signOut } from '@curbcut/client';
import { Brand } from '../components/Brand';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { GrowthActionsProvider } from '../growth/GrowthActions';
import { appProfileQuery } from '../queryClient';
import { useLiveBuildUpdates } from '../home/useLiveBuildUpdates';
import { ContactSalesButton } from '../shell/ContactSalesButton';
import { PriorityBanner } from '../shell/PriorityBanner';
import { RestrictedAccessPage } from '../shell/RestrictedAccessPage';
import { isMinimal } from '../shell/routeRules';
import { RouteFocus } from '../shell/RouteFocus';
import { Sidebar } from '../shell/Sidebar';
import { DRAWER_MEDIA_QUERY, SidebarDrawer } from '../shell/SidebarDrawer';
import { TrialActivationProvider } from '../shell/TrialActivationProvider';
import { TrialBanner } from '../shell/TrialBanner';
import { FocusBar } from '../shell/FocusBar';
import { useTunnelVision } from '../shell/useTunnelVision';
import { useMediaQuery } from '../shell/useMediaQuery';
import '../shell/shell.css';

/**
 * The signed-in shell (spec 000 section 2.4): skip link, header, priority and trial banners, the
 * sidebar and the main landmark. With `minimal=true` (embedded in a parent application) only the
 * main landmark is left; a user restricted by a compliance rule sees the no-access page only. In
 * tunnel-vision mode (useTunnelVision.ts) a focus bar replaces the banners and the sidebar starts collapsed.
 * Below 768 px the sidebar is a drawer behind the header's menu button (SidebarDrawer.tsx).
 */
export function AppShell() {
  const profile = useQuery(appProfileQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useLiveBuildUpdates(profile.data);
  const tunnelVision = useTunnelVision(profile.data);
  const narrow = useMediaQuery(DRAWER_MEDIA_QUERY);

  const signOutMutation = useMutation({
    mutationFn: () => signOut(),
    onSuccess: async () => {
      await navigate('/sign-in', { replace: true });
      queryClient.clear();
    },
  });
  const leave = () => signOutMutation.isPending || signOutMutation.mutate();

  // The layout's loader has the profile before this renders.
  if (!profile.data) return null;
  if (profile.data.access_restricted_by_grr) return <RestrictedAccessPage onSignOut={leave} />;
  if (isMinimal(params)) {
    return (
      <div className="embed-frame">
        <main id={MAIN_ID} tabIndex={-1} className="embed-main">
          <Outlet />
        </main>
      </div>
    );
  }

  return (
    <TrialActivationProvider userId={profile.data.user_id}>
      <GrowthActionsProvider>
        <div className="shell">
          <SkipLink />
          <header className="app-header">
            {narrow ? (
              <SidebarDrawer>
                <Sidebar profile={profile.data} drawer />
              </SidebarDrawer>
            ) : null}
            <Brand />
            <div className="header-user">
              {profile.data.isPaidUser ? null : <ContactSalesButton />}
              <span className="user-name">{profile.data.name}</span>
              <Button className="button" onPress={leave}>
                Sign out
              </Button>
            </div>
          </header>
          {tunnelVision.on ? (
            <FocusBar onLeave={tunnelVision.leave} />
          ) : (
            <>
              <PriorityBanner profile={profile.data} />
              <TrialBanner profile={profile.data} />
            </>
          )}
          <div className="shell-body">
            {narrow ? null : <Sidebar profile={profile.data} startCollapsed={tunnelVision.on} />}
            <main id={MAIN_ID} tabIndex={-1} className="shell-main">
              <RouteFocus />
              <Outlet />
            </main>
          </div>
        </div>
      </GrowthActionsProvider>
    </TrialActivationProvider>
  );
}
