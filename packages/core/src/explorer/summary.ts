/**
 * The explorer's first screen computed from a dataset (see api/explorerSummary.ts): what a
 * server stores per finished report, with the very functions the widget's engine answers its
 * counts and accordions with.
 */
import type { ExplorerSummary } from '../api/explorerSummary';
import type { Dataset } from '../dataset/decode';
import { withoutPreferredRows } from '../decisions/dataset';
import { createDatasetFilter } from '../filters/datasetFilter';
import type { DatasetFilter } from '../filters/datasetFilter';
import { normalizeFilters } from '../filters/normalize';
import type { NormalizedFilters } from '../filters/normalize';
import { groupByCriterion, groupByRule } from '../grouping/groups';

/** The rows a review tab counts: visible issues of that review state, preferred instances out. */
function tabRows(dataset: Dataset, filter: DatasetFilter, base: NormalizedFilters, needsReview: boolean): Uint32Array {
  const rows = filter.apply({ ...base, needsReviewFilter: needsReview ? 'needsReview' : 'notNeedsReview', issueStatus: 'visible' }).slice();
  return withoutPreferredRows(dataset, rows);
}

function tabGroups(dataset: Dataset, rows: Uint32Array): ExplorerSummary['confirmed'] {
  return {
    rules: groupByRule(dataset, rows).map(({ ruleIndex: _index, ...g }) => g),
    guidelines: groupByCriterion(dataset, rows),
  };
}

/** The explorer's counts and accordions with no filter, for both review tabs. */
export function explorerSummary(dataset: Dataset): ExplorerSummary {
  const filter = createDatasetFilter(dataset);
  const base = normalizeFilters({});
  const confirmed = tabRows(dataset, filter, base, false);
  const needsReview = tabRows(dataset, filter, base, true);
  return {
    counts: {
      confirmed: confirmed.length,
      needsReview: needsReview.length,
      hidden: filter.apply({ ...base, needsReviewFilter: 'allIssues', issueStatus: 'hidden' }).length,
      nonIssue: filter.apply({ ...base, needsReviewFilter: 'allIssues', issueStatus: 'non-issue' }).length,
    },
    confirmed: tabGroups(dataset, confirmed),
    needsReview: tabGroups(dataset, needsReview),
  };
}
