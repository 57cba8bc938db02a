export {
  normalizeFilters,
  csvExportFilters,
  hasActiveFilters,
  DEFAULT_FILTERS,
  NEEDS_REVIEW_FILTERS,
  BEST_PRACTICES_FILTERS,
  AI_DETECTED_FILTERS,
  FilterError,
} from './normalize';
export type { NormalizedFilters } from './normalize';
export { flagsPass, compileRuleFilter } from './predicates';
export type { FlagFacts } from './predicates';
export { createDatasetFilter, filterDataset } from './datasetFilter';
export type { DatasetFilter } from './datasetFilter';
export { buildPairColumns } from './filterColumns';
export type { PairColumns } from './filterColumns';
export { createIssueMatcher, matchesFilters } from './issueMatcher';
export type { FilterableIssue, FilterContext } from './issueMatcher';
