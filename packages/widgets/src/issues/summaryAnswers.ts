/**
 * What the All issues tab shows from the server's explorer summary while the engine loads the
 * dataset: only for a view the summary covers (no filter, not the hidden-issues view), so every
 * figure is the one the engine answers a moment later.
 */
import { DEFAULT_FILTERS, normalizeFilters } from '@curbcut/core';
import type { ExplorerSummary, NormalizedFilters } from '@curbcut/core';
import { guidelineEntry, ruleEntry } from '../data/groupEntries';
import type { GroupRef, GuidelineEntry, IssueView, RuleEntry, ViewCounts } from '../data/types';

// The review tab and the hidden view are the view's own; the summary covers both review tabs.
const TAB_FIELDS: readonly (keyof NormalizedFilters)[] = ['needsReviewFilter', 'issueStatus'];

function unfiltered(filters: IssueView['filters']): boolean {
  let normalized: NormalizedFilters;
  try {
    normalized = normalizeFilters(filters);
  } catch {
    return false;
  }
  return (Object.keys(DEFAULT_FILTERS) as (keyof NormalizedFilters)[]).every(
    (k) => TAB_FIELDS.includes(k) || JSON.stringify(normalized[k]) === JSON.stringify(DEFAULT_FILTERS[k]),
  );
}

/** The counts and accordions of `view` from the summary; null when it does not cover the view. */
export function summaryAnswers(
  summary: ExplorerSummary | null,
  view: IssueView,
  kind: GroupRef['kind'],
): { counts: ViewCounts; groups: (RuleEntry | GuidelineEntry)[] } | null {
  if (!summary || view.hidden !== null || !unfiltered(view.filters)) return null;
  const tab = view.review === 'needs-review' ? summary.needsReview : summary.confirmed;
  return { counts: summary.counts, groups: kind === 'guideline' ? tab.guidelines.map(guidelineEntry) : tab.rules.map(ruleEntry) };
}
