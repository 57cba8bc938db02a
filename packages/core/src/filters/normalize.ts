/**
 * The filters every viewer shares (spec 000 section 3.2), normalised once so that the dataset
 * filter, the plain-object matcher and the server read the same defaults: needs review
 * 'notNeedsReview', issue status 'visible', everything else unrestricted.
 */
import { IMPACTS, ISSUE_STATUSES } from '../model';
import type { Impact, IssueFilters, IssueStatus } from '../model';

/** Values of needsReviewFilter. */
export const NEEDS_REVIEW_FILTERS = ['needsReview', 'notNeedsReview', 'allIssues'] as const;
/** Values of bestPracticesFilter. */
export const BEST_PRACTICES_FILTERS = ['bestPractices', 'notBestPractices', 'allIssues'] as const;
/** Values of aiDetectedIssuesFilter. */
export const AI_DETECTED_FILTERS = ['onlyAiDetectedIssues', 'notAiDetectedIssues', 'allIssues'] as const;

/** Filters with every field present; empty lists mean "no restriction". */
export interface NormalizedFilters {
  impact: Impact[];
  pages: string[];
  components: string[];
  /** Category names without the `cat.` prefix. */
  categories: string[];
  /** Test case ids or names. */
  tests: string[];
  files: string[];
  /** Raw tags (`wcag143`, `best-practice`) or success criteria (`SC 1.4.3`, `1.4.3`). */
  tags: string[];
  needsReviewFilter: (typeof NEEDS_REVIEW_FILTERS)[number];
  bestPracticesFilter: (typeof BEST_PRACTICES_FILTERS)[number];
  aiDetectedIssuesFilter: (typeof AI_DETECTED_FILTERS)[number];
  issueStatus: IssueStatus;
  /** The legacy boolean form of aiDetectedIssuesFilter: true when only AI-detected issues are shown. */
  aiIssues: boolean;
}

/** What an unset filter means. */
export const DEFAULT_FILTERS: Readonly<NormalizedFilters> = Object.freeze({
  impact: [],
  pages: [],
  components: [],
  categories: [],
  tests: [],
  files: [],
  tags: [],
  needsReviewFilter: 'notNeedsReview',
  bestPracticesFilter: 'allIssues',
  aiDetectedIssuesFilter: 'allIssues',
  issueStatus: 'visible',
  aiIssues: false,
});

/** A filter value that cannot be understood; `field` names the filter. */
export class FilterError extends TypeError {
  override name = 'FilterError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const LIST_FIELDS = ['pages', 'components', 'categories', 'tests', 'files', 'tags'] as const;

/**
 * Normalises raw filters (IssueFilters, URL state, a request body). Lists may be arrays or
 * comma-separated strings; they are trimmed and de-duplicated. `severity` is accepted for
 * `impact`, and the legacy boolean `aiIssues` for aiDetectedIssuesFilter (true: only AI-detected
 * issues). Unknown keys are ignored; a wrong value throws a {@link FilterError} naming it.
 */
export function normalizeFilters(raw: unknown): NormalizedFilters {
  if (raw === undefined || raw === null) return { ...DEFAULT_FILTERS };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new FilterError('filters', `Filters must be an object, got ${Array.isArray(raw) ? 'an array' : typeof raw}.`);
  }
  const input = raw as Record<string, unknown>;
  const out: NormalizedFilters = { ...DEFAULT_FILTERS };

  const impacts = list(input.impact !== undefined ? 'impact' : 'severity', input.impact ?? input.severity);
  for (const value of impacts) {
    if (!(IMPACTS as readonly string[]).includes(value)) {
      throw new FilterError('impact', `Unknown impact '${value}' in filters: expected ${IMPACTS.join(', ')}.`);
    }
  }
  out.impact = impacts as Impact[];
  for (const field of LIST_FIELDS) out[field] = list(field, input[field]);
  out.categories = [...new Set(out.categories.map((c) => (c.startsWith('cat.') ? c.slice(4) : c)))];

  out.needsReviewFilter = choice('needsReviewFilter', input.needsReviewFilter, NEEDS_REVIEW_FILTERS, out.needsReviewFilter);
  out.bestPracticesFilter = choice('bestPracticesFilter', input.bestPracticesFilter, BEST_PRACTICES_FILTERS, out.bestPracticesFilter);
  out.issueStatus = choice('issueStatus', input.issueStatus, ISSUE_STATUSES, out.issueStatus);

  if (input.aiDetectedIssuesFilter !== undefined) {
    out.aiDetectedIssuesFilter = choice('aiDetectedIssuesFilter', input.aiDetectedIssuesFilter, AI_DETECTED_FILTERS, 'allIssues');
  } else if (input.aiIssues !== undefined) {
    const legacy = input.aiIssues;
    if (typeof legacy !== 'boolean' && legacy !== 'true' && legacy !== 'false') {
      throw new FilterError('aiIssues', `aiIssues must be true or false, got ${JSON.stringify(legacy)}.`);
    }
    out.aiDetectedIssuesFilter = legacy === true || legacy === 'true' ? 'onlyAiDetectedIssues' : 'allIssues';
  }
  out.aiIssues = out.aiDetectedIssuesFilter === 'onlyAiDetectedIssues';
  return out;
}

/**
 * The filters of a CSV export of a view (spec 002 section 5): the view's filters over both review
 * states unless they choose one, visible issues only. The widget's worker and the server's export
 * job both select with these, so a file has the same rows whichever wrote it.
 */
export function csvExportFilters(raw: unknown): NormalizedFilters {
  const filters = normalizeFilters(raw);
  const review = raw !== null && typeof raw === 'object' ? (raw as IssueFilters).needsReviewFilter : undefined;
  return { ...filters, needsReviewFilter: review === undefined ? 'allIssues' : filters.needsReviewFilter, issueStatus: 'visible' };
}

/** Whether any filter narrows the view beyond the defaults (the hidden-issues button shows only then). */
export function hasActiveFilters(filters: IssueFilters | NormalizedFilters): boolean {
  const n = normalizeFilters(filters);
  return (
    n.impact.length + n.pages.length + n.components.length + n.categories.length + n.tests.length + n.files.length + n.tags.length > 0 ||
    n.bestPracticesFilter !== 'allIssues' ||
    n.aiDetectedIssuesFilter !== 'allIssues'
  );
}

function list(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) {
    throw new FilterError(field, `Filter '${field}' must be a list of strings, got ${typeof value}.`);
  }
  const out = new Set<string>();
  items.forEach((item: unknown, i) => {
    if (typeof item !== 'string') {
      throw new FilterError(field, `Filter '${field}'[${i}] must be a string, got ${JSON.stringify(item)}.`);
    }
    const trimmed = item.trim();
    if (trimmed !== '') out.add(trimmed);
  });
  return [...out];
}

function choice<T extends string>(field: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new FilterError(field, `Unknown ${field} ${JSON.stringify(value)}: expected ${allowed.join(', ')}.`);
}
