/**
 * Cross-site request forgery defence (docs/decisions/0010-accounts.md). SameSite=Lax already keeps
 * the session cookie off cross-site POSTs; this also refuses requests that a browser marks as coming
 * from another origin (sibling subdomains are "same site" for the cookie, and sign-in needs no
 * cookie at all). Browsers send `Sec-Fetch-Site` and, on every POST, `Origin`; clients without
 * them (curl, the CLI) cannot be driven by another site and pass. Requests carrying an
 * `Authorization` header pass too: a page on another origin cannot set one without CORS, which
 * this server does not grant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request looks cross-site (the header that says so), or null when it comes
 * from this server's own pages or from a non-browser client. `host` is the request's host as the
 * browser addressed it (`X-Forwarded-Host` when a trusted proxy sets it).
 */
export function crossSiteEvidence(headers: FastifyRequest['headers'], host: string): string | null {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none' ? null : `Sec-Fetch-Site: ${site}`;
  const origin = headers.origin;
  if (typeof origin !== 'string') return null;
  const expected = hostOf(`http://${host}`);
  return expected !== null && hostOf(origin) === expected ? null : `Origin: ${origin}`;
}

/** Refuses cross-site state-changing requests with 403 before their body is read. */
export function installCsrfDefence(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || req.headers.authorization !== undefined) return;
    const evidence = crossSiteEvidence(req.headers, req.host);
    if (evidence === null) return;
    const path = req.url.split('?')[0] ?? '';
    throw new ApiError('forbidden', `Cross-site request refused: ${req.method} ${path} must come from this site's own pages (${evidence}).`, {
      description: 'Another website tried to act with your session. Open Curbcut directly and try again.',
    });
  });
}
