/**
 * A small website for the scan run tests, served by node:http on 127.0.0.1: pages with known
 * accessibility problems, a stylesheet, an image and a font (for snapshots), a redirect, a 404, a
 * form login guarding a private page, and a set of slow pages (for cancelling and killing a scan
 * while it runs). Every request is counted per path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A started fixture site. */
export interface FixtureSite {
  /** Origin with a trailing slash, for example `http://127.0.0.1:40123/`. */
  url: string;
  /** Absolute URL of a path of the site. */
  at(path: string): string;
  /** Requests served per path. */
  hits: Map<string, number>;
  /**
   * Changes how long each slow page takes from the next request on: a test that only needs a scan
   * slow until it has interrupted it lets the rest of the scan run at full speed.
   */
  setSlowDelay(ms: number): void;
  close(): Promise<void>;
}

/** What the site is built with. */
export interface FixtureSiteOptions {
  /** Slow pages `/slow/1.html` ... `/slow/N.html`, all linked from `/slow/`. Default 6. */
  slowPages?: number;
  /** How long each slow page takes to answer. Default 1500 ms. */
  slowDelayMs?: number;
}

/** The login the site accepts. */
export const FIXTURE_LOGIN = { username: 'alice', password: 'correct horse' } as const;

// A 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64');

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><main>${body}</main></body></html>`;

function pages(slowPages: number): Record<string, string> {
  return {
    '/': page(
      'Home',
      `<h1>Fixture shop</h1>
       <img src="/logo.png" class="logo-missing-alt">
       <p class="brand">Welcome</p>
       <nav><a href="/about.html">About</a> <a href="/old">Old page</a> <a href="/missing">Missing</a></nav>`,
      '<link rel="stylesheet" href="/style.css">',
    ),
    '/about.html': page('About', '<h1>About</h1><button class="icon-only"></button><a href="/">Home</a>', '<link rel="stylesheet" href="/style.css">'),
    '/new.html': page('New', '<h1>New page</h1><input type="text" class="unlabelled"><a href="/">Home</a>'),
    '/private.html': page('Private', '<h1>Members only</h1><img src="/logo.png" class="private-logo">'),
    '/login': page(
      'Sign in',
      `<h1>Sign in</h1><form method="post" action="/login">
         <label for="user">User</label><input id="user" name="user">
         <label for="pass">Password</label><input id="pass" name="pass" type="password">
         <button id="go" type="submit">Sign in</button></form>`,
    ),
    '/slow/': page('Slow pages', `<h1>Slow pages</h1>${Array.from({ length: slowPages }, (_, i) => `<a href="/slow/${i + 1}.html">Slow ${i + 1}</a>`).join(' ')}`),
  };
}

const CSS = `body { font-family: "Fixture", sans-serif; background: url("/bg.png") repeat; }
@font-face { font-family: "Fixture"; src: url(fonts/fixture.woff2) format("woff2"); }
.brand { color: #777; background: #888; }`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Starts the site on a free port. */
export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const slowPages = options.slowPages ?? 6;
  let slowDelayMs = options.slowDelayMs ?? 1500;
  const html = pages(slowPages);
  const hits = new Map<string, number>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    if (path === '/robots.txt' || path === '/sitemap.xml') return send(404, 'text/plain', 'Not found');
    if (path === '/old') return send(301, 'text/plain', 'Moved', { location: '/new.html' });
    if (path === '/style.css') return send(200, 'text/css', CSS);
    if (path === '/logo.png' || path === '/bg.png') return send(200, 'image/png', PNG);
    if (path === '/fonts/fixture.woff2') return send(200, 'font/woff2', Buffer.from('wOF2 fixture font bytes'));
    if (path === '/login' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const ok = form.get('user') === FIXTURE_LOGIN.username && form.get('pass') === FIXTURE_LOGIN.password;
      return send(302, 'text/plain', '', ok ? { location: '/private.html', 'set-cookie': 'fixture_session=ok; Path=/' } : { location: '/login?error=1' });
    }
    if (path === '/private.html' && !(req.headers.cookie ?? '').includes('fixture_session=ok')) {
      return send(302, 'text/plain', '', { location: '/login' });
    }
    const slow = /^\/slow\/(\d+)\.html$/.exec(path);
    if (slow && Number(slow[1]) >= 1 && Number(slow[1]) <= slowPages) {
      await new Promise((resolve) => setTimeout(resolve, slowDelayMs));
      return send(200, 'text/html; charset=utf-8', page(`Slow ${slow[1]}`, `<h1>Slow page ${slow[1]}</h1><img src="/logo.png" class="slow-${slow[1]}">`));
    }
    const body = html[path];
    if (body !== undefined) return send(200, 'text/html; charset=utf-8', body);
    return send(404, 'text/html; charset=utf-8', page('Not found', '<h1>Not found</h1>'));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    at: (path) => new URL(path, url).href,
    hits,
    setSlowDelay: (ms) => {
      slowDelayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
