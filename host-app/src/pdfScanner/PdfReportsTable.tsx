/**
 * The Reports tab of the PDF scanner: the group's PDF reports found by name, a page at a time
 * (`query` and `page` in the URL), each with its status as it changes (failed ones with the
 * reason), its counts per profile, a checkbox for the consolidated selection (completed reports),
 * and the row's menu: Share and Export CSV of a completed report and, for its author, Delete.
 */
import { useId } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import type { PdfReport } from '@curbcut/core';
import { formatDateTime } from '../format';
import { findReports, pageOf, profileCounts, selectedReports, statusText, toggleSelection } from './pdfListModel';
import { pdfReportPath } from './pdfPaths';
import { PdfRowMenu } from './PdfRowMenu';
import { PdfSelectCheckbox, PdfSelectionBar, usePdfSelection } from './PdfSelection';

function Status({ report }: { report: PdfReport }) {
  return (
    <>
      <span className={`status status-${report.status}`}>{statusText(report.status)}</span>
      {report.error ? <span className="pdf-row-error">{report.error}</span> : null}
    </>
  );
}

/** Props of {@link PdfReportsTable}. */
export interface PdfReportsTableProps {
  reports: readonly PdfReport[];
  /** The signed-in user: their reports offer Delete. */
  userId: string | undefined;
  /** The organisation allows public links (profile `public_links_enabled`). */
  publicLinksAllowed: boolean;
}

/** The table of reports, with search, paging and the selection. */
export function PdfReportsTable({ reports, userId, publicLinksAllowed }: PdfReportsTableProps) {
  const [params, setParams] = useSearchParams();
  const selection = usePdfSelection();
  // What is selected among the listed completed reports: a deleted one no longer counts or takes a place.
  const listed = new Set(selectedReports(reports, selection.selected).map((r) => r.id));
  const selected = selection.selected.filter((id) => listed.has(id));
  const toggle = (id: string, on: boolean) => selection.set(toggleSelection(selected, id, on));
  const capNoteId = useId();
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
      <PdfSelectionBar selected={selected} capNoteId={capNoteId} onClear={selection.clear} />
      {items.length > 0 ? (
        <div className="table-wrap" role="region" aria-label="PDF reports" tabIndex={0}>
          <table className="builds pdf-reports">
            <caption className="visually-hidden">PDF reports</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
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
                <tr key={r.id} data-selected={selected.includes(r.id) || undefined}>
                  <td className="pdf-select-cell">
                    {r.status === 'completed' ? <PdfSelectCheckbox id={r.id} name={r.name} selected={selected} capNoteId={capNoteId} onToggle={toggle} /> : null}
                  </td>
                  <th scope="row">
                    <Link to={pdfReportPath(r.id)}>{r.name}</Link>
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
                    <PdfRowMenu report={r} isAuthor={r.createdBy.id === userId} publicLinksAllowed={publicLinksAllowed} />
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
