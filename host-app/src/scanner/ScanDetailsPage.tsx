/**
 * `/site-scanner/scan-details/:id`: a scan's configuration (schedule in the viewer's time, the
 * authentication configuration by name only), its run history with links to each report, and the
 * actions Scan now, Cancel scan, Edit and Delete, and the trends of its runs over time. Refreshes
 * every 5 s while a run is in progress.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ScanProgress } from '@curbcut/widgets';
import { scanQuery, scanRunsQuery, type ScanConfig, type ScanRunItem } from '@curbcut/client';
import { formatDateTime } from '../format';
import { TrendsPanel } from '../trends/TrendsPanel';
import { DeleteScanButton } from './DeleteScanDialog';
import { RunStatus } from './RunStatus';
import { CancelRunButton, ScanNowButton } from './ScanActions';
import { IN_PROGRESS_REFRESH_MS, isRunInProgress, SCAN_TYPE_LABELS, scanComparePath, scanEditPath, scanReportPath } from './scannerPaths';
import { browserOffsetMinutes, describeUtcCron, nextCronRun } from './schedule';
import './scanner.css';

const BUSY_NOTE_ID = 'scan-busy-note';

/** The scan details page. */
export function ScanDetailsPage() {
  const { id = '' } = useParams();
  const scan = useQuery({ ...scanQuery(id), refetchInterval: (q) => (isRunInProgress(q.state.data?.latestRun?.status) ? IN_PROGRESS_REFRESH_MS : false) });
  const runs = useQuery({
    ...scanRunsQuery(id),
    refetchInterval: (q) => (q.state.data?.some((r) => isRunInProgress(r.status)) || isRunInProgress(scan.data?.latestRun?.status) ? IN_PROGRESS_REFRESH_MS : false),
  });

  if (scan.isPending) return <p role="status">Loading the scan…</p>;
  if (scan.isError) {
    return (
      <div className="page">
        <h1>Scan</h1>
        <p className="form-error">The scan could not be loaded.</p>
      </div>
    );
  }
  const data = scan.data;
  const busy = isRunInProgress(data.latestRun?.status);
  return (
    <div className="page scanner-page">
      <title>{`${data.name} · Website Scanner · Curbcut`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/site-scanner">Website Scanner</Link> <span aria-hidden="true">/</span> <span aria-current="page">{data.name}</span>
      </nav>
      <div className="page-header">
        <div>
          <h1>{data.name}</h1>
          <p className="muted">{SCAN_TYPE_LABELS[data.scanType]}</p>
        </div>
        <div className="page-actions">
          <ScanNowButton scan={data} className="button primary" describedBy={BUSY_NOTE_ID} />
          {data.latestRun ? (
            <Link className="button" to={scanReportPath(data.latestRun.projectId, data.latestRun.id)}>
              Latest report
            </Link>
          ) : null}
          <Link className="button" to={scanEditPath(data.id)}>
            Edit
          </Link>
          <DeleteScanButton scan={data} />
        </div>
      </div>
      {data.latestRun ? <ScanProgress run={data.latestRun} /> : null}
      {busy ? (
        <p id={BUSY_NOTE_ID} className="notice" role="status" tabIndex={-1}>
          A scan is in progress. Scan now is available again when it ends.
        </p>
      ) : null}
      <Configuration scan={data} />
      <section className="card" aria-labelledby="run-history">
        <h2 id="run-history">Run history</h2>
        {runs.isPending ? (
          <p role="status">Loading runs…</p>
        ) : runs.isError ? (
          <p className="form-error">The runs could not be loaded.</p>
        ) : runs.data.length === 0 ? (
          <p>No runs yet. Start one with Scan now.</p>
        ) : (
          <RunTable scanId={data.id} runs={runs.data} />
        )}
      </section>
      <TrendsPanel subject={{ kind: 'scan', scanId: data.id }} kind="run" />
    </div>
  );
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

function Configuration({ scan }: { scan: ScanConfig }) {
  const s = scan.settings;
  const offset = browserOffsetMinutes();
  const nextRun = scan.schedule?.nextRunAt ?? (scan.schedule ? (nextCronRun(scan.schedule.cron, new Date())?.toISOString() ?? null) : null);
  const rows: [string, ReactNode][] = [
    ['Start URLs', s.startUrls.length === 0 ? 'None' : <UrlList urls={s.startUrls} />],
    ['Sitemap', s.sitemapUrl ? <span className="url-text">{s.sitemapUrl}</span> : 'None'],
    ['Crawl', s.crawl.enabled ? `On, ${s.crawl.maxDepth} link${s.crawl.maxDepth === 1 ? '' : 's'} deep` : 'Off'],
    ['Max pages', String(s.crawl.maxPages)],
    ['Include patterns', s.include.length === 0 ? 'All URLs' : <UrlList urls={s.include} />],
    ['Exclude patterns', s.exclude.length === 0 ? 'None' : <UrlList urls={s.exclude} />],
    ['Standard', `WCAG ${s.wcagVersion} ${s.wcagLevel}`],
    ['Best-practice rules', onOff(s.bestPractice)],
    ['Needs-review issues', onOff(s.needsReview)],
    ['Page timeout', `${s.pageTimeoutSeconds} s`],
    ['Pages at once', String(s.concurrency)],
    ['robots.txt', s.respectRobotsTxt ? 'Honoured for crawled pages' : 'Ignored'],
    [
      'Schedule',
      scan.schedule ? (
        <>
          {describeUtcCron(scan.schedule.cron, offset)}
          {scan.schedule.enabled ? '' : ' (paused)'}
          {scan.schedule.enabled && nextRun ? (
            <span className="cell-sub">
              Next run: <time dateTime={nextRun}>{formatDateTime(nextRun)}</time>
            </span>
          ) : null}
        </>
      ) : (
        'On demand'
      ),
    ],
    ['Authentication', scan.authConfig ? `${scan.authConfig.name} (${scan.authConfig.type === 'form' ? 'login form' : 'HTTP basic'})` : 'None'],
    ['Created', `${formatDateTime(scan.createdAt)} by ${scan.createdBy.name}`],
    ['Last changed', formatDateTime(scan.updatedAt)],
  ];
  return (
    <section className="card" aria-labelledby="scan-configuration">
      <h2 id="scan-configuration">Configuration</h2>
      <dl className="config-list">
        {rows.map(([term, value]) => (
          <div key={term} className="config-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function UrlList({ urls }: { urls: string[] }) {
  return (
    <ul className="plain-list">
      {urls.map((url) => (
        <li key={url} className="url-text">
          {url}
        </li>
      ))}
    </ul>
  );
}

function RunTable({ scanId, runs }: { scanId: string; runs: ScanRunItem[] }) {
  // Newest first, whatever order the server used.
  const sorted = [...runs].sort((a, b) => b.runNumber - a.runNumber);
  return (
    // Named apart from the Run history section around it: two landmarks of one name cannot be told apart.
    <div className="table-wrap" role="region" aria-label="Runs of this scan, newest first" tabIndex={0}>
      <table className="builds">
        <caption className="visually-hidden">Runs of this scan, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Pages
            </th>
            <th scope="col" className="num">
              Issues
            </th>
            <th scope="col" className="num">
              Score
            </th>
            <th scope="col">Date</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((run, i) => {
            const previous = sorted.slice(i + 1).find((r) => r.status === 'completed');
            return (
              <tr key={run.id} aria-busy={isRunInProgress(run.status) || undefined}>
                <th scope="row">
                  <Link to={scanReportPath(run.projectId, run.id)}>Run #{run.runNumber}</Link>
                </th>
                <td>
                  <RunStatus run={run} />
                </td>
                <td className="num">
                  {run.pagesDone} / {run.pagesTotal}
                </td>
                <td className="num">{isRunInProgress(run.status) ? '–' : run.issueSummary.issueCount}</td>
                <td className="num">{run.score ?? '–'}</td>
                <td>
                  <time dateTime={run.createdAt}>{formatDateTime(run.createdAt)}</time>
                </td>
                <td>
                  <div className="row-actions">
                    {isRunInProgress(run.status) ? <CancelRunButton scanId={scanId} runId={run.id} runNumber={run.runNumber} /> : null}
                    {run.status === 'completed' && previous ? (
                      <Link className="button" to={scanComparePath(previous.id, run.id)}>
                        Compare with run #{previous.runNumber}
                      </Link>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
