/**
 * The compare views' calls (spec 000 section 7.1, issue 19): the All issues lists of a comparison
 * under the report filter object plus the compare status filter, the filter options, the scan logs
 * of both runs side by side and the CSV. Every issue is read from the run that shows it now (the
 * newer run for new and retained issues, the base run for resolved ones, its own run for issues
 * not compared), so filters and counts mean what they mean in a single report.
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMPARE_STATUSES } from '../compare/runStatus';
import { IMPACTS, ISSUE_STATUSES } from '../model';
import { PAGE_STATUSES } from './scans';
import { CompareQuery, CompareStatusCounts } from './compare';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Impact = Type.Union(IMPACTS.map((i) => Type.Literal(i)), { description: 'Severity' });
const Status = Type.Union(COMPARE_STATUSES.map((s) => Type.Literal(s)), { description: 'new, retained, resolved or notCompared' });

/** Issues shown per page of `POST /api/compare/issues`, at most. */
export const COMPARE_ISSUES_MAX_LIMIT = 100;

const Filters = Type.Optional(
  Type.Record(Type.String(), Type.Unknown(), {
    description:
      'The report filter object (spec 000 section 3.2): impact or severity, pages, components, categories, tests, files, tags, needsReviewFilter, bestPracticesFilter, aiDetectedIssuesFilter, issueStatus',
  }),
);
const StatusFilter = Type.Optional(
  Type.Array(Status, { maxItems: COMPARE_STATUSES.length, description: 'Only issues of these compare statuses; all when omitted or empty' }),
);

/** Body of the compare list calls. */
export const CompareListBody = Type.Object({ filters: Filters, compareStatus: StatusFilter });
export type CompareListBody = Static<typeof CompareListBody>;

const ViewCounts = {
  confirmedIssueCount: Count('Issues on the Confirmed side under the filters and status filter (review filter aside)'),
  needsReviewIssueCount: Count('Issues on the Needs review side under the filters and status filter (review filter aside)'),
  statusCounts: Type.Object(CompareStatusCounts.properties, { description: 'Issues per status under the filters (status filter aside): what the status filter offers' }),
};

/** A rule of `POST /api/compare/rules`. */
export const CompareRuleEntry = Type.Object({
  id: Type.String(),
  help: Type.String(),
  description: Type.String(),
  helpUrl: Type.String(),
  tags: Type.Array(Type.String()),
  impact: Impact,
  issueCount: Count('Issues of the rule under the filters, without preferred-behaviour instances'),
  statusCounts: Type.Object(CompareStatusCounts.properties, { description: 'The same issues per status' }),
});
export type CompareRuleEntry = Static<typeof CompareRuleEntry>;

/** Answer of `POST /api/compare/rules`: by severity, then by issue count. */
export const CompareRuleList = Type.Object({ rules: Type.Array(CompareRuleEntry), ...ViewCounts });
export type CompareRuleList = Static<typeof CompareRuleList>;

/** A guideline of `POST /api/compare/guidelines`. */
export const CompareGuidelineEntry = Type.Object({
  key: Type.String({ description: '`x.y.z`, or best-practice / experimental / other' }),
  label: Type.String({ description: "'SC x.y.z', 'Best Practice', 'Experimental rules' or 'Other'" }),
  impact: Impact,
  issueCount: Count('Issues of rules naming the criterion'),
  ruleIds: Type.Array(Type.String()),
  statusCounts: Type.Object(CompareStatusCounts.properties, { description: 'The same issues per status' }),
});
export type CompareGuidelineEntry = Static<typeof CompareGuidelineEntry>;

/** Answer of `POST /api/compare/guidelines`. */
export const CompareGuidelineList = Type.Object({ guidelines: Type.Array(CompareGuidelineEntry), ...ViewCounts });
export type CompareGuidelineList = Static<typeof CompareGuidelineList>;

/** Body of `POST /api/compare/components`: the rule's components. */
export const CompareComponentsBody = Type.Object({
  filters: Filters,
  compareStatus: StatusFilter,
  ruleId: Type.String({ minLength: 1, maxLength: 200, description: 'The rule whose components to list' }),
});
export type CompareComponentsBody = Static<typeof CompareComponentsBody>;

/** Path of `POST /api/compare/guidelines/{guideline}/components`. */
export const CompareGuidelineParams = Type.Object({
  guideline: Type.String({ minLength: 1, maxLength: 200, description: 'Guideline key (`1.4.3`, `wcag143`, `SC 1.4.3`, best-practice, experimental, other)' }),
});
export type CompareGuidelineParams = Static<typeof CompareGuidelineParams>;

/** A component row. */
export const CompareComponentEntry = Type.Object({
  id: Type.String(),
  issueCount: Count('Issues on the component, without preferred-behaviour instances'),
  pageCount: Count('Distinct pages of those issues, across both runs'),
  statusCounts: Type.Object(CompareStatusCounts.properties, { description: 'The same issues per status' }),
});
export type CompareComponentEntry = Static<typeof CompareComponentEntry>;

/** Answer of the compare component lists, by issue count. */
export const CompareComponentList = Type.Object({ components: Type.Array(CompareComponentEntry) });
export type CompareComponentList = Static<typeof CompareComponentList>;

/** Body of `POST /api/compare/issues`. */
export const CompareIssuesBody = Type.Object({
  filters: Filters,
  compareStatus: StatusFilter,
  ruleId: Type.Optional(Type.String({ maxLength: 200, description: 'Only issues of this rule' })),
  guideline: Type.Optional(Type.String({ maxLength: 200, description: 'Only issues of rules naming this guideline (when no ruleId)' })),
  componentId: Type.Optional(Type.String({ maxLength: 2000, description: 'Only issues on this component' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, description: 'Issues to skip (default 0)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMPARE_ISSUES_MAX_LIMIT, description: `Issues to return (default 20, at most ${COMPARE_ISSUES_MAX_LIMIT})` })),
});
export type CompareIssuesBody = Static<typeof CompareIssuesBody>;

/** One issue of a comparison. Its text comes from a tested page: render it as text. */
export const CompareIssueEntry = Type.Object({
  issueId: Type.String({ description: "The issue's fingerprint in the run that shows it" }),
  reportId: Type.String({ description: 'The run that shows it: the newer run for new and retained issues, the base run for resolved ones' }),
  status: Status,
  moved: Type.Boolean({ description: 'Retained by rule, snippet and page after its selector changed' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why an issue is not compared; null otherwise' }),
  ruleId: Type.String(),
  help: Type.String({ description: "The rule's help text" }),
  impact: Impact,
  componentId: Type.String(),
  pageUrl: Type.String(),
  html: Type.String(),
  target: Type.String({ description: 'CSS selector' }),
  failureSummary: Type.String(),
  needsReview: Type.Boolean({ description: 'Awaiting review (reported as needs review and not confirmed)' }),
  issueStatus: Type.Union(ISSUE_STATUSES.map((s) => Type.Literal(s))),
});
export type CompareIssueEntry = Static<typeof CompareIssueEntry>;

/** Answer of `POST /api/compare/issues`: newer-run issues in its order, then the base run's. */
export const CompareIssueList = Type.Object({
  issues: Type.Array(CompareIssueEntry),
  total: Count('Issues in the whole list'),
  offset: Count('Where this page starts'),
});
export type CompareIssueList = Static<typeof CompareIssueList>;

/** The filter lists of a comparison. */
export const COMPARE_FILTER_TYPES = ['pages', 'components', 'categories', 'tests'] as const;
export type CompareFilterType = (typeof COMPARE_FILTER_TYPES)[number];

/** Query of `GET /api/compare/filters`. */
export const CompareFiltersQuery = Type.Object({
  ...CompareQuery.properties,
  type: Type.Optional(Type.String({ maxLength: 20, description: `One list: ${COMPARE_FILTER_TYPES.join(', ')}; all when omitted` })),
});
export type CompareFiltersQuery = Static<typeof CompareFiltersQuery>;

const Option = Type.Object({ value: Type.String(), label: Type.String(), count: Count('Issues of either run shown with this value') });
const Options = (description: string) => Type.Optional(Type.Array(Option, { description }));

/** Answer of `GET /api/compare/filters`: the values of both runs, by issue count. */
export const CompareFilterOptions = Type.Object({
  pages: Options('Page URLs'),
  components: Options('Component ids'),
  categories: Options('Rule categories'),
  tests: Options('Test cases (builds), by name: each run numbers its own'),
});
export type CompareFilterOptions = Static<typeof CompareFilterOptions>;

/** How a page changed between the runs. */
export const SCAN_LOG_CHANGES = ['added', 'removed', 'fixed', 'broken', 'unchanged'] as const;
export type ScanLogChange = (typeof SCAN_LOG_CHANGES)[number];

const PageOutcome = Type.Union(
  [
    Type.Object({
      status: Type.Union(PAGE_STATUSES.map((s) => Type.Literal(s))),
      description: Type.String({ description: "What happened, e.g. 'Scanned: 12 issues found'" }),
      issueCount: Count('Issues found on the page'),
    }),
    Type.Null(),
  ],
  { description: 'null when the run did not check the page' },
);

/** A page of either run. */
export const CompareScanLogRow = Type.Object({
  pageUrl: Type.String(),
  base: PageOutcome,
  next: PageOutcome,
  change: Type.Union(SCAN_LOG_CHANGES.map((c) => Type.Literal(c)), {
    description: 'added (only the newer run), removed (only the base run), fixed (failed, now loads), broken (loaded, now fails), unchanged',
  }),
});
export type CompareScanLogRow = Static<typeof CompareScanLogRow>;

/** Answer of `GET /api/compare/scan_logs`: changed pages first, then by URL. */
export const CompareScanLogs = Type.Object({
  pages: Type.Array(CompareScanLogRow),
  changeCounts: Type.Object(Object.fromEntries(SCAN_LOG_CHANGES.map((c) => [c, Count(`Pages ${c}`)])) as Record<ScanLogChange, ReturnType<typeof Count>>),
});
export type CompareScanLogs = Static<typeof CompareScanLogs>;

/** Query of `GET /api/compare/csv`. */
export const CompareCsvQuery = Type.Object({
  ...CompareQuery.properties,
  filters: Type.Optional(Type.String({ maxLength: 20_000, description: 'The filter object as JSON' })),
  compareStatus: Type.Optional(Type.String({ maxLength: 100, description: 'Comma-separated statuses; all when omitted' })),
});
export type CompareCsvQuery = Static<typeof CompareCsvQuery>;
