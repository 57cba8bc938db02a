/**
 * The trends calls (spec 000 section 9 'Compare time ranges', issue 19): one point per completed
 * run of a project's builds or of a website scan within a time range, oldest first, with what the
 * three trend views draw (page failures, severity breakdown, resolution trend). Read from what the
 * server stores per run (its summary, its scan logs or tested pages, its counted totals and the
 * issues each pair of runs both count), so a project with hundreds of runs answers quickly.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The time ranges of spec 000 section 9, in the order a picker lists them. */
export const TREND_RANGES = ['24h', 'week', 'month', '3months', '6months', 'year', 'all'] as const;
/** One time range. */
export type TrendRange = (typeof TREND_RANGES)[number];

/** The range a trends call reads when none is given. */
export const DEFAULT_TREND_RANGE: TrendRange = 'month';

/** The most points one answer holds: 'all time' on a project with more runs gives the latest ones. */
export const TREND_MAX_POINTS = 200;

/** How far back each range reaches; `null` for all time. Months are 30 days, a year 365. */
export const TREND_RANGE_MS: Readonly<Record<TrendRange, number | null>> = {
  '24h': 24 * 3_600_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  '3months': 90 * 86_400_000,
  '6months': 180 * 86_400_000,
  year: 365 * 86_400_000,
  all: null,
};

/** The ranges' names as a picker shows them. */
export const TREND_RANGE_LABELS: Readonly<Record<TrendRange, string>> = {
  '24h': 'Last 24 hours',
  week: 'Last week',
  month: 'Last month',
  '3months': 'Last 3 months',
  '6months': 'Last 6 months',
  year: 'Last year',
  all: 'All time',
};

/** Whether `value` names a time range. */
export function isTrendRange(value: unknown): value is TrendRange {
  return typeof value === 'string' && (TREND_RANGES as readonly string[]).includes(value);
}

/** The earliest start time a range includes (ISO 8601, UTC), or `null` for all time. */
export function trendRangeStart(range: TrendRange, now: Date): string | null {
  const span = TREND_RANGE_MS[range];
  return span === null ? null : new Date(now.getTime() - span).toISOString();
}

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const rangeDescription = `The time range: ${TREND_RANGES.map((r) => `\`${r}\``).join(', ')} (${TREND_RANGES.map((r) => TREND_RANGE_LABELS[r].toLowerCase()).join(', ')}; a month is 30 days, a year 365). Default \`${DEFAULT_TREND_RANGE}\`; another value is a 400.`;

/** The query of `GET /api/v1/scans/{scanId}/trends`. */
export const ScanTrendsQuery = Type.Object({
  range: Type.Optional(Type.String({ maxLength: 40, description: rangeDescription })),
});
export type ScanTrendsQuery = Static<typeof ScanTrendsQuery>;

/** The query of `GET /api/v1/projects/{projectId}/trends`. */
export const ProjectTrendsQuery = Type.Object({
  range: Type.Optional(Type.String({ maxLength: 40, description: rangeDescription })),
  build_name: Type.Optional(Type.String({ minLength: 1, maxLength: 400, description: 'Only the builds of this build name' })),
});
export type ProjectTrendsQuery = Static<typeof ProjectTrendsQuery>;

/** The path of `GET /api/v1/scans/{scanId}/trends`. */
export const ScanTrendsParams = Type.Object({ scanId: Type.String({ minLength: 1, maxLength: 100, description: 'Scan configuration id (`scn_...`)' }) });
export type ScanTrendsParams = Static<typeof ScanTrendsParams>;

/** One completed run in the range. */
export const TrendPoint = Type.Object({
  reportId: Type.String({ description: 'The run (report id, `rep_...`)' }),
  number: Type.Integer({ description: 'Build number, or the run number of a website scan' }),
  name: Type.String({ description: 'Build name, or the name the scan had at that run' }),
  createdAt: Type.String({ description: 'When the run started (ISO 8601, UTC): what the range selects on' }),
  pagesTested: Count("Pages the run tested: a scan's pages visited (failed ones included, from its scan logs); a build's distinct tested URLs"),
  pagesWithIssues: Count('Distinct pages with confirmed issues (the report summary\'s pageCount)'),
  pagesFailed: Type.Union([Count('Pages that failed to load, from the scan logs'), Type.Null()], {
    description: 'Pages of a website scan run that failed to load; always null for builds, whose tests open their own pages (a page that does not load fails its test instead)',
  }),
  critical: Count('Confirmed critical issues (visible, not awaiting review), as the report summary counts them'),
  serious: Count('Confirmed serious issues'),
  moderate: Count('Confirmed moderate issues'),
  minor: Count('Confirmed minor issues'),
  issueCount: Count('Confirmed issues: the sum of the four severities'),
  newIssues: Type.Union([Count('Issues this run counts that the previous one did not'), Type.Null()], {
    description:
      'Issues new since the previous completed run (of the same build name, or of the scan), matched by fingerprint as the build overview\'s issue resolution trend counts them (visible, not awaiting review, not preferred); null when there is no earlier completed run',
  }),
  resolvedIssues: Type.Union([Count('Issues the previous run counted that this one does not'), Type.Null()], {
    description: 'Issues of the previous completed run gone from this one, counted as `newIssues`; null when there is no earlier completed run',
  }),
  comparedTo: Type.Union([Type.String(), Type.Null()], { description: 'The previous completed run (report id) `newIssues` and `resolvedIssues` are read against' }),
});
export type TrendPoint = Static<typeof TrendPoint>;

/** The answer of both trends calls. */
export const Trends = Type.Object({
  product: Type.Union([Type.Literal('automatedTest'), Type.Literal('websiteScan')], { description: 'Builds of a project, or runs of a website scan' }),
  range: Type.Union(TREND_RANGES.map((r) => Type.Literal(r)), { description: 'The range read' }),
  from: Type.Union([Type.String(), Type.Null()], { description: 'The earliest start time included (ISO 8601, UTC); null for all time' }),
  to: Type.String({ description: 'The server time the range ends at (ISO 8601, UTC)' }),
  points: Type.Array(TrendPoint, {
    description: `One point per completed run started in the range, oldest first; at most the latest ${TREND_MAX_POINTS} (see \`truncated\`). Cancelled and failed runs are left out.`,
  }),
  truncated: Type.Boolean({ description: `More than ${TREND_MAX_POINTS} runs are in the range: only the latest ${TREND_MAX_POINTS} are given` }),
});
export type Trends = Static<typeof Trends>;
