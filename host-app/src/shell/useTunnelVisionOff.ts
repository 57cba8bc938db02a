/**
 * Tunnel-vision mode (spec 000 section 4.3) ends when the user opens a report: the first report
 * page visited while it is on sends the PATCH, then the profile is read again.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { disableTunnelVision, queryKeys, type Profile } from '@curbcut/client';

/** Report pages whose opening ends tunnel vision. */
const REPORT_PAGES = [/^\/automated-tests\/projects\/[^/]+\/builds\//, /^\/site-scanner\/projects\/[^/]+\/builds\/?$/];

/** Whether a path is one of the report pages that end tunnel vision. */
export function endsTunnelVision(pathname: string): boolean {
  return REPORT_PAGES.some((re) => re.test(pathname));
}

export function useTunnelVisionOff(profile: Profile | undefined): void {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const on = profile?.show_tunnel_vision === true;
  const due = on && endsTunnelVision(pathname);
  useEffect(() => {
    if (!due) return;
    void disableTunnelVision().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }));
  }, [due, queryClient]);
}
