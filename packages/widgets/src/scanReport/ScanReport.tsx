/**
 * `<ScanReport>`: the website scan report (spec 001 section 2.6), public variant included. Built
 * like `<BuildReport>` on the widget shell (`../shell`: its own QueryClient, view store, engine and
 * toasts per instance), with the same issue explorer and the same overview cards; what is its own is
 * the scan's meta, the header, the Summary composition, the Scan logs tab and the scan's notices.
 */
import { useMemo, useState } from 'react';
import '../widgets.css';
import './scanReport.css';
import { PAGE_STATUSES } from '@curbcut/core';
import type { PageStatus } from '@curbcut/core';
import { resolveSnapshotAccess } from '../details/snapshot/access';
import type { BuildReportProps } from '../buildReport/props';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { AllIssues } from '../issues/AllIssues';
import { openSummaryIssues, ReportFrame, ReportSections, useReportShell, useView, useWidget, withWidgetRoot } from '../shell';
import type { ReportWidgetSpec } from '../shell';
import type { ScanNavigateTarget, ScanReportLinks, ScanReportProps } from './props';
import type { ScanView } from './scanView';
import { ScanHeader } from './ScanHeader';
import { ScanLogsTab } from './ScanLogsTab';
import { ScanNotices } from './ScanNotices';
import { ScanSummaryTab } from './ScanSummaryTab';
import { SCAN_LIVE_REFRESH, useScanRunMeta } from './useScanData';

const NO_LINKS: ScanReportLinks = {};

/** What the shell needs to know about website scan reports. */
const SCAN_REPORT: ReportWidgetSpec<ScanNavigateTarget> = {
  targets: ['scanList', 'scan', 'home', 'compare'],
  liveRefresh: SCAN_LIVE_REFRESH,
  summaryTabLabel: 'Summary',
  // A failed run is over too: what it found can be filtered, shared and exported.
  isCompleted: (status) => !IN_PROGRESS_STATUSES.includes(status),
};

/** The website scan report widget. */
export const ScanReport = withWidgetRoot('ScanReport', ScanReportView);

function ScanReportView(props: ScanReportProps) {
  const { source, links = NO_LINKS, minimal = false } = props;
  // The scan report has no build numbers: its heading is the scan's name.
  const shell = useReportShell(props, SCAN_REPORT, { ...props.features, testHarness: false });
  const { data, supportHref } = shell;
  const scanRunQuery = useScanRunMeta(data.client, source.kind === 'server' ? source.reportId : 'offline');
  const issueSnapshots = resolveSnapshotAccess(props.features?.issueSnapshots, source);
  const scanRun = scanRunQuery.data ?? null;
  // The report's name is the scan's (offline: the name the host gave).
  const meta = useMemo(
    () => (data.meta && scanRun ? { ...data.meta, name: scanRun.scanName } : data.meta),
    [data.meta, scanRun],
  );
  // The scan meta only adds to the header: when it cannot be read the report still shows.
  const status = data.status !== 'ready' ? data.status : source.kind === 'offline' || scanRunQuery.status !== 'loading' ? 'ready' : 'loading';
  // The explorer's empty states lead home; the scan's own links stay with the scan's parts.
  const sharedLinks = useMemo<NonNullable<BuildReportProps['links']>>(
    () => ({ ...(links.home ? { home: links.home } : {}), support: supportHref }),
    [links.home, supportHref],
  );
  const view: ScanView = { data, scanRun, links, minimal, source };

  return (
    <ReportFrame
      shell={shell}
      meta={meta}
      status={status}
      links={sharedLinks}
      issueSnapshots={issueSnapshots}
      back={{ to: 'scanList', href: links.scanList, label: 'Back to Website Scan' }}
    >
      <ScanHeader view={view} />
      {props.notice}
      <ScanNotices view={view} />
      <ScanTabs view={view} />
    </ReportFrame>
  );
}

type ScanTab = 'summary' | 'issues' | 'scan-logs';

function ScanTabs({ view }: { view: ScanView }) {
  const activeTab = useView((s) => s.url.activeTab);
  const { store } = useWidget();
  // Kept here, not in the tab, so the choice survives a visit to another tab.
  const [statuses, setStatuses] = useState<readonly PageStatus[]>(PAGE_STATUSES);
  const openPage = (page: string) => {
    store.getState().setTab('issues');
    store.getState().setFilters({ pages: [page] });
  };
  // The build report's 'overview' (and the explorer's 'Back to Overview') is this report's Summary.
  const selected: ScanTab = activeTab === 'issues' || activeTab === 'scan-logs' ? activeTab : 'summary';
  return (
    <ReportSections<ScanTab>
      selected={selected}
      onSelect={(tab) => store.getState().setTab(tab)}
      sections={[
        { id: 'summary', label: 'Summary', panel: <ScanSummaryTab view={view} onOpenIssues={(filters) => openSummaryIssues(store, filters)} /> },
        { id: 'issues', label: 'All issues', panel: <AllIssues /> },
        {
          id: 'scan-logs',
          label: 'Scan logs',
          panel: <ScanLogsTab view={view} statuses={statuses} onStatusesChange={setStatuses} onOpenPage={openPage} />,
        },
      ]}
    />
  );
}
