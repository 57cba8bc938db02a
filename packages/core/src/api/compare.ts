/**
 * The compare calls (spec 000 sections 3.5 and 7.1, issues 19 and 20): two completed runs of one
 * project (two builds, two runs of one website scan, or two runs of one workflow), the older the
 * base, every issue of either run new, retained, resolved or not compared
 * (docs/decisions/0039-compare-status.md). Every call takes the
 * query `product` and `ids=base,new`; members of the runs' group only (no report tokens), gated by
 * the plan's report comparison (`report_comparison_supported` of the profile).
 */
import { Type, type Static } from '@sinclair/typebox';
import { IMPACTS } from '../model';

/**
 * The products whose runs can be compared (the compare routes of spec 000 section 2.1, and the
 * Workflow Analyzer's, issue 20): a workflow's runs are its reports of one name in one project.
 */
export const COMPARE_PRODUCTS = ['automatedTest', 'websiteScan', 'workflowScan'] as const;
/** One comparable product. */
export type CompareProduct = (typeof COMPARE_PRODUCTS)[number];

/** Entries of each top list of the summary (rules, pages, components by new and by resolved issues). */
export const COMPARE_TOP_ITEMS = 10;

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Iso = (description: string) => Type.String({ description: `${description} (ISO 8601, UTC)` });

/** The query of every compare call. */
export const CompareQuery = Type.Object({
  product: Type.String({ maxLength: 40, description: "The runs' product: `automatedTest` (builds), `websiteScan` (scan runs) or `workflowScan` (runs of one workflow)" }),
  ids: Type.String({
    maxLength: 300,
    description:
      'Two report ids of the same project (of one website scan; of one workflow name), comma-separated (`base,new`); the server makes the older run the base whatever the order',
  }),
});
export type CompareQuery = Static<typeof CompareQuery>;

/** One of the two runs. */
export const CompareRun = Type.Object({
  id: Type.String({ description: 'Report id (`rep_...`)' }),
  name: Type.String({ description: 'Build name, the scan run report name, or the workflow name' }),
  number: Type.Integer({
    description: "Build number, the run number of a website scan, or a workflow run's report number: its place among its project's manual reports of that name, by creation",
  }),
  createdAt: Iso('When the run started'),
  completedAt: Type.Union([Iso('When the run finished'), Type.Null()]),
  status: Type.String({ description: 'The report status (always `completed` for a compared run)' }),
  engineVersion: Type.String({ description: "axe-core version the run was tested with; '' when unknown" }),
});
export type CompareRun = Static<typeof CompareRun>;

/** A rule that only one run's engine ran: its issues are neither new nor resolved. */
export const CompareNotComparedRule = Type.Object({
  ruleId: Type.String({ description: 'axe rule id' }),
  reason: Type.String({ description: "Why, e.g. 'rule added in axe-core 4.10' or 'rule not run in the base run'" }),
  issues: Count('Issues of the rule set apart (all on one side)'),
});
export type CompareNotComparedRule = Static<typeof CompareNotComparedRule>;

/** A page that failed to load in one run: the other run's issues on it are not compared. */
export const CompareNotComparedPage = Type.Object({
  pagePath: Type.String({ description: 'The normalised page (host and path, as fingerprints use it)' }),
  reason: Type.String({ description: "'page failed in the base run' or 'page failed in the newer run'" }),
  issues: Count("Issues of the other run on the page, set apart"),
});
export type CompareNotComparedPage = Static<typeof CompareNotComparedPage>;

/** `GET /api/compare/meta`. */
export const CompareMeta = Type.Object({
  product: Type.Union(COMPARE_PRODUCTS.map((p) => Type.Literal(p)), { description: 'The product of both runs' }),
  baseReport: Type.Object(CompareRun.properties, { description: 'The older run: the base every status is read against' }),
  newReport: Type.Object(CompareRun.properties, { description: 'The newer run' }),
  reordered: Type.Boolean({ description: '`ids` named the newer run first: the server made the older run the base' }),
  notComparedRules: Type.Array(CompareNotComparedRule, { description: 'Rules run by one engine only, by rule id' }),
  notComparedPages: Type.Array(CompareNotComparedPage, { description: 'Pages that failed in one run (base failures first)' }),
  computedAt: Iso('When this comparison was computed: unchanged while it is answered from the server\'s store'),
});
export type CompareMeta = Static<typeof CompareMeta>;

/** Issues per compare status. */
export const CompareStatusCounts = Type.Object({
  new: Count('Issues only in the newer run'),
  retained: Count('Issues in both runs'),
  resolved: Count('Issues only in the base run'),
  notCompared: Count('Issues of a rule one engine did not run, or of a page that failed in the other run'),
});
export type CompareStatusCounts = Static<typeof CompareStatusCounts>;

/** A rule, page or component with its counts. */
export const CompareKeyedCounts = Type.Object({
  key: Type.String({ description: 'Rule id, normalised page path or component id' }),
  ...CompareStatusCounts.properties,
});
export type CompareKeyedCounts = Static<typeof CompareKeyedCounts>;

/** The most new and the most resolved issues of one kind of key. */
export const CompareTopLists = Type.Object({
  byNew: Type.Array(CompareKeyedCounts, { description: `At most ${COMPARE_TOP_ITEMS} with new issues, most first` }),
  byResolved: Type.Array(CompareKeyedCounts, { description: `At most ${COMPARE_TOP_ITEMS} with resolved issues, most first` }),
});
export type CompareTopLists = Static<typeof CompareTopLists>;

/** One run's point of the severity series (spec 000 section 3.5). */
export const CompareSeverityPoint = Type.Object({
  reportId: Type.String({ description: 'The run (report id)' }),
  date: Iso("The run's start"),
  critical: Count('Confirmed critical issues of the run'),
  serious: Count('Confirmed serious issues of the run'),
  moderate: Count('Confirmed moderate issues of the run'),
  minor: Count('Confirmed minor issues of the run'),
});
export type CompareSeverityPoint = Static<typeof CompareSeverityPoint>;

const severityProps = Object.fromEntries(
  IMPACTS.map((i) => [i, Type.Object(CompareStatusCounts.properties, { description: `Issues of ${i} severity per status` })]),
) as Record<(typeof IMPACTS)[number], typeof CompareStatusCounts>;

/**
 * `GET /api/compare/summary`: counted as a report's summary counts, over its confirmed issues
 * (visible and not awaiting review); an issue is counted with the record of the run that shows it
 * now (the newer run's for new and retained, the base run's for resolved).
 */
export const CompareSummary = Type.Object({
  newIssues: Count('Confirmed issues only in the newer run'),
  retainedIssues: Count('Confirmed issues in both runs'),
  resolvedIssues: Count('Confirmed issues of the base run gone from the newer run'),
  notComparedIssues: Count('Confirmed issues set apart (rule run by one engine only, page failed in the other run)'),
  movedIssues: Count('Retained issues matched by rule, snippet and page after their selector changed'),
  bySeverity: Type.Object(severityProps, { description: 'Counts per severity and status' }),
  topRules: Type.Object(CompareTopLists.properties, { description: 'Rules (key: rule id) with the most new and the most resolved issues' }),
  topPages: Type.Object(CompareTopLists.properties, { description: 'Pages (key: normalised page path) with the most new and the most resolved issues' }),
  topComponents: Type.Object(CompareTopLists.properties, { description: 'Components (key: component id) with the most new and the most resolved issues' }),
  topTests: Type.Object(CompareTopLists.properties, {
    description:
      "Test cases (key: test name; a workflow run's steps, by step name; a scan run has none) with the most new and the most resolved issues; an issue several tests reported counts in each",
  }),
  severitySeries: Type.Array(CompareSeverityPoint, { description: 'The base run, then the newer run' }),
  computedAt: Iso('When this comparison was computed'),
});
export type CompareSummary = Static<typeof CompareSummary>;
