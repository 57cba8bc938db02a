/**
 * `GET /api/tests/consolidate` and the explorer's reads of a stored consolidation's merged dataset
 * (docs/decisions/0041): the same three calls a report's dataset has (core prefix with an entity
 * tag, string rows, string slices), for members of the group that made it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiErrorEnvelope,
  ConsolidateQuery,
  ConsolidatedReport,
  ConsolidationParams,
  BuildOverview,
  ExplorerSummary,
  ReportMeta,
  DATASET_CONTENT_TYPE,
  DataEnvelope,
  DatasetBinary,
  DatasetSlicesQuery,
  DatasetStringsQuery,
  STRING_SLICE_CONTENT_TYPE,
  CSV_ROWS_HEADER,
  DatasetCsvQuery,
  csvFileName,
  type DatasetFile,
} from '@curbcut/core';
import { parsedFilters } from '../exports/csvStream';
import { sendCsvResponse } from '../exports/csvResponse';
import { fileCsvSource } from '../exports/exportJob';
import { contentDisposition } from '../exports/routes';
import type { ServerContext } from '../context';
import { openDatasetBlob, storedCorePrefix } from '../reports/datasetCache';
import { sendSlices, sendStoredCore, slicesQuery, storedSections, storedStrings, stringsQuery } from '../reports/datasetRoutes';
import { consolidate, consolidationView, readableConsolidation } from './consolidate';

const TAGS = ['manual reports'];
const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };

/** How many reports a stored consolidation merged. */
function sourceCount(row: { report_ids: string }): number {
  return (JSON.parse(row.report_ids) as string[]).length;
}

/** Registers the consolidate call and the consolidation dataset reads. */
export function registerConsolidateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/tests/consolidate',
    {
      // Not `expensive` as a whole: a stored consolidation answers at once; the merge itself takes a slot (consolidate.ts).
      schema: {
        tags: TAGS,
        summary: 'One manual report, or several merged by fingerprint into a consolidated report (stored; read again at once)',
        description:
          'With one id the report answers for itself (an embed or public-link token of it may read it). With several, every one must be of ' +
          'your group and complete; the merge runs off the event loop and is stored until a source changes.',
        querystring: ConsolidateQuery,
        response: { 200: DataEnvelope(ConsolidatedReport), ...errors },
      },
    },
    async (req) => ({ data: await consolidate(ctx, req, req.query) }),
  );

  /** The consolidation's merged dataset file, opened. */
  const opened = (row: { id: string; dataset_key: string }): { key: string; etag: string; open: () => Promise<DatasetFile> } =>
    // A consolidation never changes once stored: its id names its content.
    ({ key: row.dataset_key, etag: `"${row.id}"`, open: () => openDatasetBlob(ctx.blobs, row.dataset_key) });

  r.get(
    '/api/v1/consolidations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A stored consolidated report again, by its id (what GET /api/tests/consolidate answered)',
        params: ConsolidationParams,
        response: { 200: DataEnvelope(ConsolidatedReport), ...errors },
      },
    },
    async (req) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      return { data: await consolidationView(ctx, row, row.sources) };
    },
  );

  // The calls a report widget makes of any report (meta, overview, explorer summary), so the
  // widget shell reads a consolidated report as it reads one report.
  r.get(
    '/api/v1/consolidations/:id/meta',
    {
      schema: { tags: TAGS, summary: "A consolidated report's meta, as a report's (its id, its heading, counts of the merged issues)", params: ConsolidationParams, response: { 200: DataEnvelope(ReportMeta), ...errors } },
    },
    async (req) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      return { data: (await consolidationView(ctx, row, row.sources)).meta };
    },
  );
  r.get(
    '/api/v1/consolidations/:id/overview',
    {
      schema: { tags: TAGS, summary: "A consolidated report's summary and charts, counted over the merged issues", params: ConsolidationParams, response: { 200: DataEnvelope(BuildOverview), ...errors } },
    },
    async (req) => ({ data: JSON.parse((await readableConsolidation(ctx, req, req.params.id)).overview) as BuildOverview }),
  );
  r.get(
    '/api/v1/consolidations/:id/explorer_summary',
    {
      config: { expensive: true },
      schema: {
        tags: TAGS,
        summary: "The issue explorer's counts and accordions with no filter, for a consolidated report",
        params: ConsolidationParams,
        response: { 200: DataEnvelope(ExplorerSummary), ...errors },
      },
    },
    async (req, reply) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      const file = opened(row);
      reply.header('cache-control', 'no-store').header('etag', file.etag);
      return { data: await ctx.reads.run('explorerSummary', await storedCorePrefix(ctx.blobs, file.key, await file.open())) };
    },
  );

  app.get<{ Params: ConsolidationParams }>(
    '/api/v1/consolidations/:id/dataset',
    {
      config: { expensive: true },
      schema: {
        tags: TAGS,
        summary: `A consolidated report's merged issues as a binary worker dataset (${DATASET_CONTENT_TYPE}), its core prefix only`,
        params: ConsolidationParams,
        produces: [DATASET_CONTENT_TYPE],
        response: { 200: DatasetBinary, ...errors },
      },
    },
    async (req, reply) => {
      const file = opened(await readableConsolidation(ctx, req, req.params.id));
      reply.header('cache-control', 'no-store');
      return sendStoredCore(ctx, req, reply, file, file.open);
    },
  );

  r.get(
    '/api/v1/consolidations/:id/dataset/strings',
    {
      schema: {
        tags: TAGS,
        summary: "Rows [start, end) of one string column of a consolidated report's dataset",
        params: ConsolidationParams,
        querystring: DatasetStringsQuery,
        response: { 200: DataEnvelope(Type.Array(Type.String())), ...errors },
      },
    },
    async (req) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      const { column, start, end } = stringsQuery(req.query);
      return { data: await storedStrings(await opened(row).open(), column, start, end) };
    },
  );

  app.get<{ Params: ConsolidationParams; Querystring: DatasetSlicesQuery }>(
    '/api/v1/consolidations/:id/dataset/slices',
    {
      schema: {
        tags: TAGS,
        summary: `Rows [start, end) of a consolidated report's dataset string columns as bytes (${STRING_SLICE_CONTENT_TYPE})`,
        params: ConsolidationParams,
        querystring: DatasetSlicesQuery,
        produces: [STRING_SLICE_CONTENT_TYPE],
        response: { 200: DatasetBinary, ...errors },
      },
    },
    async (req, reply) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      const { columns, start, end } = slicesQuery(req.query);
      return sendSlices(reply, await storedSections(await opened(row).open(), columns, start, end));
    },
  );

  app.get<{ Params: ConsolidationParams; Querystring: DatasetCsvQuery }>(
    '/api/v1/consolidations/:id/dataset/csv',
    {
      config: { expensive: true },
      schema: {
        tags: TAGS,
        summary: "The CSV of a view of a consolidated report, streamed; the file is named Consolidated_report[N] and the date",
        params: ConsolidationParams,
        querystring: DatasetCsvQuery,
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const row = await readableConsolidation(ctx, req, req.params.id);
      const filters = parsedFilters(req.query.filters);
      const base = req.query.issue_link_base;
      const selection = { testCaseId: null, filters, ...(base !== undefined ? { issueLinkBase: base } : {}) };
      const file = opened(row);
      const source = await fileCsvSource(ctx, file.key, await file.open(), selection);
      const name = csvFileName({ consolidatedCount: sourceCount(row), date: ctx.clock.now() });
      const headers: Record<string, string> = { [CSV_ROWS_HEADER]: String(source.total) };
      if (req.query.download === true) headers['content-disposition'] = contentDisposition(name);
      return sendCsvResponse(req, reply, source, headers);
    },
  );
}
