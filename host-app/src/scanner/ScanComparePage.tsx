/**
 * `/site-scanner/compare?ids=base,new`: the host app has no compare view yet (not for builds
 * either), so this page names the two runs and links to both reports rather than failing.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { reportMetaQuery, type ReportMeta } from '@curbcut/client';
import { formatDateTime } from '../format';
import { SCANNER_PATH, scanReportPath } from './scannerPaths';
import './scanner.css';

/** The two ids of `ids=base,new`; null unless there are exactly two. */
export function compareIdsOf(params: URLSearchParams): [string, string] | null {
  const ids = (params.get('ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
  return ids.length === 2 ? [ids[0] ?? '', ids[1] ?? ''] : null;
}

/** The compare page of two scan runs. */
export function ScanComparePage() {
  const [params] = useSearchParams();
  const ids = compareIdsOf(params);
  return (
    <div className="page scanner-page">
      <title>Compare scan runs · Curbcut</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={SCANNER_PATH}>Website Scanner</Link> <span aria-hidden="true">/</span> <span aria-current="page">Compare runs</span>
      </nav>
      <h1>Compare scan runs</h1>
      {ids ? (
        <>
          <p className="notice">A side-by-side comparison of runs is not available in this dashboard yet. Open the two reports below to compare them.</p>
          <div className="compare-runs">
            <RunCard label="Base run" id={ids[0]} />
            <RunCard label="New run" id={ids[1]} />
          </div>
        </>
      ) : (
        <div className="card">
          <p>This link does not name two runs to compare.</p>
          <Link className="button" to={SCANNER_PATH}>
            Go to the Website Scanner
          </Link>
        </div>
      )}
    </div>
  );
}

function RunCard({ label, id }: { label: string; id: string }) {
  const meta = useQuery(reportMetaQuery(id));
  const headingId = `compare-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {meta.isPending ? <p role="status">Loading…</p> : meta.isError ? <p className="form-error">This run could not be loaded.</p> : <RunSummary meta={meta.data} />}
    </section>
  );
}

function RunSummary({ meta }: { meta: ReportMeta }) {
  return (
    <>
      <p>
        <strong>{meta.name}</strong> · run #{meta.buildNumber}
      </p>
      <p className="muted">
        {formatDateTime(meta.createdAt)} · {meta.issueSummary.issueCount} issue{meta.issueSummary.issueCount === 1 ? '' : 's'}
      </p>
      <Link className="button" to={scanReportPath(meta.projectId, meta.id)}>
        Open the report of run #{meta.buildNumber}
      </Link>
    </>
  );
}
