/**
 * The scanner's fixture site, served by node:http on 127.0.0.1 for the scanner's tests: pages
 * with known axe defects, a link tree for crawl depth, a redirect, a 404, a page that never
 * answers, a hostile page, a form-login area, a basic-auth area, robots.txt and sitemaps (plain,
 * index, gzip, cyclic, malformed). `localhost` on the same port is another origin, for links the
 * crawl must not follow.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './staticServer.testUtil';
import { gzipSync } from 'node:zlib';
import type { ScanSettings } from '@curbcut/core';

/** Sign-in credentials the fixture accepts (form and basic). */
export const TEST_USER = { username: 'alice', password: 'correct horse' } as const;

/** A running fixture site. */
export interface TestSite {
  /** `http://127.0.0.1:PORT` (no trailing slash). */
  origin: string;
  /** The same server under another origin (`http://localhost:PORT`). */
  otherOrigin: string;
  url(path: string): string;
  /** Requests received per path (query included), for tests that check what was fetched. */
  hits: Map<string, number>;
  /** `Host` header of every request to the basic-auth area that carried an Authorization header. */
  authorizedHosts: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string, head = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><main><h1>${title}</h1>${body}</main></body></html>`;
const links = (...hrefs: string[]): string => `<ul>${hrefs.map((h, i) => `<li><a href="${h}">Link ${i + 1}</a></li>`).join('')}</ul>`;

/** The defects page: 2 image-alt, 1 button-name, 1 label violations (WCAG 2.x A), and a color-contrast needs-review. */
export const DEFECTS_BODY =
  '<p>Known defects.</p><img src="/img/dot.gif"><img src="/img/dot.gif?2">' +
  // Text over a background image: axe cannot tell its contrast, a needs-review (incomplete) result.
  '<p style="background: #000 url(/img/dot.gif); color: #fff">Text over an image</p>' +
  '<button></button><form><input type="text" name="q"></form><script>window.defectsScriptRan = true</script>';

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const CSS = 'body { font-family: sans-serif; color: #222; background: #fff; }';

const urlset = (locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
const sitemapIndex = (locs: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

function isSignedIn(req: IncomingMessage): boolean {
  return /(?:^|;\s*)session=ok(?:;|$)/.test(req.headers.cookie ?? '');
}

function basicOk(req: IncomingMessage): boolean {
  const header = req.headers.authorization ?? '';
  const expected = `Basic ${Buffer.from(`${TEST_USER.username}:${TEST_USER.password}`).toString('base64')}`;
  return header === expected;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}

/** Starts the fixture site on a free port. */
export async function startTestSite(): Promise<TestSite> {
  const hits = new Map<string, number>();
  const authorizedHosts: string[] = [];
  let origin = '';

  const html = (res: ServerResponse, body: string, status = 200, headers: Record<string, string> = {}): void => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    hits.set(path + url.search, (hits.get(path + url.search) ?? 0) + 1);
    const other = origin.replace('127.0.0.1', 'localhost');
    switch (path) {
      case '/':
        return html(res, page('Home', links('/a', '/b', '/defects', '/old-page', '/missing', '/private/hidden', 'mailto:someone@example.com', 'tel:+100', 'javascript:void(0)', '/files/report.pdf', `${other}/b`, '/a#section')));
      case '/a':
        return html(res, page('Page A', links('/a/deep', '/')));
      case '/a/deep':
        return html(res, page('Page A deep', links('/a/deeper')));
      case '/a/deeper':
        return html(res, page('Page A deeper', links('/')));
      case '/b':
        return html(res, page('Page B', '<p>Nothing wrong here.</p>', '<link rel="stylesheet" href="/style.css">'));
      case '/from-sitemap':
        return html(res, page('From the sitemap', '<p>Listed in the sitemap only.</p>'));
      case '/private/hidden':
        return html(res, page('Hidden', '<p>robots.txt disallows this page.</p>'));
      case '/defects':
        return html(res, page('Defects', DEFECTS_BODY, '<link rel="stylesheet" href="/style.css"><script>document.title = "Defects"</script>'));
      case '/spa':
        // A single-page app whose router moves the URL once the page (and its stylesheet) loaded.
        return html(res, page('App', '<p>Routed.</p>', '<link rel="stylesheet" href="/style.css"><script>addEventListener("load", () => history.pushState(null, "", "/spa/home"))</script>'));
      case '/frames':
        return html(res, page('Frames', '<p>A frame with a defect.</p><iframe title="Inner" src="/frame-inner"></iframe>'));
      case '/frame-inner':
        return html(res, page('Inner', '<img src="/img/dot.gif?inner"><img src="/img/dot.gif?inner2">'));
      case '/old-page':
        res.writeHead(301, { location: '/b' }).end();
        return;
      case '/missing':
        return html(res, page('Not found', '<p>Nothing here.</p>'), 404);
      case '/hang':
        // Never answers: the page must time out without holding up the scan.
        return;
      case '/hostile':
        return html(
          res,
          page(
            'Hostile',
            '<p>Dialogs and popups.</p><a id="dl" href="/files/report.pdf" download>Download</a>',
            '<script>alert("hello"); confirm("sure?"); window.open("/b"); window.addEventListener("beforeunload", (e) => { e.preventDefault(); e.returnValue = "stay"; });</script>',
          ),
        );
      case '/style.css':
        res.writeHead(200, { 'content-type': 'text/css' }).end(CSS);
        return;
      case '/img/dot.gif':
        res.writeHead(200, { 'content-type': 'image/gif' }).end(GIF);
        return;
      case '/files/report.pdf':
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 not really');
        return;
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
        return;
      case '/login':
        if (req.method === 'POST') {
          const form = new URLSearchParams(await readBody(req));
          if (form.get('user') === TEST_USER.username && form.get('pass') === TEST_USER.password) {
            res.writeHead(303, { location: '/members', 'set-cookie': 'session=ok; Path=/; HttpOnly' }).end();
            return;
          }
          return html(res, page('Sign in', '<p role="alert">Wrong user name or password.</p>' + loginForm()));
        }
        return html(res, page('Sign in', loginForm()));
      case '/members':
      case '/members/profile':
        if (!isSignedIn(req)) {
          res.writeHead(302, { location: '/login' }).end();
          return;
        }
        return html(res, page(path === '/members' ? 'Members' : 'Profile', links('/members/profile', '/logout')));
      case '/logout':
        res.writeHead(302, { location: '/login', 'set-cookie': 'session=; Path=/; Max-Age=0' }).end();
        return;
      case '/basic/':
      case '/basic/page':
        if (req.headers.authorization !== undefined) authorizedHosts.push(req.headers.host ?? '');
        if (!basicOk(req)) {
          res.writeHead(401, { 'www-authenticate': 'Basic realm="fixture"', 'content-type': 'text/plain' }).end('Unauthorized');
          return;
        }
        return html(res, page('Basic area', links('/basic/page')));
      case '/sitemap.xml':
        res.writeHead(200, { 'content-type': 'application/xml' }).end(urlset([`${origin}/from-sitemap`, `${origin}/b`, `${origin}/b#dup`]));
        return;
      case '/sitemap-index.xml':
        res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapIndex([`${origin}/sitemap.xml`, `${origin}/sitemap-more.xml.gz`]));
        return;
      case '/sitemap-more.xml.gz':
        res.writeHead(200, { 'content-type': 'application/x-gzip' }).end(gzipSync(urlset([`${origin}/a`, `${origin}/a/deep`])));
        return;
      case '/sitemap-cycle.xml':
        res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapIndex([`${origin}/sitemap-cycle.xml`, `${origin}/sitemap-index.xml`]));
        return;
      case '/sitemap-prefixed.xml':
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>${origin}/a?x=1&amp;y=2</sm:loc></sm:url></sm:urlset>`);
        return;
      case '/sitemap-malformed.xml':
        res.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><urlset><url><loc>/a</loc></url>');
        return;
      case '/sitemap.txt':
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`${origin}/a\n${origin}/b\n`);
        return;
      case '/sitemap-broken-child.xml':
        res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapIndex([`${origin}/no-such-sitemap.xml`, `${origin}/sitemap.xml`]));
        return;
      default:
        return html(res, page('Not found', '<p>No such page.</p>'), 404);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  const listening = await listenOnLoopback(server);
  origin = listening.origin;
  return {
    origin,
    otherOrigin: `http://localhost:${listening.port}`,
    url: (path) => origin + path,
    hits,
    authorizedHosts,
    // The hanging page keeps its socket open: close() destroys it so it returns.
    close: listening.close,
  };
}

function loginForm(): string {
  return (
    '<form method="post" action="/login"><label>User <input id="user" name="user" autocomplete="username"></label>' +
    '<label>Password <input id="pass" name="pass" type="password" autocomplete="current-password"></label>' +
    '<button id="submit" type="submit">Sign in</button></form>'
  );
}

/** Scan settings for the fixture: crawl off, WCAG 2.1 AA, short page timeout; override what a test is about. */
export function testSettings(overrides: Partial<ScanSettings> = {}): ScanSettings {
  return {
    startUrls: [],
    sitemapUrl: null,
    crawl: { enabled: false, maxDepth: 0, maxPages: 100 },
    include: [],
    exclude: [],
    wcagVersion: '2.1',
    wcagLevel: 'AA',
    bestPractice: false,
    needsReview: true,
    pageTimeoutSeconds: 10,
    concurrency: 2,
    respectRobotsTxt: true,
    ...overrides,
  };
}

/** An http URL on 127.0.0.1 where nothing listens (a port just freed). */
export async function closedPortUrl(): Promise<string> {
  const { origin, close } = await listenOnLoopback(createServer());
  await close();
  return `${origin}/`;
}
