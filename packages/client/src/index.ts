/**
 * @curbcut/client: the typed Curbcut API client (cache, retry with backoff, shared in-flight
 * calls), the error catalogue, query-option factories for TanStack Query, live updates, and the
 * ingest API client (upload-token auth) the CLI and the Playwright SDK share.
 */
export { createApiClient, DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS, READ_TRIES, WRITE_TRIES } from './apiClient';
export type { ApiClient, ApiClientOptions, RequestOptions, HttpMethod, QueryParams } from './apiClient';
export { getDefaultApiClient, setDefaultApiClient } from './defaultClient';
export { ApiRequestError, isApiRequestError } from './errors';
export type { ApiFailureKind } from './errors';
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_FACTOR } from './backoff';
export type { BackoffOptions } from './backoff';
export { ResponseCache, CACHE_TTL_MS, CACHE_SWEEP_MS } from './responseCache';
export {
  createIngestClient,
  describeIngestFailure,
  IngestError,
  IngestRefusalError,
  INGEST_RETRY_DELAYS_MS,
} from './ingestClient';
export type {
  IngestClient,
  IngestClientOptions,
  IngestCallInfo,
  IngestErrorKind,
  IngestFailure,
  IngestHttpFailure,
  IngestNetworkFailure,
} from './ingestClient';
export {
  errorReaction,
  TOAST_DURATION_MS,
  GENERIC_ERROR_MESSAGE,
  NOT_FOUND_PATH,
  PUBLIC_NOT_FOUND_PATH,
} from './errorCatalogue';
export type { ErrorReaction, ErrorContext } from './errorCatalogue';
export {
  getProfile,
  signIn,
  signOut,
  listProjects,
  createProject,
  createUploadToken,
  listReports,
  getExplorerSummary,
  getReportMeta,
  startPusherConnection,
} from './routes';
export type { CallOptions } from './routes';
export { enablePublicLink, disablePublicLink, createEmbedToken, getGroupSharing, setGroupSharing, startExport, getExport, waitForExport, type WaitForExportOptions } from './sharingRoutes';
export {
  getSettings,
  updateGroupSettings,
  updatePlanFeatures,
  updateMemberRole,
  updateTrialSettings,
  listDeviceCombinations,
  startDeviceSession,
  sendFeedback,
  listFeedback,
  fileBugReport,
  type GroupSettingsChanges,
} from './settings';
export { inviteMember, revokeInvitation, removeMember, lookupInvitation, acceptInvitation } from './members';
export { listManualReportTokens, createManualReportToken, revokeManualReportToken } from './manualTokens';
export { listManualReports, deleteManualReport, manualReportQueryKeys, manualReportsQuery } from './manualReportList';
export { getInstanceSettings, setInstanceGroupPlan, updateInstanceGroupTrial, decideRestartOrder } from './instance';
export { ENVIRONMENTS, ZONE_COOKIE, environmentFromHostname, cookieName, readCookie, apiBaseUrl, type Environment } from './environment';
export {
  ERROR_SAMPLE_RATE,
  DEFAULT_EXCLUDED_GROUPS,
  errorSampleRate,
  sessionReplayAllowed,
  npsSurveyAllowed,
  createTelemetry,
  ATTRIBUTION_PARAMS,
  type Telemetry,
  type TelemetrySink,
  type TelemetrySetup,
  type TelemetryProperties,
  type PageView,
  type AttributionStore,
} from './telemetry';
export { startFreeTrial, getFreeTrialStatus, disableTunnelVision, TRIAL_POLL_INTERVAL_MS } from './trial';
export { queryKeys, profileQuery, projectsQuery, reportsQuery, reportMetaQuery } from './queries';
export { getCompareMeta, getCompareSummary, compareQueryKeys, compareMetaQuery, compareSummaryQuery } from './compare';
export { listTestRuns, searchTestRuns, getTestRunUpdates, testRunQueryKeys } from './testRuns';
export { getTrends, trendsQueryKeys, trendsQuery } from './trends';
export type { TrendSubject } from './trends';
export type { CurbcutQueryOptions } from './queries';
export { createLiveUpdates, httpLiveTransport, createPusherJs } from './liveUpdates';
export type {
  LiveUpdates,
  LiveUpdatesOptions,
  LiveUpdatesMessage,
  LiveUpdatesTransport,
  LiveMessage,
  LiveTopic,
  LiveState,
  PusherLike,
  PusherChannelLike,
  PusherFactory,
} from './liveUpdates';
export type {
  Profile,
  TrialStatus,
  FeatureFlagName,
  PriorityNotification,
  PerProductFlags,
  SignedInUser,
  ProjectListItem,
  Project,
  CreatedUploadToken,
  ReportListItem,
  ReportListParams,
  ReportMeta,
  PusherConnection,
} from './types';
export {
  getBuildOverview,
  getBuildIssueSummary,
  listTestCases,
  searchTestCases,
  getTestCaseFilters,
  getTestCase,
  listBuildRules,
  listBuildGuidelines,
  listComponents,
  getIssue,
  listProjectBuilds,
  deleteBuild,
  hideIssues,
  reviewIssue,
  markPreferred,
} from './buildRoutes';
export type { TestCaseAnswers } from './buildRoutes';
export {
  listScans,
  getScan,
  createScan,
  updateScan,
  deleteScan,
  startScanRun,
  listScanRuns,
  cancelScanRun,
  listAuthConfigs,
  createAuthConfig,
  deleteAuthConfig,
  extractSitemap,
  scanQueryKeys,
  scansQuery,
  scanQuery,
  scanRunsQuery,
  authConfigsQuery,
} from './scans';
export type {
  AuthConfig,
  CreateAuthConfigBody,
  CreateScanBody,
  UpdateScanBody,
  ExtractedSitemap,
  ScanConfig,
  ScanListQuery,
  ScanRunItem,
  ScanSettings,
  ScanSchedule,
  ScanType,
  ScanSourceType,
  ScanRunStatus,
  WcagScanVersion,
  WcagScanLevel,
  AuthConfigType,
} from '@curbcut/core';
export {
  GROWTH_DETAILS_TIMEOUT_MS,
  createGrowthClient,
  getDefaultGrowthClient,
  setDefaultGrowthClient,
  getGrowthDetails,
  getChatConfig,
  getRestartPlan,
  createRestartOrder,
  submitContact,
  provisionFreeAccess,
  getCsrfToken,
  dismissProductIntro,
  addUserProperties,
  setGrowthUserProperty,
  listContactRequests,
  listDesignMembers,
  sendDesignInvites,
} from './growth';
export type { GrowthClient, GrowthClientOptions } from './growth';
export type {
  GrowthDetails,
  GrowthDetailsQuery,
  ChatConfig,
  RestartPlan,
  RestartOrder,
  ContactBody,
  ContactResult,
  ContactRequest,
  ProvisionBody,
  ProvisionResult,
  DismissedProductIntro,
  GrowthUserProperty,
  DesignMember,
  DesignInviteBody,
  DesignInviteResult,
} from '@curbcut/core';
export type {
  PlanFeature,
  Settings,
  SettingsPlan,
  SettingsMember,
  SettingsTrial,
  SettingsIntegrations,
  UpdateTrialSettingsBody,
  DeviceCombination,
  DeviceCombinationList,
  DeviceSession,
  StartDeviceSessionBody,
  FeedbackKind,
  FeedbackBody,
  FeedbackItem,
  FileIssueBody,
  FiledIssue,
  BugTrackerKind,
} from '@curbcut/core';
export {
  PDF_SCANNER_LIVE_EVENT,
  getPresignedUploadUrls,
  uploadPdf,
  validatePdf,
  createPdfReports,
  listPdfReports,
  getPdfUpdates,
  getPdfReport,
  pdfFileUrl,
  getPdfRules,
  getPdfIssues,
  hidePdfIssues,
  reviewPdfIssue,
  deletePdfReport,
  pdfScannerQueryKeys,
  pdfReportsQuery,
  pdfReportQuery,
  pdfRulesQuery,
  pdfIssuesQuery,
  getPdfBreakdown,
  pdfBreakdownQuery,
} from './pdfScanner';
export type { UploadPdfOptions, UploadRequest } from './pdfScanner';
export type {
  PresignedUpload,
  PdfUploadResult,
  ValidatePdfBody,
  ValidatedPdf,
  CreatePdfReportsBody,
  PdfReport,
  PdfReportMeta,
  PdfRules,
  PdfRulesBody,
  PdfReportRule,
  PdfIssues,
  PdfIssuesBody,
  PdfReportIssue,
  PdfUpdates,
  PdfHideBody,
  PdfDecisionResult,
  PdfScannerProfile,
  PdfReportStatus,
  PdfScannerUpdatePayload,
} from '@curbcut/core';
export {
  getCompareRules,
  getCompareGuidelines,
  getCompareComponents,
  getCompareIssues,
  getCompareFilters,
  getCompareScanLogs,
  compareScanLogsQuery,
  compareCsvUrl,
} from './compareViews';
export type { ComparedIds, CompareViewBody, CompareIssuePage } from './compareViews';
export { getConsolidatedReport, getManualSteps, getManualChecks } from './manualReports';
export type { ManualReportIds } from './manualReports';
