import type { ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { isMinimal } from '../shell/routeRules';
import { Brand } from '../components/Brand';
import { RouteFocus } from '../shell/RouteFocus';
import { MAIN_ID, SkipLink } from '../components/SkipLink';

/** The frame of pages outside the app shell: sign-in, status pages and the error fallback. */
export function PlainFrame({ children, minimal = false }: { children: ReactNode; minimal?: boolean }) {
  return (
    <div className="plain-frame">
      {minimal ? null : <SkipLink />}
      {minimal ? null : (
        <header className="app-header">
          <Brand />
        </header>
      )}
      <main id={MAIN_ID} tabIndex={-1} className="plain-main">
        {children}
      </main>
    </div>
  );
}

/** PlainFrame as a layout route; bare with `minimal=true` (a page embedded in a parent scanner). */
export function PlainLayout() {
  const [params] = useSearchParams();
  return (
    <PlainFrame minimal={isMinimal(params)}>
      {isMinimal(params) ? null : <RouteFocus />}
      <Outlet />
    </PlainFrame>
  );
}
