/** State changes the viewers make through the URL: switching tabs and applying filters. */
import type { IssueFilters } from '../model';
import type { ActiveTab, UrlState } from './state';

/** Fields a tab change clears, so a shared link never reopens an issue on the wrong tab (spec 001 section 2.1). */
export const clearedOnTabChange = [
  'activeViolationId',
  'activeComponentId',
  'activeIssueId',
  'activeBehaviorValue',
  'activeIssuesTab',
  'activeReviewStatus',
] as const satisfies readonly (keyof UrlState)[];

/** The state after switching to `tab`: the open rule, component, issue and behaviour are closed. */
export function changeTab(state: UrlState, tab: ActiveTab): UrlState {
  if (state.activeTab === tab) return state;
  const next: UrlState = { ...state, activeTab: tab };
  for (const key of clearedOnTabChange) delete next[key];
  return next;
}

/** The issue filters a URL carries, in the shape every viewer filters with. */
export function issueFiltersFromUrlState(state: UrlState): IssueFilters {
  const filters: IssueFilters = {};
  if (state.impact) filters.impact = [...state.impact];
  if (state.pages) filters.pages = [...state.pages];
  if (state.components) filters.components = [...state.components];
  if (state.categories) filters.categories = [...state.categories];
  if (state.tests) filters.tests = [...state.tests];
  if (state.needsReviewFilter) filters.needsReviewFilter = state.needsReviewFilter;
  if (state.bestPracticesFilter) filters.bestPracticesFilter = state.bestPracticesFilter;
  if (state.aiIssues !== undefined) filters.aiDetectedIssuesFilter = state.aiIssues ? 'onlyAiDetectedIssues' : 'notAiDetectedIssues';
  return filters;
}

/** `state` with its filter fields replaced by `filters` (fields the URL cannot carry are ignored). */
export function withIssueFilters(state: UrlState, filters: IssueFilters): UrlState {
  const next: UrlState = { ...state };
  for (const key of ['impact', 'pages', 'components', 'categories', 'tests', 'needsReviewFilter', 'bestPracticesFilter', 'aiIssues'] as const) {
    delete next[key];
  }
  if (filters.impact?.length) next.impact = [...filters.impact];
  if (filters.pages?.length) next.pages = [...filters.pages];
  if (filters.components?.length) next.components = [...filters.components];
  if (filters.categories?.length) next.categories = [...filters.categories];
  if (filters.tests?.length) next.tests = [...filters.tests];
  if (filters.needsReviewFilter) next.needsReviewFilter = filters.needsReviewFilter;
  if (filters.bestPracticesFilter) next.bestPracticesFilter = filters.bestPracticesFilter;
  if (filters.aiDetectedIssuesFilter && filters.aiDetectedIssuesFilter !== 'allIssues') {
    next.aiIssues = filters.aiDetectedIssuesFilter === 'onlyAiDetectedIssues';
  }
  return next;
}
