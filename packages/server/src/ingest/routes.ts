/**
 * The ingest calls (upload-token auth, write-only but for the comparison CI gates read): create a
 * build, append a batch, finalise it by id or by the run key its shards used, compare it with its
 * branch's last completed build. A token reaches only builds of its own project; another
 * project's build is a 404. Bodies are
 * validated by the route schemas and capped by the server's body limit (413 naming it), both
 * rendered by http/errorHandler.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  BuildComparison,
  BuildIdParams,
  BuildRef,
  CreateBuildBody,
  DataEnvelope,
  FinalizedRun,
  FinalizeResult,
  FinalizeRunBody,
  IngestBatchBody,
  IngestBatchResult,
  UPLOAD_TOKEN_AUTH,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUploadToken, type UploadTokenAuth } from '../auth/guards';
import { ApiError } from '../http/errors';
import { compareWithBranchBase } from './comparison';
import { appendBatch, createBuild, finalizeBuild, finalizeRun } from './service';
import { finishUploadedRun, recordUploadedPages, startUploadedRun, uploadedScanConfig } from '../scans/uploadedRuns';

/** 403 when the body names a project other than the token's (a CI job given the wrong token). */
function checkProjectName(grant: UploadTokenAuth, project: string | undefined): void {
  if (project !== undefined && project !== grant.projectName) {
    throw new ApiError('forbidden', `This upload token belongs to project "${grant.projectName}", not "${project}".`, {
      path: '$.project',
    });
  }
}

async function ownBuild(ctx: ServerContext, grant: UploadTokenAuth, id: string): Promise<void> {
  const row = await ctx.db.selectFrom('reports').select('project_id').where('id', '=', id).executeTakeFirst();
  if (!row || row.project_id !== grant.projectId) {
    throw new ApiError('not_found', `Build ${id} does not exist in project ${grant.projectName}.`);
  }
}

/**
 * Registers `POST /api/v1/ingest/builds`, `.../builds/{id}/batches`, `.../builds/{id}/finalize`,
 * `.../runs/finalize` and `GET .../builds/{id}/comparison`.
 */
export function registerIngestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = {
    400: ApiErrorEnvelope,
    401: ApiErrorEnvelope,
    404: ApiErrorEnvelope,
    409: ApiErrorEnvelope,
    413: ApiErrorEnvelope,
  };

  r.post(
    '/api/v1/ingest/builds',
    {
      schema: {
        tags: ['ingest'],
        summary: 'Create a build (or join the running build of the same run key)',
        security: UPLOAD_TOKEN_AUTH,
        body: CreateBuildBody,
        response: { 200: DataEnvelope(BuildRef), 201: DataEnvelope(BuildRef), 403: ApiErrorEnvelope, ...errors },
      },
    },
    async (req, reply) => {
      const grant = await requireUploadToken(ctx, req);
      const body = req.body;
      checkProjectName(grant, body.project);
      const owner = { groupId: grant.groupId, projectId: grant.projectId, createdBy: grant.userId };
      // An uploaded website scan (`curbcut scan --server`) is a run of a scan configuration of the project.
      const scan = body.type === 'websiteScan' ? await uploadedScanConfig(ctx, { ...owner, buildName: body.buildName, additionalSettings: body.additionalSettings }) : null;
      const build = await createBuild(ctx, { ...body, ...owner });
      if (scan) await startUploadedRun(ctx, scan, build.id);
      const { created, ...ref } = build;
      return reply.status(created ? 201 : 200).send({ data: ref });
    },
  );

  r.post(
    '/api/v1/ingest/builds/:id/batches',
    {
      schema: {
        tags: ['ingest'],
        summary: 'Append an idempotent batch of axe results and test cases',
        security: UPLOAD_TOKEN_AUTH,
        params: BuildIdParams,
        body: IngestBatchBody,
        response: { 200: DataEnvelope(IngestBatchResult), ...errors },
      },
    },
    async (req) => {
      const grant = await requireUploadToken(ctx, req);
      await ownBuild(ctx, grant, req.params.id);
      const { scanPages, ...batch } = req.body;
      if (scanPages === undefined) return { data: await appendBatch(ctx, req.params.id, batch) };
      if (batch.results !== undefined || batch.testCases !== undefined) {
        throw new ApiError('bad_request', 'Send scan pages with their own results, not results or testCases beside them.', { path: '$.scanPages' });
      }
      return { data: await recordUploadedPages(ctx, req.params.id, batch.batchId, scanPages) };
    },
  );

  r.post(
    '/api/v1/ingest/builds/:id/finalize',
    {
      schema: {
        tags: ['ingest'],
        summary: 'Finalise a build: no more batches, summary computed',
        security: UPLOAD_TOKEN_AUTH,
        params: BuildIdParams,
        response: { 200: DataEnvelope(FinalizeResult), ...errors },
      },
    },
    async (req) => {
      const grant = await requireUploadToken(ctx, req);
      await ownBuild(ctx, grant, req.params.id);
      if (!(await finishUploadedRun(ctx, req.params.id))) await finalizeBuild(ctx, req.params.id);
      return { data: { id: req.params.id, status: 'completed' as const } };
    },
  );
  r.post(
    '/api/v1/ingest/runs/finalize',
    {
      schema: {
        tags: ['ingest'],
        summary: "Finalise the build a run key names in the token's project (sharded CI's last step)",
        description:
          'Never creates a build: a run key no upload used is a 404. Finalising a completed build again answers 200 with `alreadyCompleted: true`.',
        security: UPLOAD_TOKEN_AUTH,
        body: FinalizeRunBody,
        response: { 200: DataEnvelope(FinalizedRun), 403: ApiErrorEnvelope, ...errors },
      },
    },
    async (req) => {
      const grant = await requireUploadToken(ctx, req);
      checkProjectName(grant, req.body.project);
      return { data: await finalizeRun(ctx, { projectId: grant.projectId, projectName: grant.projectName, ...req.body }) };
    },
  );

  r.get(
    '/api/v1/ingest/builds/:id/comparison',
    {
      schema: {
        tags: ['ingest'],
        summary: "Compare a completed build with the last completed build on its branch (CI gates such as failOn: 'new-critical')",
        description:
          'Issues match by fingerprint; the base is the last build of the project completed before this one with the same `versionControl.branch` ' +
          '(builds without a branch compare with builds without one). No base: `comparedTo` is null and every count 0. A build not completed yet is a 409.',
        security: UPLOAD_TOKEN_AUTH,
        params: BuildIdParams,
        response: { 200: DataEnvelope(BuildComparison), 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope },
      },
    },
    async (req) => {
      const grant = await requireUploadToken(ctx, req);
      await ownBuild(ctx, grant, req.params.id);
      return { data: await compareWithBranchBase(ctx, req.params.id) };
    },
  );
}
