/**
 * Request and response schemas of the ingest lifecycle (docs/decisions/0013-ingest-lifecycle.md):
 * create a build (running), append idempotent batches, finalise. Upload-token auth; the server
 * validates with these schemas and the OpenAPI document is generated from them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { REPORT_TYPES, TEST_STATUSES } from '../model';

const NameAndVersion = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  version: Type.Optional(Type.String({ maxLength: 100 })),
});

/** Free-form build context (git, CI, host); stored and returned by the meta call as given. */
const Context = Type.Record(Type.String(), Type.Unknown());

/** Body of `POST /api/v1/ingest/builds`. */
export const CreateBuildBody = Type.Object({
  /** When given, must equal the upload token's project name. */
  project: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  buildName: Type.String({ minLength: 1, maxLength: 255 }),
  /** Omitted: one more than the highest number of this build name in the project. */
  buildNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  /** Shards of one CI run send the same key and append to one build. */
  runKey: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  /** Report kind; default automatedTest. */
  type: Type.Optional(Type.Union(REPORT_TYPES.map((t) => Type.Literal(t)))),
  wcagVersion: Type.Optional(Type.String({ maxLength: 20 })),
  versionControl: Type.Optional(Context),
  ciInfo: Type.Optional(Context),
  hostInfo: Type.Optional(Context),
  testEngine: Type.Optional(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 200 }),
      version: Type.String({ maxLength: 100 }),
      changeLog: Type.Optional(Type.String()),
    }),
  ),
  additionalSettings: Type.Optional(Context),
  sdkVersion: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CreateBuildBody = Static<typeof CreateBuildBody>;

/** A build as the ingest calls return it. */
export const BuildRef = Type.Object({
  id: Type.String(),
  buildName: Type.String(),
  buildNumber: Type.Integer(),
  status: Type.Union([Type.Literal('running'), Type.Literal('finalizing'), Type.Literal('completed')]),
});
export type BuildRef = Static<typeof BuildRef>;

/** One test case of a batch; `results` is axe output in any shape the importer accepts. */
export const IngestTestCase = Type.Object({
  /** The uploader's stable key, unique within the build. */
  key: Type.String({ minLength: 1, maxLength: 500 }),
  name: Type.String({ minLength: 1, maxLength: 2000 }),
  status: Type.Union(TEST_STATUSES.map((s) => Type.Literal(s))),
  file: Type.Optional(Type.String({ maxLength: 2000 })),
  scopeList: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }))),
  browser: Type.Optional(NameAndVersion),
  os: Type.Optional(NameAndVersion),
  error: Type.Optional(Type.Object({ message: Type.String(), backtrace: Type.Optional(Type.String()) })),
  pageStatesCount: Type.Optional(Type.Integer({ minimum: 0 })),
  results: Type.Optional(Type.Unknown()),
});
export type IngestTestCase = Static<typeof IngestTestCase>;

/** Body of `POST /api/v1/ingest/builds/{id}/batches`. */
export const IngestBatchBody = Type.Object({
  /** Idempotency key: a batch id already accepted for this build is answered with duplicate:true. */
  batchId: Type.String({ minLength: 1, maxLength: 200 }),
  /** axe output not tied to a test case (website scans, `curbcut upload` of plain results files). */
  results: Type.Optional(Type.Unknown()),
  testCases: Type.Optional(Type.Array(IngestTestCase)),
});
export type IngestBatchBody = Static<typeof IngestBatchBody>;

/** Answer of a batch call. */
export const IngestBatchResult = Type.Object({
  batchId: Type.String(),
  /** true when this batch id had already been accepted; nothing was changed. */
  duplicate: Type.Boolean(),
  /** Distinct issues (by fingerprint) the batch carried. */
  issueCount: Type.Integer(),
});
export type IngestBatchResult = Static<typeof IngestBatchResult>;

/** Answer of `POST /api/v1/ingest/builds/{id}/finalize`. */
export const FinalizeResult = Type.Object({ id: Type.String(), status: Type.Literal('completed') });
export type FinalizeResult = Static<typeof FinalizeResult>;

/** Path parameters of the batch and finalise calls. */
export const BuildIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type BuildIdParams = Static<typeof BuildIdParams>;
