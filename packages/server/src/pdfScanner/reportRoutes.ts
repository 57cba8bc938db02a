/**
 * The calls on one PDF report: meta, the PDF file (for the viewer), rules, paged issues, hide and
 * review, delete. Reads answer the group's members whose plan has the PDF scanner and holders of
 * the report's embed or public-link token; changes answer its author alone (403 for other members).
 * Another group's report, or a report of another kind, answers 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  DataEnvelope,
  DeletedPdfReport,
  PdfDecisionResult,
  PdfHideBody,
  PdfIssueParams,
  PdfIssues,
  PdfIssuesBody,
  PdfReportMeta,
  PdfReportParams,
  PdfReportTokenQuery,
  PdfReviewBody,
  PdfRuleParams,
  PdfRules,
  PdfRulesBody,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { contentDisposition } from '../exports/routes';
import { ApiError } from '../http/errors';
import { publicLinkState } from '../sharing/publicLinks';
import { requirePdfAuthor, requirePdfReader } from './access';
import { hidePdfIssues, reviewPdfIssue } from './decisions';
import { deletePdfReport } from './lifecycle';
import { readPdfReport } from './reports';
import { readPdfIssues, readPdfRules } from './ruleReads';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 410: ApiErrorEnvelope };
const changeErrors = { ...errors, 409: ApiErrorEnvelope };
const TAGS = ['pdf scanner'];

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes, for pdf.js's range requests; null
 * for anything else, which is answered with the whole file (allowed for any Range a server declines).
 */
export function parseRange(header: string | undefined, size: number): { offset: number; length: number } | null {
  const m = header === undefined ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return null;
  return { offset: start, length: end - start + 1 };
}

/** The PDF's file name as the viewer or a download shows it. */
function fileNameOf(name: string): string {
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Registers the per-report calls. */
export function registerPdfReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/pdf_scanner/reports/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One PDF report: file facts, status, counts per profile, public link, author flag',
        params: PdfReportParams,
        querystring: PdfReportTokenQuery,
        response: { 200: DataEnvelope(PdfReportMeta), ...errors },
      },
    },
    async (req) => {
      const { report, viewer } = await requirePdfReader(ctx, req, req.params.id);
      const item = await readPdfReport(ctx, report.id);
      if (!item) throw new ApiError('not_found', `PDF report ${report.id} was not found.`);
      return { data: { ...item, publicLink: await publicLinkState(ctx, report), isAuthor: viewer.isAuthor } };
    },
  );

  r.get(
    '/api/pdf_scanner/reports/:id/file',
    {
      schema: {
        tags: TAGS,
        summary: 'The PDF itself, for the viewer (inline, not cached; byte ranges served)',
        params: PdfReportParams,
        querystring: PdfReportTokenQuery,
        produces: ['application/pdf'],
        response: { ...errors },
      },
    },
    async (req, reply) => {
      const { report, pdf } = await requirePdfReader(ctx, req, req.params.id);
      const info = await ctx.blobs.stat(pdf.blob_key);
      if (!info) throw new ApiError('gone', `The PDF of report ${report.id} is no longer stored.`);
      const range = parseRange(req.headers.range, info.size);
      const send = (reply: FastifyReply) =>
        reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(fileNameOf(report.name)).replace(/^attachment/, 'inline'))
          .header('accept-ranges', 'bytes');
      const body = await ctx.blobs.get(pdf.blob_key, range ?? undefined);
      if (!body) throw new ApiError('gone', `The PDF of report ${report.id} is no longer stored.`);
      if (range) {
        return send(reply)
          .status(206)
          .header('content-range', `bytes ${range.offset}-${range.offset + range.length - 1}/${info.size}`)
          .header('content-length', range.length)
          .send(body);
      }
      return send(reply).header('content-length', info.size).send(body);
    },
  );

  r.post(
    '/api/pdf_scanner/reports/:id/rules',
    {
      schema: {
        tags: TAGS,
        summary: 'Rules with issues under the filters, as "Metadata" and "Page Content" rules, with counts per status',
        params: PdfReportParams,
        querystring: PdfReportTokenQuery,
        body: PdfRulesBody,
        response: { 200: DataEnvelope(PdfRules), ...errors },
      },
    },
    async (req) => {
      const { pdf } = await requirePdfReader(ctx, req, req.params.id);
      return { data: await readPdfRules(ctx, pdf, req.body) };
    },
  );

  r.post(
    '/api/pdf_scanner/reports/:id/rules/:ruleId/issues',
    {
      schema: {
        tags: TAGS,
        summary: "A page of one rule's issues under the filters (10 by default), with the rule's issue count per PDF page",
        params: PdfRuleParams,
        querystring: PdfReportTokenQuery,
        body: PdfIssuesBody,
        response: { 200: DataEnvelope(PdfIssues), ...errors },
      },
    },
    async (req) => {
      const { pdf } = await requirePdfReader(ctx, req, req.params.id);
      return { data: await readPdfIssues(ctx, pdf, req.params.ruleId, req.body) };
    },
  );

  r.patch(
    '/api/pdf_scanner/reports/:id/issues/hide',
    {
      schema: {
        tags: TAGS,
        summary: 'Hides (with a reason) or unhides one issue or every issue of a rule (author only, once complete)',
        params: PdfReportParams,
        body: PdfHideBody,
        response: { 200: DataEnvelope(PdfDecisionResult), ...changeErrors },
      },
    },
    async (req) => {
      const { report, pdf, viewer } = await requirePdfAuthor(ctx, req, req.params.id);
      return { data: await hidePdfIssues(ctx, report, pdf, viewer.user, req.body) };
    },
  );

  r.patch(
    '/api/pdf_scanner/reports/:id/issues/:issueId/needs-review',
    {
      schema: {
        tags: TAGS,
        summary: 'Confirms, dismisses as not an issue, or un-reviews a needs-review issue (author only, once complete)',
        params: PdfIssueParams,
        body: PdfReviewBody,
        response: { 200: DataEnvelope(PdfDecisionResult), ...changeErrors },
      },
    },
    async (req) => {
      const { report, pdf, viewer } = await requirePdfAuthor(ctx, req, req.params.id);
      return { data: await reviewPdfIssue(ctx, report, pdf, viewer.user, req.params.issueId, req.body.confirmed) };
    },
  );

  r.delete(
    '/api/pdf_scanner/reports/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Deletes a PDF report with its issues and its file (author only)',
        params: PdfReportParams,
        response: { 200: DataEnvelope(DeletedPdfReport), ...errors },
      },
    },
    async (req) => {
      const { pdf } = await requirePdfAuthor(ctx, req, req.params.id);
      await deletePdfReport(ctx, pdf);
      return { data: { id: pdf.report_id, deleted: true as const } };
    },
  );
}
