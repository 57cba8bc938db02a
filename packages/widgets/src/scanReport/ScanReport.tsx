/**
 * `<ScanReport>`: the website scan report (spec 001 section 2.6), public variant included. Built
 * like `<BuildReport>` (its own QueryClient, view store, engine and toasts per instance) from the
 * same shell hooks, the same issue explorer and the same overview cards; what is its own is the
 * header, the Summary composition, the Scan logs tab and the scan's notices.
 */
import { useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import '../widgets.css';
import './scanReport.css';
import { PAGE_STATUSES } from '@curbcut/core';
import type { IssueFilters, PageStatus } from '@curbcut/core';
import { resolveReportFeatures } from '../buildReport/features';
import { resolveSnapshotAccess } from '../details/snapshot/access';
import { LoadFailure } from '../buildReport/LoadFailure';
import { isEventFor } from '../buildReport/props';
import type { BuildReportProps } from '../buildReport/props';
import { IN_PROGRESS_STATUSES, useReportData } from '../buildReport/useReportData';
import { useProgressToasts } from '../buildReport/useProgressToasts';
import { WidgetProvider, useView, useWidget } from '../buildReport/widgetContext';
import type { WidgetContextValue } from '../buildReport/widgetContext';
import { useEmit, useLoadEvents, useRunAction, useWidgetInstance } from '../buildReport/widgetShell';
import { AllIssues } from '../issues/AllIssues';
import { DEFAULT_SUPPORT_HREF } from '../ui/texts';
import { Toasts } from '../ui/toasts';
import type { ScanNavigateTarget, ScanReportLinks, ScanReportProps } from './props';
import type { ScanView } from './scanView';
import { ScanHeader } from './ScanHeader';
import { ScanLogsTab } from './ScanLogsTab';
import { ScanNotices } from './ScanNotices';
import { ScanSummaryTab } from './ScanSummaryTab';
import { SCAN_LIVE_REFRESH, useScanRunMeta } from './useScanData';

const NO_LINKS: ScanReportLinks = {};
const SCAN_TARGETS: readonly ScanNavigateTarget[] = ['scanList', 'scan', 'home', 'compare'];

/** The website scan report widget. */
export function ScanReport(props: ScanReportProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ScanReportView {...props} />
    </QueryClientProvider>
  );
}

function ScanReportView(props: ScanReportProps) {
  const { source, links = NO_LINKS, minimal = false } = props;
  const { engine, store, toasts, theme } = useWidgetInstance({ urlState: props.urlState, theme: props.theme, onApi: props.onApi, issuesTab: 'issues' });
  const data = useReportData(source, engine?.api ?? null, SCAN_LIVE_REFRESH);
  const reportId = source.kind === 'server' ? source.reportId : 'offline';
  const scanRunQuery = useScanRunMeta(data.client, reportId);
  // The shared parts emit any widget's events; the host hears only the scan report's.
  const emit = useEmit((event) => {
    if (isEventFor(event, SCAN_TARGETS)) props.onEvent?.(event);
  });
  const supportHref = links.support ?? DEFAULT_SUPPORT_HREF;
  const isPublic = source.kind === 'server' && source.access === 'public';
  const { score, comparison, decisionPersistence, issueSnapshots: givenSnapshots } = props.features ?? {};
  const issueSnapshots = resolveSnapshotAccess(givenSnapshots, source);
  const features = useMemo(
    () => resolveReportFeatures({ score, comparison, decisionPersistence, testHarness: false }, isPublic),
    [score, comparison, decisionPersistence, isPublic],
  );
  const scanRun = scanRunQuery.data ?? null;
  // The report's name is the scan's (offline: the name the host gave).
  const meta = useMemo(
    () => (data.meta && scanRun ? { ...data.meta, name: scanRun.scanName } : data.meta),
    [data.meta, scanRun],
  );
  // The scan meta only adds to the header: when it cannot be read the report still shows.
  const status = data.status !== 'ready' ? data.status : source.kind === 'offline' || scanRunQuery.status !== 'loading' ? 'ready' : 'loading';

  useEffect(() => {
    if (data.datasetVersion > 0) store.getState().bumpData();
  }, [data.datasetVersion, store]);
  useProgressToasts(meta?.status, toasts);
  useLoadEvents({ status, error: data.error }, meta, source.kind === 'server' ? source.reportId : null, emit);
  const runAction = useRunAction({ engine, client: data.client, reportId: meta?.id ?? '', store, toasts, supportHref });
  const ownsPageUrl = props.urlState === undefined && !minimal && source.kind === 'server' && !isPublic;
  // The explorer's empty states lead home; the scan's own links stay with the scan's parts.
  const sharedLinks = useMemo<NonNullable<BuildReportProps['links']>>(
    () => (minimal ? {} : { ...(links.home ? { home: links.home } : {}), support: supportHref }),
    [minimal, links.home, supportHref],
  );

  const context = useMemo<WidgetContextValue | null>(
    () =>
      meta && engine
        ? {
            store,
            engine: engine.api,
            toasts,
            meta,
            permissions: {
              isAuthor: data.isAuthor,
              isPublic,
              signedIn: data.signedIn,
              offline: source.kind === 'offline',
              // A failed run is over too: what it found can be filtered, shared and exported.
              completed: !IN_PROGRESS_STATUSES.includes(meta.status),
            },
            features,
            supportHref,
            links: sharedLinks,
            client: data.client,
            ownsPageUrl,
            publicLinksAllowed: data.publicLinksAllowed,
            issueSnapshots,
            summaryTabLabel: 'Summary',
            emit,
            runAction,
          }
        : null,
    [meta, engine, store, toasts, data.isAuthor, data.signedIn, data.publicLinksAllowed, data.client, isPublic, source.kind, features, issueSnapshots, supportHref, sharedLinks, ownsPageUrl, emit, runAction],
  );
  const view: ScanView = { data, scanRun, links, minimal, source };

  return (
    <div className="cc-widget" data-theme={theme}>
      {status === 'error' ? (
        <LoadFailure
          {...(links.scanList && !minimal ? { allBuildsHref: links.scanList } : {})}
          backLabel="Back to Website Scan"
          onBack={() => emit({ type: 'navigate', payload: { to: 'scanList', href: links.scanList ?? null } })}
          supportHref={supportHref}
        />
      ) : context && status === 'ready' ? (
        <WidgetProvider value={context}>
          <ScanHeader view={view} />
          <ScanNotices view={view} />
          <ScanTabs view={view} />
        </WidgetProvider>
      ) : (
        <p role="status" className="cc-loading">
          Loading report…
        </p>
      )}
      <Toasts queue={toasts} />
    </div>
  );
}

type ScanTab = 'summary' | 'issues' | 'scan-logs';

function ScanTabs({ view }: { view: ScanView }) {
  const activeTab = useView((s) => s.url.activeTab);
  const { store } = useWidget();
  // Kept here, not in the tab, so the choice survives a visit to another tab.
  const [statuses, setStatuses] = useState<readonly PageStatus[]>(PAGE_STATUSES);
  const openIssues = (filters: IssueFilters) => {
    const s = store.getState();
    s.setTab('issues');
    if (filters.issueStatus === 'hidden' || filters.issueStatus === 'non-issue') store.getState().setHidden(filters.issueStatus);
    if (filters.needsReviewFilter === 'needsReview') store.getState().setReview('needs-review');
    store.getState().setFilters(filters);
    // The list is the Summary's view of these issues: a copied link keeps its way back.
    store.getState().patchUrl({ hasSummaryFilter: true });
  };
  const openPage = (page: string) => {
    store.getState().setTab('issues');
    store.getState().setFilters({ pages: [page] });
  };
  // The build report's 'overview' (and the explorer's 'Back to Overview') is this report's Summary.
  const selected: ScanTab = activeTab === 'issues' || activeTab === 'scan-logs' ? activeTab : 'summary';
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => store.getState().setTab(key as ScanTab)} className="cc-tabs">
      <TabList aria-label="Report sections" className="cc-tablist">
        <Tab id="summary" className="cc-tab">
          Summary
        </Tab>
        <Tab id="issues" className="cc-tab">
          All issues
        </Tab>
        <Tab id="scan-logs" className="cc-tab">
          Scan logs
        </Tab>
      </TabList>
      <TabPanel id="summary" className="cc-tabpanel">
        <ScanSummaryTab view={view} onOpenIssues={openIssues} />
      </TabPanel>
      <TabPanel id="issues" className="cc-tabpanel">
        <AllIssues />
      </TabPanel>
      <TabPanel id="scan-logs" className="cc-tabpanel">
        <ScanLogsTab view={view} statuses={statuses} onStatusesChange={setStatuses} onOpenPage={openPage} />
      </TabPanel>
    </Tabs>
  );
}
