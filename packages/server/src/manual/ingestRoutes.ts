/**
 * The manual-report ingest calls (personal manual-report token auth, docs/decisions/0041): create a
 * workflow or assisted report, send its steps or checks, finalise it. A token reaches only the
 * manual reports its user created; anything else is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  AssistedCheckBatchBody,
  BuildIdParams,
  CreateManualReportBody,
  DataEnvelope,
  FinalizeManualReportBody,
  FinalizeResult,
  IngestBatchResult,
  MANUAL_REPORT_TOKEN_AUTH,
  ManualReportRef,
  WorkflowStepBatchBody,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireManualReportToken } from '../auth/guards';
import { finalizeBuild } from '../ingest/service';
import { appendChecks, appendStep, createManualReport, ownManualReport } from './ingest';
import { recordRecordingFailures } from './recordingFailures';

/** Registers `POST /api/v1/ingest/manual_reports` and its steps, checks and finalize calls. */
export function registerManualIngestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope, 413: ApiErrorEnvelope };
  const tags = ['ingest'];

  r.post(
    '/api/v1/ingest/manual_reports',
    {
      schema: {
        tags,
        summary: 'Create a workflow or assisted-test report (running), authored by the token user',
        security: MANUAL_REPORT_TOKEN_AUTH,
        body: CreateManualReportBody,
        response: { 201: DataEnvelope(ManualReportRef), ...errors },
      },
    },
    async (req, reply) => {
      const grant = await requireManualReportToken(ctx, req);
      return reply.status(201).send({ data: await createManualReport(ctx, grant, req.body) });
    },
  );

  r.post(
    '/api/v1/ingest/manual_reports/:id/steps',
    {
      schema: {
        tags,
        summary: 'Append one workflow step (its screenshot, page snapshot and axe results) as an idempotent batch',
        security: MANUAL_REPORT_TOKEN_AUTH,
        params: BuildIdParams,
        body: WorkflowStepBatchBody,
        response: { 200: DataEnvelope(IngestBatchResult), ...errors },
      },
    },
    async (req) => {
      const grant = await requireManualReportToken(ctx, req);
      const type = await ownManualReport(ctx, grant, req.params.id);
      return { data: await appendStep(ctx, req.params.id, type, req.body) };
    },
  );

  r.post(
    '/api/v1/ingest/manual_reports/:id/checks',
    {
      schema: {
        tags,
        summary: "Append assisted checks (each a WCAG criterion, the tester's verdict, failing elements) as an idempotent batch",
        security: MANUAL_REPORT_TOKEN_AUTH,
        params: BuildIdParams,
        body: AssistedCheckBatchBody,
        response: { 200: DataEnvelope(IngestBatchResult), ...errors },
      },
    },
    async (req) => {
      const grant = await requireManualReportToken(ctx, req);
      const type = await ownManualReport(ctx, grant, req.params.id);
      return { data: await appendChecks(ctx, req.params.id, type, req.body) };
    },
  );

  r.post(
    '/api/v1/ingest/manual_reports/:id/finalize',
    {
      schema: {
        tags,
        summary: 'Finalise a manual report: no more batches, summary computed; the body, optional, says what failed in the recording',
        security: MANUAL_REPORT_TOKEN_AUTH,
        params: BuildIdParams,
        body: Type.Optional(FinalizeManualReportBody),
        response: { 200: DataEnvelope(FinalizeResult), ...errors },
      },
    },
    async (req) => {
      const grant = await requireManualReportToken(ctx, req);
      await ownManualReport(ctx, grant, req.params.id);
      await recordRecordingFailures(ctx, req.params.id, req.body);
      await finalizeBuild(ctx, req.params.id);
      return { data: { id: req.params.id, status: 'completed' as const } };
    },
  );
}
