/**
 * `GET /api/v1/reports/{id}/dataset/csv`: the CSV file of a view of a finished report (a PDF
 * report's visible issues, which take no filters), streamed as core's writer makes it. The widget's Export hands it (with `download=true`) to the browser's own
 * downloads, so no row passes through the page; a worker reads it where it relays the file itself.
 * Before, the worker fetched every string of the report as `/dataset/slices` (560 MB for a million
 * issues) and wrote the CSV in the page: the same bytes crossed the network stack, two threads and
 * the page twice. Whoever may read the report's dataset may read this (a session, an embed or
 * public token): it holds nothing the dataset calls do not.
 */
import type { FastifyInstance } from 'fastify';
import {
  ApiErrorEnvelope,
  CSV_ROWS_HEADER,
  DatasetCsvQuery,
  FilterError,
  ReportIdParams,
  normalizeFilters,
  type ExportFilters,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { isStoredDatasetStatus } from '../reports/datasetCache';
import { sendCsvResponse } from './csvResponse';
import { withReportCsvSource } from './exportJob';
import { exportFileName } from './exportRecords';
import { contentDisposition, refusePdfSelection } from './routes';

/** The `filters` query of a CSV call, checked; a 400 names what is wrong. */
export function parsedFilters(text: string | undefined): ExportFilters {
  if (text === undefined) return {};
  let filters: unknown;
  try {
    filters = JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', 'filters must be a JSON object of the view\'s filters.', { path: 'query.filters' });
  }
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
    throw new ApiError('bad_request', 'filters must be a JSON object of the view\'s filters.', { path: 'query.filters' });
  }
  try {
    normalizeFilters(filters);
  } catch (err) {
    if (err instanceof FilterError) throw new ApiError('bad_request', err.message, { path: `query.filters.${err.field}` });
    throw err;
  }
  return filters as ExportFilters;
}

/** Registers the route. */
export function registerCsvStreamRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: ReportIdParams; Querystring: DatasetCsvQuery }>(
    '/api/v1/reports/:id/dataset/csv',
    {
      config: { expensive: true },
      schema: {
        tags: ['reports'],
        summary: 'The CSV of a view of a finished report, streamed (what the widget saves)',
        description: `The rows POST /api/export_reports would write for the same filters, made as they are sent. ${CSV_ROWS_HEADER} gives the row count for progress; with download=true the answer is a file to save, which the widget hands to the browser's downloads.`,
        params: ReportIdParams,
        querystring: DatasetCsvQuery,
        produces: ['text/csv'],
        response: { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      const pdf = report.type === 'pdfScanner';
      if (pdf ? report.status !== 'completed' : !isStoredDatasetStatus(report.status)) {
        throw new ApiError('conflict', `Export is available once the scan is complete: report ${report.id} is ${report.status}.`);
      }
      const filters = parsedFilters(req.query.filters);
      if (pdf) refusePdfSelection(report.id, { filters }, 'query');
      const base = req.query.issue_link_base;
      const selection = { testCaseId: null, filters, ...(base !== undefined ? { issueLinkBase: base } : {}) };
      const disposition = req.query.download === true ? contentDisposition(exportFileName(report, ctx.clock.now())) : null;
      await withReportCsvSource(ctx, report, selection, (source) =>
        sendCsvResponse(req, reply, source, { [CSV_ROWS_HEADER]: String(source.total), ...(disposition !== null ? { 'content-disposition': disposition } : {}) }),
      );
    },
  );
}
