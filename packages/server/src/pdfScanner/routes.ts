/**
 * The PDF scanner's collection calls (spec 002 section 7 "PDF scanner"): upload URLs and the upload
 * itself, validate_pdf, create, the list and the updates poll. Every call but the upload needs a
 * session whose plan has the PDF scanner; the upload's credential is its signed URL. The calls on
 * one report are in reportRoutes.ts. See docs/decisions/0029-pdf-scanner-pipeline.md.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorEnvelope,
  CreatedPdfReports,
  CreatePdfReportsBody,
  DataEnvelope,
  NO_AUTH,
  PdfReportList,
  PdfUpdates,
  PdfUpdatesBody,
  PdfUploadParams,
  PdfUploadQuery,
  PdfUploadResult,
  PresignedUploadQuery,
  PresignedUploads,
  ValidatedPdf,
  ValidatePdfBody,
} from '@curbcut/core';
import type { ServerContext } from '../context';
import { requirePdfUser } from './access';
import { registerPdfBreakdownRoute } from './breakdown';
import { createPdfReports } from './create';
import { registerPdfScannerJobs } from './job';
import { pdfUpdates } from './lifecycle';
import { listPdfReports } from './reports';
import { registerPdfReportRoutes } from './reportRoutes';
import { receiveUpload } from './uploads';
import { presignUploads, sweepUnclaimedUploads } from './uploadUrls';
import { validatePdf } from './validate';

const errors = { 400: ApiErrorEnvelope, 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope };
const TAGS = ['pdf scanner'];

/** Registers every PDF scanner route, and its check jobs once the server is ready. */
export function registerPdfScannerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onReady', () => registerPdfScannerJobs(ctx));
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/pdf_scanner/reports/presigned_upload_urls',
    {
      schema: {
        tags: TAGS,
        summary: 'Upload URLs for PDFs: PUT each file to its URL (signed, 15 minutes, 100 MB at most) before validate_pdf',
        querystring: PresignedUploadQuery,
        response: { 200: DataEnvelope(PresignedUploads), ...errors },
      },
    },
    async (req) => {
      const user = await requirePdfUser(ctx, req);
      await sweepUnclaimedUploads(ctx, user.id);
      return { data: { uploads: await presignUploads(ctx, user, req.query.count, `${req.protocol}://${req.host}`) } };
    },
  );

  registerUploadRoute(app, ctx);

  r.post(
    '/api/pdf_scanner/reports/validate_pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'Checks an uploaded file, or fetches a linked one, and answers its version, pages, tags and profile compatibility',
        body: ValidatePdfBody,
        response: { 200: DataEnvelope(ValidatedPdf), ...errors, 410: ApiErrorEnvelope, 413: ApiErrorEnvelope, 422: ApiErrorEnvelope, 502: ApiErrorEnvelope },
      },
    },
    async (req) => ({ data: await validatePdf(ctx, await requirePdfUser(ctx, req), req.body) }),
  );

  r.post(
    '/api/pdf_scanner/reports',
    {
      schema: {
        tags: TAGS,
        summary: 'Creates one report per validated file (queued) and queues its check',
        body: CreatePdfReportsBody,
        response: { 201: DataEnvelope(CreatedPdfReports), ...errors },
      },
    },
    async (req, reply) => {
      const user = await requirePdfUser(ctx, req);
      return reply.status(201).send({ data: { reports: await createPdfReports(ctx, user, req.body) } });
    },
  );

  r.get(
    '/api/pdf_scanner/reports',
    { schema: { tags: TAGS, summary: "Your group's PDF reports, newest first", response: { 200: DataEnvelope(PdfReportList), ...errors } } },
    async (req) => {
      const user = await requirePdfUser(ctx, req);
      return { data: { reports: await listPdfReports(ctx, user.groupId) } };
    },
  );

  r.post(
    '/api/pdf_scanner/updates',
    {
      schema: {
        tags: TAGS,
        summary: 'The listed reports changed since last_checked (the polling fallback of live updates)',
        body: PdfUpdatesBody,
        response: { 200: DataEnvelope(PdfUpdates), ...errors },
      },
    },
    async (req) => ({ data: await pdfUpdates(ctx, await requirePdfUser(ctx, req), req.body) }),
  );

  registerPdfBreakdownRoute(app, ctx);
  registerPdfReportRoutes(app, ctx);
}

/**
 * `PUT /api/pdf_scanner/uploads/{key}`: the body is the file itself, of any content type, streamed
 * into the blob store; it is never parsed or buffered, hence a scope of its own with a parser that
 * hands the raw request over.
 */
function registerUploadRoute(app: FastifyInstance, ctx: ServerContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.withTypeProvider<TypeBoxTypeProvider>().put(
      '/api/pdf_scanner/uploads/:key',
      {
        schema: {
          tags: TAGS,
          summary: 'Receives a PDF sent to an upload URL (the signed query is the credential; one file per URL)',
          security: NO_AUTH,
          params: PdfUploadParams,
          querystring: PdfUploadQuery,
          response: { 200: DataEnvelope(PdfUploadResult), 400: ApiErrorEnvelope, 403: ApiErrorEnvelope, 409: ApiErrorEnvelope, 410: ApiErrorEnvelope, 413: ApiErrorEnvelope },
        },
      },
      async (req, reply) => {
        try {
          return { data: await receiveUpload(ctx, req.params.key, req.query, req.raw) };
        } catch (error) {
          // The unread rest of a refused body is not worth keeping the connection for.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
  });
}
