/**
 * The list page of a manual-report product (issue 20): the Workflow Analyzer's or the Assisted
 * Tests' reports of the group, found by name, 25 a page, newest first (`GET /api/v1/manual_reports`).
 * Reports are selected to open them consolidated or, for a single one of the user's own, to delete
 * it; the selection holds across pages and searches. The product's report route shows this list
 * too, the requested reports (`ids` / `ar_ids`) marked, until the report viewer comes.
 */
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, deleteManualReport, manualReportsQuery, queryKeys } from '@curbcut/client';
import { MANUAL_REPORTS_PAGE_SIZE, type ManualReportListItem } from '@curbcut/core';
import { QueryStates } from '../components/QueryStates';
import { appProfileQuery } from '../queryClient';
import { showToast } from '../toasts';
import { ManualReportTable } from './ManualReportTable';
import { ManualSelectionBar } from './ManualSelectionBar';
import { ReportSearchField } from './ReportSearchField';
import type { ReportProduct } from './reportProducts';
import './manualReports.css';

/** What a refused delete says (spec 001 section 2, the author-only actions). */
export const AUTHOR_ONLY_TEXT = 'Only report authors can perform this action.';

/** The requested report ids of a report route's query. */
function requestedIds(params: URLSearchParams): Set<string> {
  const raw = `${params.get('ids') ?? ''},${params.get('ar_ids') ?? ''}`;
  return new Set(raw.split(',').map((id) => id.trim()).filter((id) => id !== ''));
}

/** The selection: reports by id, in the order chosen, kept while the list moves on. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, ManualReportListItem>>(new Map());
  const toggle = (report: ManualReportListItem, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(report.id, report);
      else next.delete(report.id);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Map()) };
}

/** The list page of `product`. */
export function ReportTypeListPage({ product }: { product: ReportProduct }) {
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const reports = useQuery({ ...manualReportsQuery({ type: product.type, ...(search ? { query: search } : {}), page }), placeholderData: keepPreviousData });
  const selection = useSelection();
  const queryClient = useQueryClient();
  // Until the profile is read, Compare is offered: the compare page says the plan's answer anyway.
  const profile = useQuery(appProfileQuery());
  const searchInput = useRef<HTMLInputElement>(null);
  const deleting = useMutation({
    mutationFn: (report: ManualReportListItem) => deleteManualReport(report),
    onSuccess: async (_, report) => {
      showToast({ title: `Report ‘${report.name}’ deleted`, tone: 'success' });
      selection.toggle(report, false);
      // The Delete button (which had the focus) goes with the selection: focus stays on the list.
      searchInput.current?.focus();
      await queryClient.invalidateQueries({ queryKey: queryKeys.all });
    },
    onError: (error, report) => {
      const refused = error instanceof ApiRequestError && error.status === 403;
      showToast({ title: refused ? AUTHOR_ONLY_TEXT : `‘${report.name}’ could not be deleted`, ...(refused ? {} : { description: 'Please try again later.' }), tone: 'error' });
    },
  });
  const requested = requestedIds(params);
  // A page emptied by a delete (its last report gone) gives way to the one before it.
  const emptiedPage = reports.isSuccess && !reports.isPlaceholderData && reports.data.reports.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage((p) => p - 1);
  }, [emptiedPage]);
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const total = reports.data?.info.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MANUAL_REPORTS_PAGE_SIZE));
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
      <QueryStates query={reports} loading="Loading reports…" failed="The reports could not be loaded.">
        {(found) =>
          found.info.total === 0 && search === '' ? (
            <div className="card empty">
              <h2 className="empty-title">No reports yet</h2>
              <p>{product.empty}</p>
              <Link to="/home">Back to Home</Link>
            </div>
          ) : (
            <div className="card manual-report-list">
              <ReportSearchField onSearch={onSearch} inputRef={searchInput} />
              <p role="status" className="muted">
                {search ? `${total} ${total === 1 ? 'report matches' : 'reports match'} ‘${search}’.` : `${total} ${total === 1 ? 'report' : 'reports'}.`}
              </p>
              <ManualSelectionBar
                product={product}
                selected={[...selection.selected.values()]}
                onClear={selection.clear}
                onDelete={(report) => deleting.mutate(report)}
                isDeleting={deleting.isPending}
                comparisonInPlan={profile.data?.report_comparison_supported.workflowScan ?? true}
              />
              {found.reports.length > 0 ? (
                <ManualReportTable product={product} reports={found.reports} isStale={reports.isPlaceholderData} selected={new Set(selection.selected.keys())} onToggle={selection.toggle} requested={requested} />
              ) : (
                <div className="empty">
                  <h2 className="empty-title">{`No reports match “${search}”`}</h2>
                  <p>Try another name, or clear the search to see every report.</p>
                </div>
              )}
              {pages > 1 ? (
                <nav className="pager" aria-label="Pages of reports">
                  <Button className="button" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                    Previous page
                  </Button>
                  <span>
                    Page {Math.min(page, pages)} of {pages}
                  </span>
                  <Button className="button" isDisabled={found.info.next === null} onPress={() => setPage(page + 1)}>
                    Next page
                  </Button>
                </nav>
              ) : null}
            </div>
          )
        }
      </QueryStates>
    </div>
  );
}
