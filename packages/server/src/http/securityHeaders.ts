/**
 * Response headers every answer carries. API answers hold private data: never cached (`no-store`
 * unless a route chose otherwise) and never rendered as a page. Pages of the host app get a
 * Content-Security-Policy that allows only the app's own scripts and the live-update socket, and
 * may not be framed, except under /embed/ (widgets meant for other sites' pages) and, by pages of
 * this origin only, with `minimal=true` (the chrome-less mode a same-origin parent scanner frames).
 */
import type { FastifyInstance } from 'fastify';
import type { LiveConfig } from '../context';
import { liveBrowserEndpoint } from '../live/routes';
import { isApiPath } from '../static/staticHost';

/** Policy of API answers: nothing in them may load or run, nobody may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** True for the paths other sites may frame. */
export function isEmbedPath(path: string): boolean {
  return path === '/embed' || path.startsWith('/embed/');
}

/** Where browsers connect for live updates (not where the server publishes). */
function liveOrigins(live: LiveConfig | undefined): string[] {
  if (!live) return [];
  const endpoint = liveBrowserEndpoint(live);
  const host = endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host;
  const secure = endpoint.useTLS;
  // pusher-js opens the WebSocket and, where sockets fail, falls back to HTTP streaming on the same host.
  return [`${secure ? 'wss' : 'ws'}://${host}:${endpoint.port}`, `${secure ? 'https' : 'http'}://${host}:${endpoint.port}`];
}

/** Who may frame a page: anyone (/embed/), this origin (minimal mode) or nobody. */
export type PageFraming = 'any' | 'self' | 'none';

/** The framing a page request gets. */
export function pageFraming(url: string): PageFraming {
  const [path = '', query = ''] = url.split('?');
  if (isEmbedPath(path)) return 'any';
  return new URLSearchParams(query).get('minimal') === 'true' ? 'self' : 'none';
}

/** The Content-Security-Policy of a host-app page. */
export function pageContentSecurityPolicy(
  live: LiveConfig | undefined,
  framing: PageFraming,
  frameOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Components position popovers and tooltips with style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The live-update socket, and where a deployment's telemetry script reports (--telemetry-origin).
    ['connect-src', "'self'", ...liveOrigins(live), ...connectOrigins].join(' '),
    "worker-src 'self' blob:",
    // A configured demo scheduler opens in a frame of the contact dialog.
    ['frame-src', "'self'", 'blob:', ...frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (framing !== 'any') directives.push(`frame-ancestors '${framing}'`);
  return directives.join('; ');
}

/** Adds the headers to every response. */
export function installSecurityHeaders(
  app: FastifyInstance,
  live: LiveConfig | undefined,
  frameOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const path = req.url.split('?')[0] ?? '';
    if (isApiPath(path)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    } else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const framing = pageFraming(req.url);
      reply.header('content-security-policy', pageContentSecurityPolicy(live, framing, frameOrigins, connectOrigins));
      if (framing !== 'any') reply.header('x-frame-options', framing === 'self' ? 'SAMEORIGIN' : 'DENY');
    }
    return payload;
  });
}
