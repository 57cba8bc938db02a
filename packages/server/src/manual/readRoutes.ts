/**
 * What the manual-report viewer reads besides the explorer (docs/decisions/0041): the steps of a
 * workflow, the checks of an assisted test, and their screenshots. Every reader of the report may
 * read them (members, embed and public-link tokens); screenshots are served as the image type
 * checked at ingest, never sniffed, and not cached by shared caches.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  IssueScreenshotParams,
  ManualCheckList,
  ManualStepList,
  PdfReportTokenQuery,
  ReportIdParams,
  SCREENSHOT_TYPES,
  StepScreenshotParams,
  compareScNumbers,
  stepScreenshotPath,
  type CheckOutcome,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';

const TAGS = ['manual reports'];

/** A test case's stored summary's issue count. */
function issueCountOf(summary: string): number {
  const parsed = JSON.parse(summary) as { issueCount?: number };
  return parsed.issueCount ?? 0;
}

async function sendScreenshot(ctx: ServerContext, reply: FastifyReply, key: string | null, type: string | null, what: string) {
  if (!key || !type) throw new ApiError('not_found', `${what} has no screenshot.`);
  const body = await ctx.blobs.get(key);
  if (!body) throw new ApiError('gone', `The screenshot of ${what.toLowerCase()} is no longer stored.`);
  return reply.header('cache-control', 'private, max-age=3600').header('content-type', type).header('content-disposition', 'inline').send(body);
}

/** Registers the steps, checks and screenshot reads. */
export function registerManualReadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 401: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };

  r.get(
    '/api/v1/reports/:id/steps',
    {
      schema: {
        tags: TAGS,
        summary: "A workflow report's recorded steps, in order",
        params: ReportIdParams,
        querystring: PdfReportTokenQuery,
        response: { 200: DataEnvelope(ManualStepList), ...errors },
      },
    },
    async (req) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      if (report.type !== 'workflowScan') throw new ApiError('not_found', `Report ${report.id} is not a workflow report; it has no steps.`);
      const rows = await ctx.db
        .selectFrom('report_steps')
        .innerJoin('test_cases', 'test_cases.id', 'report_steps.test_case_id')
        .select(['report_steps.step_index', 'report_steps.test_case_id', 'report_steps.url', 'report_steps.action', 'report_steps.screenshot_key', 'test_cases.name', 'test_cases.summary'])
        .where('report_steps.report_id', '=', report.id)
        .orderBy('report_steps.step_index')
        .execute();
      const steps = rows.map((row) => ({
        index: Number(row.step_index),
        unitId: row.test_case_id,
        name: row.name,
        url: row.url,
        action: row.action,
        issueCount: issueCountOf(row.summary),
        screenshot: row.screenshot_key ? stepScreenshotPath(report.id, Number(row.step_index)) : null,
      }));
      return { data: { steps } };
    },
  );

  r.get(
    '/api/v1/reports/:id/checks',
    {
      schema: {
        tags: TAGS,
        summary: "An assisted test's checks, in criterion order",
        params: ReportIdParams,
        querystring: PdfReportTokenQuery,
        response: { 200: DataEnvelope(ManualCheckList), ...errors },
      },
    },
    async (req) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      if (report.type !== 'assistedTest') throw new ApiError('not_found', `Report ${report.id} is not an assisted test; it has no checks.`);
      const rows = await ctx.db
        .selectFrom('report_checks')
        .innerJoin('test_cases', 'test_cases.id', 'report_checks.test_case_id')
        .select(['report_checks.criterion', 'report_checks.test_case_id', 'report_checks.outcome', 'report_checks.notes', 'report_checks.page_url', 'test_cases.name', 'test_cases.summary'])
        .where('report_checks.report_id', '=', report.id)
        .execute();
      const checks = rows
        .map((row) => ({
          criterion: row.criterion,
          unitId: row.test_case_id,
          name: row.name,
          outcome: row.outcome as CheckOutcome,
          notes: row.notes,
          pageUrl: row.page_url,
          issueCount: issueCountOf(row.summary),
        }))
        .sort((a, b) => compareScNumbers(a.criterion, b.criterion));
      const shots = await ctx.db.selectFrom('issue_attachments').select('fingerprint').where('report_id', '=', report.id).orderBy('fingerprint').execute();
      return { data: { checks, screenshots: shots.map((s) => s.fingerprint) } };
    },
  );

  r.get(
    '/api/v1/reports/:id/steps/:index/screenshot',
    {
      schema: {
        tags: TAGS,
        summary: "A workflow step's screenshot",
        params: StepScreenshotParams,
        querystring: PdfReportTokenQuery,
        produces: [...SCREENSHOT_TYPES],
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      const index = /^[1-9]\d{0,4}$/.test(req.params.index) ? Number(req.params.index) : null;
      const row =
        index === null
          ? undefined
          : await ctx.db.selectFrom('report_steps').select(['screenshot_key', 'screenshot_type']).where('report_id', '=', report.id).where('step_index', '=', index).executeTakeFirst();
      if (!row) throw new ApiError('not_found', `Report ${report.id} has no step ${req.params.index}.`);
      return sendScreenshot(ctx, reply, row.screenshot_key, row.screenshot_type, `Step ${req.params.index}`);
    },
  );

  r.get(
    '/api/v1/reports/:id/issues/:fingerprint/screenshot',
    {
      schema: {
        tags: TAGS,
        summary: "A failing element's screenshot, as the tester recorded it",
        params: IssueScreenshotParams,
        querystring: PdfReportTokenQuery,
        produces: [...SCREENSHOT_TYPES],
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      const row = await ctx.db
        .selectFrom('issue_attachments')
        .select(['screenshot_key', 'screenshot_type'])
        .where('report_id', '=', report.id)
        .where('fingerprint', '=', req.params.fingerprint)
        .executeTakeFirst();
      return sendScreenshot(ctx, reply, row?.screenshot_key ?? null, row?.screenshot_type ?? null, 'This issue');
    },
  );
}
