/**
 * Schemas of the report read calls: the list, the build meta (spec 001 section 3, "Build meta") and
 * the worker dataset's string-column slices. Session auth; every call is scoped to the caller's group.
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';
import { REPORT_STATUSES, REPORT_TYPES } from '../model';

const reportTypeSchema = (description: string) => Type.Union(REPORT_TYPES.map((t) => Type.Literal(t)), { description });
const ReportTypeSchema = reportTypeSchema('Kind of report');
const ReportStatusSchema = Type.Union(
  REPORT_STATUSES.map((s) => Type.Literal(s)),
  { description: 'Where the report is in its lifecycle; running, processing and finalizing are in progress' },
);
const Context = Type.Record(Type.String(), Type.Unknown());
const UserRef = Type.Object(
  { id: Type.String({ description: 'User id (`usr_...`)' }), name: Type.String({ description: 'Display name' }) },
  { description: 'Who created the report (for uploads: the user who issued the upload token)' },
);
const Count = (description: string) => Type.Integer({ description });
const ReportId = Type.String({ description: 'Report id (`rep_...`)' });
const ReportName = Type.String({ description: 'Display name of the report; for builds, the build name' });
const ProjectId = Type.String({ description: 'Project id (`prj_...`)' });
const ProjectName = Type.String({ description: 'Name of the project' });
const BuildName = Type.String({ description: 'Build name, for example the branch' });
const BuildNumber = Type.Integer({ description: 'Number of the build within its project and build name, from 1' });
const CreatedAt = Type.String({ description: 'When the report was created (ISO 8601, UTC)' });
const CompletedAt = Type.Union([Type.String(), Type.Null()], {
  description: 'When the report was completed (ISO 8601, UTC); null while in progress',
});

/** The model's IssueSummary (spec 001 section 3, "Issue summary") as a schema. */
export const IssueSummarySchema = Type.Object(
  {
    critical: Count('Critical issues (visible, not awaiting review)'),
    serious: Count('Serious issues (visible, not awaiting review)'),
    moderate: Count('Moderate issues (visible, not awaiting review)'),
    minor: Count('Minor issues (visible, not awaiting review)'),
    issueCount: Count('Distinct issues (visible, not awaiting review): the sum of the four severities'),
    componentCount: Count('Distinct components those issues are on'),
    pageCount: Count('Distinct pages those issues are on'),
    needsReviewCount: Count('Visible issues awaiting review (needs review, not confirmed)'),
    hiddenIssuesCount: Count('Issues hidden by a user'),
    aiIssuesCount: Count('Issues found by AI-detected rules; always 0, Curbcut runs none'),
  },
  { description: 'Issue counts of the report; an element reported by several shards or test cases counts once' },
);

/** The model's HealthSummary (test cases passed, failed, skipped) as a schema. */
export const HealthSummarySchema = Type.Object(
  {
    passed: Count('Test cases that passed'),
    failed: Count('Test cases that failed'),
    skipped: Count('Test cases that were skipped'),
    total: Count('Every test case of the report'),
  },
  { description: 'Test case outcomes of the report' },
);

/** One row of `GET /api/v1/reports`. */
export const ReportListItem = Type.Object({
  id: ReportId,
  type: ReportTypeSchema,
  name: ReportName,
  projectId: ProjectId,
  projectName: ProjectName,
  buildName: BuildName,
  buildNumber: BuildNumber,
  status: ReportStatusSchema,
  createdAt: CreatedAt,
  completedAt: CompletedAt,
  createdBy: UserRef,
  issueSummary: IssueSummarySchema,
});
export type ReportListItem = Static<typeof ReportListItem>;

/** Query of `GET /api/v1/reports`. */
export const ReportListQuery = Type.Object({
  type: Type.Optional(reportTypeSchema('Only reports of this kind')),
  projectId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only reports of this project (`prj_...`)' })),
});
export type ReportListQuery = Static<typeof ReportListQuery>;

const ContextOrNull = (description: string) => Type.Union([Context, Type.Null()], { description });

/** `GET /api/v1/reports/{id}/meta` and its spec alias: the build meta of spec 001 section 3. */
export const ReportMeta = Type.Object({
  id: ReportId,
  thBuildId: Type.String({ description: "The spec's build id field; equal to `id`" }),
  type: ReportTypeSchema,
  name: ReportName,
  projectId: ProjectId,
  projectName: ProjectName,
  buildName: BuildName,
  buildNumber: BuildNumber,
  status: ReportStatusSchema,
  wcagVersion: Type.String({ description: 'WCAG version and level the report is judged against, as uploaded; default `2.1 AA`' }),
  createdAt: CreatedAt,
  completedAt: CompletedAt,
  createdBy: UserRef,
  testEngine: Type.Union(
    [
      Type.Object({
        name: Type.String({ description: 'Engine name, for example `axe-core`' }),
        version: Type.String({ description: 'Engine version' }),
        changeLog: Type.Optional(Type.String({ description: 'Change log of that version, as uploaded' })),
      }),
      Type.Null(),
    ],
    { description: 'The test engine the uploader named; null when it named none' },
  ),
  additionalSettings: CloneType(Context, { description: 'Further settings the uploader recorded, as given' }),
  autoEnabledBuild: Type.Boolean({ description: 'Whether the build was turned on automatically (the uploader said so at creation): its report shows the call to action' }),
  issueSummary: IssueSummarySchema,
  healthSummary: HealthSummarySchema,
  hiddenIssuesCount: Count('Issues hidden by a user (as in issueSummary)'),
  markedAsNonIssueCount: Count('Issues a user marked as not an issue'),
  publicLink: Type.Object(
    {
      isEnabled: Type.Boolean({ description: 'Whether the public link is on' }),
      link: Type.Union([Type.String(), Type.Null()], { description: 'The public link; null while off' }),
    },
    { description: 'The public (signed-out) link to the report' },
  ),
  versionControl: ContextOrNull('Git details of the build (branch, commit, repository), as uploaded'),
  ciInfo: ContextOrNull('CI details of the build (service, job URL, run number), as uploaded'),
  hostInfo: ContextOrNull('The machine that uploaded (host name, platform, Node.js version), as uploaded'),
  sdkVersion: Type.Union([Type.String(), Type.Null()], { description: 'Version of the uploading SDK, when it sent one' }),
  hasFailedAdvancedScan: Type.Boolean({ description: 'Spec failure flag: an advanced scan failed' }),
  loadLimitReachedFailure: Type.Boolean({ description: 'Spec failure flag: the scan reached its load limit' }),
  buildTimedOutFailure: Type.Boolean({ description: 'Spec failure flag: the build timed out' }),
});
export type ReportMeta = Static<typeof ReportMeta>;

/** Path of the spec alias `GET /api/projects/{project}/test_runs/{buildRun}/meta`. */
export const TestRunParams = Type.Object({
  project: Type.String({ minLength: 1, maxLength: 400, description: 'Project name, percent-encoded' }),
  buildRun: Type.String({
    minLength: 1,
    maxLength: 600,
    description: 'Build name and number joined by `#` (`main#2`), percent-encoded with `#` as %23',
  }),
});
export type TestRunParams = Static<typeof TestRunParams>;

/** Path of the per-report calls. */
export const ReportIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Report id (`rep_...`)' }),
});
export type ReportIdParams = Static<typeof ReportIdParams>;

/** Largest slice one `dataset/strings` call returns. */
export const DATASET_STRINGS_MAX_RANGE = 5000;
/**
 * Most rows one `dataset/slices` call returns (bytes, not JSON). A CSV export reads in big steps:
 * Chromium receives a response of tens of megabytes several times faster per byte than one of two
 * (360 against 120 MB/s measured on this project's 2-core machine).
 */
export const DATASET_SLICES_MAX_RANGE = 65_536;

/** Query of `GET /api/v1/reports/{id}/dataset/strings`; `end` is exclusive. */
export const DatasetStringsQuery = Type.Object({
  column: Type.String({ minLength: 1, maxLength: 100, description: 'Name of a string column of the dataset, for example `html`' }),
  start: Type.String({ maxLength: 12, description: 'First row of the slice, a whole number from 0' }),
  end: Type.String({
    maxLength: 12,
    description: `Row after the last one of the slice (exclusive); at most ${DATASET_STRINGS_MAX_RANGE} rows after start`,
  }),
});
export type DatasetStringsQuery = Static<typeof DatasetStringsQuery>;

/** Query of `GET /api/v1/reports/{id}/dataset/slices`; `end` is exclusive. */
export const DatasetSlicesQuery = Type.Object({
  columns: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'String columns of the dataset, comma-separated (`html,target`); the answer holds one slice per column, in this order',
  }),
  start: Type.String({ maxLength: 12, description: 'First row of the slices, a whole number from 0' }),
  end: Type.String({
    maxLength: 12,
    description: `Row after the last one (exclusive); at most ${DATASET_SLICES_MAX_RANGE} rows after start`,
  }),
});
export type DatasetSlicesQuery = Static<typeof DatasetSlicesQuery>;

/** Content type of the binary worker dataset (version 1). */
export const DATASET_CONTENT_TYPE = 'application/vnd.curbcut.dataset+binary; v=1';

/**
 * The 200 answer of `GET /api/v1/reports/{id}/dataset` for its route schema (with
 * `produces: [DATASET_CONTENT_TYPE]`): bytes, not JSON, so the OpenAPI document shows a binary body.
 * Typed `unknown` because the server sends them as a buffer or a stream, which Fastify does not serialise.
 */
export const DatasetBinary = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: 'The worker dataset (decodeDataset of @curbcut/core reads it)',
});
