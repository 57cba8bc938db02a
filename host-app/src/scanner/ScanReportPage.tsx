/**
 * `/site-scanner/projects/:projectId/builds/?thBuildId=` (spec 000 section 2.1): the report of one
 * scan run, through `<ScanReport>`. Without thBuildId the project's latest run opens. With
 * `minimal=true` the page has no chrome (see AppShell) and the widget posts navigation
 * as events instead of linking; they are forwarded to a same-origin parent window only, since this
 * route has no handshake to learn another origin (cross-origin parents use /embed/scan-report).
 * Outside minimal mode the report has File a bug (above it, and in its details pane for the issue
 * in view), the troubleshooting question when its issue count changed since the scan's previous
 * run (under the report heading), and the report's feedback.
 */
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { scanRunsQuery, scansQuery } from '@curbcut/client';
import { ScanReport, scanFeaturesFromProfile } from '@curbcut/widgets';
import { issueCountChange } from '../feedback/issueCountChange';
import { IssueCountFeedback, ReportFeedback } from '../feedback/ReportFeedback';
import { ReportBugAction } from '../integrations/ReportBugAction';
import { useBugTracker } from '../integrations/useBugTracker';
import { appProfileQuery } from '../queryClient';
import { scanComparePath, scanDetailsPath, SCANNER_PATH, scanReportPath } from './scannerPaths';
import './scanner.css';

/** The spec's support contact. */
const SUPPORT_LINK = 'mailto:support@curbcut.local';

/** Sends a widget event to the parent window when it is of this origin (minimal mode in a frame). */
export function postToSameOriginParent(event: { type: string; payload: unknown }): void {
  if (window.parent === window) return;
  window.parent.postMessage({ ns: 'curbcut', v: 1, channel: 'site-scanner', type: event.type, payload: event.payload }, window.location.origin);
}

/** The scan report page. */
export function ScanReportPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  const runId = params.get('thBuildId');
  const minimal = params.get('minimal') === 'true';
  if (!runId) return <LatestRun projectId={projectId} params={params} />;
  return <ScanRunReport runId={runId} projectId={projectId} minimal={minimal} />;
}

function ScanRunReport({ runId, projectId, minimal }: { runId: string; projectId: string; minimal: boolean }) {
  const profile = useQuery(appProfileQuery());
  const bugTracker = useBugTracker(!minimal);
  const scans = useQuery(scansQuery({}));
  const scan = scans.data?.find((s) => s.projectId === projectId);
  const runs = useQuery({ ...scanRunsQuery(scan?.id ?? ''), enabled: scan !== undefined && !minimal });
  const change = runs.data
    ? issueCountChange(
        runs.data.map((run) => ({ id: run.id, label: `run #${run.runNumber}`, status: run.status, issueCount: run.issueSummary.issueCount })),
        runId,
      )
    : null;
  const runNumber = runs.data?.find((run) => run.id === runId)?.runNumber;
  const queryClient = useQueryClient();
  // Shown by the widget under its heading; the widget has a query client of its own, the banner keeps the app's.
  const banner = (
    <QueryClientProvider client={queryClient}>
      <IssueCountFeedback change={change} />
    </QueryClientProvider>
  );
  return (
    <div className={minimal ? 'scan-report-minimal' : 'page'}>
      <title>{[runNumber === undefined ? null : `Run #${runNumber}`, scan?.name, 'Website scan report', 'Curbcut'].filter(Boolean).join(' · ')}</title>
      {minimal ? null : <ReportBugAction reportId={runId} what={scan ? `the scan ${scan.name}` : 'a website scan'} />}
      <ScanReport
        // A new run gets a fresh widget (its store and worker belong to one report).
        key={runId}
        {...(minimal ? {} : { notice: banner })}
        source={{ kind: 'server', reportId: runId }}
        links={{
          scanList: SCANNER_PATH,
          ...(scan ? { scan: scanDetailsPath(scan.id) } : {}),
          home: '/home',
          compare: scanComparePath,
          support: SUPPORT_LINK,
        }}
        minimal={minimal}
        features={{ ...(profile.data ? scanFeaturesFromProfile(profile.data) : {}), bugTracker }}
        {...(minimal ? { onEvent: postToSameOriginParent } : {})}
      />
      {minimal ? null : <ReportFeedback reportId={runId} />}
    </div>
  );
}

/** Opens the project's latest run; says so when the project has none. */
function LatestRun({ projectId, params }: { projectId: string; params: URLSearchParams }) {
  const scans = useQuery(scansQuery({}));
  if (scans.isPending) return <p role="status">Loading the latest scan report…</p>;
  if (scans.isError) {
    return (
      <div className="page">
        <h1>Website scan report</h1>
        <p className="form-error">The scans could not be loaded.</p>
      </div>
    );
  }
  // The route's segment is the project id; older links named the scan (the spec's "project name").
  const scan = scans.data.find((s) => s.projectId === projectId) ?? scans.data.find((s) => s.name === projectId);
  const run = scan?.latestRun;
  if (scan && run) {
    const next = new URLSearchParams(params);
    next.set('thBuildId', run.id);
    return <Navigate to={`${scanReportPath(run.projectId)}?${next.toString()}`} replace />;
  }
  return (
    <div className="page">
      <title>{`${scan ? scan.name : 'Scan not found'} · Website scan report · Curbcut`}</title>
      <h1>{scan ? scan.name : 'Website scan report'}</h1>
      <div className="card empty">
        <h2 className="empty-title">{scan ? 'No runs yet' : 'Scan not found'}</h2>
        <p>{scan ? 'This scan has not run yet. Start it from its details page.' : 'No scan of yours has this project.'}</p>
        <Link className="button primary" to={scan ? scanDetailsPath(scan.id) : SCANNER_PATH}>
          {scan ? 'Open the scan' : 'Go to the Website Scanner'}
        </Link>
      </div>
    </div>
  );
}
