/**
 * `<ManualReport>`: a workflow-analyzer or assisted-test report, or several of them consolidated
 * (spec 002 section 2.1, docs/decisions/0041). It first asks the server which report to show
 * (`GET /tests/consolidate`: the report itself, or a stored consolidation `con_...`), then shows it
 * on the widget shell like any report: the same explorer, overview cards, decisions and export,
 * with a header, a Summary tab and a workflow's steps (or a test's checks) of its own.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import { getConsolidatedReport, isApiRequestError } from '@curbcut/client';
import type { ConsolidatedReport, ManualReportType } from '@curbcut/core';
import '../widgets.css';
import './manualReport.css';
import { clientForSource } from '../data/serverApi';
import type { ServerReportSource } from '../reportSource';
import { BUILD_LIVE_REFRESH, IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import type { ReportData } from '../buildReport/useReportData';
import { AllIssues } from '../issues/AllIssues';
import { openSummaryIssues, ReportFrame, ReportSections, useReportShell, useView, useWidget, withWidgetRoot } from '../shell';
import type { ReportWidgetSpec } from '../shell';
import { TEXTS } from '../ui/texts';
import { ManualHeader } from './ManualHeader';
import { ManualSummaryTab } from './ManualSummaryTab';
import { ChecksTab, StepsTab } from './UnitsTab';
import { ASSISTED_ORIGIN, CONSOLIDATED_ORIGIN, WORKFLOW_ORIGIN } from './IssueOrigin';
import { ManualScopeProvider } from './unitQueries';
import { resolveSnapshotAccess } from '../details/snapshot/access';
import { useAdvancedProcessingToast } from './useAdvancedProcessingToast';
import type { ManualNavigateTarget, ManualReportLinks, ManualReportProps } from './props';
import { LIST_TITLES, MANUAL_TEXTS } from './texts';

const NO_LINKS: ManualReportLinks = {};

/** What the shell needs to know about manual reports. */
const MANUAL_REPORT: ReportWidgetSpec<ManualNavigateTarget> = {
  targets: ['manualList', 'home'],
  // Every batch of a recording publishes build_updates for its report.
  liveRefresh: BUILD_LIVE_REFRESH,
  summaryTabLabel: MANUAL_TEXTS.summaryTab,
  isCompleted: (status) => !IN_PROGRESS_STATUSES.includes(status),
  // 'Advanced processing is complete' with the new issues' count replaces the build's toasts.
  progressToasts: false,
};

/** The manual report widget. */
export const ManualReport = withWidgetRoot('ManualReport', ManualReportView);

function ManualReportView(props: ManualReportProps) {
  const { source, links = NO_LINKS, onEvent } = props;
  const { ids = [], arIds = [], token, client: given } = source;
  const client = useMemo(
    () => clientForSource({ kind: 'server', reportId: '', ...(given ? { client: given } : {}), ...(token ? { token } : {}) }),
    [given, token],
  );
  const query = useQuery({
    queryKey: ['consolidate', ids.join(','), arIds.join(','), token ?? ''],
    queryFn: ({ signal }) => getConsolidatedReport({ ids, arIds }, client, { signal }),
  });
  const type: ManualReportType = ids.length === 0 && arIds.length > 0 ? 'assistedTest' : 'workflowScan';
  // Spec 002 section 8: a report the server cannot show (422) sends the reader back to its list.
  const status = query.error !== null && isApiRequestError(query.error) ? query.error.status : null;
  // Hosts pass a new onEvent each render: the failure is told once, when it happens.
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(() => {
    if (!query.error) return;
    onEventRef.current?.({ type: 'error', payload: { code: status === null ? 'unknown' : String(status), message: query.error.message } });
    if (status === 422) onEventRef.current?.({ type: 'navigate', payload: { to: 'manualList', href: links.list ?? null } });
  }, [query.error, status, links.list]);
  if (query.isError) {
    const notFound = status === 404;
    return (
      <div className="cc-widget" data-theme={props.theme}>
        <div className="cc-failure" role="alert">
          <h1>{notFound ? MANUAL_TEXTS.notFound : TEXTS.loadFailure}</h1>
          <p>
            {notFound ? `${MANUAL_TEXTS.notFoundText} ` : 'If this keeps happening, '}
            <a href={links.support ?? 'mailto:support@curbcut.local'}>contact support</a>.
          </p>
          <Button className="cc-button cc-button-primary" onPress={() => void query.refetch()}>
            Try again
          </Button>
          {links.list ? (
            <a className="cc-button" href={links.list}>
              Back to {LIST_TITLES[type]}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="cc-widget" data-theme={props.theme}>
        <p role="status" className="cc-loading">
          {MANUAL_TEXTS.fetching}
        </p>
      </div>
    );
  }
  return <ManualReportBody props={props} report={query.data} />;
}

function ManualReportBody({ props, report }: { props: ManualReportProps; report: ConsolidatedReport }) {
  const { source, links = NO_LINKS } = props;
  const reportSource: ServerReportSource = {
    kind: 'server',
    reportId: report.id,
    ...(source.client ? { client: source.client } : {}),
    ...(source.token ? { token: source.token } : {}),
    ...(source.access ? { access: source.access } : {}),
  };
  const shell = useReportShell(
    { source: reportSource, urlState: props.urlState, links: { support: links.support }, minimal: props.minimal, theme: props.theme, onEvent: props.onEvent, onApi: props.onApi },
    MANUAL_REPORT,
    { ...props.features, comparison: false, testHarness: false },
  );
  const type = report.reports[0]?.type ?? 'workflowScan';
  const scope = useMemo(() => ({ report, token: source.token }), [report, source.token]);
  // Workflow steps keep the page they ran on (as website scans do); checks and consolidations keep none.
  const issueSnapshots = type === 'workflowScan' && !report.consolidated ? resolveSnapshotAccess(props.features?.issueSnapshots, reportSource) : 'hidden';
  const frameLinks = useMemo(() => ({ ...(links.home ? { home: links.home } : {}), support: shell.supportHref }), [links.home, shell.supportHref]);
  return (
    <ReportFrame
      shell={shell}
      links={frameLinks}
      issueSnapshots={issueSnapshots}
      issueOrigin={report.consolidated ? CONSOLIDATED_ORIGIN : type === 'workflowScan' ? WORKFLOW_ORIGIN : ASSISTED_ORIGIN}
      back={{ to: 'manualList', href: links.list, label: `Back to ${LIST_TITLES[type]}` }}
    >
      <ManualScopeProvider value={scope}>
        <ManualHeader report={report} type={type} links={links} minimal={shell.minimal} />
        {props.notice}
        <ManualTabs report={report} type={type} data={shell.data} />
      </ManualScopeProvider>
    </ReportFrame>
  );
}

type ManualTab = 'summary' | 'issues' | 'steps' | 'checks';

function ManualTabs({ report, type, data }: { report: ConsolidatedReport; type: ManualReportType; data: ReportData }) {
  const activeTab = useView((s) => s.url.activeTab);
  const { store, meta, toasts } = useWidget();
  useAdvancedProcessingToast(type, meta.status, meta.issueSummary.issueCount, toasts);
  // A single report has units to list; a consolidation's are listed on each issue.
  const units: ManualTab | null = report.consolidated ? null : type === 'workflowScan' ? 'steps' : 'checks';
  const selected: ManualTab = activeTab === 'issues' || (units !== null && activeTab === units) ? activeTab : 'summary';
  const openIssues = (filters: Parameters<typeof openSummaryIssues>[1]) => openSummaryIssues(store, filters);
  return (
    <ReportSections<ManualTab>
      selected={selected}
      onSelect={(tab) => store.getState().setTab(tab)}
      sections={[
        { id: 'summary', label: MANUAL_TEXTS.summaryTab, panel: <ManualSummaryTab report={report} type={type} data={data} onOpenIssues={openIssues} /> },
        { id: 'issues', label: MANUAL_TEXTS.issuesTab, panel: <AllIssues /> },
        ...(units === 'steps' ? [{ id: 'steps' as const, label: MANUAL_TEXTS.stepsTab, panel: <StepsTab reportId={report.id} /> }] : []),
        ...(units === 'checks' ? [{ id: 'checks' as const, label: MANUAL_TEXTS.checksTab, panel: <ChecksTab reportId={report.id} /> }] : []),
      ]}
    />
  );
}
