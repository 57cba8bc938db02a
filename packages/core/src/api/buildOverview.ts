/**
 * The build overview (spec 001 section 2.2 and the chart data of section 3): one payload that the
 * server answers for `GET /api/projects/{project}/test_runs/{build#number}/overview` and
 * `GET /api/v1/reports/{id}/overview`, and that an offline widget computes from axe results with the
 * same core functions. Field names follow the spec's.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IMPACTS } from '../model';
import { HealthSummarySchema, IssueSummarySchema } from './reports';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const ImpactSchema = Type.Union(IMPACTS.map((i) => Type.Literal(i)), { description: 'Severity' });

/** Score of the build with what it was made of (spec 001 section 3 "Score data"). */
export const BuildScore = Type.Object(
  {
    state: Type.Union([Type.Literal('unavailable'), Type.Literal('oldLogic'), Type.Literal('available'), Type.Literal('pending')], {
      description: 'unavailable before 2025-04-10; oldLogic until 2025-07-10; pending while in progress',
    }),
    score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], { description: '0 to 100, null when not shown' }),
    bySeverity: Type.Record(
      Type.String(),
      Type.Object({ passed: Count('Rule-page pairs passed'), failed: Count('Rule-page pairs failed') }),
      { description: 'Per severity (critical, serious, moderate, minor): passed and failed rule-page pairs' },
    ),
  },
  { description: 'The accessibility score' },
);
export type BuildScore = Static<typeof BuildScore>;

/** One earlier-or-this build as the trends read it, oldest first. */
export const BuildTrendPoint = Type.Object({
  reportId: Type.String({ description: 'Report id of that build' }),
  buildNumber: Type.Integer({ description: 'Build number' }),
  createdAt: Type.String({ description: 'When that build was created (ISO 8601)' }),
  issueSummary: IssueSummarySchema,
  healthSummary: HealthSummarySchema,
  score: Type.Union([Type.Integer(), Type.Null()], { description: 'Score of that build; null when not available' }),
});
export type BuildTrendPoint = Static<typeof BuildTrendPoint>;

/** Which rules ran and what they did: the conformance view evaluates these for any WCAG target. */
export const ConformanceOutcomesSchema = Type.Object(
  {
    violated: Type.Array(
      Type.Object({ ruleId: Type.String(), tags: Type.Array(Type.String()), pages: Type.Array(Type.String()) }),
    ),
    incomplete: Type.Array(Type.Object({ ruleId: Type.String(), tags: Type.Array(Type.String()) })),
    passed: Type.Array(Type.Object({ ruleId: Type.String(), tags: Type.Array(Type.String()) })),
  },
  { description: "Rule outcomes for core's evaluateConformance" },
);

/** `GET .../overview`: everything the overview tab draws. */
export const BuildOverview = Type.Object({
  reportId: Type.String({ description: 'Report id' }),
  issueSummary: IssueSummarySchema,
  healthSummary: HealthSummarySchema,
  score: BuildScore,
  /** Up to 10 builds of the same project and build name, oldest first, ending with this one. */
  trend: Type.Array(BuildTrendPoint, { description: 'Issue, health and score trend, oldest first, this build last' }),
  issueResolutionTrend: Type.Object(
    {
      buildNumbers: Type.Array(Type.Integer()),
      newIssueTrend: Type.Array(Type.Integer()),
      issueResolvedTrend: Type.Array(Type.Integer()),
      openIssueTrend: Type.Array(Type.Integer()),
    },
    { description: 'New, resolved and open issues per build of the trend' },
  ),
  snapshotComparison: Type.Union(
    [
      Type.Object({
        new: Count('Issues in this build only'),
        retained: Count('Issues in both'),
        resolved: Count('Issues in the base build only'),
        comparedTo: Type.String({ description: 'Report id of the base build' }),
        comparedToBuildNumber: Type.Integer({ description: 'Build number of the base build' }),
      }),
      Type.Null(),
    ],
    { description: "'Changes since last run': against the previous completed build of the same build name; null when none" },
  ),
  conformance: Type.Object({
    wcagVersion: Type.String({ description: 'What the build was scanned against, for example `2.1 AA`' }),
    outcomes: ConformanceOutcomesSchema,
  }),
  issueCountByCategory: Type.Array(Type.Object({ category: Type.String(), count: Count('Issues') })),
  /** First 100 by count, descending. */
  issueCountByComponent: Type.Array(
    Type.Object({ componentId: Type.String(), count: Count('Issues'), impact: ImpactSchema }),
    { maxItems: 100 },
  ),
  /** First 100 by count, descending. */
  issueCountByUrl: Type.Array(
    Type.Object({
      url: Type.String(),
      count: Count('Issues'),
      score: Type.Union([Type.Integer(), Type.Null()]),
      pageStatesCount: Count('Page states tested'),
    }),
    { maxItems: 100 },
  ),
  needsReviewCount: Count('Visible issues awaiting review'),
  hiddenIssuesCount: Count('Hidden issues'),
  markedAsNonIssueCount: Count('Issues marked as not an issue'),
});
export type BuildOverview = Static<typeof BuildOverview>;
