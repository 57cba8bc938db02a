/**
 * The layout of the scan report route: the app shell, or with `minimal=true` (the report embedded
 * in a parent scanner, spec 000 section 1) only a main landmark around the report, with no header,
 * sidebar or skip link to reach past.
 */
import { Outlet, useSearchParams } from 'react-router';
import { MAIN_ID } from '../components/SkipLink';
import { AppShell } from '../layouts/AppShell';

/** App shell or bare frame, by `minimal`. */
export function ScannerReportLayout() {
  const [params] = useSearchParams();
  if (params.get('minimal') !== 'true') return <AppShell />;
  return (
    <div className="embed-frame">
      <main id={MAIN_ID} tabIndex={-1} className="embed-main">
        <Outlet />
      </main>
    </div>
  );
}
