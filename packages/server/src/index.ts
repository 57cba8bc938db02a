/**
 * @curbcut/server: the reference server. `createServer(options)` starts everything; the rest is
 * exported for the CLI (`curbcut serve`, `curbcut worker`), the demo importer and tests.
 */
export { createServer, DEFAULT_BODY_LIMIT } from './createServer';
export { startWorker, WorkerSetupError } from './scans/worker';
export { systemClock, ManualClock } from './time/clock';
export { LocalBlobStore } from './blobs/localBlobStore';
export { validateBlobKey } from './blobs/blobStore';
export { SqliteJobQueue } from './jobs/sqliteJobQueue';
export { PgBossJobQueue } from './jobs/pgBossJobQueue';
export { createJobQueue } from './jobs/createJobQueue';
export { openDatabase, isPostgresUrl } from './db/connect';
export { migrateToLatest, migrateToEmpty } from './db/migrate';
export { MIGRATIONS } from './db/migrations';
export { newId } from './db/ids';
export { ensureDemoAccounts, DEMO_PASSWORD } from './accounts/demo';
export { createProject, findProjectInGroup, findProjectByName, listProjects } from './accounts/projects';
export { createUploadToken, revokeUploadToken } from './accounts/uploadTokens';
export { createGroup, createUser, setFeatureFlags, normalizeEmail } from './accounts/users';
export { createInvitation, invitationUrl } from './settings/members';
export { ensurePlans, BUILT_IN_PLANS, PLAN_FEATURES } from './accounts/plans';
export { requireUser, requireUploadToken } from './auth/guards';
export { ApiError } from './http/errors';
export { createLivePublisher } from './live/publisher';
export { startSoketi } from './live/soketi';
export { importDemoBuilds, ensureDemoScan, DEMO_SCAN_NAME, ensureDemoPdfReports, DEMO_PDF_NAMES } from './demo';
export { seedLargeReport } from './reports/seedLarge';
export { ensureReportDataset, invalidateReportDataset } from './reports/datasetCache';
export { createGrowthServer } from './growth/growthServer';
export { FREE_MAIL_DOMAINS, isBusinessEmail } from './growth/freeMailDomains';
export { createMailTransport, SMTP_URL_ENV } from './mail/createMailTransport';
export { OutboxMailTransport } from './mail/outboxMailTransport';
export { SmtpMailTransport, SmtpUrlError, parseSmtpUrl } from './mail/smtpMailTransport';

export type { RunningServer, RouteInfo, ServerContext, ServerOptions, LiveConfig, Dialect } from './context';
export type { GrowthOptions, ChatWidgetConfig } from './context';
export type { GrowthServerOptions } from './growth/growthServer';
export type { MailMessage, MailTransport } from './mail/mailTransport';
export type { WorkerOptions, RunningWorker } from './scans/worker';
export type { Clock } from './time/clock';
export type { NewInvitation } from './settings/members';
export type { TelemetryOptions } from './http/telemetryScript';
export type { PdfScannerOptions } from './pdfScanner/options';
export type { BlobStore, BlobBody, BlobInfo, BlobRange } from './blobs/blobStore';
export type { JobQueue, Job, JobHandler, EnqueueOptions } from './jobs/jobQueue';
export type { Database } from './db/schema';
export type { AccountTables } from './db/accountTables';
export type { OpenDatabase } from './db/connect';
export type { DemoAccounts, DemoUser } from './accounts/demo';
export type { NewGroup, NewUser } from './accounts/users';
export type { PlanDefinition, PlanFeature } from './accounts/plans';
export type { AuthUser, UploadTokenAuth } from './auth/guards';
export type { LivePublisher } from './live/publisher';
export type { RunningSoketi } from './live/soketi';
export type { DemoImportTarget, DemoImportResult } from './demo';
export type { SeedLargeReportOptions, SeededReport } from './reports/seedLarge';
