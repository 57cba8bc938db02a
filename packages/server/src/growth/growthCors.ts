/**
 * Cross-origin access to a growth-only server (docs/decisions/0024-growth-router.md). The dashboard
 * runs on another origin and calls with credentials (the session cookie), so exactly that origin is
 * granted CORS with `Access-Control-Allow-Credentials: true`; never `*`, which browsers refuse with
 * credentials anyway and which would let any site read a user's growth details. State-changing
 * requests that a browser marks as coming from any other site are refused, as the main server's
 * CSRF defence does (http/csrf.ts) with its own origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GROWTH_BASE_PATH } from '@curbcut/core';
import { ApiError } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long browsers may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** The exact origin of `value` (scheme://host[:port]); throws naming what is wrong. */
export function parseAppOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`The app origin "${value}" is not a URL: give the dashboard's origin, for example https://curbcut.example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The app origin "${value}" must start with http:// or https://.`);
  if (url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`The app origin "${value}" must be an origin only (scheme, host and port), like ${url.origin}: no path, query or credentials.`);
  }
  return url.origin;
}

function refuse(req: FastifyRequest, appOrigin: string, evidence: string): never {
  throw new ApiError('forbidden', `Cross-site request refused: ${req.method} ${req.url.split('?')[0] ?? ''} is only accepted from ${appOrigin} (${evidence}).`, {
    description: 'Open Curbcut directly and try again.',
  });
}

/** Grants CORS with credentials to `appOrigin` alone, answers preflights and refuses other sites' writes. */
export function installGrowthCors(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const origin = req.headers.origin;
    reply.header('vary', 'Origin');
    if (origin === appOrigin) {
      reply.header('access-control-allow-origin', appOrigin);
      reply.header('access-control-allow-credentials', 'true');
    }
    if (SAFE_METHODS.has(req.method)) return;
    if (typeof origin === 'string') {
      if (origin !== appOrigin && origin !== `${req.protocol}://${req.host}`) refuse(req, appOrigin, `Origin: ${origin}`);
      return;
    }
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') refuse(req, appOrigin, `Sec-Fetch-Site: ${site}`);
  });

  app.options(`${GROWTH_BASE_PATH}/*`, { schema: { hide: true } }, async (req, reply) => {
    if (req.headers.origin !== appOrigin) refuse(req, appOrigin, `Origin: ${req.headers.origin ?? 'none'}`);
    return reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'accept, content-type')
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
      .status(204)
      .send();
  });
}
