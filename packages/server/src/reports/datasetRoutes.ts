/**
 * The worker dataset calls (docs/decisions/0008 and 0017). A finished report is answered from its
 * stored dataset file: `/dataset` streams the core prefix with an entity tag and answers 304 to a
 * matching `If-None-Match`; `/dataset/strings` reads one slice through ranged reads. A report still
 * in progress changes with every batch, so its dataset is built per request and its slices are read
 * from the database. Both calls stay `no-store` (see the decision record for why).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  DATASET_CONTENT_TYPE,
  DATASET_SLICES_MAX_RANGE,
  DATASET_STRINGS_MAX_RANGE,
  DataEnvelope,
  DatasetBinary,
  DatasetSlicesQuery,
  DatasetStringsQuery,
  ReportIdParams,
  STRING_COLUMNS,
  STRING_SLICE_CONTENT_TYPE,
  encodeStringSlice,
  sectionOfStrings,
  type DatasetFile,
  type LocalStringSection,
  type StringColumn,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { datasetCoreParts, isStringColumn, readStringSlice } from './dataset';
import { StoredDatasetMissingError, isStoredDatasetStatus, withStoredDataset } from './datasetCache';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };

function rowIndex(name: 'start' | 'end', value: string): number {
  if (!/^\d{1,10}$/.test(value)) {
    throw new ApiError('bad_request', `${name} must be a row number (0 or more), not "${value}".`, { path: `query.${name}` });
  }
  return Number(value);
}

/** True when an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function toBuffers(parts: readonly Uint8Array[]): Buffer[] {
  return parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength));
}

function checkedColumn(column: string, path: string): StringColumn {
  if (!isStringColumn(column)) {
    throw new ApiError('bad_request', `${path.slice('query.'.length)} must name columns among ${STRING_COLUMNS.join(', ')}, not "${column}".`, { path });
  }
  return column;
}

function checkedRows(query: { start: string; end: string }, maxRange: number): { start: number; end: number } {
  const start = rowIndex('start', query.start);
  const end = rowIndex('end', query.end);
  if (end < start) {
    throw new ApiError('bad_request', `end (${end}) must not be below start (${start}).`, { path: 'query.end' });
  }
  if (end - start > maxRange) {
    throw new ApiError('bad_request', `end - start is ${end - start} rows; one call returns at most ${maxRange}.`, {
      path: 'query.end',
    });
  }
  return { start, end };
}

function checkEnd(end: number, rowCount: number): void {
  if (end > rowCount) {
    throw new ApiError('bad_request', `end (${end}) is beyond the dataset's ${rowCount} rows.`, { path: 'query.end' });
  }
}

/** A `/dataset/strings` query, checked. */
export function stringsQuery(query: DatasetStringsQuery): { column: StringColumn; start: number; end: number } {
  return { column: checkedColumn(query.column, 'query.column'), ...checkedRows(query, DATASET_STRINGS_MAX_RANGE) };
}

/** A `/dataset/slices` query, checked. */
export function slicesQuery(query: DatasetSlicesQuery): { columns: StringColumn[]; start: number; end: number } {
  const columns = query.columns.split(',').map((c) => checkedColumn(c.trim(), 'query.columns'));
  return { columns, ...checkedRows(query, DATASET_SLICES_MAX_RANGE) };
}

/** Sends a stored dataset's core prefix with its entity tag (304 when the caller has it). */
export async function sendStoredCore(
  ctx: ServerContext,
  req: FastifyRequest,
  reply: FastifyReply,
  ref: { key: string; etag: string },
  open: () => Promise<DatasetFile>,
): Promise<FastifyReply> {
  reply.header('etag', ref.etag);
  if (ifNoneMatchHits(req.headers['if-none-match'], ref.etag)) return reply.code(304).send();
  const { layout } = await open();
  const body = await ctx.blobs.get(ref.key, { offset: 0, length: layout.coreByteLength });
  if (!body) throw new StoredDatasetMissingError(`Stored dataset ${ref.key} is gone.`);
  reply.header('content-type', DATASET_CONTENT_TYPE).header('content-length', layout.coreByteLength);
  return reply.send(body);
}

/** Rows [start, end) of one string column of a stored dataset. */
export function storedStrings(file: DatasetFile, column: StringColumn, start: number, end: number): Promise<string[]> {
  checkEnd(end, file.layout.rowCount);
  return file.readStrings(column, start, end);
}

/** Rows [start, end) of string columns of a stored dataset, as their stored bytes. */
export function storedSections(file: DatasetFile, columns: readonly StringColumn[], start: number, end: number): Promise<LocalStringSection[]> {
  checkEnd(end, file.layout.rowCount);
  return Promise.all(columns.map((column) => file.readSection(column, start, end)));
}

/** Sends string sections as the binary slices answer. */
export function sendSlices(reply: FastifyReply, sections: readonly LocalStringSection[]): FastifyReply {
  const parts = toBuffers(sections.flatMap((section) => encodeStringSlice(section)));
  const length = parts.reduce((n, p) => n + p.byteLength, 0);
  reply.header('cache-control', 'no-store').header('content-type', STRING_SLICE_CONTENT_TYPE).header('content-length', length);
  return reply.send(Readable.from(parts));
}

async function issueCount(ctx: ServerContext, reportId: string): Promise<number> {
  const count = await ctx.db
    .selectFrom('issues')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

/**
 * Registers `GET /api/v1/reports/{id}/dataset`, `GET /api/v1/reports/{id}/dataset/strings` and its
 * binary twin `GET /api/v1/reports/{id}/dataset/slices`.
 */
export function registerDatasetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // Untyped reply: the schema documents a binary body, while the handler sends a stream.
  app.get<{ Params: ReportIdParams }>(
    '/api/v1/reports/:id/dataset',
    {
      config: { expensive: true },
      schema: {
        tags: ['reports'],
        summary: `The report's issues as a binary worker dataset (${DATASET_CONTENT_TYPE}), its core prefix only`,
        description:
          'Finished reports carry an ETag; send it back in If-None-Match to get 304 while the dataset is unchanged.',
        params: ReportIdParams,
        produces: [DATASET_CONTENT_TYPE],
        response: { 200: DatasetBinary, ...errors },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      // Private group data: never kept by browsers or proxies; clients revalidate with If-None-Match.
      reply.header('cache-control', 'no-store');
      if (!isStoredDatasetStatus(report.status)) {
        const core = datasetCoreParts(await ctx.reads.run('buildDataset', report.id));
        let length = 0;
        for (const p of core) length += p.byteLength;
        reply.header('content-type', DATASET_CONTENT_TYPE).header('content-length', length);
        return reply.send(Readable.from(toBuffers(core)));
      }
      return withStoredDataset(ctx, report.id, (ref, open) => sendStoredCore(ctx, req, reply, ref, open));
    },
  );

  r.get(
    '/api/v1/reports/:id/dataset/strings',
    {
      config: { expensive: true },
      schema: {
        tags: ['reports'],
        summary: `Rows [start, end) of one dataset string column, at most ${DATASET_STRINGS_MAX_RANGE} rows`,
        params: ReportIdParams,
        querystring: DatasetStringsQuery,
        response: { 200: DataEnvelope(Type.Array(Type.String())), ...errors },
      },
    },
    async (req) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      const { column, start, end } = stringsQuery(req.query);
      if (!isStoredDatasetStatus(report.status)) {
        checkEnd(end, await issueCount(ctx, report.id));
        return { data: await readStringSlice(ctx, report.id, column, start, end) };
      }
      return { data: await withStoredDataset(ctx, report.id, async (_ref, open) => storedStrings(await open(), column, start, end)) };
    },
  );

  // Untyped reply, like /dataset: the schema documents a binary body.
  app.get<{ Params: ReportIdParams; Querystring: DatasetSlicesQuery }>(
    '/api/v1/reports/:id/dataset/slices',
    {
      config: { expensive: true },
      schema: {
        tags: ['reports'],
        summary: `Rows [start, end) of dataset string columns as bytes (${STRING_SLICE_CONTENT_TYPE}), at most ${DATASET_SLICES_MAX_RANGE} rows`,
        description:
          "The stored UTF-8 bytes with their offsets, not decoded, one slice per column back to back: what a worker's CSV export reads. core's decodeStringSlices reads it.",
        params: ReportIdParams,
        querystring: DatasetSlicesQuery,
        produces: [STRING_SLICE_CONTENT_TYPE],
        response: { 200: DatasetBinary, ...errors },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      const { columns, start, end } = slicesQuery(req.query);
      let sections: LocalStringSection[];
      if (!isStoredDatasetStatus(report.status)) {
        checkEnd(end, await issueCount(ctx, report.id));
        sections = [];
        for (const column of columns) sections.push(sectionOfStrings(await readStringSlice(ctx, report.id, column, start, end)));
      } else {
        sections = await withStoredDataset(ctx, report.id, async (_ref, open) => storedSections(await open(), columns, start, end));
      }
      return sendSlices(reply, sections);
    },
  );
}
