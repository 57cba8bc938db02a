/**
 * `POST /api/v1/site-scanner/extract-sitemap`: lists the page URLs of a sitemap (or sitemap index)
 * so the create-scan form can show them. The server fetches a URL a user typed, so the network
 * policy (scans/networkPolicy.ts) is checked first; the scanner's extractSitemap bounds the size,
 * nesting and time of the read.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApiErrorEnvelope, DataEnvelope, ExtractSitemapBody, ExtractedSitemap, SCAN_LIMITS, SESSION_AUTH } from '@curbcut/core';
import { extractSitemap } from '@curbcut/scanner';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { assertFetchableUrl, scanUrlPolicy } from './networkPolicy';

/** How long one extraction may take, every file of an index included. */
export const EXTRACT_SITEMAP_TIMEOUT_MS = 30_000;

/** Registers the sitemap extraction call. */
export function registerSitemapRoute(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/v1/site-scanner/extract-sitemap',
    {
      schema: {
        tags: ['scans'],
        summary: 'Read a sitemap or sitemap index and list its page URLs (at most SCAN_LIMITS.maxPages)',
        security: SESSION_AUTH,
        body: ExtractSitemapBody,
        response: {
          200: DataEnvelope(ExtractedSitemap),
          400: ApiErrorEnvelope,
          401: ApiErrorEnvelope,
          422: ApiErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      await requireUser(ctx, req);
      const url = await assertFetchableUrl(ctx, req.body.url, '$.url');
      // A visitor who leaves stops the read instead of letting it run to its timeout.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      try {
        const found = await extractSitemap(url.toString(), {
          maxUrls: SCAN_LIMITS.maxPages,
          signal: abort.signal,
          timeoutMs: EXTRACT_SITEMAP_TIMEOUT_MS,
          // Redirects and index children are checked too, not only the URL typed.
          allowUrl: scanUrlPolicy(ctx),
        });
        return { data: { urls: found.urls, sitemaps: found.sitemaps, truncated: found.truncated } };
      } catch (error) {
        // The scanner's SitemapError carries a message written for the person who typed the URL.
        if (error instanceof Error && error.name === 'SitemapError') {
          throw new ApiError('unprocessable', error.message, { path: '$.url' });
        }
        throw error;
      }
    },
  );
}
