/**
 * The scan report's header (spec 001 section 2.6): breadcrumbs 'Website Scan' > scan name > created
 * date, the heading ('Website scan: name' when public), the 'Latest run' badge (not while the run
 * goes: it is not a finished latest run yet), the run's progress while it goes, the 'Scan details'
 * popover, and share / compare / export. Public viewers get no breadcrumbs, share, compare or
 * export, and embed-token readers no share, compare or export; while the scan runs those controls
 * say 'Available once scan is complete'.
 */
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { ExportButton } from '../buildReport/ExportButton';
import { ReportShareMenu } from '../buildReport/ReportShareMenu';
import { useWidget } from '../shell/widgetContext';
import { COMPARE_TEXTS } from '../compare/texts';
import { CompareRuns } from './CompareRuns';
import { DateTime, NavLink } from './NavLink';
import { ScanDetails } from './ScanDetails';
import { isScanInProgress, ScanProgress } from './ScanProgress';
import type { ScanView } from './scanView';
import { SCAN_TEXTS, scanHeading } from './texts';

/** The header of one scan report. */
export function ScanHeader({ view }: { view: ScanView }) {
  const { meta, permissions, features } = useWidget();
  const { isPublic, offline, completed, signedIn } = permissions;
  const { scanRun, links, minimal } = view;
  const name = scanRun?.scanName ?? meta.name;
  const heading = scanHeading(name, isPublic);
  // Comparing needs the flag, a member (token readers get no compare) and a compare page to open.
  const compare = !isPublic && !offline && signedIn && features.comparison && scanRun && links.compare ? links.compare : null;
  // Share and export are a member's (or an offline host's): a token reader, embedded or public,
  // gets none of them (docs/embedding.md: tokens never carry author rights).
  const showActions = !isPublic && (signedIn || offline);
  return (
    <header className="cc-header">
      {!isPublic && !offline ? (
        <nav aria-label="Breadcrumb" className="cc-breadcrumb">
          <ol>
            <li>
              <NavLink to="scanList" href={links.scanList} minimal={minimal}>
                {SCAN_TEXTS.breadcrumbRoot}
              </NavLink>
            </li>
            <li>
              <NavLink to="scan" href={links.scan} minimal={minimal}>
                {name}
              </NavLink>
            </li>
            <li aria-current="page">
              <DateTime iso={meta.createdAt} />
            </li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <div className="cc-scan-title">
          <h1 className="cc-heading">{heading}</h1>
          {scanRun?.isLatest && !isScanInProgress(scanRun.run.status) ? <span className="cc-scan-badge">{SCAN_TEXTS.latestRun}</span> : null}
          {scanRun ? <ScanDetails scan={scanRun} isPublic={isPublic} /> : null}
        </div>
        {showActions ? (
          <div className="cc-header-actions">
            {completed ? (
              <>
                {!offline ? <ReportShareMenu /> : null}
                {compare && scanRun ? <CompareRuns run={scanRun.run} compareHref={compare} minimal={minimal} /> : null}
                <ExportButton />
              </>
            ) : (
              <>
                {!offline ? <UnavailableButton reason={TEXTS.availableOnceComplete}>Share</UnavailableButton> : null}
                {compare ? <UnavailableButton reason={TEXTS.availableOnceComplete}>{COMPARE_TEXTS.trigger}</UnavailableButton> : null}
                <UnavailableButton reason={TEXTS.availableOnceComplete}>Export CSV</UnavailableButton>
              </>
            )}
          </div>
        ) : null}
      </div>
      {scanRun ? <ScanProgress run={scanRun.run} /> : null}
    </header>
  );
}
