/**
 * The website scanner's calls (spec 000 section 3.6, spec 001 section 2.6): scan configurations,
 * authentication configurations, runs (each run is a `websiteScan` report), scan logs, failed pages
 * and sitemap extraction. Session auth, scoped to the caller's group; the run read calls also take
 * embed and public-link tokens like every report read call.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IssueSummarySchema } from './reports';

/** WCAG versions a scan can be judged against. */
export const WCAG_SCAN_VERSIONS = ['2.0', '2.1', '2.2'] as const;
export type WcagScanVersion = (typeof WCAG_SCAN_VERSIONS)[number];
/** WCAG conformance levels. */
export const WCAG_SCAN_LEVELS = ['A', 'AA', 'AAA'] as const;
export type WcagScanLevel = (typeof WCAG_SCAN_LEVELS)[number];
/** Scan types of spec 000 section 3.6 (the list's scanType filter). */
export const SCAN_TYPES = ['on_demand', 'login_configured', 'local_enabled', 'recurring_on', 'recurring_off'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];
/** How a configuration names its pages (the list's type filter). */
export const SCAN_SOURCE_TYPES = ['url', 'sitemap'] as const;
export type ScanSourceType = (typeof SCAN_SOURCE_TYPES)[number];
/** Lifecycle of one run. queued and running are in progress. */
export const SCAN_RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ScanRunStatus = (typeof SCAN_RUN_STATUSES)[number];
/** Outcome of one page (spec 001 "cumulativeStatus"). */
export const PAGE_STATUSES = ['success', 'redirect', 'failure'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];
/** Authentication configuration types. */
export const AUTH_CONFIG_TYPES = ['form', 'basic'] as const;
export type AuthConfigType = (typeof AUTH_CONFIG_TYPES)[number];

/** Defaults and limits of a scan configuration. */
export const SCAN_LIMITS = {
  maxStartUrls: 1000,
  maxDepth: 10,
  maxPages: 5000,
  defaultMaxPages: 100,
  defaultMaxDepth: 3,
  minPageTimeoutSeconds: 5,
  maxPageTimeoutSeconds: 120,
  defaultPageTimeoutSeconds: 30,
  maxConcurrency: 8,
  defaultConcurrency: 2,
  maxPatterns: 50,
} as const;

/** The texts of spec 001 section 8 that a run's `error` carries. */
export const SCAN_ERROR_TEXTS = {
  timedOut: 'Scan timed out',
  timedOutDetail: 'If this issue persists, please contact support.',
  localConnection: 'Local connection error: Local connection could not be established.',
  login: 'Login configuration error: Failed to login.',
  /** The run's worker stopped (crashed or was killed) on every attempt the queue allowed. */
  workerLost: 'Scan failed: the scan worker stopped before the scan could finish.',
} as const;

const lit = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(values.map((v) => Type.Literal(v)), { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Iso = (description: string) => Type.String({ description: `${description} (ISO 8601, UTC)` });
const IsoOrNull = (description: string) => Type.Union([Type.String(), Type.Null()], { description: `${description} (ISO 8601, UTC); null when none` });
const Url = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });
const Pattern = Type.String({
  minLength: 1,
  maxLength: 500,
  description: "A URL pattern: '*' matches any run of characters; a pattern starting with '/' is matched against the path and query, any other against the whole URL",
});
const UserRef = Type.Object({ id: Type.String(), name: Type.String() }, { description: 'Who created it' });

/** What a scan scans and how (the scanner's settings). */
export const ScanSettings = Type.Object({
  startUrls: Type.Array(Url('A website URL (http or https, strict website URL rule)'), {
    maxItems: SCAN_LIMITS.maxStartUrls,
    description: 'Pages to start from; may be empty when a sitemap is given',
  }),
  sitemapUrl: Type.Union([Url('Sitemap or sitemap index URL'), Type.Null()], {
    description: 'A sitemap (or sitemap index) whose URLs are scanned too, read again at every run; null when none',
  }),
  crawl: Type.Object(
    {
      enabled: Type.Boolean({ description: 'Follow same-origin links from the start pages' }),
      maxDepth: Type.Integer({ minimum: 0, maximum: SCAN_LIMITS.maxDepth, description: 'Link hops from a start page' }),
      maxPages: Type.Integer({ minimum: 1, maximum: SCAN_LIMITS.maxPages, description: 'Pages scanned at most, start pages included' }),
    },
    { description: 'Same-origin crawl limits' },
  ),
  include: Type.Array(Pattern, { maxItems: SCAN_LIMITS.maxPatterns, description: 'When not empty, only URLs matching one of these are scanned' }),
  exclude: Type.Array(Pattern, { maxItems: SCAN_LIMITS.maxPatterns, description: 'URLs matching one of these are never scanned' }),
  wcagVersion: lit(WCAG_SCAN_VERSIONS, 'WCAG version; default 2.1'),
  wcagLevel: lit(WCAG_SCAN_LEVELS, 'Conformance level; default AA'),
  bestPractice: Type.Boolean({ description: 'Also run the best-practice rules' }),
  needsReview: Type.Boolean({ description: 'Record needs-review results (axe incomplete)' }),
  pageTimeoutSeconds: Type.Integer({
    minimum: SCAN_LIMITS.minPageTimeoutSeconds,
    maximum: SCAN_LIMITS.maxPageTimeoutSeconds,
    description: 'A page that has not loaded and been checked in this time fails with "Page timed out"',
  }),
  concurrency: Type.Integer({ minimum: 1, maximum: SCAN_LIMITS.maxConcurrency, description: 'Pages checked at once' }),
  respectRobotsTxt: Type.Boolean({ description: "Skip pages the site's robots.txt disallows (crawled pages only; start pages are always scanned)" }),
});
export type ScanSettings = Static<typeof ScanSettings>;

/** A recurring schedule: a five-field cron expression in UTC. */
export const ScanSchedule = Type.Object({
  cron: Type.String({ minLength: 9, maxLength: 100, description: 'Five-field cron expression, in UTC (the UI shows it in local time)' }),
  enabled: Type.Boolean({ description: 'recurring_on when true, recurring_off when false' }),
});
export type ScanSchedule = Static<typeof ScanSchedule>;

/** `POST /api/v1/scans`. Omitted settings take the defaults of SCAN_LIMITS and 2.1 AA. */
export const CreateScanBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Scan name, unique within the group' }),
  settings: Type.Partial(ScanSettings, { description: 'Settings; at least one start URL or a sitemap' }),
  schedule: Type.Optional(Type.Union([ScanSchedule, Type.Null()], { description: 'Recurring schedule; null or omitted: on demand' })),
  authConfigId: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Authentication configuration to sign in with (`auc_...`)' })),
  scanNow: Type.Optional(Type.Boolean({ description: 'Start a run at once (default true)' })),
});
export type CreateScanBody = Static<typeof CreateScanBody>;

/** `PATCH /api/v1/scans/{scanId}`: any of the create fields. */
export const UpdateScanBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'New scan name, unique within the group; the scan\'s project is renamed too' })),
  settings: Type.Optional(Type.Partial(ScanSettings, { description: 'Settings to change; the others keep their values' })),
  schedule: Type.Optional(Type.Union([ScanSchedule, Type.Null()], { description: 'New recurring schedule; null: on demand' })),
  authConfigId: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Authentication configuration to sign in with (`auc_...`); null: none' })),
});
export type UpdateScanBody = Static<typeof UpdateScanBody>;

/** Spec failure flags of a run (spec 000 section 4.6). */
const FailureFlags = {
  hasFailedAdvancedScan: Type.Boolean({ description: 'Some pages failed: the failed-pages slide-over lists them' }),
  loadLimitReachedFailure: Type.Boolean({ description: 'The page limit stopped the crawl before every found page was scanned' }),
  buildTimedOutFailure: Type.Boolean({ description: 'The run hit its overall time limit' }),
};

/** One run as lists show it. */
export const ScanRunItem = Type.Object({
  id: Type.String({ description: 'Run (report) id, `rep_...`' }),
  scanId: Type.String({ description: 'Scan configuration id, `scn_...`' }),
  projectId: Type.String({ description: "The scan's project (`prj_...`): the report page is /site-scanner/projects/{projectId}/builds/?thBuildId={id}" }),
  runNumber: Type.Integer({ minimum: 1, description: 'Run number within the scan, from 1' }),
  status: lit(SCAN_RUN_STATUSES, 'Run status'),
  trigger: lit(['manual', 'schedule', 'cli', 'demo'] as const, 'What started the run'),
  createdAt: Iso('When the run was queued'),
  startedAt: IsoOrNull('When a worker started it'),
  completedAt: IsoOrNull('When it ended'),
  pagesDone: Count('Pages checked so far'),
  pagesTotal: Count('Pages known so far (grows while crawling)'),
  issueSummary: IssueSummarySchema,
  score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], { description: 'Score of the run; null while in progress or unavailable' }),
  error: Type.Union([Type.String(), Type.Null()], { description: "Why the run failed, with spec 001's texts ('Scan timed out', ...); null when it did not" }),
  ...FailureFlags,
});
export type ScanRunItem = Static<typeof ScanRunItem>;

/** Authentication configuration as the API returns it: never the password. */
export const AuthConfig = Type.Object({
  id: Type.String({ description: 'Authentication configuration id, `auc_...`' }),
  name: Type.String(),
  type: lit(AUTH_CONFIG_TYPES, 'form: fill a login form; basic: HTTP basic authentication'),
  url: Type.String({ description: 'The login page (form) or the protected origin (basic)' }),
  username: Type.String(),
  selectors: Type.Union([Type.Object({ username: Type.String(), password: Type.String(), submit: Type.String() }), Type.Null()], {
    description: 'CSS selectors of the form fields and submit button (form type); null for basic',
  }),
  hasPassword: Type.Boolean({ description: 'A password is stored (encrypted); it is never returned' }),
  createdAt: Iso('When it was created'),
});
export type AuthConfig = Static<typeof AuthConfig>;

/** `POST /api/v1/auth_configs`. */
export const CreateAuthConfigBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Name shown when choosing it for a scan, unique within the group' }),
  type: lit(AUTH_CONFIG_TYPES, 'Authentication type'),
  url: Url('Login page URL (form) or protected site URL (basic)'),
  username: Type.String({ minLength: 1, maxLength: 500, description: 'User name to sign in with' }),
  password: Type.String({ minLength: 1, maxLength: 1000, description: 'Stored encrypted, never returned' }),
  selectors: Type.Optional(
    Type.Object({
      username: Type.String({ minLength: 1, maxLength: 500, description: 'CSS selector of the username field' }),
      password: Type.String({ minLength: 1, maxLength: 500, description: 'CSS selector of the password field' }),
      submit: Type.String({ minLength: 1, maxLength: 500, description: 'CSS selector of the submit button' }),
    }, { description: 'Required for the form type' }),
  ),
});
export type CreateAuthConfigBody = Static<typeof CreateAuthConfigBody>;

/** A scan configuration with its latest run (`GET /api/v1/scans/{scanId}` and the list rows). */
export const ScanConfig = Type.Object({
  id: Type.String({ description: 'Scan configuration id, `scn_...`' }),
  name: Type.String(),
  projectId: Type.String({ description: 'Project holding its runs (`prj_...`)' }),
  groupId: Type.String({ description: 'Team (group) it belongs to' }),
  createdAt: Iso('When it was created'),
  updatedAt: Iso('When it was last changed'),
  createdBy: UserRef,
  settings: ScanSettings,
  sourceType: lit(SCAN_SOURCE_TYPES, 'sitemap when it names a sitemap, else url'),
  scanType: lit(SCAN_TYPES, 'login_configured when it signs in, recurring_on/off when scheduled, else on_demand'),
  schedule: Type.Union([Type.Intersect([ScanSchedule, Type.Object({ nextRunAt: IsoOrNull('Next scheduled run') })]), Type.Null()]),
  authConfig: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), type: lit(AUTH_CONFIG_TYPES, 'Type') }), Type.Null()]),
  lastScanTime: IsoOrNull('When its latest run was created'),
  latestRun: Type.Union([ScanRunItem, Type.Null()]),
  runCount: Count('Runs so far'),
});
export type ScanConfig = Static<typeof ScanConfig>;

/** `GET /api/v1/scans` query: the list filters of spec 000 section 3.6. */
export const ScanListQuery = Type.Object({
  createdAt: Type.Optional(Type.String({ description: 'Created within: last_7_days, last_30_days, last_90_days, or from..to (ISO dates)' })),
  lastScanTime: Type.Optional(Type.String({ description: 'Last scanned within: same forms as createdAt' })),
  scanType: Type.Optional(Type.String({ description: `Comma-separated scan types (${SCAN_TYPES.join(', ')})` })),
  team: Type.Optional(Type.String({ description: 'Group id (`grp_...`) the scan belongs to' })),
  type: Type.Optional(Type.String({ description: `Comma-separated source types (${SCAN_SOURCE_TYPES.join(', ')})` })),
  user: Type.Optional(Type.String({ description: 'Comma-separated creator user ids (`usr_...`)' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Name contains, case-insensitive' })),
});
export type ScanListQuery = Static<typeof ScanListQuery>;

/** `GET /api/v1/scans`. */
export const ScanList = Type.Object({ scans: Type.Array(ScanConfig) });
export type ScanList = Static<typeof ScanList>;

/** `GET /api/v1/scans/{scanId}/runs`: run history, newest first. */
export const ScanRunList = Type.Object({ runs: Type.Array(ScanRunItem) });
export type ScanRunList = Static<typeof ScanRunList>;

/** `GET /api/v1/reports/{id}/scan`: what the scan report adds to the report meta. */
export const ScanRunMeta = Type.Object({
  run: ScanRunItem,
  scanName: Type.String(),
  isLatest: Type.Boolean({ description: "The newest run of its scan: the 'Latest run' badge" }),
  isDemoScan: Type.Boolean({ description: "A run of the demo site ('Demo User' is shown as its author on public views)" }),
  settings: ScanSettings,
  authConfigName: Type.Union([Type.String(), Type.Null()], { description: 'Name of the authentication configuration used; null when none' }),
});
export type ScanRunMeta = Static<typeof ScanRunMeta>;

/** One scan log row (spec 001 section 3 "Scan logs"). */
export const ScanLogRow = Type.Object({
  time: Iso('When the page was checked'),
  pageUrl: Type.String({ description: 'The URL requested' }),
  description: Type.String({ description: "What happened, for example 'Scanned: 12 issues found' or 'Failed: Page timed out'" }),
  cumulativeStatus: lit(PAGE_STATUSES, 'Page outcome'),
  pageUrlToFilter: Type.Union([Type.String(), Type.Null()], { description: "The page as All issues' page filter names it; null for failures" }),
  finalRedirectUrl: Type.Union([Type.String(), Type.Null()], { description: 'Where a redirect ended' }),
  score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], { description: 'Page score; null for failures' }),
});
export type ScanLogRow = Static<typeof ScanLogRow>;

/** `GET /api/v1/reports/{id}/scan_logs?status=`: rows in scan order and counts per status. */
export const ScanLogs = Type.Object({
  scanLogs: Type.Array(ScanLogRow),
  cumulativeStatusCounts: Type.Object({ success: Count('Pages scanned'), failure: Count('Pages failed'), redirect: Count('Pages redirected') }),
});
export type ScanLogs = Static<typeof ScanLogs>;

/** Query of the scan logs call. */
export const ScanLogsQuery = Type.Object({
  status: Type.Optional(Type.String({ description: 'Comma-separated statuses to keep (success, failure, redirect); all when omitted' })),
});
export type ScanLogsQuery = Static<typeof ScanLogsQuery>;

/** `GET /api/v1/reports/{id}/failed_pages` (spec "Failed pages"). */
export const FailedPages = Type.Object({
  items: Type.Array(Type.Object({ url: Type.String(), reason: Type.String() })),
  totalConfiguredPages: Count('Pages the run set out to scan'),
  backend_rules_processing_timed_out: Type.Boolean({ description: "The run timed out: more pages may have failed ('At least N pages affected.')" }),
});
export type FailedPages = Static<typeof FailedPages>;

/** `POST /api/v1/site-scanner/extract-sitemap`. */
export const ExtractSitemapBody = Type.Object({ url: Url('Sitemap or sitemap index URL') });
export type ExtractSitemapBody = Static<typeof ExtractSitemapBody>;

/** Its answer: page URLs found, the sitemaps read, and whether the limit cut the list. */
export const ExtractedSitemap = Type.Object({
  urls: Type.Array(Type.String()),
  sitemaps: Type.Array(Type.String({ description: 'Every sitemap read, the index first' })),
  truncated: Type.Boolean({ description: `More than ${SCAN_LIMITS.maxPages} URLs: the rest were left out` }),
});
export type ExtractedSitemap = Static<typeof ExtractedSitemap>;

/** `GET /api/v1/reports/{id}/snapshot?issueId=`: where the page snapshot of an issue is served. */
export const IssueSnapshot = Type.Object({
  status: lit(
    ['ready', 'preparing', 'failed', 'unavailable'] as const,
    "ready: snapshotUrl serves it; preparing: the run is still going; failed: the page was checked but its snapshot could not be captured (too large, or the page went away); unavailable: the run keeps no snapshots (a run uploaded from the command line, or a workflow step recorded without one); a manual report still being recorded answers preparing",
  ),
  snapshotUrl: Type.Union([Type.String(), Type.Null()], { description: 'Same-origin URL of the stored page, to show in a sandboxed iframe' }),
  proxyMap: Type.Record(Type.String(), Type.String(), { description: "The page's resource URLs mapped to their stored copies" }),
  target: Type.Array(Type.String(), { description: 'CSS selector path of the element, to highlight it' }),
});
export type IssueSnapshot = Static<typeof IssueSnapshot>;

/**
 * The window messages between the issue-snapshot viewer and the snapshot page in its iframe (spec 002
 * section 7 "Snapshot"): the viewer asks `{source: toFrame, type: 'highlight', target}`; the page
 * answers `{source: fromFrame, type: 'ready' | 'highlighted' | 'domError', detail}`, a domError's
 * detail being one of `errors`.
 */
export const SNAPSHOT_FRAME = {
  toFrame: 'curbcut-snapshot-viewer',
  fromFrame: 'curbcut-snapshot',
  errors: { notAvailable: 'Snapshot Not Available', notFound: 'Element Not Found', fetch: 'fetch error' },
  /** Highlight attempts while the element is not (yet) in the page, 100 ms apart at first, doubling. */
  retries: 5,
  retryBaseMs: 100,
} as const;

/** Live progress of a run (published to the run's subscribers as `scan_progress`). */
export const ScanProgressPayload = Type.Object({
  build_uuid: Type.String({ description: 'The run (report) id' }),
  status: lit(SCAN_RUN_STATUSES, 'Run status'),
  pagesDone: Count('Pages checked so far'),
  pagesTotal: Count('Pages known so far'),
  lastPage: Type.Union([ScanLogRow, Type.Null()], { description: 'The page just logged' }),
});
export type ScanProgressPayload = Static<typeof ScanProgressPayload>;

/** The settings a scan gets for what it leaves out: same-origin crawl, 2.1 AA, needs review on. */
export function scanSettingsWithDefaults(partial: Partial<ScanSettings>): ScanSettings {
  return {
    startUrls: partial.startUrls ?? [],
    sitemapUrl: partial.sitemapUrl ?? null,
    crawl: partial.crawl ?? { enabled: true, maxDepth: SCAN_LIMITS.defaultMaxDepth, maxPages: SCAN_LIMITS.defaultMaxPages },
    include: partial.include ?? [],
    exclude: partial.exclude ?? [],
    wcagVersion: partial.wcagVersion ?? '2.1',
    wcagLevel: partial.wcagLevel ?? 'AA',
    bestPractice: partial.bestPractice ?? false,
    needsReview: partial.needsReview ?? true,
    pageTimeoutSeconds: partial.pageTimeoutSeconds ?? SCAN_LIMITS.defaultPageTimeoutSeconds,
    concurrency: partial.concurrency ?? SCAN_LIMITS.defaultConcurrency,
    respectRobotsTxt: partial.respectRobotsTxt ?? true,
  };
}
