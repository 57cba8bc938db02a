/**
 * Focus after an in-app navigation (WCAG 2.4.3, issue 17): a client-side route change leaves focus
 * on the link that was pressed, or on <body> once that link is gone, so a screen reader announces
 * nothing of the new page. Each layout renders <RouteFocus />; on every path change but the app's
 * first load (where the skip link stays the first stop) it moves focus to the page's level-1
 * heading, waiting for it when the page renders it after its data (a report).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from '../components/SkipLink';

/** How long a page's heading may take to appear (a report shows it once its data has loaded). */
export const HEADING_WAIT_MS = 10_000;

/**
 * The location the app was loaded at: the first load, and a layout mounted by it, leave focus
 * alone. Kept for the page's life because a layout switch (sign-in to Home) mounts a new RouteFocus.
 */
let firstLocationKey: string | null = null;

/**
 * Focuses the first <h1> in `main` (made focusable with tabindex=-1), now or when it appears, and
 * again if the page replaces it while focus has fallen to <body>. Gives up when the user has put
 * focus somewhere else, or after `waitMs`. Returns the cleanup.
 */
export function focusPageHeading(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const focusAtNavigation = document.activeElement;
  let heading: HTMLElement | null = null;
  // Focus may move when nothing holds it, or when it is still where the navigation left it.
  const focusIsFree = () => {
    const active = document.activeElement;
    return active === null || active === document.body || active === focusAtNavigation || active === heading || !active.isConnected;
  };
  const attempt = () => {
    if (!focusIsFree()) return stop();
    if (heading?.isConnected && document.activeElement === heading) return;
    const next = main.querySelector('h1');
    if (!next) return;
    if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    heading = next;
    next.focus();
  };
  // Focus the user moved elsewhere ends the wait for good: when it later falls to <body> for a
  // moment (a dialog closing, before its trigger gets focus back), the heading must not take it.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== heading && event.target !== focusAtNavigation) stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
  attempt();
  return stop;
}

/** Moves focus to the new page's heading after each client-side change of path. */
export function RouteFocus() {
  const location = useLocation();
  firstLocationKey ??= location.key;
  const firstLoad = location.key === firstLocationKey;
  useEffect(() => {
    if (firstLoad) return;
    const main = document.getElementById(MAIN_ID);
    return main ? focusPageHeading(main) : undefined;
    // Only a new path is a new page: tabs and filters change the query string alone.
  }, [location.pathname]);
  return null;
}
