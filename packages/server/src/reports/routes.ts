/**
 * Report reads, scoped to the caller's group: the list, the build meta (and the spec's
 * `/projects/{project}/test_runs/{build#number}/meta` alias) and, through datasetRoutes, the worker
 * dataset with its string-column slices. The per-report reads (meta, dataset, strings) also accept
 * a public link or embed token of that one report (requireReportReader). Upload tokens are refused
 * here (write-only). A finished report's meta carries an ETag and answers 304 to it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  ReportIdParams,
  ReportListItem,
  ReportListQuery,
  ReportMeta,
  TestRunParams,
  parseBuildRunSegment,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { isStoredDatasetStatus } from './datasetCache';
import { ifNoneMatchHits, registerDatasetRoutes } from './datasetRoutes';
import { registerExplorerSummaryRoute } from './explorerSummary';
import { registerCsvStreamRoute } from '../exports/csvStream';
import { publicLinkState } from '../sharing/publicLinks';
import { getBuildByNumber, listReports } from './queries';
import { toListItem, toMeta, type ReportRowWithNames } from './rows';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };

/** The meta of a report with its public link as it stands. */
export async function metaOf(ctx: ServerContext, row: ReportRowWithNames): Promise<ReportMeta> {
  return { ...toMeta(row), publicLink: await publicLinkState(ctx, row) };
}

/**
 * The meta answer: a finished report's carries an ETag (a hash of the answer, so a decision or a
 * change of its public link changes it), and a matching If-None-Match gets 304 with no body.
 */
function answerMeta(req: FastifyRequest, reply: FastifyReply, row: ReportRowWithNames, meta: ReportMeta) {
  const data = { data: meta };
  if (!isStoredDatasetStatus(row.status)) return data;
  // The route's own serializer, so the answer is exactly what its schema sends.
  const body = String(reply.serialize(data));
  const etag = `"meta.${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Registers the report list, meta, dataset and dataset-strings calls. */
export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Reports of the signed-in user\'s group, newest first',
        querystring: ReportListQuery,
        response: { 200: DataEnvelope(Type.Object({ reports: Type.Array(ReportListItem) })), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const rows = await listReports(ctx, user.groupId, req.query);
      return { data: { reports: rows.map(toListItem) } };
    },
  );

  r.get(
    '/api/v1/reports/:id/meta',
    {
      schema: {
        tags: ['reports'],
        summary: 'Build meta (spec 001 section 3); a public link or embed token of the report may read it',
        description: 'A finished report\'s meta carries an ETag; send it back in If-None-Match to get 304 while it is unchanged.',
        params: ReportIdParams,
        response: { 200: DataEnvelope(ReportMeta), ...errors },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      return answerMeta(req, reply, report, await metaOf(ctx, report));
    },
  );

  r.get(
    '/api/projects/:project/test_runs/:buildRun/meta',
    {
      schema: {
        tags: ['reports'],
        summary: 'Build meta by project name and `{build#number}` (`#` sent as %23)',
        description: 'A finished report\'s meta carries an ETag; send it back in If-None-Match to get 304 while it is unchanged.',
        params: TestRunParams,
        response: { 200: DataEnvelope(ReportMeta), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const parsed = parseBuildRunSegment(req.params.buildRun);
      if (!parsed) {
        throw new ApiError(
          'bad_request',
          `"${req.params.buildRun}" is not a build and number: expected "<build name>#<number>" with # sent as %23.`,
          { path: 'params.buildRun' },
        );
      }
      const row = await getBuildByNumber(ctx, user.groupId, req.params.project, parsed.buildName, parsed.buildNumber);
      return answerMeta(req, reply, row, await metaOf(ctx, row));
    },
  );

  registerDatasetRoutes(app, ctx);
  registerExplorerSummaryRoute(app, ctx);
  registerCsvStreamRoute(app, ctx);
}
