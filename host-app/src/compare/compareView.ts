/**
 * What the compare page's All issues tab shows, kept in the page's query string so a filtered
 * comparison can be bookmarked and shared: the statuses, the needs-review choice, the severities,
 * pages, components, categories and tests, the grouping and the open rule or guideline and component.
 */
import { COMPARE_STATUSES, IMPACTS, type CompareStatus, type Impact, type IssueFilters } from '@curbcut/core';
import type { CompareViewBody } from '@curbcut/client';

/** The needs-review choices of a compare view (spec 001 section 5 shows this filter only here). */
export const REVIEW_CHOICES = [
  { id: 'notNeedsReview', label: 'Confirmed issues' },
  { id: 'needsReview', label: 'Needs review issues' },
  { id: 'allIssues', label: 'All issues' },
] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number]['id'];

/**
 * The query-string names the view uses: spec 000 section 2.1's names where it has one (impact, page,
 * component, category, activeViolationId, activeComponentId; `test` is ours). Pages, components,
 * categories and tests repeat the name, one value each: an address or a test name may hold a comma.
 */
export const VIEW_PARAMS = {
  status: 'status',
  review: 'review',
  severity: 'impact',
  pages: 'page',
  components: 'component',
  categories: 'category',
  tests: 'test',
  groupBy: 'groupBy',
  group: 'activeViolationId',
  component: 'activeComponentId',
} as const;

/** The view of the All issues tab. */
export interface CompareView {
  /** Empty: every status. */
  statuses: CompareStatus[];
  review: ReviewChoice;
  /** Empty: every severity. */
  severity: Impact[];
  /** Only issues on these pages (URLs); empty: every page. */
  pages: string[];
  /** Only issues on these components; empty: every component. */
  components: string[];
  /** Only issues of rules in these categories; empty: every category. */
  categories: string[];
  /** Only issues these test cases (by name) reported; empty: every test (builds). */
  tests: string[];
  groupBy: 'rules' | 'guidelines';
  /** The open rule id or guideline key. */
  group: string | null;
  /** The component whose issues are listed. */
  component: string | null;
}

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  const values = (raw ?? '').split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
  return allowed.filter((v) => values.includes(v));
}

/** The view a query string asks for; unknown values are ignored. */
export function compareViewOf(params: URLSearchParams): CompareView {
  const review = REVIEW_CHOICES.find((c) => c.id === params.get(VIEW_PARAMS.review))?.id ?? 'notNeedsReview';
  return {
    statuses: listOf(params.get(VIEW_PARAMS.status), COMPARE_STATUSES),
    review,
    severity: listOf(params.get(VIEW_PARAMS.severity), IMPACTS),
    pages: params.getAll(VIEW_PARAMS.pages).filter((v) => v !== ''),
    components: params.getAll(VIEW_PARAMS.components).filter((v) => v !== ''),
    categories: params.getAll(VIEW_PARAMS.categories).filter((v) => v !== ''),
    tests: params.getAll(VIEW_PARAMS.tests).filter((v) => v !== ''),
    groupBy: params.get(VIEW_PARAMS.groupBy) === 'guidelines' ? 'guidelines' : 'rules',
    group: params.get(VIEW_PARAMS.group) || null,
    component: params.get(VIEW_PARAMS.component) || null,
  };
}

/** The compare calls' body for the view. */
export function viewBody(view: CompareView): CompareViewBody {
  const filters: IssueFilters = { needsReviewFilter: view.review };
  if (view.severity.length > 0) filters.impact = view.severity;
  if (view.pages.length > 0) filters.pages = view.pages;
  if (view.components.length > 0) filters.components = view.components;
  if (view.categories.length > 0) filters.categories = view.categories;
  if (view.tests.length > 0) filters.tests = view.tests;
  return view.statuses.length > 0 ? { filters, compareStatus: view.statuses } : { filters };
}
