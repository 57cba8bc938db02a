/**
 * What the manual-report viewer reads besides the explorer's dataset (docs/decisions/0041): a
 * workflow's steps (the timeline, each issue's step) and an assisted test's checks (each issue's
 * check and the tester's notes).
 */
import { Type, type Static } from '@sinclair/typebox';
import { CHECK_OUTCOMES } from './manualIngest';

const Screenshot = Type.Union([Type.String(), Type.Null()], {
  description: 'API path of the screenshot (send the report token as `token` when reading by link); null when none was recorded',
});

/** One recorded step of a workflow report. */
export const ManualStep = Type.Object({
  index: Type.Integer({ description: 'Step number, from 1' }),
  unitId: Type.String({ description: "Id of the step's unit (test case): the `tests` filter and the dataset's test cases name it" }),
  name: Type.String({ description: 'What the step does' }),
  url: Type.String({ description: 'The page the step ran on' }),
  action: Type.String({ description: 'The user action that led to this state' }),
  issueCount: Type.Integer({ minimum: 0, description: 'Issues found at this step, needs-review ones not counted' }),
  screenshot: Screenshot,
});
export type ManualStep = Static<typeof ManualStep>;

/** Answer of `GET /api/v1/reports/{id}/steps`. */
export const ManualStepList = Type.Object({
  steps: Type.Array(ManualStep, { description: 'Every step, in step order' }),
});
export type ManualStepList = Static<typeof ManualStepList>;

/** One assisted check. */
export const ManualCheck = Type.Object({
  criterion: Type.String({ description: 'WCAG success criterion, `x.y.z`' }),
  unitId: Type.String({ description: "Id of the check's unit (test case)" }),
  name: Type.String({ description: 'Criterion number and name' }),
  outcome: Type.Union(CHECK_OUTCOMES.map((o) => Type.Literal(o)), { description: "The tester's verdict" }),
  notes: Type.String({ description: "The tester's notes ('' when none)" }),
  pageUrl: Type.Union([Type.String(), Type.Null()], { description: 'The page checked, when named' }),
  issueCount: Type.Integer({ minimum: 0, description: 'Failing elements recorded' }),
});
export type ManualCheck = Static<typeof ManualCheck>;

/** Answer of `GET /api/v1/reports/{id}/checks`. */
export const ManualCheckList = Type.Object({
  checks: Type.Array(ManualCheck, { description: 'Every check, in criterion order' }),
  screenshots: Type.Array(Type.String(), {
    description: 'Fingerprints of the failing elements the tester recorded a screenshot of (read each at `issues/{fingerprint}/screenshot`)',
  }),
});
export type ManualCheckList = Static<typeof ManualCheckList>;

/** Path parameters of a step's screenshot. */
export const StepScreenshotParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`)' }),
  // A string, checked after the caller is: a route answers 401 before it judges its input.
  index: Type.String({ minLength: 1, maxLength: 10, description: 'Step number' }),
});
export type StepScreenshotParams = Static<typeof StepScreenshotParams>;

/** Path parameters of a failing instance's screenshot. */
export const IssueScreenshotParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`)' }),
  fingerprint: Type.String({ minLength: 1, maxLength: 64, description: 'Issue fingerprint' }),
});
export type IssueScreenshotParams = Static<typeof IssueScreenshotParams>;

/** The API path of a step's screenshot. */
export function stepScreenshotPath(reportId: string, index: number): string {
  return `/api/v1/reports/${encodeURIComponent(reportId)}/steps/${index}/screenshot`;
}

/** The API path of a failing instance's screenshot. */
export function issueScreenshotPath(reportId: string, fingerprint: string): string {
  return `/api/v1/reports/${encodeURIComponent(reportId)}/issues/${encodeURIComponent(fingerprint)}/screenshot`;
}
