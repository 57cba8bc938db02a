/**
 * Two sites on 127.0.0.1 for the network-policy tests: a "public" one whose sitemaps, redirects,
 * frames and resources point at a "private" one, and the private one, which counts every request
 * (WebSocket handshakes included) so a test can tell that the policy kept the scanner away.
 * `allowUrl` refuses the private site's port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback } from './staticServer.testUtil';

/** One of the two servers. */
export interface CountingServer {
  origin: string;
  port: string;
  /** Requests received per path, WebSocket handshakes under 'ws:' + path. */
  hits: Map<string, number>;
  /** Requests received in all. */
  total(): number;
  close(): Promise<void>;
}

/** Both servers and the policy that refuses the private one. */
export interface PolicySites {
  site: CountingServer;
  secret: CountingServer;
  allowUrl: (url: URL) => boolean;
  close(): Promise<void>;
}

type Handler = (path: string, res: ServerResponse) => void;

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const page = (title: string, body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const urlset = (locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
const sitemapIndex = (locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type }).end(body);
}

async function startCountingServer(handle: Handler): Promise<CountingServer> {
  const hits = new Map<string, number>();
  const count = (key: string): void => void hits.set(key, (hits.get(key) ?? 0) + 1);
  const server = createServer((req: IncomingMessage, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    count(path);
    handle(path, res);
  });
  // A handshake is counted and dropped: reaching the server at all is what the policy must prevent.
  server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    count(`ws:${req.url ?? '/'}`);
    socket.destroy();
  });
  const { origin, port, close } = await listenOnLoopback(server);
  return { origin, port: String(port), hits, total: () => [...hits.values()].reduce((a, b) => a + b, 0), close };
}

/** Starts both servers. */
export async function startPolicySites(): Promise<PolicySites> {
  const secret = await startCountingServer((path, res) => {
    if (path === '/sitemap.xml') return send(res, 200, 'application/xml', urlset([`${secret.origin}/secret-page`]));
    if (path === '/secret.gif') return send(res, 200, 'image/gif', GIF);
    if (path === '/secret.css') return send(res, 200, 'text/css', 'body { color: #123456 }');
    if (path === '/robots.txt') return send(res, 200, 'text/plain', 'User-agent: *\nDisallow: /\n');
    return send(res, 200, 'text/html; charset=utf-8', page('Secret', '<p>Internal only.</p><img src="/secret.gif">'));
  });
  const s = secret.origin;
  const site = await startCountingServer((path, res) => {
    const o = site.origin;
    const redirect = (location: string): void => void res.writeHead(302, { location }).end();
    switch (path) {
      case '/sitemap.xml':
        return send(res, 200, 'application/xml', urlset([`${o}/ok`]));
      case '/sitemap-index.xml':
        return send(res, 200, 'application/xml', sitemapIndex([`${s}/sitemap.xml`, `${o}/sitemap.xml`]));
      case '/sitemap-private-only.xml':
        return send(res, 200, 'application/xml', sitemapIndex([`${s}/sitemap.xml`]));
      case '/sitemap-pages.xml':
        return send(res, 200, 'application/xml', urlset([`${o}/ok`, `${s}/secret-page`]));
      case '/sitemap-moved.xml':
        return redirect(`${s}/sitemap.xml`);
      case '/sitemap-hop.xml':
        return redirect('/sitemap.xml');
      case '/loop':
        return redirect('/loop');
      case '/robots.txt':
        return redirect(`${s}/robots.txt`);
      case '/ok':
        return send(res, 200, 'text/html; charset=utf-8', page('OK', '<img src="/dot.gif"><a href="/resources">Resources</a>', '<link rel="stylesheet" href="/style.css">'));
      case '/to-private':
        return redirect(`${s}/secret-page`);
      case '/resources':
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          page(
            'Resources',
            `<img src="${s}/secret.gif" alt="secret"><img src="/dot.gif" alt="dot"><img src="/img-moved" alt="moved">` +
              `<script>fetch('${s}/api').catch(() => undefined); try { new WebSocket('${s.replace('http', 'ws')}/socket'); } catch {}</script>`,
            `<link rel="stylesheet" href="${s}/secret.css"><link rel="stylesheet" href="/style.css">`,
          ),
        );
      case '/img-moved':
        return redirect(`${s}/secret.gif`);
      case '/framed':
        return send(res, 200, 'text/html; charset=utf-8', page('Framed', '<iframe title="Moved" src="/to-private"></iframe>'));
      case '/dot.gif':
        return send(res, 200, 'image/gif', GIF);
      case '/style.css':
        return send(res, 200, 'text/css', 'body { color: #222 }');
      default:
        return send(res, 404, 'text/html', page('Not found', ''));
    }
  });
  return {
    site,
    secret,
    allowUrl: (url) => url.port !== secret.port,
    close: async () => {
      await Promise.all([site.close(), secret.close()]);
    },
  };
}
