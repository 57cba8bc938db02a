/**
 * The list page of one product's reports (workflow scans, assisted tests, PDF scans): name,
 * project, status, date and issue count, newest first, with the CSV export as the way onward. The
 * product's report route shows this list too, the requested reports (`ids` / `ar_ids`) marked.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { reportsQuery } from '@curbcut/client';
import { QueryStates } from '../components/QueryStates';
import { formatDateTime, statusLabel } from '../format';
import { ExportCsvButton } from './ExportCsvButton';
import type { ReportProduct } from './reportProducts';

/** The requested report ids of a report route's query. */
function requestedIds(params: URLSearchParams): Set<string> {
  const raw = `${params.get('ids') ?? ''},${params.get('ar_ids') ?? ''}`;
  return new Set(raw.split(',').map((id) => id.trim()).filter((id) => id !== ''));
}

/** The list page of `product`. */
export function ReportTypeListPage({ product }: { product: ReportProduct }) {
  const [params] = useSearchParams();
  const reports = useQuery(reportsQuery({ type: product.type }));
  const requested = requestedIds(params);
  const missing = [...requested].filter((id) => !reports.data?.some((r) => r.id === id));
  return (
    <div className="page">
      <title>{`${product.title} · Curbcut`}</title>
      <div className="page-header">
        <h1>{product.title}</h1>
        {product.create ? (
          <div className="page-actions">
            <Link className="button primary" to={product.create.path}>
              {product.create.label}
            </Link>
          </div>
        ) : null}
      </div>
      {reports.isSuccess && missing.length > 0 ? (
        <p className="notice" role="status">
          {missing.length === 1 ? 'The requested report was not found in your group.' : `${missing.length} of the requested reports were not found in your group.`}
        </p>
      ) : null}
      <QueryStates
        query={reports}
        loading="Loading reports…"
        failed="The reports could not be loaded."
        empty={
          <div className="card empty">
            <h2 className="empty-title">No reports yet</h2>
            <p>{product.empty}</p>
            <Link to="/home">Back to Home</Link>
          </div>
        }
      >
        {(list) => (
          <div className="table-wrap" role="region" aria-label={`${product.title} reports`} tabIndex={0}>
            <table className="builds">
              <caption className="visually-hidden">{`${product.title} reports`}</caption>
              <thead>
                <tr>
                  <th scope="col">Report</th>
                  <th scope="col">Project</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col" className="num">
                    Issues
                  </th>
                  {product.csvExport ? <th scope="col">Export</th> : null}
                </tr>
              </thead>
              <tbody>
                {list.map((report) => (
                  <tr key={report.id} className={requested.has(report.id) ? 'row-selected' : undefined} aria-current={requested.has(report.id) ? 'true' : undefined}>
                    <th scope="row">{report.name}</th>
                    <td>{report.projectName}</td>
                    <td>{statusLabel(report.status)}</td>
                    <td>{formatDateTime(report.createdAt)}</td>
                    <td className="num">{report.issueSummary.issueCount}</td>
                    {product.csvExport ? (
                      <td>
                        <ExportCsvButton report={report} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </div>
  );
}
