/**
 * Tunnel-vision mode (spec 000 sections 2.3 and 4.3; docs/decisions/0028): a focused first visit
 * that keeps people on the way to their first report. It is on for a user whose profile says
 * `show_tunnel_vision` (new members start with it) and, for the rest of the visit, after a link
 * with `tunnel_vision=true`. While on, the shell leaves out the banners and starts with the
 * sidebar collapsed. Opening a report ends it, and so does 'Show the full dashboard': both send
 * the PATCH when the profile has it on, then the profile is read again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { disableTunnelVision, queryKeys, type Profile } from '@curbcut/client';

/** Report pages whose opening ends tunnel vision. */
const REPORT_PAGES = [/^\/automated-tests\/projects\/[^/]+\/builds\//, /^\/site-scanner\/projects\/[^/]+\/builds\/?$/];
/** Session storage key of the visit's `tunnel_vision=true`. */
const VISIT_KEY = 'curbcut.tunnelVision';

/** Whether a path is one of the report pages that end tunnel vision. */
export function endsTunnelVision(pathname: string): boolean {
  return REPORT_PAGES.some((re) => re.test(pathname));
}

function readVisitFlag(): boolean {
  try {
    return window.sessionStorage.getItem(VISIT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeVisitFlag(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(VISIT_KEY, '1');
    else window.sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // Storage refused (private mode, quota): the mode then lasts for this page only.
  }
}

/** Whether the focused view is on, and the way out of it. */
export function useTunnelVision(profile: Profile | undefined): { on: boolean; leave: () => void } {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const asked = new URLSearchParams(search).get('tunnel_vision') === 'true';
  const [visit, setVisit] = useState(() => asked || readVisitFlag());
  const stored = profile?.show_tunnel_vision === true;

  useEffect(() => {
    if (asked) {
      writeVisitFlag(true);
      setVisit(true);
    }
  }, [asked]);

  const leave = useCallback(() => {
    writeVisitFlag(false);
    setVisit(false);
    if (stored) void disableTunnelVision().then(() => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }));
  }, [stored, queryClient]);

  const reportOpened = endsTunnelVision(pathname);
  useEffect(() => {
    if (reportOpened && (stored || visit)) leave();
  }, [reportOpened, stored, visit, leave]);

  return { on: (stored || visit) && !reportOpened, leave };
}
