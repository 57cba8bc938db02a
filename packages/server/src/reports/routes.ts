/**
 * Report reads for signed-in users, scoped to their group: the list, the build meta (and the spec's
 * `/projects/{project}/test_runs/{build#number}/meta` alias) and the worker dataset with its
 * string-column slices. Upload tokens are refused here (write-only).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  DATASET_CONTENT_TYPE,
  DATASET_STRINGS_MAX_RANGE,
  DataEnvelope,
  DatasetStringsQuery,
  ReportIdParams,
  ReportListItem,
  ReportListQuery,
  ReportMeta,
  STRING_COLUMNS,
  TestRunParams,
  parseBuildRunSegment,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { buildReportDataset, isStringColumn, readStringSlice } from './dataset';
import { getBuildByNumber, getReport, listReports } from './queries';
import { toListItem, toMeta } from './rows';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope };

function rowIndex(name: 'start' | 'end', value: string): number {
  if (!/^\d{1,10}$/.test(value)) {
    throw new ApiError('bad_request', `${name} must be a row number (0 or more), not "${value}".`, { path: `query.${name}` });
  }
  return Number(value);
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
        summary: 'Build meta (spec 001 section 3)',
        params: ReportIdParams,
        response: { 200: DataEnvelope(ReportMeta), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: toMeta(await getReport(ctx, user.groupId, req.params.id)) };
    },
  );

  r.get(
    '/api/projects/:project/test_runs/:buildRun/meta',
    {
      schema: {
        tags: ['reports'],
        summary: 'Build meta by project name and `{build#number}` (`#` sent as %23)',
        params: TestRunParams,
        response: { 200: DataEnvelope(ReportMeta), ...errors },
      },
    },
    async (req) => {
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
      return { data: toMeta(row) };
    },
  );

  r.get(
    '/api/v1/reports/:id/dataset',
    {
      schema: {
        tags: ['reports'],
        summary: `The report's issues as a binary worker dataset (${DATASET_CONTENT_TYPE})`,
        params: ReportIdParams,
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const report = await getReport(ctx, user.groupId, req.params.id);
      const parts = await buildReportDataset(ctx, report.id);
      let length = 0;
      for (const p of parts) length += p.byteLength;
      reply
        .header('content-type', DATASET_CONTENT_TYPE)
        .header('content-length', length)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength))));
    },
  );

  r.get(
    '/api/v1/reports/:id/dataset/strings',
    {
      schema: {
        tags: ['reports'],
        summary: `Rows [start, end) of one dataset string column, at most ${DATASET_STRINGS_MAX_RANGE} rows`,
        params: ReportIdParams,
        querystring: DatasetStringsQuery,
        response: { 200: DataEnvelope(Type.Array(Type.String())), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      const { column } = req.query;
      if (!isStringColumn(column)) {
        throw new ApiError('bad_request', `column must be one of ${STRING_COLUMNS.join(', ')}, not "${column}".`, {
          path: 'query.column',
        });
      }
      const start = rowIndex('start', req.query.start);
      const end = rowIndex('end', req.query.end);
      if (end < start) {
        throw new ApiError('bad_request', `end (${end}) must not be below start (${start}).`, { path: 'query.end' });
      }
      if (end - start > DATASET_STRINGS_MAX_RANGE) {
        throw new ApiError(
          'bad_request',
          `end - start is ${end - start} rows; one call returns at most ${DATASET_STRINGS_MAX_RANGE}.`,
          { path: 'query.end' },
        );
      }
      const report = await getReport(ctx, user.groupId, req.params.id);
      const count = await ctx.db
        .selectFrom('issues')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('report_id', '=', report.id)
        .executeTakeFirst();
      const rowCount = Number(count?.n ?? 0);
      if (end > rowCount) {
        throw new ApiError('bad_request', `end (${end}) is beyond the dataset's ${rowCount} rows.`, { path: 'query.end' });
      }
      return { data: await readStringSlice(ctx, report.id, column, start, end) };
    },
  );
}
