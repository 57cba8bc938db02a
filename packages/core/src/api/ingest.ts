/**
 * Request and response schemas of the ingest lifecycle (docs/decisions/0013-ingest-lifecycle.md):
 * create a build (running), append idempotent batches, finalise. Upload-token auth; the server
 * validates with these schemas and the OpenAPI document is generated from them.
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';
import { REPORT_TYPES, TEST_STATUSES } from '../model';
import { PAGE_STATUSES } from './scans';

const NameAndVersion = (what: string) =>
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 200, description: `Name of the ${what}` }),
      version: Type.Optional(Type.String({ maxLength: 100, description: `Version of the ${what}` })),
    },
    { description: `The ${what} the test case ran on` },
  );

/** Free-form build context (git, CI, host); stored and returned by the meta call as given. */
const Context = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

const BuildName = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });
const RunKey = (description: string) => Type.String({ minLength: 1, maxLength: 255, description });

/** Body of `POST /api/v1/ingest/builds`. */
export const CreateBuildBody = Type.Object({
  project: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: "Project name; when given, must equal the upload token's project (403 otherwise)" }),
  ),
  buildName: BuildName('Build name, for example the branch'),
  buildNumber: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'Build number; omitted: one more than the highest number of this build name in the project',
    }),
  ),
  runKey: Type.Optional(
    RunKey('Shards of one CI run send the same key and append to one build (200 with it while it runs, 409 once finalised)'),
  ),
  type: Type.Optional(Type.Union(REPORT_TYPES.map((t) => Type.Literal(t)), { description: 'Report kind; default `automatedTest`' })),
  wcagVersion: Type.Optional(Type.String({ maxLength: 20, description: 'WCAG version and level to judge against; default `2.1 AA`' })),
  versionControl: Type.Optional(Context('Git details (branch, commit, repositoryUrl, message), shown with the build')),
  ciInfo: Type.Optional(Context('CI details (name, buildUrl, runNumber), shown with the build')),
  hostInfo: Type.Optional(Context('The uploading machine (hostname, platform, nodeVersion), shown with the build')),
  testEngine: Type.Optional(
    Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200, description: 'Engine name, for example `axe-core`' }),
        version: Type.String({ maxLength: 100, description: 'Engine version' }),
        changeLog: Type.Optional(Type.String({ description: 'Change log of that version' })),
      },
      { description: 'The test engine that produced the results' },
    ),
  ),
  additionalSettings: Type.Optional(Context('Further settings to record with the build, as given')),
  sdkVersion: Type.Optional(Type.String({ maxLength: 100, description: 'Version of the uploading SDK or CLI' })),
  autoEnabledBuild: Type.Optional(
    Type.Boolean({
      description:
        "The team did not turn accessibility testing on itself: a platform ran the SDK for it. The report shows the call to action of spec 001 section 4 (enable, trial, upgrade or demo)",
    }),
  ),
});
export type CreateBuildBody = Static<typeof CreateBuildBody>;

/** A build as the ingest calls return it. */
export const BuildRef = Type.Object({
  id: Type.String({ description: 'Build (report) id, `rep_...`: the batch and finalise calls name it' }),
  projectId: Type.String({ description: 'Project id (`prj_...`): the report page is /automated-tests/projects/{projectId}/builds/...' }),
  buildName: Type.String({ description: 'Build name' }),
  buildNumber: Type.Integer({ description: 'Build number within the project and build name' }),
  status: Type.Union([Type.Literal('running'), Type.Literal('finalizing'), Type.Literal('completed')], {
    description: 'running accepts batches; finalizing and completed accept none',
  }),
});
export type BuildRef = Static<typeof BuildRef>;

const AxeOutput = (description: string) =>
  Type.Unknown({ description: `${description}: axe-core output in any shape (one results object, an array of them, axe-cli files)` });

/** One test case of a batch; `results` is axe output in any shape the importer accepts. */
export const IngestTestCase = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 500, description: "The uploader's stable key of the test case, unique within the build" }),
  name: Type.String({ minLength: 1, maxLength: 2000, description: 'Name of the test case' }),
  status: Type.Union(TEST_STATUSES.map((s) => Type.Literal(s)), { description: 'Outcome of the test case' }),
  file: Type.Optional(Type.String({ maxLength: 2000, description: 'Test file the case is in' })),
  scopeList: Type.Optional(
    Type.Array(Type.String({ maxLength: 2000 }), { description: 'Enclosing describe blocks, outermost first' }),
  ),
  browser: Type.Optional(NameAndVersion('browser')),
  os: Type.Optional(NameAndVersion('operating system')),
  error: Type.Optional(
    Type.Object(
      {
        message: Type.String({ description: 'Error message' }),
        backtrace: Type.Optional(Type.String({ description: 'Stack trace' })),
      },
      { description: 'Why the test case failed' },
    ),
  ),
  pageStatesCount: Type.Optional(Type.Integer({ minimum: 0, description: 'Page states the test case checked' })),
  results: Type.Optional(AxeOutput('Results of this test case')),
});
export type IngestTestCase = Static<typeof IngestTestCase>;

/**
 * One page of a website scan uploaded by `curbcut scan --server` (a `websiteScan` build): its scan
 * log entry and its axe results. A page already recorded in the build is skipped, so a retried
 * batch changes nothing.
 */
export const IngestScanPage = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2048, description: 'The URL requested' }),
  finalUrl: Type.String({ minLength: 1, maxLength: 2048, description: 'Where the browser ended (differs for a redirect)' }),
  status: Type.Union(PAGE_STATUSES.map((s) => Type.Literal(s)), { description: 'Page outcome' }),
  reason: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'Why the page failed; null otherwise' }),
  httpStatus: Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()], { description: 'HTTP status of the final response' }),
  score: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()], { description: 'Page score; null for failures' }),
  startedAt: Type.String({ format: 'date-time', description: 'When the page was started (ISO 8601)' }),
  durationMs: Type.Integer({ minimum: 0, description: 'How long the page took' }),
  depth: Type.Integer({ minimum: 0, maximum: 100, description: 'Link hops from a start page' }),
  violations: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Violation nodes per rule id' }),
  results: Type.Optional(AxeOutput("The page's axe-core results; omitted for failures")),
});
export type IngestScanPage = Static<typeof IngestScanPage>;

/** Body of `POST /api/v1/ingest/builds/{id}/batches`. */
export const IngestBatchBody = Type.Object({
  batchId: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'Idempotency key: a batch id already accepted for this build is answered with `duplicate: true` and changes nothing',
  }),
  results: Type.Optional(AxeOutput('Results not tied to a test case (website scans, plain results files)')),
  testCases: Type.Optional(Type.Array(IngestTestCase, { description: 'Test cases, each with its own results' })),
  scanPages: Type.Optional(
    Type.Array(IngestScanPage, { maxItems: 100, description: 'Website scan pages (websiteScan builds only), each with its scan log entry and results' }),
  ),
});
export type IngestBatchBody = Static<typeof IngestBatchBody>;

/** Answer of a batch call. */
export const IngestBatchResult = Type.Object({
  batchId: Type.String({ description: 'The batch id sent' }),
  duplicate: Type.Boolean({ description: 'true when this batch id had already been accepted; nothing was changed' }),
  issueCount: Type.Integer({ description: 'Distinct issues (by fingerprint) the batch carried, needs-review ones not counted' }),
});
export type IngestBatchResult = Static<typeof IngestBatchResult>;

/** Answer of `POST /api/v1/ingest/builds/{id}/finalize`. */
export const FinalizeResult = Type.Object({
  id: Type.String({ description: 'The build finalised' }),
  status: Type.Literal('completed', { description: 'The build is completed, also when it was before this call' }),
});
export type FinalizeResult = Static<typeof FinalizeResult>;

/** Path parameters of the batch and finalise calls. */
export const BuildIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Build id (`rep_...`) as the create call returned it' }),
});
export type BuildIdParams = Static<typeof BuildIdParams>;

/** Body of `POST /api/v1/ingest/runs/finalize`: the build is found by its run key in the token's project. */
export const FinalizeRunBody = Type.Object({
  project: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: "Project name; when given, must equal the upload token's project (403 otherwise)" }),
  ),
  buildName: BuildName('Build name the shards used'),
  runKey: RunKey('Run key the shards used'),
});
export type FinalizeRunBody = Static<typeof FinalizeRunBody>;

/** Answer of `POST /api/v1/ingest/runs/finalize`. */
export const FinalizedRun = Type.Object({
  id: Type.String({ description: 'Build (report) id, `rep_...`' }),
  projectId: Type.String({ description: 'Project id (`prj_...`)' }),
  buildName: Type.String({ description: 'Build name' }),
  buildNumber: Type.Integer({ description: 'Build number within the project and build name' }),
  status: Type.Literal('completed', { description: 'The build is completed' }),
  alreadyCompleted: Type.Boolean({ description: 'true when the build had been finalised before this call; nothing changed' }),
});
export type FinalizedRun = Static<typeof FinalizedRun>;

const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** Issue counts by severity (impact). */
export const SeverityCounts = Type.Object({
  critical: Count('Critical issues'),
  serious: Count('Serious issues'),
  moderate: Count('Moderate issues'),
  minor: Count('Minor issues'),
});
export type SeverityCounts = Static<typeof SeverityCounts>;

/**
 * Answer of `GET /api/v1/ingest/builds/{id}/comparison`: a completed build against the project's
 * last completed build before it on the same branch (`versionControl.branch`; builds without one
 * compare with builds without one). Issues match by fingerprint and count as the overview counts
 * them: visible, not awaiting review, not marked preferred. CI gates read it with the upload token.
 */
export const BuildComparison = Type.Object({
  id: Type.String({ description: 'The build compared (`rep_...`)' }),
  comparedTo: Type.Union(
    [
      Type.Object({
        id: Type.String({ description: 'Base build id (`rep_...`)' }),
        buildName: Type.String({ description: 'Base build name' }),
        buildNumber: Type.Integer({ description: 'Base build number' }),
        branch: Type.Union([Type.String(), Type.Null()], { description: 'The branch both builds ran on; null when they name none' }),
      }),
      Type.Null(),
    ],
    { description: 'The base build; null when the branch has no earlier completed build (every count is then 0)' },
  ),
  newIssues: CloneType(SeverityCounts, { description: 'Issues of this build whose fingerprint the base build lacks, by severity' }),
  resolvedIssues: CloneType(SeverityCounts, { description: 'Issues of the base build this build no longer has, by severity' }),
});
export type BuildComparison = Static<typeof BuildComparison>;
