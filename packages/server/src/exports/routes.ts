/**
 * The export calls (spec 002 section 7 "Sharing and export"): request an export, poll it, download
 * it. Any signed-in member of the report's group may export (spec 002 section 6 lists export among
 * what other signed-in users can do; docs/decisions/0019); public and embed tokens cannot.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  EXPORT_EXPIRED_MESSAGE,
  ExportIdParams,
  ExportJob,
  ExportReportBody,
  FilterError,
  normalizeFilters,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { getReport } from '../reports/queries';
import type { ReportsTable } from '../reports/tables';
import { EXPORT_EXPIRE_JOB, EXPORT_JOB, runExport, type ExportJobPayload } from './exportJob';
import { createExportRecord, findExport, isExpired, toExportJob } from './exportRecords';
import type { ExportSelection } from './selection';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope, 410: ApiErrorEnvelope };

/** Starts the export workers in this process (the server, or a `curbcut worker`). */
export async function registerExportJobs(ctx: ServerContext): Promise<void> {
  await ctx.jobs.work<ExportJobPayload>(EXPORT_JOB, ({ payload }) => runExport(ctx, payload.exportId));
  await ctx.jobs.work<ExportJobPayload>(EXPORT_EXPIRE_JOB, async ({ payload }) => {
    const row = await ctx.db.selectFrom('report_exports').select(['blob_key']).where('id', '=', payload.exportId).executeTakeFirst();
    if (row?.blob_key) await ctx.blobs.delete(row.blob_key);
  });
}

async function checkedSelection(ctx: ServerContext, report: Pick<ReportsTable, 'id' | 'type'>, body: ExportReportBody): Promise<ExportSelection> {
  const reportId = report.id;
  const { test_case_id: testCaseId, th_btcer_id: btcerId } = body;
  if (report.type === 'pdfScanner') {
    refusePdfSelection(report.id, { testCase: testCaseId ?? btcerId, filters: body.filters }, '$');
    return { testCaseId: null, filters: {}, ...(body.issue_link_base !== undefined ? { issueLinkBase: body.issue_link_base } : {}) };
  }
  if (testCaseId !== undefined && btcerId !== undefined && testCaseId !== btcerId) {
    throw new ApiError('bad_request', 'test_case_id and th_btcer_id name different test cases; send one of them.', { path: '$.th_btcer_id' });
  }
  const wanted = testCaseId ?? btcerId ?? null;
  if (wanted !== null) {
    const found = await ctx.db
      .selectFrom('test_cases')
      .select('id')
      .where('report_id', '=', reportId)
      .where('id', '=', wanted)
      .executeTakeFirst();
    if (!found) {
      throw new ApiError('not_found', `Test case ${wanted} was not found in report ${reportId}.`, {
        path: testCaseId !== undefined ? '$.test_case_id' : '$.th_btcer_id',
      });
    }
  }
  const filters = body.filters ?? {};
  try {
    normalizeFilters(filters);
  } catch (err) {
    if (err instanceof FilterError) throw new ApiError('bad_request', err.message, { path: `$.filters.${err.field}` });
    throw err;
  }
  return { testCaseId: wanted, filters, ...(body.issue_link_base !== undefined ? { issueLinkBase: body.issue_link_base } : {}) };
}

/** Registers `POST /api/export_reports`, `GET /api/export_reports/{id}` and its download. */
export function registerExportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/export_reports',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Start a CSV export of a completed report (or of one test case); poll it with GET',
        body: ExportReportBody,
        response: { 202: DataEnvelope(ExportJob), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const { body } = req;
      if (body.th_build_id !== undefined && body.th_build_id !== body.id) {
        throw new ApiError('bad_request', `th_build_id (${body.th_build_id}) must be the report id given as id (${body.id}).`, {
          path: '$.th_build_id',
        });
      }
      const report = await getReport(ctx, user.groupId, body.id);
      if (report.type !== body.type) {
        throw new ApiError('bad_request', `type is ${body.type}, but report ${report.id} is ${report.type}.`, { path: '$.type' });
      }
      if (report.status !== 'completed') {
        throw new ApiError('conflict', `Export is available once the scan is complete: report ${report.id} is ${report.status}.`);
      }
      const selection = await checkedSelection(ctx, report, body);
      const row = await createExportRecord(ctx, report, user.id, selection);
      const payload: ExportJobPayload = { exportId: row.id };
      await ctx.jobs.enqueue(EXPORT_JOB, payload, { retryLimit: 2 });
      await ctx.jobs.enqueue(EXPORT_EXPIRE_JOB, payload, { runAt: new Date(row.expires_at) });
      return reply.code(202).send({ data: toExportJob(ctx, row) });
    },
  );

  r.get(
    '/api/export_reports/:id',
    {
      schema: {
        tags: ['sharing'],
        summary: 'An export and its progress, by export id or by report id (its newest export)',
        params: ExportIdParams,
        response: { 200: DataEnvelope(ExportJob), ...errors },
      },
    },
    async (req) => {
      const user = await requireUser(ctx, req);
      return { data: toExportJob(ctx, await findExport(ctx, user.groupId, req.params.id)) };
    },
  );

  app.get<{ Params: ExportIdParams }>(
    '/api/export_reports/:id/download',
    {
      schema: {
        tags: ['sharing'],
        summary: 'The CSV file of a finished export (410 once the link has expired)',
        params: ExportIdParams,
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req);
      const row = await findExport(ctx, user.groupId, req.params.id);
      if (isExpired(ctx, row)) throw new ApiError('gone', EXPORT_EXPIRED_MESSAGE);
      if (row.status !== 'done' || row.blob_key === null) {
        const state = row.status === 'failed' ? 'failed; start a new export' : `${row.status} (${row.rows_done} of ${row.rows_total} rows)`;
        throw new ApiError('conflict', `Export ${row.id} is not ready: it is ${state}.`);
      }
      const info = await ctx.blobs.stat(row.blob_key);
      const body = info ? await ctx.blobs.get(row.blob_key) : null;
      if (!info || !body) throw new ApiError('gone', EXPORT_EXPIRED_MESSAGE);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-length', info.size)
        .header('content-disposition', contentDisposition(row.file_name))
        .send(body);
    },
  );
}

/**
 * A PDF report's export holds all its visible issues: it has no test cases, and the web filters
 * do not apply to it. `at` is where the request's fields sit ('$' in a body, 'query' in a query).
 */
export function refusePdfSelection(reportId: string, asked: { testCase?: string | undefined; filters?: object | undefined }, at: string): void {
  if (asked.testCase !== undefined) {
    throw new ApiError('bad_request', `Report ${reportId} is a PDF report, which has no test cases to export.`, { path: `${at}.test_case_id` });
  }
  if (asked.filters !== undefined && Object.keys(asked.filters).length > 0) {
    throw new ApiError('bad_request', `Report ${reportId} is a PDF report: its export holds every visible issue and takes no filters.`, { path: `${at}.filters` });
  }
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
