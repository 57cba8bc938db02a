/**
 * Schemas of the issue actions (spec 001 section 7, spec 002 "Calls"): hide/unhide, review and
 * preferred behaviour. Author-only; refused while the report is in progress. The issue id is the
 * issue's fingerprint (16 hex characters, docs/decisions/0003): stable across the builds of a project.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HIDE_REASONS, HIDE_SCOPES } from '../decisions/model';
import { IssueSummarySchema } from './reports';

const ReportId = Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`) the action applies to' });
const TestType = Type.Optional(
  Type.String({ maxLength: 50, description: "Kind of view the action comes from (`Build`, `TestCase`); informational: decisions apply to the report's issues" }),
);
const Key = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description }));

/** Body of `PATCH /api/issues/hide`. */
export const HideIssuesBody = Type.Object({
  scope: Type.Union(HIDE_SCOPES.map((s) => Type.Literal(s)), { description: 'How wide the action reaches' }),
  reason: Type.Optional(
    Type.Union([Type.Null(), ...HIDE_REASONS.map((r) => Type.Literal(r))], {
      description: `Why the issues are hidden; required to hide: ${HIDE_REASONS.join(', ')}`,
    }),
  ),
  hidden: Type.Boolean({ description: 'true hides, false unhides (the toast\'s Undo sends the opposite)' }),
  issueId: Key('Issue id (fingerprint); required for the issue scope'),
  componentId: Key('Component id; required for the component scope'),
  ruleId: Key('Rule id; required for the rule scope, narrows the component scope'),
  guidelineTag: Key('WCAG tag (`wcag143`), criterion (`1.4.3`, `SC 1.4.3`) or group key; required for the guideline scope, narrows the component scope'),
  reportId: ReportId,
  testType: TestType,
  persist: Type.Optional(Type.Boolean({ description: 'Apply to later builds of the project too (default false)' })),
});
export type HideIssuesBody = Static<typeof HideIssuesBody>;

/** Body of `PATCH /api/issues/{id}/needs-review`. */
export const NeedsReviewBody = Type.Object({
  reportId: ReportId,
  testType: TestType,
  persist: Type.Optional(Type.Boolean({ description: 'Apply to later builds of the project too (default false)' })),
  // One nullable type, not a union: with type coercion on, either branch of a union would turn
  // the other value into its own (null into false, or false into null).
  confirmed: Type.Unsafe<boolean | null>({
    type: 'boolean',
    nullable: true,
    description: 'true: confirm as issue; false: not an issue; null: undo the review',
  }),
  hidden: Type.Optional(
    Type.Boolean({ description: 'Must agree with confirmed when given: true only with confirmed false (not an issue)' }),
  ),
});
export type NeedsReviewBody = Static<typeof NeedsReviewBody>;

/** Body of `PATCH /api/issues/{id}/preferred`. */
export const PreferredBody = Type.Object({
  preferred: Type.Boolean({ description: "true marks the issue's behaviour as preferred for its component and rule; false unmarks it" }),
  reportId: ReportId,
  testType: TestType,
  persist: Type.Optional(Type.Boolean({ description: 'Apply to later builds of the project too (default true: a team keeps its intended behaviour)' })),
});
export type PreferredBody = Static<typeof PreferredBody>;

/** Path of the per-issue actions. */
export const IssueIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, description: 'Issue id: the issue fingerprint' }),
});
export type IssueIdParams = Static<typeof IssueIdParams>;

/** Answer of every issue action. */
export const DecisionResult = Type.Object({
  decisionId: Type.String({ description: 'Id of the recorded decision (`dec_...`)' }),
  changedCount: Type.Integer({ minimum: 0, description: 'Issues whose state changed (0 when they already were so)' }),
  issueSummary: IssueSummarySchema,
  hiddenIssuesCount: Type.Integer({ minimum: 0, description: 'Hidden issues of the report after the action' }),
  markedAsNonIssueCount: Type.Integer({ minimum: 0, description: 'Issues marked as not an issue after the action' }),
});
export type DecisionResult = Static<typeof DecisionResult>;
