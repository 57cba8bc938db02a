/**
 * `/site-scanner`: the scan list, hosted by Curbcut itself (the spec's external redirect). Filters
 * live in the query string; while any run is queued or running the list refetches every 5 s, on top
 * of the shell's live updates, which invalidate every `curbcut` query when a build changes.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { scansQuery, type ScanConfig } from '@curbcut/client';
import { formatDateTime } from '../format';
import { appProfileQuery } from '../queryClient';
import { RunFindings, RunStatus } from './RunStatus';
import { ScanNowButton } from './ScanActions';
import type { Option } from './ScanFormFields';
import { listQueryOf, ScanListFilters } from './ScanListFilters';
import {
  CREATE_SCAN_PATH,
  EXTRACT_SITEMAP_PATH,
  IN_PROGRESS_REFRESH_MS,
  isRunInProgress,
  SCAN_TYPE_LABELS,
  scanDetailsPath,
  scanReportPath,
} from './scannerPaths';
import { QueryStates } from '../components/QueryStates';
import './scanner.css';

const SOURCE_LABELS = { url: 'URL list', sitemap: 'Sitemap' } as const;

const refreshWhileRunning = (scans: ScanConfig[] | undefined) =>
  scans?.some((s) => isRunInProgress(s.latestRun?.status)) ? IN_PROGRESS_REFRESH_MS : false;

/** The filter choices found in the group's scans: teams (the viewer's own first) and creators. */
function choicesOf(scans: ScanConfig[], ownGroupId: string | undefined): { teams: Option[]; users: Option[] } {
  const teams = new Map<string, string>();
  const users = new Map<string, string>();
  if (ownGroupId) teams.set(ownGroupId, 'My team');
  for (const scan of scans) {
    if (!teams.has(scan.groupId)) teams.set(scan.groupId, scan.groupId);
    users.set(scan.createdBy.id, scan.createdBy.name);
  }
  const options = (map: Map<string, string>) => [...map].map(([id, label]) => ({ id, label }));
  return { teams: options(teams), users: options(users).sort((a, b) => a.label.localeCompare(b.label)) };
}

/** The scanner list page. */
export function ScannerListPage() {
  const [params] = useSearchParams();
  const query = listQueryOf(params);
  const filtered = Object.keys(query).length > 0;
  const profile = useQuery(appProfileQuery());
  const scans = useQuery({ ...scansQuery(query), refetchInterval: (q) => refreshWhileRunning(q.state.data) });
  // The unfiltered list gives the team and creator choices (the same query when no filter is set).
  const everything = useQuery({ ...scansQuery({}), refetchInterval: false });
  const choices = useMemo(() => choicesOf(everything.data ?? [], profile.data?.group_id), [everything.data, profile.data?.group_id]);

  return (
    <div className="page scanner-page">
      <title>Website Scanner · Curbcut</title>
      <div className="page-header">
        <h1>Website Scanner</h1>
        <div className="page-actions">
          <Link className="button" to={EXTRACT_SITEMAP_PATH}>
            Extract URLs from a sitemap
          </Link>
          <Link className="button primary" to={CREATE_SCAN_PATH}>
            New scan
          </Link>
        </div>
      </div>
      {everything.data?.length === 0 && !filtered ? null : <ScanListFilters teams={choices.teams} users={choices.users} />}
      <QueryStates
        query={scans}
        loading="Loading scans…"
        failed="The scans could not be loaded."
        empty={
          filtered ? (
            <div className="card empty" role="status">
              <h2 className="empty-title">No scans match these filters</h2>
              <p>Change or clear the filters to see more scans.</p>
            </div>
          ) : (
            <div className="card empty">
              <h2 className="empty-title">No scans yet</h2>
              <p>A scan checks the pages of a website for accessibility issues, on demand or on a schedule.</p>
              <Link className="button primary" to={CREATE_SCAN_PATH}>
                New scan
              </Link>
            </div>
          )
        }
      >
        {(list) => (
          <section className="card" aria-labelledby="scan-list-heading">
            <h2 id="scan-list-heading">
              Scans <span className="muted">({list.length})</span>
            </h2>
            <ScanTable scans={list} />
          </section>
        )}
      </QueryStates>
    </div>
  );
}

/** The scans as a table; rows of scans with a run in progress are marked busy. */
export function ScanTable({ scans }: { scans: ScanConfig[] }) {
  return (
    // Focusable, so keyboard users can scroll the table sideways when it is wider than the page.
    <div className="table-wrap" role="region" aria-label="Scans" tabIndex={0}>
      <table className="builds scans">
        <caption className="visually-hidden">Website scans</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scan type</th>
            <th scope="col">Source</th>
            <th scope="col">Last scan</th>
            <th scope="col">Latest run</th>
            <th scope="col">Findings</th>
            <th scope="col">Created by</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {scans.map((scan) => {
            const run = scan.latestRun;
            const source = scan.sourceType === 'sitemap' ? scan.settings.sitemapUrl : scan.settings.startUrls[0];
            return (
              <tr key={scan.id} aria-busy={isRunInProgress(run?.status) || undefined}>
                <th scope="row" className="build-name">
                  {run ? <Link to={scanReportPath(run.projectId, run.id)}>{scan.name}</Link> : <span>{scan.name}</span>}
                </th>
                <td>{SCAN_TYPE_LABELS[scan.scanType]}</td>
                <td>
                  {SOURCE_LABELS[scan.sourceType]}
                  {source ? <span className="muted url-text cell-sub">{source}</span> : null}
                </td>
                <td>{scan.lastScanTime ? <time dateTime={scan.lastScanTime}>{formatDateTime(scan.lastScanTime)}</time> : <span className="muted">Never</span>}</td>
                <td>
                  {/* Scan now sends focus here once the run shows (its button is then disabled). */}
                  <span id={`run-state-${scan.id}`} tabIndex={-1}>
                    {run ? <RunStatus run={run} /> : <span className="muted">No runs yet</span>}
                  </span>
                </td>
                <td>{run ? <RunFindings run={run} /> : null}</td>
                <td>{scan.createdBy.name}</td>
                <td>
                  <div className="row-actions">
                    <ScanNowButton scan={scan} describedBy={`run-state-${scan.id}`} />
                    <Link className="button" to={scanDetailsPath(scan.id)} aria-label={`Details: ${scan.name}`}>
                      Details
                    </Link>
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
