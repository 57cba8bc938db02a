export { ERROR_CODES, ERROR_STATUS, ApiErrorBody, ApiErrorEnvelope, DataEnvelope } from './envelope';
export type { ErrorCode, ApiSuccess } from './envelope';
export { ID_PREFIXES, isId, encodePathSegment, buildPath, buildReportPagePath, buildRunSegment, parseBuildRunSegment } from './paths';
export type { IdKind } from './paths';
export { SESSION_COOKIE, SESSION_TTL_DAYS, SignInBody, SignedInUser, SignInResponse, StartSsoQuery } from './auth';
export {
  FEATURE_FLAG_NAMES,
  TRIAL_STATUSES,
  TRIAL_LENGTH_DAYS,
  TRIAL_EXPIRY_TILE_DAYS,
  PerProductFlags,
  PriorityNotification,
  Profile,
  TrialStatusResponse,
} from './profile';
export type { FeatureFlagName, TrialStatus } from './profile';
export {
  UPLOAD_TOKEN_PREFIX,
  Project,
  ProjectListItem,
  CreateProjectBody,
  ProjectIdParams,
  CreateUploadTokenBody,
  CreatedUploadToken,
} from './projects';
export {
  IssueSummarySchema,
  HealthSummarySchema,
  ReportListItem,
  ReportListQuery,
  ReportMeta,
  TestRunParams,
  ReportIdParams,
  DATASET_STRINGS_MAX_RANGE,
  DATASET_SLICES_MAX_RANGE,
  DatasetSlicesQuery,
  DatasetStringsQuery,
  DATASET_CONTENT_TYPE,
  DatasetBinary,
} from './reports';
export {
  CreateBuildBody,
  BuildRef,
  IngestTestCase,
  IngestBatchBody,
  IngestBatchResult,
  FinalizeResult,
  BuildIdParams,
  FinalizeRunBody,
  FinalizedRun,
  SeverityCounts,
  BuildComparison,
} from './ingest';
export {
  LIVE_RESEND_MS,
  LIVE_SUBSCRIPTION_TTL_MS,
  LIVE_MAX_RECONNECT_ATTEMPTS,
  LIVE_EVENTS,
  userChannel,
  PusherConnectionStartBody,
  PusherConnection,
  PusherAuthBody,
  LiveSubscription,
  LiveUpdatesBody,
  LiveUpdatesResult,
} from './live';
export type { BuildUpdatePayload, ProjectUpdatePayload } from './live';
export {
  SECURITY_SCHEMES,
  LIVE_TOKEN_HEADER,
  NO_AUTH,
  SESSION_AUTH,
  UPLOAD_TOKEN_AUTH,
  SESSION_OR_LIVE_TOKEN_AUTH,
} from './security';
export type { SecuritySchemeName, SecurityRequirement } from './security';
export { BuildScore, BuildTrendPoint, ConformanceOutcomesSchema, BuildOverview } from './buildOverview';
export {
  PUBLIC_LINK_TOKEN_PREFIX,
  EMBED_TOKEN_PREFIX,
  EMBED_TOKEN_DEFAULT_TTL_SECONDS,
  EMBED_TOKEN_MAX_TTL_SECONDS,
  EMBED_TOKEN_MIN_TTL_SECONDS,
  PUBLIC_REPORT_PATH,
  ORG_PUBLIC_LINKS_DISABLED_MESSAGE,
  REPORT_SHARING_DISABLED_MESSAGE,
  PUBLIC_LINK_ENABLED_TOAST,
  publicReportLink,
  PublicReportBody,
  PublicReportParams,
  PublicReportQuery,
  PublicLinkState,
  PublicLinkTargetQuery,
  PublicLinkTarget,
  EmbedTokenBody,
  EmbedToken,
  GroupSharingSettings,
} from './sharing';
export {
  EXPORT_STATUSES,
  EXPORT_LINK_TTL_HOURS,
  CSV_DOWNLOAD_STARTED_TOAST,
  EXPORT_EXPIRED_MESSAGE,
  ExportFilters,
  ExportReportBody,
  ExportIdParams,
  ExportJob,
} from './exports';
export type { ExportStatus } from './exports';
export {
  BuildListItem,
  BuildList,
  ProjectBuildsParams,
  TestCaseItem,
  TEST_CASES_PAGE_SIZE,
  TestCasesQuery,
  TestCasesPage,
  TestCaseFilterOptions,
  TestCaseSearchBody,
  TestCaseParams,
  TestCaseOverview,
  ReportTestCaseParams,
  TestCaseComparison,
  TEST_CASE_COMPARISON_UNAVAILABLE,
  IssueFilterOptions,
  IssueListBody,
  RuleListEntry,
  RuleList,
  GuidelineListEntry,
  GuidelineList,
  BehaviourEntry,
  ComponentListEntry,
  ComponentList,
  ComponentListParams,
  IssueQueryBody,
  IssueItem,
} from './builds';
export type { TestCaseComparisonUnavailable } from './builds';
export { HideIssuesBody, NeedsReviewBody, PreferredBody, IssueIdParams, DecisionResult } from './decisions';
