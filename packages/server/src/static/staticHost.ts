/**
 * Serves the built host app beside the API and answers everything no route claimed: an unknown
 * /api path gets the 404 envelope; any other page request gets index.html so that client routes
 * (/automated-tests/projects/...) survive a reload. Missing assets stay 404s. Under /embed only the
 * entries of `EMBED_PATHS` exist: any other path there gets index.html (the app's 404 page) with
 * status 404, and is never framed (securityHeaders.ts). Files go out precompressed (brotli or gzip)
 * when the request allows it, hashed assets cached for a year, the rest revalidated.
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isEmbedPath, isUnderEmbed } from '@curbcut/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errorHandler';

/** True for /api and everything under it. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A page navigation (HTML wanted, or a path without a file extension), not an asset request. */
function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  const last = (req.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Registers the static files of `staticDir` (when given) and the not-found answers. */
export async function registerStaticHost(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  if (staticDir !== undefined) {
    await app.register(fastifyStatic, {
      root: resolve(staticDir),
      prefix: '/',
      index: ['index.html'],
      cacheControl: false,
      // The build writes x.js.br and x.js.gz beside x.js (host-app/build/precompress.ts): the
      // plugin sends the best one the Accept-Encoding allows, with x.js's content type.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts content-hashed files under /assets; everything else (index.html) must revalidate.
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches must key on the encoding asked for, or a proxy could hand brotli to a client without it.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    if (staticDir !== undefined && !isApiPath(path) && wantsPage(req)) {
      const unknownEmbed = isUnderEmbed(path) && !isEmbedPath(path);
      return reply
        .code(unknownEmbed ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendError(reply, { code: 'not_found', message: isApiPath(path) ? `No API route ${req.method} ${path}.` : `Nothing at ${path}.` });
  });
}
