/**
 * `<BuildReport>`: the automated-test build report (spec 001 sections 2.1 to 2.5). The shell
 * (`../shell`) gives each instance its own QueryClient, view store, engine (a worker) and toast
 * queue, so several can share a page; what is the build report's own is its header and its tabs.
 */
import { useMemo } from 'react';
import '../widgets.css';
import { OverviewTab } from '../overview';
import { TestCaseSlideOver, TestsTab, offlineTestsSource, serverTestsSource } from '../testCases';
import type { SlideOverTab } from '../testCases';
import { AllIssues } from '../issues/AllIssues';
import { TestIssues } from '../issues/TestIssues';
import { openSummaryIssues, ReportFrame, ReportSections, useReportShell, useView, useWidget, withWidgetRoot } from '../shell';
import type { ReportWidgetSpec } from '../shell';
import { absoluteHref, comparePagePath } from '../compare/compareHref';
import { ReportHeader } from './ReportHeader';
import { ReportShareMenu } from './ReportShareMenu';
import { pageLink } from './pageLinks';
import { useCsvExport } from './useCsvExport';
import type { BuildNavigateTarget, BuildReportProps } from './props';
import { BUILD_LIVE_REFRESH } from './useReportData';
import type { ReportData } from './useReportData';

/** Links when the host gives none (one object, so memoised values stay stable). */
const NO_LINKS: NonNullable<BuildReportProps['links']> = {};

/** What the shell needs to know about build reports. */
const BUILD_REPORT: ReportWidgetSpec<BuildNavigateTarget> = {
  // The navigate targets the build report emits (its host's `onEvent` takes only these).
  targets: ['allBuilds', 'home', 'compare', 'testCase'],
  liveRefresh: BUILD_LIVE_REFRESH,
  summaryTabLabel: 'Overview',
  isCompleted: (status) => status === 'completed',
};

/** The build report widget. */
export const BuildReport = withWidgetRoot('BuildReport', BuildReportView);

function BuildReportView(props: BuildReportProps) {
  const { links = NO_LINKS } = props;
  const shell = useReportShell(props, BUILD_REPORT, props.features);
  return (
    <ReportFrame
      shell={shell}
      links={links}
      // Test results carry no page snapshots.
      issueSnapshots="hidden"
      back={{ to: 'allBuilds', href: links.allBuilds }}
    >
      <ReportHeader {...(links.allBuilds ? { allBuildsHref: links.allBuilds } : {})} {...(links.compare ? { compareHref: links.compare } : {})} minimal={shell.minimal} lowCode={props.lowCode === true} />
      {props.notice}
      <ReportTabs data={shell.data} minimal={shell.minimal} lowCode={props.lowCode === true} />
    </ReportFrame>
  );
}

/** The build report's tabs (its view store's `activeTab` values). */
type BuildTab = 'overview' | 'issues' | 'tests';

function ReportTabs({ data, minimal, lowCode }: { data: ReportData; minimal: boolean; lowCode: boolean }) {
  const activeTab = useView((s) => s.url.activeTab) ?? 'overview';
  // activeBtcerId names a test case's run; a build has one run per test case, so it names the test.
  const activeTestId = useView((s) => s.url.activeTestId ?? s.url.activeBtcerId) ?? null;
  const slideOverTab = useView((s) => s.url.activeSlideOverTab) ?? 'overview';
  const { store, meta, permissions, features, ownsPageUrl, links, emit } = useWidget();
  // 'Changes since last run' leads to the compare page of that build and this one (members only).
  const compareDetails =
    permissions.signedIn && !permissions.offline
      ? (comparedTo: string) => {
          const href = links.compare ? links.compare(comparedTo, meta.id) : comparePagePath({ id: meta.id, product: 'automatedTest', ...(lowCode ? { source: 'lcnc' as const } : {}) }, comparedTo);
          return { href: minimal ? null : href, onPress: () => emit({ type: 'navigate', payload: { to: 'compare', href: minimal ? absoluteHref(href) : href } }) };
        }
      : null;
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
  const selected = activeTab === 'issues' || activeTab === 'tests' ? activeTab : 'overview';
  return (
    <ReportSections<BuildTab>
      selected={selected}
      onSelect={(tab) => store.getState().setTab(tab)}
      sections={[
        {
          id: 'overview',
          label: 'Overview',
          panel: (
            <OverviewTab
              meta={meta}
              overview={data.overview}
              status={data.overviewStatus}
              onRetry={data.retryOverview}
              isPublic={permissions.isPublic}
              onOpenIssues={(filters) => openSummaryIssues(store, filters)}
              features={features}
              {...(compareDetails ? { compareDetails } : {})}
            />
          ),
        },
        { id: 'issues', label: 'All issues', panel: <AllIssues /> },
        {
          id: 'tests',
          label: 'Tests',
          panel: (
            <>
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
            </>
          ),
        },
      ]}
    />
  );
}
