/**
 * `GET /api/v1/reports/{id}/explorer_summary`: the issue explorer's first screen of a finished
 * report (core's ExplorerSummary), so a widget shows its first accordions and counts while its
 * worker still downloads and decodes the dataset (33 MB for a million issues). Computed once per
 * stored dataset, from that dataset's core prefix on the read pool (a million rows take a few
 * hundred milliseconds there, not on the event loop), kept in memory by the dataset's entity tag,
 * which changes with every decision; answered with that tag, 304 to a matching If-None-Match.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, ExplorerSummary, ReportIdParams } from '@curbcut/core';
import type { ServerContext } from '../context';
import { requireReportReader } from '../auth/reportAccess';
import { ApiError } from '../http/errors';
import { ifNoneMatchHits } from './datasetRoutes';
import { isStoredDatasetStatus, storedCorePrefix, withStoredDataset } from './datasetCache';
import { PromiseLru } from './promiseLru';

/** Summaries kept per server (a few KB each). */
const KEPT_SUMMARIES = 64;

// Keyed by context, not module-wide: several servers in one process keep separate caches.
const caches = new WeakMap<ServerContext, PromiseLru<ExplorerSummary>>();

/**
 * The explorer summary of a finished report, with the entity tag of the dataset it was computed
 * from. Concurrent asks for one dataset share one computation.
 */
export async function storedExplorerSummary(ctx: ServerContext, reportId: string): Promise<{ etag: string; summary: Promise<ExplorerSummary> }> {
  return withStoredDataset(ctx, reportId, async (ref, open) => {
    let cache = caches.get(ctx);
    if (!cache) caches.set(ctx, (cache = new PromiseLru(KEPT_SUMMARIES)));
    const summary = cache.get(ref.etag, async () => ctx.reads.run('explorerSummary', await storedCorePrefix(ctx.blobs, ref.key, await open())));
    return { etag: ref.etag, summary };
  });
}

/** Registers the route. */
export function registerExplorerSummaryRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/v1/reports/:id/explorer_summary',
    {
      config: { expensive: true },
      schema: {
        tags: ['reports'],
        summary: "The issue explorer's counts and accordions with no filter, for a finished report",
        description:
          'What a widget shows while its worker loads the dataset. Carries the dataset\'s ETag; send it in If-None-Match for 304. 409 while the report is in progress.',
        params: ReportIdParams,
        response: { 200: DataEnvelope(ExplorerSummary), 401: ApiErrorEnvelope, 403: ApiErrorEnvelope, 404: ApiErrorEnvelope, 409: ApiErrorEnvelope },
      },
    },
    async (req, reply) => {
      const { report } = await requireReportReader(ctx, req, req.params.id);
      if (!isStoredDatasetStatus(report.status)) {
        throw new ApiError('conflict', 'The report is still in progress: its explorer summary is made once it finishes.');
      }
      const { etag, summary } = await storedExplorerSummary(ctx, report.id);
      // Private group data, as the dataset: never kept by browsers or proxies.
      reply.header('cache-control', 'no-store').header('etag', etag);
      // 304 has no body to describe, so it is not among the typed answers (as for /overview).
      if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      return { data: await summary };
    },
  );
}
