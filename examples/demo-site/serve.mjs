/**
 * The demo site's server: Birchwood & Co. as a small real website, for `npm start`'s first scan, the
 * scanner's tests and the scanner benchmark. Plain Node ESM without dependencies, so scripts/start.mjs
 * can import it without a build.
 *
 * Besides the static pages it has what a website scanner meets on a real site: a 301 redirect
 * (/old-products), a 404 page for a broken link, sitemaps and robots.txt, and an account area behind a
 * login form (demo / curbcut-demo) kept by a session cookie. Sitemaps and robots.txt are stored with
 * the site's canonical origin, http://demo.curbcut.local, which is rewritten to the origin the request
 * came to, so a sitemap's URLs always point back at this server whatever its port.
 *
 * Only site content is served: files with a known web extension, never captured/ or v2/ (data for
 * scripts/capture-demo.ts), never dot files, never anything outside this folder.
 *
 * Run alone: `node examples/demo-site/serve.mjs [--port 4000] [--host 127.0.0.1]` prints its URL.
 */
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The demo account (documented in the README; it guards nothing real). */
export const DEMO_CREDENTIALS = Object.freeze({ username: 'demo', password: 'curbcut-demo' });

/** Where the login form is and how a scanner fills it (ScanAuth's form selectors). */
export const DEMO_LOGIN = Object.freeze({
  path: '/account/login.html',
  selectors: Object.freeze({ username: '#username', password: '#password', submit: '#sign-in' }),
});

/** The origin sitemaps and robots.txt are written with on disk. */
export const CANONICAL_ORIGIN = 'http://demo.curbcut.local';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SESSION_COOKIE = 'birchwood_session';
const LOGIN_PATH = DEMO_LOGIN.path;
const AFTER_LOGIN_PATH = '/account/orders.html';
const MAX_FORM_BYTES = 16 * 1024;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** Old URLs kept alive by permanent redirects, as after a site redesign. */
const REDIRECTS = new Map([
  ['/old-products', '/products.html'],
  ['/old-products/', '/products.html'],
  ['/shop', '/products.html'],
]);

/** Folders that sit beside the pages but are not part of the site. */
const NOT_SITE = ['/captured/', '/v2/'];

/**
 * Starts the demo site on `host:port` (port 0: any free port).
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>} `url` is the origin, without a trailing slash.
 */
export async function startDemoSite({ port = 0, host = '127.0.0.1' } = {}) {
  /** Session tokens of this server; a restart signs everyone out, which is what a demo wants. */
  const sessions = new Set();
  let ownOrigin = '';
  const server = createServer((req, res) => {
    handle(req, res, sessions, ownOrigin).catch((error) => {
      if (!res.headersSent) send(res, req, 500, 'text/plain; charset=utf-8', 'Internal error');
      else res.destroy(error);
    });
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  ownOrigin = `http://${shownHost}:${address.port}`;
  return {
    url: ownOrigin,
    port: address.port,
    close() {
      const closed = new Promise((ok) => server.close(() => ok(undefined)));
      // Browsers keep idle connections open; without this, close() would wait for them to time out.
      server.closeAllConnections();
      return closed;
    },
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Set<string>} sessions
 * @param {string} ownOrigin
 */
async function handle(req, res, sessions, ownOrigin) {
  const origin = requestOrigin(req, ownOrigin);
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return send(res, req, 400, 'text/plain; charset=utf-8', 'Bad request');
  }
  // Refuse before touching the file system: NUL bytes, backslashes and any '..' segment left after
  // decoding (URL parsing already removes literal ones, so one here came in percent-encoded).
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) {
    return send(res, req, 403, 'text/plain; charset=utf-8', 'Forbidden');
  }

  const target = REDIRECTS.get(pathname);
  if (target) return redirect(res, 301, target);

  const signedIn = sessions.has(cookie(req, SESSION_COOKIE) ?? '');
  if (req.method === 'POST' && (pathname === LOGIN_PATH || pathname === '/account/login')) {
    return login(req, res, sessions);
  }
  if (req.method === 'POST' && pathname === '/account/logout') {
    sessions.delete(cookie(req, SESSION_COOKIE) ?? '');
    res.setHeader('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return redirect(res, 303, LOGIN_PATH);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return send(res, req, 405, 'text/plain; charset=utf-8', 'Method not allowed');
  }
  if (pathname.startsWith('/account/') && pathname !== LOGIN_PATH && !signedIn) {
    return redirect(res, 302, LOGIN_PATH);
  }

  const file = await siteFile(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file) return notFound(res, req);
  let body = await readFile(file);
  const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(file))];
  if (type.startsWith('application/xml') || type.startsWith('text/plain')) {
    body = Buffer.from(body.toString('utf8').split(CANONICAL_ORIGIN).join(origin));
  }
  if (pathname.startsWith('/account/')) res.setHeader('cache-control', 'no-store');
  return send(res, req, 200, type, body);
}

/**
 * The file a URL path names, or null when it is not site content or does not exist.
 * @param {string} pathname decoded, starting with '/'
 */
async function siteFile(pathname) {
  if (NOT_SITE.some((dir) => pathname.startsWith(dir))) return null;
  if (pathname.split('/').some((part) => part.startsWith('.'))) return null;
  if (!Object.hasOwn(CONTENT_TYPES, extname(pathname))) return null;
  const file = resolve(ROOT, `.${pathname}`);
  // The '..' check in handle() already stops traversal; this is the belt to its braces.
  if (!file.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

/**
 * Checks the posted credentials: a session cookie and a 303 to the orders page, or the form again
 * with an error (401, so a scanner can tell a failed sign-in from a page).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Set<string>} sessions
 */
async function login(req, res, sessions) {
  const form = await readForm(req);
  if (form && form.get('username') === DEMO_CREDENTIALS.username && form.get('password') === DEMO_CREDENTIALS.password) {
    const token = randomBytes(18).toString('base64url');
    sessions.add(token);
    res.setHeader('set-cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`);
    return redirect(res, 303, AFTER_LOGIN_PATH);
  }
  const page = await readFile(resolve(ROOT, `.${LOGIN_PATH}`), 'utf8');
  const error =
    '<p class="error" role="alert" id="login-error">That username and password do not match. Check them and try again.</p>';
  res.setHeader('cache-control', 'no-store');
  return send(res, req, 401, 'text/html; charset=utf-8', page.replace(/<!-- login-error[^>]*-->/, error));
}

/**
 * Reads an urlencoded form body; null when it is too large or not a form.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<URLSearchParams | null>}
 */
async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return null;
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The origin the client used, for rewriting sitemaps; the server's own when Host looks odd.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} ownOrigin
 */
function requestOrigin(req, ownOrigin) {
  const host = req.headers.host ?? '';
  return /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(host) ? `http://${host}` : ownOrigin;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} name
 */
function cookie(req, name) {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} location a path on this site
 */
function redirect(res, status, location) {
  res.writeHead(status, { location, 'content-type': 'text/plain; charset=utf-8' }).end(`Redirecting to ${location}`);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').IncomingMessage} req
 */
async function notFound(res, req) {
  const page = await readFile(resolve(ROOT, '404.html')).catch(() => Buffer.from('Not found'));
  send(res, req, 404, 'text/html; charset=utf-8', page);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {string} type
 * @param {string | Buffer} body
 */
function send(res, req, status, type, body) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'content-type': type, 'content-length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** `node serve.mjs --port 4000 --host 127.0.0.1`: serves until Ctrl-C. */
async function main() {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const portText = arg('port') ?? process.env.DEMO_SITE_PORT ?? '0';
  if (!/^\d+$/.test(portText) || Number(portText) > 65535) {
    process.stderr.write(`serve.mjs: --port must be a port number, got '${portText}'.\n`);
    process.exit(2);
  }
  const site = await startDemoSite({ port: Number(portText), host: arg('host') ?? '127.0.0.1' });
  process.stdout.write(`${site.url}\n`);
  process.stderr.write(
    `Birchwood & Co. demo site: sitemap ${site.url}/sitemap-index.xml, sign in at ${site.url}${LOGIN_PATH} ` +
      `as ${DEMO_CREDENTIALS.username} / ${DEMO_CREDENTIALS.password}. Ctrl-C stops it.\n`,
  );
  const stop = () => site.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** True when this file is the process's entry (not imported). */
function isEntry() {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isEntry()) await main();
