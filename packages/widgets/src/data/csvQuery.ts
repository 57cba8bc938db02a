/**
 * The query of `GET /api/v1/reports/{id}/dataset/csv` for a view: its filters as they are (the
 * server selects with the same core function as the worker) and the Issue link base when the
 * widget owns the page's URL. The review tab and the hidden view do not narrow an export.
 */
import type { IssueFilters } from '@curbcut/core';

/** `?filters=…&issue_link_base=…&download=true`, or '' when there is nothing to say. */
export function datasetCsvQuery(filters: IssueFilters, issueLinkBase: string | undefined, download = false): string {
  const query = new URLSearchParams();
  if (Object.keys(filters).length > 0) query.set('filters', JSON.stringify(filters));
  if (issueLinkBase !== undefined) query.set('issue_link_base', issueLinkBase);
  if (download) query.set('download', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}
