/**
 * The demo site (examples/demo-site/serve.mjs) as the scanner e2e tests scan it: served from the
 * test process, behind a small gate of our own on another port. The gate lets a test hold the
 * scan's page loads and let them through one by one, so a run is still in progress for as long as
 * the test watches it and grows exactly when the test says (no sleeping, no racing a fast scan).
 * Assets (CSS, images, robots.txt, sitemaps) always pass; only page documents are held. The real
 * site answers everything: the gate forwards requests unchanged, Host header included, so the
 * site's sitemap and robots.txt name the gate's origin.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoSite } from '../../../examples/demo-site/serve.mjs';

/** Paths the gate never holds: what a page loads besides its document. */
const ASSET = /\.(css|js|mjs|svg|png|jpe?g|gif|webp|ico|xml|txt|vtt|woff2?)$/i;
/** How long `release` waits for the scanner to ask for a page. */
const RELEASE_WAIT_MS = 30_000;

/** Pages of the demo site a scan meets (README of examples/demo-site). */
export const DEMO_PATHS = {
  home: '/',
  /** 301 to /products.html. */
  redirect: '/old-products',
  /** 404 with the site's not-found page (the broken link of journal/linen-guide.html). */
  broken: '/journal/spring-lookbook-2023.html',
} as const;

/** The demo site behind the gate. */
export interface GatedDemoSite {
  /** The gate's origin, without a trailing slash: what scans start from. */
  url: string;
  /** Page documents asked for and not yet let through (paths). */
  held(): string[];
  /** Waits until a page load of `path` is held, then lets that one through. */
  release(path: string): Promise<void>;
  /** Lets every held page through, and every later one at once. */
  open(): void;
  /** Holds page loads again from now on. */
  shut(): void;
  close(): Promise<void>;
}

interface Held {
  path: string;
  pass(): void;
}

/** Starts the demo site and the gate in front of it; the gate starts shut. */
export async function startGatedDemoSite(): Promise<GatedDemoSite> {
  const site = await startDemoSite({ port: 0 });
  const upstream = new URL(site.url);
  let isOpen = false;
  const queue: Held[] = [];
  const listeners = new Set<() => void>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const proxied = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  };

  const gate = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://gate.invalid').pathname;
    if (isOpen || ASSET.test(path)) return forward(req, res);
    // A held request whose client gave up (a page timeout) is dropped from the queue.
    const held: Held = { path, pass: () => forward(req, res) };
    queue.push(held);
    res.once('close', () => {
      const at = queue.indexOf(held);
      if (at >= 0) queue.splice(at, 1);
    });
    for (const listener of [...listeners]) listener();
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;

  const waitForHeld = (path: string) =>
    new Promise<Held>((resolve, reject) => {
      const check = () => {
        const at = queue.findIndex((h) => h.path === path);
        if (at < 0) return false;
        const [held] = queue.splice(at, 1);
        listeners.delete(check);
        clearTimeout(timer);
        resolve(held!);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`the scanner never asked for ${path} within ${RELEASE_WAIT_MS} ms (held: ${queue.map((h) => h.path).join(', ') || 'none'})`));
      }, RELEASE_WAIT_MS);
      if (!check()) listeners.add(check);
    });

  return {
    url,
    held: () => queue.map((h) => h.path),
    async release(path) {
      (await waitForHeld(path)).pass();
    },
    open() {
      isOpen = true;
      for (const held of queue.splice(0)) held.pass();
    },
    shut() {
      isOpen = false;
    },
    async close() {
      isOpen = true;
      for (const held of queue.splice(0)) held.pass();
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await site.close();
    },
  };
}
