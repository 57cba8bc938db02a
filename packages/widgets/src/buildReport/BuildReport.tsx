/**
 * `<BuildReport>`: the automated-test build report (spec 001 sections 2.1 to 2.5). Each instance has
 * its own QueryClient, view store, engine (a worker) and toast queue, so several can share a page.
 */
import { useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import '../widgets.css';
import type { IssueFilters } from '@curbcut/core';
import { OverviewTab } from '../overview';
import { TestCaseSlideOver, TestsTab, offlineTestsSource, serverTestsSource } from '../testCases';
import type { SlideOverTab } from '../testCases';
import { AllIssues } from '../issues/AllIssues';
import { TestIssues } from '../issues/TestIssues';
import { DEFAULT_SUPPORT_HREF } from '../ui/texts';
import { Toasts } from '../ui/toasts';
import { resolveReportFeatures } from './features';
import { LoadFailure } from './LoadFailure';
import { ReportHeader } from './ReportHeader';
import { ReportShareMenu } from './ReportShareMenu';
import { pageLink } from './pageLinks';
import { useCsvExport } from './useCsvExport';
import { isEventFor } from './props';
import type { BuildNavigateTarget, BuildReportProps } from './props';
import { useReportData } from './useReportData';
import { useProgressToasts } from './useProgressToasts';
import { WidgetProvider, useView, useWidget } from './widgetContext';
import type { WidgetContextValue } from './widgetContext';
import { useEmit, useLoadEvents, useRunAction, useWidgetInstance } from './widgetShell';

/** Links when the host gives none (one object, so memoised values stay stable). */
const NO_LINKS: NonNullable<BuildReportProps['links']> = {};

/** The navigate targets the build report emits (its host's `onEvent` takes only these). */
const BUILD_TARGETS: readonly BuildNavigateTarget[] = ['allBuilds', 'home', 'compare', 'testCase'];

/** The build report widget. */
export function BuildReport(props: BuildReportProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BuildReportView {...props} />
    </QueryClientProvider>
  );
}

function BuildReportView(props: BuildReportProps) {
  const { source, links = NO_LINKS, minimal = false } = props;
  const { engine, urlStore, store, toasts, theme } = useWidgetInstance({ urlState: props.urlState, theme: props.theme, onApi: props.onApi, issuesTab: 'issues' });
  const data = useReportData(source, engine?.api ?? null);
  // Parts shared with other widgets emit any widget's events; the host hears only the build's.
  const emit = useEmit((event) => {
    if (isEventFor(event, BUILD_TARGETS)) props.onEvent?.(event);
  });
  const supportHref = links.support ?? DEFAULT_SUPPORT_HREF;
  const { meta } = data;
  const isPublic = source.kind === 'server' && source.access === 'public';
  const { score, comparison, decisionPersistence, testHarness } = props.features ?? {};
  // Rebuilt only when a flag changes: hosts pass a new features object on every render.
  const features = useMemo(
    () => resolveReportFeatures({ score, comparison, decisionPersistence, testHarness }, isPublic),
    [score, comparison, decisionPersistence, testHarness, isPublic],
  );

  useEffect(() => {
    if (data.datasetVersion > 0) store.getState().bumpData();
  }, [data.datasetVersion, store]);

  useProgressToasts(meta?.status, toasts);
  useLoadEvents(data, meta, source.kind === 'server' ? source.reportId : null, emit);

  const client = data.client;
  const reportId = meta?.id ?? '';
  const runAction = useRunAction({ engine, client, reportId, store, toasts, supportHref });

  // Links to this page in another view state need the page's URL as the widget's own.
  const ownsPageUrl = props.urlState === undefined && !minimal && source.kind === 'server' && !isPublic;

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
              completed: meta.status === 'completed',
            },
            features,
            supportHref,
            links: minimal ? {} : links,
            client,
            ownsPageUrl,
            publicLinksAllowed: data.publicLinksAllowed,
            // Test results carry no page snapshots.
            issueSnapshots: 'hidden',
            summaryTabLabel: 'Overview',
            emit,
            runAction,
          }
        : null,
    [meta, engine, store, toasts, data.isAuthor, data.signedIn, data.publicLinksAllowed, isPublic, source.kind, features, supportHref, minimal, links, client, ownsPageUrl, emit, runAction],
  );

  return (
    <div className="cc-widget" data-theme={theme}>
      {data.status === 'error' ? (
        <LoadFailure
          {...(links.allBuilds && !minimal ? { allBuildsHref: links.allBuilds } : {})}
          onBack={() => emit({ type: 'navigate', payload: { to: 'allBuilds', href: links.allBuilds ?? null } })}
          supportHref={supportHref}
        />
      ) : context && data.status === 'ready' ? (
        <WidgetProvider value={context}>
          <ReportHeader {...(links.allBuilds ? { allBuildsHref: links.allBuilds } : {})} minimal={minimal} />
          <ReportTabs data={data} />
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

function ReportTabs({ data }: { data: ReturnType<typeof useReportData> }) {
  const activeTab = useView((s) => s.url.activeTab) ?? 'overview';
  // activeBtcerId names a test case's run; a build has one run per test case, so it names the test.
  const activeTestId = useView((s) => s.url.activeTestId ?? s.url.activeBtcerId) ?? null;
  const slideOverTab = useView((s) => s.url.activeSlideOverTab) ?? 'overview';
  const { store, meta, permissions, features, ownsPageUrl } = useWidget();
  const csv = useCsvExport();
  // The test case's own controls follow the header's rules: share and export once complete and
  // not public; a share link only where the widget owns the page's URL.
  const shareable = permissions.completed && !permissions.isPublic && !permissions.offline;
  const testControls = {
    ...(ownsPageUrl ? { shareLink: (id: string) => pageLink(store, { activeTab: 'tests', activeTestId: id }) } : {}),
    ...(shareable ? { renderShareMenu: () => <ReportShareMenu /> } : {}),
    ...(permissions.completed && !permissions.isPublic
      ? { onExportCsv: (id: string) => void csv.run({ filters: { tests: [id] }, review: 'confirmed', hidden: null }) }
      : {}),
  };
  const testsSource = useMemo(
    () =>
      data.client
        ? serverTestsSource(data.client, meta, { serverSearch: features.testHarness })
        : offlineTestsSource([]),
    [data.client, meta, features.testHarness],
  );
  const openIssues = (filters: IssueFilters) => {
    const s = store.getState();
    s.setTab('issues');
    if (filters.issueStatus === 'hidden' || filters.issueStatus === 'non-issue') store.getState().setHidden(filters.issueStatus);
    if (filters.needsReviewFilter === 'needsReview') store.getState().setReview('needs-review');
    store.getState().setFilters(filters);
    // The list is the Overview's view of these issues: a copied link keeps its way back.
    store.getState().patchUrl({ hasSummaryFilter: true });
  };
  const selected = activeTab === 'issues' || activeTab === 'tests' ? activeTab : 'overview';
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => store.getState().setTab(key as 'overview' | 'issues' | 'tests')} className="cc-tabs">
      <TabList aria-label="Report sections" className="cc-tablist">
        <Tab id="overview" className="cc-tab">
          Overview
        </Tab>
        <Tab id="issues" className="cc-tab">
          Issues
        </Tab>
        <Tab id="tests" className="cc-tab">
          Tests
        </Tab>
      </TabList>
      <TabPanel id="overview" className="cc-tabpanel">
        <OverviewTab
          meta={meta}
          overview={data.overview}
          status={data.overviewStatus}
          onRetry={data.retryOverview}
          isPublic={permissions.isPublic}
          onOpenIssues={openIssues}
          features={features}
        />
      </TabPanel>
      <TabPanel id="issues" className="cc-tabpanel">
        <AllIssues />
      </TabPanel>
      <TabPanel id="tests" className="cc-tabpanel">
        <TestsTab source={testsSource} activeTestId={activeTestId} onOpenTest={(id) => store.getState().patchUrl({ activeTestId: id }, { push: true })} />
        <TestCaseSlideOver
          source={testsSource}
          activeTestId={activeTestId}
          activeSlideOverTab={slideOverTab as SlideOverTab}
          onTabChange={(tab) => store.getState().patchUrl({ activeSlideOverTab: tab })}
          onClose={() => store.getState().patchUrl({ activeTestId: undefined, activeBtcerId: undefined, activeSlideOverTab: undefined })}
          renderIssues={(testCaseId) => <TestIssues testCaseId={testCaseId} />}
          {...testControls}
        />
      </TabPanel>
    </Tabs>
  );
}
