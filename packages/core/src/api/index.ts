export { ERROR_CODES, ERROR_STATUS, ApiErrorBody, ApiErrorEnvelope, DataEnvelope } from './envelope';
export type { ErrorCode, ApiSuccess } from './envelope';
export { ID_PREFIXES, isId, encodePathSegment, buildPath, buildRunSegment, parseBuildRunSegment } from './paths';
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
export type { BuildUpdatePayload } from './live';
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
