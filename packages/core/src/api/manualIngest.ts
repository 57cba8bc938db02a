/**
 * Request and response schemas of the manual-report ingest (docs/decisions/0041-manual-reports.md):
 * create a workflow or assisted report (running), send its steps or checks as idempotent batches,
 * finalise. Personal manual-report token auth; the batch lifecycle is the builds' (0013).
 */
import { Type, type Static } from '@sinclair/typebox';
import { IMPACTS } from '../model';

/** The kinds of manual report. */
export const MANUAL_REPORT_TYPES = ['workflowScan', 'assistedTest'] as const;
export type ManualReportType = (typeof MANUAL_REPORT_TYPES)[number];

/** Outcomes of an assisted check (spec 002: pass, fail, not applicable, not tested). */
export const CHECK_OUTCOMES = ['pass', 'fail', 'notApplicable', 'notTested'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** Image types a screenshot may have. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** Largest screenshot, decoded. */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;

/** Checks one batch may carry. */
export const MAX_CHECKS_PER_BATCH = 100;

/** Failing instances one check may carry. */
export const MAX_INSTANCES_PER_CHECK = 200;

const Text = (max: number, description: string, min = 0) => Type.String({ minLength: min, maxLength: max, description });
const Url = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });

/** A screenshot sent inline (base64), at most 2 MiB once decoded. */
export const ScreenshotInput = Type.Object(
  {
    contentType: Type.Union(SCREENSHOT_TYPES.map((t) => Type.Literal(t)), { description: 'Image type' }),
    data: Type.String({
      minLength: 1,
      // base64 of MAX_SCREENSHOT_BYTES, rounded up to whole quads.
      maxLength: Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4,
      description: 'The image, base64 encoded (at most 2 MiB decoded)',
    }),
  },
  { description: 'A screenshot' },
);
export type ScreenshotInput = Static<typeof ScreenshotInput>;

/** Body of `POST /api/v1/ingest/manual_reports`. */
export const CreateManualReportBody = Type.Object({
  type: Type.Union(MANUAL_REPORT_TYPES.map((t) => Type.Literal(t)), {
    description: '`workflowScan` (a recorded user journey, sent step by step) or `assistedTest` (WCAG checks made by a tester)',
  }),
  name: Text(255, 'Report name, for example "Checkout flow"', 1),
  project: Type.Optional(
    Text(200, "Project name in the token user's group; omitted: the group's \"Manual reports\" project, made on first use", 1),
  ),
  wcagVersion: Type.Optional(Text(20, 'WCAG version and level to judge against; default `2.1 AA`')),
  testEngine: Type.Optional(
    Type.Object(
      {
        name: Text(200, 'Engine name, for example `axe-core`', 1),
        version: Text(100, 'Engine version'),
        changeLog: Type.Optional(Type.String({ description: 'Change log of that version' })),
      },
      { description: 'The engine that checked the pages' },
    ),
  ),
  bestPractices: Type.Optional(Type.Boolean({ description: 'Best-practice rules were run' })),
  needsReview: Type.Optional(Type.Boolean({ description: 'Needs-review results were kept' })),
  startedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When the recording started (ISO 8601)' })),
  additionalSettings: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Further settings to record, as given' })),
});
export type CreateManualReportBody = Static<typeof CreateManualReportBody>;

/** A manual report as the ingest calls return it. */
export const ManualReportRef = Type.Object({
  id: Type.String({ description: 'Report id (`rep_...`): the batch and finalise calls name it' }),
  projectId: Type.String({ description: 'Project id (`prj_...`)' }),
  type: Type.Union(MANUAL_REPORT_TYPES.map((t) => Type.Literal(t)), { description: 'Report kind' }),
  name: Type.String({ description: 'Report name' }),
  status: Type.Union([Type.Literal('running'), Type.Literal('finalizing'), Type.Literal('completed')], {
    description: 'running accepts batches; finalizing and completed accept none',
  }),
});
export type ManualReportRef = Static<typeof ManualReportRef>;

const AxeOutput = (description: string) =>
  Type.Unknown({ description: `${description}: axe-core output in any shape (one results object, an array of them, axe-cli files)` });

/** A resource of a step's page snapshot, sent inline. */
export const SnapshotResourceInput = Type.Object(
  {
    url: Url('The address the page loaded it from (http or https), as the HTML and stylesheets name it'),
    contentType: Text(
      255,
      'Its Content-Type as served, for example `text/css`; an unknown type is kept as bytes and served as `application/octet-stream`',
    ),
    data: Type.String({ description: 'Its bytes, base64 encoded' }),
  },
  { description: 'A stylesheet, image or font the page used' },
);
export type SnapshotResourceInput = Static<typeof SnapshotResourceInput>;

/**
 * A page snapshot sent with a step, stored as a website scan stores its pages (spec 001 "Snapshot
 * states"). Its caps are a scan's own (the scanner's SNAPSHOT_LIMITS), checked by the server, which
 * names the field over a cap in its 400: core cannot read the scanner's constants.
 */
export const StepSnapshotInput = Type.Object(
  {
    html: Type.String({
      minLength: 1,
      description:
        "The page's serialised DOM as it was at this step. Scripts need not be removed: the snapshot is served sandboxed, running none of them. Refused when longer than a website scan's snapshot cap",
    }),
    resources: Type.Optional(
      Type.Array(SnapshotResourceInput, {
        description: "Stylesheets, images and fonts the page used, shown from the stored copies; each, and all together, within a website scan's snapshot caps",
      }),
    ),
  },
  {
    description:
      "The page as it looked at this step, for the issue viewer's snapshot: an issue is shown as the first step that found it saw the page",
  },
);
export type StepSnapshotInput = Static<typeof StepSnapshotInput>;

/** One recorded step of a workflow. */
export const WorkflowStepInput = Type.Object(
  {
    index: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Step number, from 1; unique within the report' }),
    name: Text(500, 'What the step does, for example "Add to basket"', 1),
    url: Url('The page the step ran on'),
    action: Text(500, 'The user action that led to this state, for example "Click \\"Checkout\\""'),
    screenshot: Type.Optional(ScreenshotInput),
    snapshot: Type.Optional(StepSnapshotInput),
  },
  { description: 'The step' },
);
export type WorkflowStepInput = Static<typeof WorkflowStepInput>;

/** Body of `POST /api/v1/ingest/manual_reports/{id}/steps`. */
export const WorkflowStepBatchBody = Type.Object({
  batchId: Text(200, 'Idempotency key: a batch id already accepted is answered with `duplicate: true` and changes nothing', 1),
  step: WorkflowStepInput,
  results: Type.Optional(AxeOutput("The step's axe results")),
});
export type WorkflowStepBatchBody = Static<typeof WorkflowStepBatchBody>;

/** An element a tester found failing a check. */
export const CheckInstanceInput = Type.Object({
  pageUrl: Url('The page the element is on'),
  selector: Text(4000, 'CSS selector of the element', 1),
  html: Text(20_000, 'HTML snippet of the element'),
  impact: Type.Optional(Type.Union(IMPACTS.map((i) => Type.Literal(i)), { description: 'Severity; default `serious`' })),
  notes: Type.Optional(Text(5000, "The tester's notes on this element")),
  screenshot: Type.Optional(ScreenshotInput),
});
export type CheckInstanceInput = Static<typeof CheckInstanceInput>;

/** One assisted check: a WCAG success criterion and what the tester found. */
export const AssistedCheckInput = Type.Object({
  criterion: Type.String({ minLength: 1, maxLength: 10, description: 'WCAG success criterion, for example `1.4.3`' }),
  outcome: Type.Union(CHECK_OUTCOMES.map((o) => Type.Literal(o)), { description: 'What the tester decided' }),
  notes: Type.Optional(Text(5000, "The tester's notes on the check")),
  pageUrl: Type.Optional(Url('The page checked; with it a pass or not-applicable counts towards conformance there')),
  instances: Type.Optional(
    Type.Array(CheckInstanceInput, { maxItems: MAX_INSTANCES_PER_CHECK, description: 'Failing elements; only with outcome `fail`' }),
  ),
});
export type AssistedCheckInput = Static<typeof AssistedCheckInput>;

/** Body of `POST /api/v1/ingest/manual_reports/{id}/checks`. */
export const AssistedCheckBatchBody = Type.Object({
  batchId: Text(200, 'Idempotency key: a batch id already accepted is answered with `duplicate: true` and changes nothing', 1),
  checks: Type.Array(AssistedCheckInput, { minItems: 1, maxItems: MAX_CHECKS_PER_BATCH, description: 'Checks; each criterion once per report' }),
  results: Type.Optional(AxeOutput('Automated results recorded with the checks')),
});
export type AssistedCheckBatchBody = Static<typeof AssistedCheckBatchBody>;

/** Pages one finalisation may name as failed. */
export const MAX_FAILED_PAGES = 5000;

/** A page the recorder could not check. */
export const FailedPageInput = Type.Object({
  url: Url('The page that could not be checked'),
  reason: Text(1000, 'Why, for example "Navigation timed out after 30 s"', 1),
});
export type FailedPageInput = Static<typeof FailedPageInput>;

/**
 * Body of `POST /api/v1/ingest/manual_reports/{id}/finalize`, optional: what went wrong in the
 * recording. Its flags are the report meta's failure flags (spec 002 section 3), shown to signed-in
 * viewers as banners; the failed pages are the failed-pages slide-over's list.
 */
export const FinalizeManualReportBody = Type.Object({
  failedPages: Type.Optional(
    Type.Array(FailedPageInput, {
      maxItems: MAX_FAILED_PAGES,
      description: 'Pages whose checks failed (the report meta\'s `hasFailedAdvancedScan`); each URL once',
    }),
  ),
  pagesAttempted: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, description: "Pages the recorder set out to check; default: the report's pages and the failed ones" }),
  ),
  loadLimitReached: Type.Optional(Type.Boolean({ description: 'The recorder stopped at its page limit (`loadLimitReachedFailure`)' })),
  timedOut: Type.Optional(Type.Boolean({ description: 'The recording ran out of time, so more pages may have failed (`buildTimedOutFailure`)' })),
});
export type FinalizeManualReportBody = Static<typeof FinalizeManualReportBody>;

/** The test-case key of a workflow step or an assisted check: its unit within the report. */
export function manualUnitKey(unit: { step: number } | { criterion: string }): string {
  return 'step' in unit ? `step-${unit.step}` : `check-${unit.criterion}`;
}
