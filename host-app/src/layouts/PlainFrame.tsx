import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { MAIN_ID, SkipLink } from '../components/SkipLink';

/** The frame of pages outside the app shell: sign-in, status pages and the error fallback. */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <div className="plain-frame">
      <SkipLink />
      <header className="app-header">
        <Brand />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="plain-main">
        {children}
      </main>
    </div>
  );
}

/** PlainFrame as a layout route. */
export function PlainLayout() {
  return (
    <PlainFrame>
      <Outlet />
    </PlainFrame>
  );
}
