/**
 * Schemas of the report read calls: the list, the build meta (spec 001 section 3, "Build meta") and
 * the worker dataset's string-column slices. Session auth; every call is scoped to the caller's group.
 */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_STATUSES, REPORT_TYPES } from '../model';

const ReportTypeSchema = Type.Union(REPORT_TYPES.map((t) => Type.Literal(t)));
const ReportStatusSchema = Type.Union(REPORT_STATUSES.map((s) => Type.Literal(s)));
const Context = Type.Record(Type.String(), Type.Unknown());
const UserRef = Type.Object({ id: Type.String(), name: Type.String() });

/** The model's IssueSummary (spec 001 section 3, "Issue summary") as a schema. */
export const IssueSummarySchema = Type.Object({
  critical: Type.Integer(),
  serious: Type.Integer(),
  moderate: Type.Integer(),
  minor: Type.Integer(),
  issueCount: Type.Integer(),
  componentCount: Type.Integer(),
  pageCount: Type.Integer(),
  needsReviewCount: Type.Integer(),
  hiddenIssuesCount: Type.Integer(),
  aiIssuesCount: Type.Integer(),
});

/** The model's HealthSummary (test cases passed, failed, skipped) as a schema. */
export const HealthSummarySchema = Type.Object({
  passed: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Integer(),
  total: Type.Integer(),
});

/** One row of `GET /api/v1/reports`. */
export const ReportListItem = Type.Object({
  id: Type.String(),
  type: ReportTypeSchema,
  name: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  buildName: Type.String(),
  buildNumber: Type.Integer(),
  status: ReportStatusSchema,
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: UserRef,
  issueSummary: IssueSummarySchema,
});
export type ReportListItem = Static<typeof ReportListItem>;

/** Query of `GET /api/v1/reports`. */
export const ReportListQuery = Type.Object({
  type: Type.Optional(ReportTypeSchema),
  projectId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type ReportListQuery = Static<typeof ReportListQuery>;

/** `GET /api/v1/reports/{id}/meta` and its spec alias: the build meta of spec 001 section 3. */
export const ReportMeta = Type.Object({
  id: Type.String(),
  /** The spec's build id field; equal to `id`. */
  thBuildId: Type.String(),
  type: ReportTypeSchema,
  name: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  buildName: Type.String(),
  buildNumber: Type.Integer(),
  status: ReportStatusSchema,
  wcagVersion: Type.String(),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  createdBy: UserRef,
  testEngine: Type.Union([
    Type.Object({ name: Type.String(), version: Type.String(), changeLog: Type.Optional(Type.String()) }),
    Type.Null(),
  ]),
  additionalSettings: Context,
  autoEnabledBuild: Type.Boolean(),
  issueSummary: IssueSummarySchema,
  healthSummary: HealthSummarySchema,
  hiddenIssuesCount: Type.Integer(),
  markedAsNonIssueCount: Type.Integer(),
  publicLink: Type.Object({ isEnabled: Type.Boolean(), link: Type.Union([Type.String(), Type.Null()]) }),
  versionControl: Type.Union([Context, Type.Null()]),
  ciInfo: Type.Union([Context, Type.Null()]),
  hostInfo: Type.Union([Context, Type.Null()]),
  sdkVersion: Type.Union([Type.String(), Type.Null()]),
  hasFailedAdvancedScan: Type.Boolean(),
  loadLimitReachedFailure: Type.Boolean(),
  buildTimedOutFailure: Type.Boolean(),
});
export type ReportMeta = Static<typeof ReportMeta>;

/** Path of the spec alias `GET /api/projects/{project}/test_runs/{buildRun}/meta`. */
export const TestRunParams = Type.Object({
  project: Type.String({ minLength: 1, maxLength: 400 }),
  /** `{build#number}`, percent-encoded (`#` as %23). */
  buildRun: Type.String({ minLength: 1, maxLength: 600 }),
});
export type TestRunParams = Static<typeof TestRunParams>;

/** Path of the per-report calls. */
export const ReportIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type ReportIdParams = Static<typeof ReportIdParams>;

/** Largest slice one `dataset/strings` call returns. */
export const DATASET_STRINGS_MAX_RANGE = 5000;

/** Query of `GET /api/v1/reports/{id}/dataset/strings`; `end` is exclusive. */
export const DatasetStringsQuery = Type.Object({
  column: Type.String({ minLength: 1, maxLength: 100 }),
  start: Type.String({ maxLength: 12 }),
  end: Type.String({ maxLength: 12 }),
});
export type DatasetStringsQuery = Static<typeof DatasetStringsQuery>;

/** Content type of the binary worker dataset (version 1). */
export const DATASET_CONTENT_TYPE = 'application/vnd.curbcut.dataset+binary; v=1';
