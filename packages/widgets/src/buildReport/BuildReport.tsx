/**
 * `<BuildReport>`: the automated-test build report (spec 001 sections 2.1 to 2.5). Each instance has
 * its own QueryClient, view store, engine (a worker) and toast queue, so several can share a page.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import '../widgets.css';
import type { IssueFilters } from '@curbcut/core';
import { OverviewTab } from '../overview';
import { TestCaseSlideOver, TestsTab, offlineTestsSource, serverTestsSource } from '../testCases';
import type { SlideOverTab } from '../testCases';
import { sendIssueAction } from '../data/serverApi';
import type { IssueAction } from '../data/types';
import { AllIssues } from '../issues/AllIssues';
import { TestIssues } from '../issues/TestIssues';
import { createViewStore } from '../store/viewStore';
import { windowUrlStateStore } from '../store/urlStateStore';
import { connectEngine } from '../worker/connectEngine';
import type { EngineConnection } from '../worker/connectEngine';
import { DEFAULT_SUPPORT_HREF, TEXTS } from '../ui/texts';
import { Toasts, createToastQueue, failureToast, showToast } from '../ui/toasts';
import { resolveReportFeatures } from './features';
import { LoadFailure } from './LoadFailure';
import { ReportHeader } from './ReportHeader';
import { ReportShareMenu } from './ReportShareMenu';
import { pageLink } from './pageLinks';
import { useCsvExport } from './useCsvExport';
import type { BuildReportProps, WidgetCommand, WidgetEvent } from './props';
import { useReportData } from './useReportData';
import { useProgressToasts } from './useProgressToasts';
import { WidgetProvider, useView, useWidget } from './widgetContext';
import type { RunActionOptions, WidgetContextValue } from './widgetContext';

/** Links when the host gives none (one object, so memoised values stay stable). */
const NO_LINKS: NonNullable<BuildReportProps['links']> = {};

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

function useEngine(): EngineConnection | null {
  const [engine, setEngine] = useState<EngineConnection | null>(null);
  useEffect(() => {
    const connection = connectEngine();
    setEngine(connection);
    return () => connection.dispose();
  }, []);
  return engine;
}

function BuildReportView(props: BuildReportProps) {
  const { source, links = NO_LINKS, minimal = false, theme: initialTheme = 'light' } = props;
  const queryClient = useQueryClient();
  const engine = useEngine();
  const [urlStore] = useState(() => props.urlState ?? windowUrlStateStore());
  const [store] = useState(() => createViewStore(urlStore));
  const [toasts] = useState(createToastQueue);
  const [theme, setTheme] = useState(initialTheme);
  const data = useReportData(source, engine?.api ?? null);
  const onEventRef = useRef(props.onEvent);
  onEventRef.current = props.onEvent;
  const emit = useCallback((event: WidgetEvent) => onEventRef.current?.(event), []);
  const supportHref = links.support ?? DEFAULT_SUPPORT_HREF;
  const { meta } = data;
  const isPublic = source.kind === 'server' && source.access === 'public';
  const { score, comparison, decisionPersistence, testHarness } = props.features ?? {};
  // Rebuilt only when a flag changes: hosts pass a new features object on every render.
  const features = useMemo(
    () => resolveReportFeatures({ score, comparison, decisionPersistence, testHarness }, isPublic),
    [score, comparison, decisionPersistence, testHarness, isPublic],
  );

  useEffect(() => urlStore.subscribe(() => store.getState().syncFromUrl()), [urlStore, store]);
  useEffect(() => setTheme(initialTheme), [initialTheme]);
  useEffect(() => {
    if (data.datasetVersion > 0) store.getState().bumpData();
  }, [data.datasetVersion, store]);

  useProgressToasts(meta?.status, toasts);
  const readySent = useRef(false);
  useEffect(() => {
    if (data.status === 'ready' && meta && !readySent.current) {
      readySent.current = true;
      emit({ type: 'ready', payload: { reportId: source.kind === 'server' ? source.reportId : null, name: meta.name } });
    }
    if (data.status === 'error') {
      emit({ type: 'error', payload: { code: 'load_failed', message: data.error?.message ?? TEXTS.loadFailure } });
    }
  }, [data.status, data.error, meta, emit, source]);

  const command = useCallback(
    (c: WidgetCommand) => {
      const s = store.getState();
      if (c.type === 'set-theme') setTheme(c.payload.theme);
      else if (c.type === 'set-filters') {
        s.setTab('issues');
        store.getState().setFilters(c.payload.filters);
      } else {
        s.setTab('issues');
        store.getState().patchUrl({ activeIssueId: c.payload.issueId, activeIssueIndex: undefined });
      }
    },
    [store],
  );
  useEffect(() => {
    props.onApi?.({ command });
  }, [props.onApi, command]);

  const client = data.client;
  const reportId = meta?.id ?? '';
  const runAction = useCallback(
    async (action: IssueAction, options: RunActionOptions): Promise<boolean> => {
      const api = engine?.api;
      if (!api) return false;
      const failure = () => showToast(toasts, failureToast(supportHref));
      let token: number;
      try {
        token = (await api.applyAction(action)).token;
      } catch {
        failure();
        return false;
      }
      store.getState().bumpData();
      try {
        if (client) await sendIssueAction(client, action, reportId);
        await api.settleAction(token);
      } catch {
        await api.revertAction(token);
        store.getState().bumpData();
        failure();
        return false;
      }
      void queryClient.invalidateQueries({ queryKey: ['meta'] });
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
      const undo = options.undo;
      showToast(toasts, {
        title: options.successTitle,
        tone: 'success',
        ...(undo
          ? { action: { label: 'Undo', onAction: () => void runAction(undo, { successTitle: undoTitle(undo) }) } }
          : {}),
      });
      return true;
    },
    [engine, client, reportId, store, toasts, supportHref, queryClient],
  );

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

function undoTitle(action: IssueAction): string {
  if (action.kind === 'hide') return action.hidden ? TEXTS.hidden : TEXTS.restored;
  return TEXTS.restored;
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
