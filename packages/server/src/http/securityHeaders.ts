/**
 * Response headers every answer carries. API answers hold private data: never cached (`no-store`
 * unless a route chose otherwise) and never rendered as a page. Pages of the host app get a
 * Content-Security-Policy that allows only the app's own scripts and the live-update socket, and
 * may not be framed, except the embed entries of `EMBED_PATHS` (by this origin and the configured
 * `embedOrigins`) and, by pages of this origin only, with `minimal=true` (the chrome-less mode a
 * same-origin parent scanner frames). Any other path under /embed is never framed: a frame of an
 * unknown embed page would show the app's 404, whose way home leads into the signed-in dashboard.
 */
import { isEmbedPath, isUnderEmbed } from '@curbcut/core';
import type { FastifyInstance } from 'fastify';
import type { LiveConfig } from '../context';
import { liveBrowserEndpoint } from '../live/routes';
import { isApiPath } from '../static/staticHost';

/** Policy of API answers: nothing in them may load or run, nobody may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of every API answer (besides `cache-control`), for the hook below and for the
 * routes that write their answer themselves (the streamed CSV), which the hook does not see.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};

/** Where browsers connect for live updates (not where the server publishes). */
function liveOrigins(live: LiveConfig | undefined): string[] {
  if (!live) return [];
  const endpoint = liveBrowserEndpoint(live);
  const host = endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host;
  const secure = endpoint.useTLS;
  // pusher-js opens the WebSocket and, where sockets fail, falls back to HTTP streaming on the same host.
  return [`${secure ? 'wss' : 'ws'}://${host}:${endpoint.port}`, `${secure ? 'https' : 'http'}://${host}:${endpoint.port}`];
}

/** Who may frame a page: this origin and the embed origins (an embed entry), this origin (minimal mode) or nobody. */
export type PageFraming = 'embed' | 'self' | 'none';

/** The framing a page request gets. */
export function pageFraming(url: string): PageFraming {
  const [path = '', query = ''] = url.split('?');
  if (isEmbedPath(path)) return 'embed';
  if (isUnderEmbed(path)) return 'none';
  return new URLSearchParams(query).get('minimal') === 'true' ? 'self' : 'none';
}

/** The `frame-ancestors` sources of a framing; `embedOrigins` are already checked (checkEmbedOrigins). */
function frameAncestors(framing: PageFraming, embedOrigins: readonly string[]): string {
  if (framing === 'embed') return ["'self'", ...embedOrigins].join(' ');
  return `'${framing}'`;
}

/**
 * The X-Frame-Options of a framing, for browsers that predate `frame-ancestors`; none when other
 * origins may frame the page, since the header cannot name them (`frame-ancestors` overrides it anyway).
 */
function frameOptions(framing: PageFraming, embedOrigins: readonly string[]): string | null {
  if (framing === 'none') return 'DENY';
  return framing === 'self' || embedOrigins.length === 0 ? 'SAMEORIGIN' : null;
}

/** The Content-Security-Policy of a host-app page. */
export function pageContentSecurityPolicy(
  live: LiveConfig | undefined,
  framing: PageFraming,
  frameOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
  embedOrigins: readonly string[] = [],
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
  directives.push(`frame-ancestors ${frameAncestors(framing, embedOrigins)}`);
  return directives.join('; ');
}

/**
 * Adds the headers to every response. `frameOrigins` may be framed by the pages, `connectOrigins`
 * fetched from them, and `embedOrigins` (checked by checkEmbedOrigins) may frame the embed entries.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  live: LiveConfig | undefined,
  frameOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
  embedOrigins: readonly string[] = [],
): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?')[0] ?? '';
    if (isApiPath(path)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.headers(API_HEADERS);
      return payload;
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const framing = pageFraming(req.url);
      reply.header('content-security-policy', pageContentSecurityPolicy(live, framing, frameOrigins, connectOrigins, embedOrigins));
      const options = frameOptions(framing, embedOrigins);
      if (options !== null) reply.header('x-frame-options', options);
    }
    return payload;
  });
}
