/**
 * The Reports tab of the PDF scanner: the group's PDF reports found by name, a page at a time
 * (`query` and `page` in the URL), each with its status as it changes (failed ones with the
 * reason), its counts per profile, and the row's actions: CSV export of a completed report and,
 * for its author, delete.
 */
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import type { PdfReport } from '@curbcut/core';
import { formatDateTime } from '../format';
import { ExportCsvButton } from '../reports/ExportCsvButton';
import { DeletePdfReportButton } from './DeletePdfReportButton';
import { findReports, pageOf, profileCounts, statusText } from './pdfListModel';

function Status({ report }: { report: PdfReport }) {
  return (
    <>
      <span className={`status status-${report.status}`}>{statusText(report.status)}</span>
      {report.error ? <span className="pdf-row-error">{report.error}</span> : null}
    </>
  );
}

/** The table of reports, with search and paging. */
export function PdfReportsTable({ reports, userId }: { reports: readonly PdfReport[]; userId: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const found = findReports(reports, query);
  const { items, page, pages } = pageOf(found, Number(params.get('page') ?? '1'));
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  return (
    <>
      <SearchField className="field pdf-search" value={query} onChange={(v) => set({ query: v, page: null })}>
        <Label>Search reports</Label>
        <Input className="input" placeholder="Document name or address" />
      </SearchField>
      <p role="status" className="muted">
        {query ? `${found.length} of ${reports.length} reports match ‘${query}’.` : `${reports.length} ${reports.length === 1 ? 'report' : 'reports'}.`}
      </p>
      {items.length > 0 ? (
        <div className="table-wrap" role="region" aria-label="PDF reports" tabIndex={0}>
          <table className="builds pdf-reports">
            <caption className="visually-hidden">PDF reports</caption>
            <thead>
              <tr>
                <th scope="col">Document</th>
                <th scope="col">Status</th>
                <th scope="col">Issues by profile</th>
                <th scope="col" className="num">
                  Pages
                </th>
                <th scope="col">Created</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/pdf-scanner/report?id=${encodeURIComponent(r.id)}`}>{r.name}</Link>
                  </th>
                  <td>
                    <Status report={r} />
                  </td>
                  <td>
                    {r.status === 'completed' ? (
                      <ul className="pdf-profile-counts">
                        {profileCounts(r).map((p) => (
                          <li key={p.profile}>
                            {p.label}: {p.issues === null ? 'check failed' : p.issues}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="muted">{r.status === 'failed' ? 'None' : 'Not yet'}</span>
                    )}
                  </td>
                  <td className="num">{r.pageCount > 0 ? r.pageCount : '–'}</td>
                  <td>{formatDateTime(r.timestamp)}</td>
                  <td>
                    <div className="row-actions">
                      {r.status === 'completed' ? <ExportCsvButton report={{ id: r.id, type: 'pdfScanner', name: r.name }} /> : null}
                      {r.createdBy.id === userId ? <DeletePdfReportButton report={r} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages of reports">
          <Button className="button" isDisabled={page <= 1} onPress={() => set({ page: String(page - 1) })}>
            Previous page
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button className="button" isDisabled={page >= pages} onPress={() => set({ page: String(page + 1) })}>
            Next page
          </Button>
        </nav>
      ) : null}
    </>
  );
}
