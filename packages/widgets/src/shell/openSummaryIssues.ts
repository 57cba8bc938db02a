/** What a card of a report's first tab (Overview, Summary) does when it leads to the issues it counts. */
import type { StoreApi } from 'zustand/vanilla';
import type { IssueFilters } from '@curbcut/core';
import type { ViewState } from '../store/viewStore';

/** Opens the issue explorer on `filters`, with the hidden and review tabs the filters name. */
export function openSummaryIssues(store: StoreApi<ViewState>, filters: IssueFilters): void {
  const s = store.getState();
  s.setTab('issues');
  if (filters.issueStatus === 'hidden' || filters.issueStatus === 'non-issue') store.getState().setHidden(filters.issueStatus);
  if (filters.needsReviewFilter === 'needsReview') store.getState().setReview('needs-review');
  store.getState().setFilters(filters);
  // The list is the first tab's view of these issues: a copied link keeps its way back.
  store.getState().patchUrl({ hasSummaryFilter: true });
}
