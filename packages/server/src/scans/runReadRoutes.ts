/**
 * Read calls of a scan run's report (spec 001 section 2.6): the scan meta, the scan logs and the
 * failed pages, plus the spec's own path for failed pages. Like every report read they answer a
 * signed-in member of the report's group, an embed token or a public-link token of the report
 * (`Authorization: Bearer` or `?token=`); another group's report looks missing.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, FailedPages, ReportIdParams, ScanLogs, ScanRunMeta } from '@curbcut/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireReportReader, type ReportAccess } from '../auth/reportAccess';
import type { ServerContext } from '../context';
import { readRun, runMeta } from './runReads';
import { parseStatusFilter, readFailedPages, readScanLogs } from './scanLogs';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };
const TOKEN_DESCRIPTION = 'Embed or public-link token of the report, for callers without a session (or send it as `Authorization: Bearer`)';
const Token = Type.Optional(Type.String({ maxLength: 500, description: TOKEN_DESCRIPTION }));
const LogsQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 100, description: 'Comma-separated statuses to keep (success, failure, redirect); all when omitted' })),
  token: Token,
});
const TokenQuery = Type.Object({ token: Token });
const FailedUrlsQuery = Type.Object({
  th_build_id: Type.String({ minLength: 1, maxLength: 100, description: 'The run (report) id, `rep_...`' }),
  token: Token,
});

/** Registers the scan meta, scan logs and failed pages calls. */
export function registerRunReadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/v1/reports/:id/scan',
    {
      schema: {
        tags: ['scans'],
        summary: "A scan run report's scan meta: the run, scan name, 'Latest run' badge, demo flag, settings and sign-in used",
        params: ReportIdParams,
        querystring: TokenQuery,
        response: { 200: DataEnvelope(ScanRunMeta), ...errors },
      },
    },
    async (req) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      return { data: await runMeta(ctx, report) };
    },
  );

  r.get(
    '/api/v1/reports/:id/scan_logs',
    {
      schema: {
        tags: ['scans'],
        summary: 'The scan logs of a run: one row per page in scan order (optionally only some statuses) and the count of each status',
        params: ReportIdParams,
        querystring: LogsQuery,
        response: { 200: DataEnvelope(ScanLogs), ...errors },
      },
    },
    async (req) => {
      const statuses = parseStatusFilter(req.query.status);
      const { report } = await requireReportReader(ctx, req, req.params.id);
      await readRun(ctx, report.id);
      return { data: await readScanLogs(ctx, report.id, statuses) };
    },
  );

  // Website scan runs and manual reports (whose recorders name their failed pages) have failed pages.
  const failedPages = async ({ report }: ReportAccess) => {
    const manual = report.type === 'workflowScan' || report.type === 'assistedTest';
    return { data: await readFailedPages(ctx, report, manual ? null : await readRun(ctx, report.id)) };
  };
  r.get(
    '/api/v1/reports/:id/failed_pages',
    {
      schema: {
        tags: ['scans'],
        summary: 'The pages of a website scan run or a manual report that failed, with the number of pages it set out to check and whether it timed out',
        params: ReportIdParams,
        querystring: TokenQuery,
        response: { 200: DataEnvelope(FailedPages), ...errors },
      },
    },
    async (req) => failedPages(await requireReportReader(ctx, req, req.params.id)),
  );
  r.get(
    '/api/test_runs/advanced_scan_failed_urls',
    {
      schema: {
        tags: ['scans'],
        summary: "The spec's path of the failed pages call (spec 001 section 7)",
        querystring: FailedUrlsQuery,
        response: { 200: DataEnvelope(FailedPages), ...errors },
      },
    },
    async (req) => failedPages(await requireReportReader(ctx, req, req.query.th_build_id)),
  );
}
