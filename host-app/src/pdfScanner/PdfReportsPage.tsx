/**
 * `/pdf-scanner` (spec 002 section 2.2): the group's PDF reports under the tabs Reports and Summary,
 * with Check PDFs to add more. Statuses change live: the shell's live updates refresh this list on
 * every report event, and it is read again every few seconds while a check runs.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { pdfReportsQuery } from '@curbcut/client';
import { QueryStates } from '../components/QueryStates';
import { appProfileQuery } from '../queryClient';
import { PdfReportsTable } from './PdfReportsTable';
import { PdfSummary } from './PdfSummary';
import '../scanner/scanner.css';
import './pdfScanner.css';

/** How often the list is read again while a check runs. */
const IN_PROGRESS_POLL_MS = 3000;

const TABS = [
  { id: 'reports', label: 'Reports' },
  { id: 'summary', label: 'Summary' },
] as const;

export function PdfReportsPage() {
  const [params, setParams] = useSearchParams();
  // Live updates refresh the list; while a check runs it is also read again, so a missed event
  // (or a server without live updates) never leaves a status behind.
  const reports = useQuery({ ...pdfReportsQuery(), refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'queued' || r.status === 'processing') ? IN_PROGRESS_POLL_MS : false) });
  const profile = useQuery({ ...appProfileQuery(), enabled: false });
  const selected = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'reports';
  const select = (key: Key) => {
    const next = new URLSearchParams();
    if (key !== 'reports') next.set('tab', String(key));
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
        {(list) => (
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
              <PdfReportsTable reports={list} userId={profile.data?.user_id} />
            </TabPanel>
            <TabPanel id="summary" className="card">
              <h2 className="visually-hidden">Summary</h2>
              <PdfSummary reports={list} />
            </TabPanel>
          </Tabs>
        )}
      </QueryStates>
    </div>
  );
}
