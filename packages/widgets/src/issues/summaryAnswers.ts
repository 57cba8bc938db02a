/**
 * What the All issues tab shows from the server's explorer summary while the engine loads the
 * dataset: only for a view the summary covers (no filter, not the hidden-issues view), so every
 * figure is the one the engine answers a moment later.
 */
import { hasActiveFilters } from '@curbcut/core';
import type { ExplorerSummary } from '@curbcut/core';
import { guidelineEntry, ruleEntry } from '../data/groupEntries';
import type { GroupRef, GuidelineEntry, IssueView, RuleEntry, ViewCounts } from '../data/types';

/** No filter narrows the view (the review tab and the hidden view are the view's own); a bad one counts as a filter. */
function unfiltered(filters: IssueView['filters']): boolean {
  try {
    return !hasActiveFilters(filters);
  } catch {
    return false;
  }
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
