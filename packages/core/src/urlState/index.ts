export {
  ACTIVE_TABS,
  REPORT_VIEW_TYPES,
  ISSUES_TABS,
  REVIEW_STATUSES,
  ISSUE_VISIBILITIES,
  SLIDE_OVER_TABS,
} from './state';
export type {
  ActiveTab,
  ReportViewType,
  IssuesTab,
  ReviewStatus,
  IssueVisibility,
  SlideOverTab,
  UrlState,
  DroppedParam,
  DecodedUrlState,
} from './state';
export { decodeUrlState, encodeUrlState } from './codec';
export type { SearchParamsLike } from './codec';
export { clearedOnTabChange, changeTab, issueFiltersFromUrlState, withIssueFilters } from './navigation';
