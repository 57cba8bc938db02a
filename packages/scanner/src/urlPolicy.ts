/**
 * The network policy of a scan (`ScanOptions.allowUrl`): which hosts the scanner may reach for a
 * caller that must not let a website point it at private addresses (a server scanning for users).
 * One check covers what a site controls: sitemap and robots.txt fetches (every redirect hop, every
 * index child), every request a page's browser context makes (aborted before it leaves), and the
 * redirect hops Chromium follows without asking (Playwright never routes them), which are checked
 * afterwards: a page or frame that went through a refused hop is a failure, a resource that did is
 * left out of the snapshot. Without a policy none of this is installed: routing every request
 * through Node costs time and disables Chromium's HTTP cache.
 */
import type { BrowserContext, Request, Response } from 'playwright-core';

/**
 * Whether the scanner may fetch a URL. It must decide by scheme, host and port only: the answer is
 * cached per origin for the scan. A policy that throws refuses.
 */
export type AllowUrl = (url: URL) => boolean | Promise<boolean>;

/** A scan's AllowUrl with its answers cached, so each host is resolved once per scan. */
export class UrlPolicy {
  private readonly byOrigin = new Map<string, Promise<boolean>>();

  constructor(private readonly allowUrl: AllowUrl) {}

  /** Whether `url` may be fetched; false for a string that is not a URL. */
  allows(url: string | URL): Promise<boolean> {
    let parsed: URL;
    try {
      parsed = typeof url === 'string' ? new URL(url) : url;
    } catch {
      return Promise.resolve(false);
    }
    // Not URL.origin: it is 'null' for schemes other than http(s), which must not share one answer.
    const key = `${parsed.protocol}//${parsed.host}`;
    let answer = this.byOrigin.get(key);
    if (answer === undefined) {
      answer = Promise.resolve()
        .then(() => this.allowUrl(parsed))
        .then((allowed) => allowed === true)
        .catch(() => false);
      this.byOrigin.set(key, answer);
    }
    return answer;
  }

  /** The first refused URL of a request's redirect chain (the request itself included), or null. */
  async refusedHop(request: Request): Promise<string | null> {
    const chain: string[] = [];
    for (let hop: Request | null = request; hop !== null; hop = hop.redirectedFrom()) chain.unshift(hop.url());
    const answers = await Promise.all(chain.map((url) => this.allows(url)));
    const refused = answers.indexOf(false);
    return refused === -1 ? null : (chain[refused] ?? null);
  }
}

/** The host of a URL as a user reads it ('169.254.169.254', '::1'); the text itself when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return url;
  }
}

/** Why a URL is not fetched: '10.0.0.5 is a private or local network address'. */
export function refusedText(url: string): string {
  return `${hostOf(url)} is a private or local network address`;
}

/**
 * Makes every request of `context` ask the policy first: a refused request is aborted before it
 * leaves the browser (pages see a blocked-by-client error), a refused WebSocket is closed
 * without connecting.
 */
export async function guardContext(context: BrowserContext, policy: UrlPolicy): Promise<void> {
  await context.route(
    () => true,
    async (route) => {
      const allowed = await policy.allows(route.request().url());
      // The page may be gone meanwhile: its route can no longer be answered, and nothing waits for it.
      await (allowed ? route.continue() : route.abort('blockedbyclient')).catch(() => undefined);
    },
  );
  await context.routeWebSocket(
    () => true,
    async (socket) => {
      if (await policy.allows(socket.url())) socket.connectToServer();
      else await socket.close({ code: 1008, reason: 'Blocked' }).catch(() => undefined);
    },
  );
}

/**
 * Why a visit must be discarded because of a redirect hop Chromium followed to a refused URL: a
 * main-frame navigation, or a frame's (axe reads frames, so its content would reach the results);
 * null for any other request (a resource is dropped from the snapshot instead).
 */
export async function redirectRefusal(request: Request, isMainFrame: boolean, policy: UrlPolicy): Promise<string | null> {
  if (!request.isNavigationRequest()) return null;
  const refused = await policy.refusedHop(request);
  if (refused === null) return null;
  const host = hostOf(refused);
  return isMainFrame
    ? `Blocked: redirected to a private or local network address (${host})`
    : `Blocked: a frame redirected to a private or local network address (${host})`;
}

/** The responses whose whole redirect chain the policy allows (all of them without a policy), for the snapshot. */
export async function allowedResponses(responses: Response[], policy: UrlPolicy | null): Promise<Response[]> {
  if (policy === null) return responses;
  const refused = await Promise.all(responses.map((response) => policy.refusedHop(response.request())));
  return responses.filter((_, i) => refused[i] === null);
}
