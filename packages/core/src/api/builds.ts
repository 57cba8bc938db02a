/**
 * Schemas of the build report calls (spec 001 section 7): build list, test cases, the rule and
 * guideline lists with their components, and one issue with cursor navigation. Every count is
 * core's filters and grouping over the report's worker dataset, so it equals the widget's.
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';
import { IMPACTS, REPORT_STATUSES, TEST_STATUSES } from '../model';
import { SeverityCounts } from './ingest';
import { HealthSummarySchema, IssueSummarySchema } from './reports';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const ImpactSchema = Type.Union(IMPACTS.map((i) => Type.Literal(i)), { description: 'Severity' });
const TestStatusSchema = Type.Union(TEST_STATUSES.map((s) => Type.Literal(s)), { description: 'Outcome of the test case' });
const Nullable = <T extends ReturnType<typeof Type.Object>>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });
const NameVersion = Type.Object({ name: Type.String(), version: Type.Union([Type.String(), Type.Null()]) });
const ThBuildId = Type.String({ minLength: 1, maxLength: 100, description: 'Build (report) id, `rep_...`' });
const FiltersSchema = Type.Optional(
  Type.Record(Type.String(), Type.Unknown(), {
    description: "Issue filters (spec 000 section 3.2): impact or severity, pages, components, categories, tests, files, tags, needsReviewFilter, bestPracticesFilter, aiDetectedIssuesFilter, issueStatus",
  }),
);

/** One build of a project's build list. */
export const BuildListItem = Type.Object({
  id: Type.String({ description: 'Build (report) id' }),
  projectId: Type.String(),
  buildName: Type.String(),
  buildNumber: Type.Integer(),
  status: Type.Union(REPORT_STATUSES.map((s) => Type.Literal(s))),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.Object({ id: Type.String(), name: Type.String() }),
  issueSummary: IssueSummarySchema,
  healthSummary: HealthSummarySchema,
});
export type BuildListItem = Static<typeof BuildListItem>;

/** `GET /api/v1/projects/{projectId}/builds`: newest first. */
export const BuildList = Type.Object({ builds: Type.Array(BuildListItem) });
export type BuildList = Static<typeof BuildList>;

/** Path of the project build list. */
export const ProjectBuildsParams = Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 100, description: 'Project id (`prj_...`)' }) });
export type ProjectBuildsParams = Static<typeof ProjectBuildsParams>;

/** A test case as the Tests tab and the slide-over read it. */
export const TestCaseItem = Type.Object({
  id: Type.String({ description: 'Test case id (`tc_...`)' }),
  name: Type.String(),
  status: TestStatusSchema,
  browserData: Type.Union([NameVersion, Type.Null()], { description: 'Browser the test ran in' }),
  osData: Type.Union([NameVersion, Type.Null()], { description: 'Operating system the test ran on' }),
  file: Type.Union([Type.String(), Type.Null()]),
  scopeList: Type.Array(Type.String(), { description: 'describe() path of the test' }),
  summary: Type.Object({
    issueCount: Count('Issues the test reported (visible, not awaiting review)'),
    score: Type.Union([Type.Integer(), Type.Null()], { description: 'Score of the pages it tested; null when none counted' }),
    severityBreakdown: Type.Object({ critical: Count(''), serious: Count(''), moderate: Count(''), minor: Count('') }),
    pageCount: Count('Distinct pages it reported issues on'),
    pageStatesCount: Count('Page states it tested'),
  }),
  createdAt: Type.String(),
  error: Nullable(Type.Object({ message: Type.String(), backtrace: Type.String() }), 'Why the test failed or was skipped'),
});
export type TestCaseItem = Static<typeof TestCaseItem>;

/** Page size of the test case list. */
export const TEST_CASES_PAGE_SIZE = 20;

/** Query of `GET .../test_cases`. */
export const TestCasesQuery = Type.Object({
  page: Type.Optional(Type.String({ maxLength: 9, description: 'Page number from 1 (default 1)' })),
  th_build_id: Type.Optional(ThBuildId),
});
export type TestCasesQuery = Static<typeof TestCasesQuery>;

/** A page of test cases. */
export const TestCasesPage = Type.Object({
  testCases: Type.Array(TestCaseItem),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  total: Count('Test cases matching'),
});
export type TestCasesPage = Static<typeof TestCasesPage>;

/** Filters of the test list: statuses and files present, with counts. */
export const TestCaseFilterOptions = Type.Object({
  status: Type.Array(Type.Object({ value: TestStatusSchema, count: Count('') })),
  files: Type.Array(Type.Object({ value: Type.String(), count: Count('') })),
  browsers: Type.Array(Type.String()),
});
export type TestCaseFilterOptions = Static<typeof TestCaseFilterOptions>;

/** Body of `POST .../test_case_search`. */
export const TestCaseSearchBody = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 500, description: 'Text in the test name or error message, case-insensitive' })),
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Page number from 1 (default 1)' })),
  th_build_id: Type.Optional(ThBuildId),
  filters: Type.Optional(
    Type.Object({
      status: Type.Optional(Type.Array(TestStatusSchema, { description: 'Only test cases with one of these outcomes' })),
      files: Type.Optional(Type.Array(Type.String(), { description: 'Only test cases in one of these files' })),
      pages: Type.Optional(Type.Array(Type.String(), { description: 'Test cases that reported issues on any of these pages' })),
    }, { description: 'Status, file and page filters; all must match' }),
  ),
});
export type TestCaseSearchBody = Static<typeof TestCaseSearchBody>;

/** Path of the per-test-case calls. */
export const TestCaseParams = Type.Object({
  project: Type.String({ minLength: 1, maxLength: 400, description: 'Project name or id, percent-encoded' }),
  buildRun: Type.String({ minLength: 1, maxLength: 600, description: '`<build name>#<number>` (# as %23); th_build_id decides when given' }),
  testId: Type.String({ minLength: 1, maxLength: 100, description: 'Test case id (`tc_...`)' }),
});
export type TestCaseParams = Static<typeof TestCaseParams>;

/** Path of `GET /api/v1/reports/{id}/test_cases/{testId}/overview`. */
export const ReportTestCaseParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`)' }),
  testId: Type.String({ minLength: 1, maxLength: 100, description: 'Test case id (`tc_...`)' }),
});
export type ReportTestCaseParams = Static<typeof ReportTestCaseParams>;

/** Why a test case has no comparison with its previous run. */
export const TEST_CASE_COMPARISON_UNAVAILABLE = ['first_build', 'not_in_previous', 'skipped_in_previous'] as const;
/** One of TEST_CASE_COMPARISON_UNAVAILABLE. */
export type TestCaseComparisonUnavailable = (typeof TEST_CASE_COMPARISON_UNAVAILABLE)[number];

/**
 * The test case against the same test (same key, else same name and file) in the previous
 * completed build of the same build name; issues match by fingerprint and count as the build
 * comparison counts them (visible, not awaiting review, not marked preferred).
 */
export const TestCaseComparison = Type.Object({
  comparedTo: Type.Object({
    reportId: Type.String({ description: 'The previous build (`rep_...`)' }),
    buildNumber: Type.Integer({ description: 'Its build number' }),
    testCaseId: Type.String({ description: 'The same test in it (`tc_...`)' }),
  }),
  newIssues: CloneType(SeverityCounts, { description: 'Issues of this test whose fingerprint the previous run of it lacks, by severity' }),
  resolvedIssues: CloneType(SeverityCounts, { description: 'Issues of the previous run of this test it no longer has, by severity' }),
  retainedCount: Count('Issues both runs have'),
});
export type TestCaseComparison = Static<typeof TestCaseComparison>;

/** `GET .../test_cases/{testId}/overview`: the test case with the summary of its issues. */
export const TestCaseOverview = Type.Object({
  testCase: TestCaseItem,
  issueSummary: IssueSummarySchema,
  issueCountByComponent: Type.Array(Type.Object({ componentId: Type.String(), count: Count('') }), { maxItems: 100 }),
  issueCountByUrl: Type.Array(Type.Object({ url: Type.String(), count: Count('') }), { maxItems: 100 }),
  comparison: Nullable(TestCaseComparison, 'Changes since the previous run of this test; null when there is none to compare with'),
  comparisonUnavailable: Type.Union([...TEST_CASE_COMPARISON_UNAVAILABLE.map((r) => Type.Literal(r)), Type.Null()], {
    description:
      'Why comparison is null: first_build (no previous completed build of this name), not_in_previous (the test is not in it), skipped_in_previous (it was skipped there); null when comparison is given',
  }),
});
export type TestCaseOverview = Static<typeof TestCaseOverview>;

/** Values an issue filter can take within a build or one test case. */
export const IssueFilterOptions = Type.Object({
  impact: Type.Array(ImpactSchema),
  pages: Type.Array(Type.String()),
  components: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  tests: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  files: Type.Array(Type.String()),
});
export type IssueFilterOptions = Static<typeof IssueFilterOptions>;

/** Body of the rule and guideline lists and of the component lists. */
export const IssueListBody = Type.Object({
  filters: FiltersSchema,
  th_build_id: ThBuildId,
  central_scanner: Type.Optional(Type.Boolean({ description: 'Scanner reports; ignored for builds' })),
});
export type IssueListBody = Static<typeof IssueListBody>;

const ReviewCounts = {
  confirmedIssueCount: Count('Issues on the Confirmed side under the filters (review filter aside)'),
  needsReviewIssueCount: Count('Issues on the Needs review side under the filters (review filter aside)'),
};

/** One rule of `POST /api/v3/test_runs/rules`. */
export const RuleListEntry = Type.Object({
  id: Type.String(),
  help: Type.String(),
  description: Type.String(),
  helpUrl: Type.String(),
  tags: Type.Array(Type.String()),
  impact: ImpactSchema,
  issueCount: Count('Issues of the rule under the filters, without preferred-behaviour instances'),
  isBehaviourRule: Type.Boolean({ description: 'Components of this rule list behaviours' }),
  isAdvanced: Type.Boolean({ description: 'Found by advanced processing (the rule carries the `curbcut-advanced` tag)' }),
  isAiDetected: Type.Boolean({ description: 'AI-detected (the rule carries the `curbcut-ai` tag); its issues match aiDetectedIssuesFilter' }),
});
export type RuleListEntry = Static<typeof RuleListEntry>;

/** Answer of `POST /api/v3/test_runs/rules`. */
export const RuleList = Type.Object({ rules: Type.Array(RuleListEntry), ...ReviewCounts });
export type RuleList = Static<typeof RuleList>;

/** One guideline of `POST /api/v3/test_runs/guidelines`. */
export const GuidelineListEntry = Type.Object({
  key: Type.String({ description: '`x.y.z`, or best-practice / experimental / other' }),
  label: Type.String({ description: "'SC x.y.z', 'Best Practice', 'Experimental rules' or 'Other'" }),
  impact: ImpactSchema,
  issueCount: Count(''),
  ruleIds: Type.Array(Type.String()),
});
export type GuidelineListEntry = Static<typeof GuidelineListEntry>;

/** Answer of `POST /api/v3/test_runs/guidelines`. */
export const GuidelineList = Type.Object({ guidelines: Type.Array(GuidelineListEntry), ...ReviewCounts });
export type GuidelineList = Static<typeof GuidelineList>;

/** A behaviour of a component of a behaviour-type rule. */
export const BehaviourEntry = Type.Object({
  value: Type.String(),
  preferred: Type.Boolean(),
  issueCount: Count('Instances of the behaviour'),
  ruleCode: Type.String({ description: 'The rule id' }),
  index: Type.Integer({ minimum: 0, description: 'Position in the list' }),
});
export type BehaviourEntry = Static<typeof BehaviourEntry>;

/** A row of the Component / Pages / Issues table. */
export const ComponentListEntry = Type.Object({
  id: Type.String(),
  issueCount: Count('Issues, without preferred-behaviour instances'),
  pageCount: Count(''),
  behaviours: Type.Array(BehaviourEntry, { description: 'Empty unless the rule is behaviour-type' }),
});
export type ComponentListEntry = Static<typeof ComponentListEntry>;

/** Answer of the component lists. */
export const ComponentList = Type.Object({ components: Type.Array(ComponentListEntry) });
export type ComponentList = Static<typeof ComponentList>;

/** Path of the component lists (`{id}` is a rule id or a guideline key). */
export const ComponentListParams = Type.Object({
  project: Type.String({ minLength: 1, maxLength: 400, description: 'Project name or id, percent-encoded' }),
  buildRun: Type.String({ minLength: 1, maxLength: 600, description: '`Build` or `<name>#<number>`; th_build_id decides' }),
  id: Type.String({ minLength: 1, maxLength: 200, description: 'Rule id, or guideline key (`1.4.3`, `wcag143`, `SC 1.4.3`, best-practice, experimental, other)' }),
});
export type ComponentListParams = Static<typeof ComponentListParams>;

/** Body of `POST .../issue`. */
export const IssueQueryBody = Type.Object({
  th_build_id: ThBuildId,
  componentId: Type.Optional(Type.String({ maxLength: 2000, description: 'Only issues on this component' })),
  ruleId: Type.Optional(Type.String({ maxLength: 200, description: 'Only issues of this rule' })),
  guidelineTag: Type.Optional(Type.String({ maxLength: 200, description: 'Only issues of rules under this guideline (when no ruleId)' })),
  behaviourValue: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Only instances of this behaviour (preferred ones included); without it preferred instances are left out' }),
  ),
  filters: FiltersSchema,
  issueId: Type.Optional(Type.String({ maxLength: 200, description: 'The issue to show; default the first' })),
  startingAfter: Type.Optional(Type.String({ maxLength: 200, description: 'Show the issue after this one (next)' })),
  endingBefore: Type.Optional(Type.String({ maxLength: 200, description: 'Show the issue before this one (previous)' })),
  tests: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { description: 'Only issues of these test cases' })),
  th_btcer_id: Type.Optional(Type.String({ maxLength: 100, description: 'Only issues of this test case' })),
});
export type IssueQueryBody = Static<typeof IssueQueryBody>;

const CheckNode = Type.Object({
  id: Type.String(),
  message: Type.String(),
  relatedNodes: Type.Array(Type.Object({ target: Type.String(), html: Type.String() })),
});

/** The issue item of spec 001 section 3, with its place in the list. */
export const IssueItem = Type.Object({
  issueId: Type.String({ description: 'The fingerprint' }),
  ruleId: Type.String(),
  guidelineTag: Type.Union([Type.String(), Type.Null()]),
  ruleData: Type.Object({ id: Type.String(), help: Type.String(), description: Type.String(), helpUrl: Type.String(), tags: Type.Array(Type.String()) }),
  page: Type.Object({ url: Type.String() }),
  componentId: Type.String(),
  impact: ImpactSchema,
  html: Type.String(),
  target: Type.String(),
  any: Type.Array(CheckNode),
  all: Type.Array(CheckNode),
  none: Type.Array(CheckNode),
  testType: Type.String(),
  failureSummary: Type.String(),
  metadata: Type.Object({
    browser: Type.Union([Type.String(), Type.Null()]),
    os: Type.Union([Type.String(), Type.Null()]),
    viewport: Type.Union([Type.Object({ width: Type.Number(), height: Type.Number() }), Type.Null()]),
  }),
  behaviour: Type.Union([Type.String(), Type.Null()]),
  preferred: Type.Boolean(),
  needsReview: Type.Boolean(),
  confirmed: Type.Union([Type.Boolean(), Type.Null()]),
  issueStatus: Type.Union([Type.Literal('visible'), Type.Literal('hidden'), Type.Literal('non-issue')]),
  hidden: Type.Boolean(),
  hideReason: Type.Union([Type.String(), Type.Null()]),
  hidePersisted: Type.Boolean(),
  needsReviewPersisted: Type.Boolean(),
  persistedDecisionScope: Type.Union([Type.String(), Type.Null()]),
  testCaseIds: Type.Array(Type.String()),
  issueIndex: Type.Integer({ minimum: 1, description: "Position from 1 ('Issue N of M')" }),
  total: Count('Issues in the list'),
});
export type IssueItem = Static<typeof IssueItem>;
