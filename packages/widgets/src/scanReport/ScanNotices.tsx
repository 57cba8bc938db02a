/**
 * What went wrong in a run, under the header (spec 001 section 8): the run's error ('Scan timed
 * out' with Go to homepage, 'Login configuration error: Failed to login.', ...), and the failure
 * banners: pages whose checks failed (opening the failed-pages slide-over), the page limit reached,
 * the run timed out. Those banners say the results (and so the score) are incomplete; public
 * viewers do not get them (spec 001 section 2.6).
 */
import { useWidget } from '../shell/widgetContext';
import { FailureBanner } from './FailedPages';
import { NavLink } from './NavLink';
import type { ScanView } from './scanView';
import { SCAN_TEXTS } from './texts';

/** The run's error, as the spec words it. */
function RunError({ error, view }: { error: string; view: ScanView }) {
  const { supportHref } = useWidget();
  if (error.startsWith(SCAN_TEXTS.scanTimedOut)) {
    return (
      <div className="cc-failure-banner cc-scan-error" role="alert">
        <p className="cc-scan-error-title">{SCAN_TEXTS.scanTimedOut}</p>
        <p>
          {SCAN_TEXTS.scanTimedOutDetail} <a href={supportHref}>Contact support</a>
        </p>
        <NavLink to="home" href={view.links.home} minimal={view.minimal} className="cc-button cc-button-primary">
          {SCAN_TEXTS.goToHomepage}
        </NavLink>
      </div>
    );
  }
  return (
    <div className="cc-failure-banner cc-scan-error" role="alert">
      <p className="cc-scan-error-title">{error}</p>
    </div>
  );
}

/** The run's error and failure banners. */
export function ScanNotices({ view }: { view: ScanView }) {
  const { meta, permissions } = useWidget();
  const run = view.scanRun?.run;
  const error = run?.error ?? null;
  // The run's flags are live while it runs; the report meta's are the recorded ones. Either counts.
  const failedPages = (run?.hasFailedAdvancedScan ?? false) || meta.hasFailedAdvancedScan;
  const loadLimit = (run?.loadLimitReachedFailure ?? false) || meta.loadLimitReachedFailure;
  const timedOut = (run?.buildTimedOutFailure ?? false) || meta.buildTimedOutFailure;
  const banners = !permissions.isPublic && !permissions.offline;
  if (!error && !(banners && (failedPages || loadLimit || timedOut))) return null;
  return (
    <div className="cc-scan-notices">
      {error ? <RunError error={error} view={view} /> : null}
      {banners && failedPages ? <FailureBanner text={SCAN_TEXTS.failedPagesBanner} failedPagesOf={view.data.client ? { client: view.data.client, reportId: meta.id } : null} /> : null}
      {banners && loadLimit ? <FailureBanner text={SCAN_TEXTS.loadLimitBanner} /> : null}
      {banners && timedOut && !error?.startsWith(SCAN_TEXTS.scanTimedOut) ? <FailureBanner text={SCAN_TEXTS.timedOutBanner} /> : null}
    </div>
  );
}
