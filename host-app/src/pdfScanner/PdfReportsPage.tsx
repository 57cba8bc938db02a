/**
 * `/pdf-scanner` (spec 002 section 2.2): the group's PDF reports under the tabs Reports, Summary
 * and Issue Breakdown, with Check PDFs to add more. Reports selected in the Reports tab (`selected`
 * in the URL) narrow the other two tabs to them. Statuses change live: the shell's live updates
 * refresh this list on every report event, and it is read again every few seconds while a check runs.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { pdfReportsQuery, pdfScannerQueryKeys } from '@curbcut/client';
import type { PdfReport } from '@curbcut/core';
import { QueryStates } from '../components/QueryStates';
import { appProfileQuery } from '../queryClient';
import { PdfBreakdown } from './PdfBreakdown';
import { SELECTION_PARAM, selectedReports } from './pdfListModel';
import { PdfReportsTable } from './PdfReportsTable';
import { PdfSelectionScope, usePdfSelection } from './PdfSelection';
import { PdfSummary } from './PdfSummary';
import '../scanner/scanner.css';
import './pdfScanner.css';

/** How often the list is read again while a check runs. */
const IN_PROGRESS_POLL_MS = 3000;

const TABS = [
  { id: 'reports', label: 'Reports' },
  { id: 'summary', label: 'Summary' },
  { id: 'breakdown', label: 'Issue Breakdown' },
] as const;

/**
 * The breakdown is counted by the server: read it again when a completed report's counts change
 * (a check ends, an issue is hidden, a report is deleted), which the list learns live.
 */
function useBreakdownFollowsList(list: readonly PdfReport[] | undefined) {
  const queryClient = useQueryClient();
  const signature = (list ?? [])
    .filter((r) => r.status === 'completed')
    .map((r) => `${r.id}:${r.totalIssues}:${r.hiddenIssuesCount}`)
    .join(',');
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: [...pdfScannerQueryKeys.all, 'breakdown'] });
  }, [signature, queryClient]);
}

/** The Summary and Issue Breakdown tabs' scope: the selected completed reports, else all. */
function ScopeLine({ count, onShowAll }: { count: number; onShowAll: () => void }) {
  return count > 0 ? <PdfSelectionScope count={count} onShowAll={onShowAll} /> : <p className="muted">Showing every completed report. Select reports in the Reports tab to narrow this view.</p>;
}

export function PdfReportsPage() {
  const [params, setParams] = useSearchParams();
  // Live updates refresh the list; while a check runs it is also read again, so a missed event
  // (or a server without live updates) never leaves a status behind.
  const reports = useQuery({ ...pdfReportsQuery(), refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'queued' || r.status === 'processing') ? IN_PROGRESS_POLL_MS : false) });
  const profile = useQuery({ ...appProfileQuery(), enabled: false });
  const selection = usePdfSelection();
  useBreakdownFollowsList(reports.data);
  const selected = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'reports';
  const select = (key: Key) => {
    // A tab starts afresh (search, page, filter) but keeps the selection it is about.
    const next = new URLSearchParams();
    if (key !== 'reports') next.set('tab', String(key));
    const chosen = params.get(SELECTION_PARAM);
    if (chosen) next.set(SELECTION_PARAM, chosen);
    setParams(next, { replace: true });
  };
  return (
    <div className="page">
      <title>PDF Scanner · Curbcut</title>
      <div className="page-header">
        <h1>PDF Scanner</h1>
        <div className="page-actions">
          <Link className="button primary" to="/pdf-scanner/create">
            Check PDFs
          </Link>
        </div>
      </div>
      <QueryStates
        query={reports}
        loading="Loading reports…"
        failed="The reports could not be loaded."
        empty={
          <div className="card empty">
            <h2 className="empty-title">No reports yet</h2>
            <p>The PDF Scanner checks documents against PDF/UA and WCAG 2.2. Upload a PDF or link to one to make the first report.</p>
            <Link className="button primary" to="/pdf-scanner/create">
              Check PDFs
            </Link>
          </div>
        }
      >
        {(list) => {
          const chosen = selectedReports(list, selection.selected);
          return (
            <Tabs selectedKey={selected} onSelectionChange={select}>
              <TabList className="page-tab-list" aria-label="PDF Scanner">
                {TABS.map((t) => (
                  <Tab key={t.id} id={t.id} className="page-tab">
                    {t.label}
                  </Tab>
                ))}
              </TabList>
              <TabPanel id="reports" className="card">
                <h2 className="visually-hidden">Reports</h2>
                <PdfReportsTable reports={list} userId={profile.data?.user_id} publicLinksAllowed={profile.data?.public_links_enabled ?? false} />
              </TabPanel>
              <TabPanel id="summary" className="card">
                <h2 className="visually-hidden">Summary</h2>
                <ScopeLine count={chosen.length} onShowAll={selection.clear} />
                <PdfSummary reports={chosen.length > 0 ? chosen : list} />
              </TabPanel>
              <TabPanel id="breakdown" className="card">
                <h2 className="visually-hidden">Issue Breakdown</h2>
                <ScopeLine count={chosen.length} onShowAll={selection.clear} />
                <PdfBreakdown reportIds={chosen.length > 0 ? chosen.map((r) => r.id) : undefined} />
              </TabPanel>
            </Tabs>
          );
        }}
      </QueryStates>
    </div>
  );
}
