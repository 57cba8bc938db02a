#!/usr/bin/env node
/**
 * A partner CI portal, as small as it can be: a static page that embeds Curbcut build reports with
 * the embed script, and two endpoints of its own server that talk to Curbcut with a session, the
 * way a real portal's back end would. The page never sees the session: it gets only short-lived
 * embed tokens, each scoped to one report.
 *
 *   node examples/ci-portal/serve.mjs --port 4173 --app http://127.0.0.1:8080
 *
 * Credentials of the Curbcut account the portal acts as: --email/--password, or CURBCUT_EMAIL and
 * CURBCUT_PASSWORD (default: the demo account of `curbcut serve --demo`). The page is served as
 * http://localhost:<port>, another site than the app on 127.0.0.1, so Curbcut must let that origin
 * frame its reports: `curbcut serve --embed-origins http://localhost:4173` (the portal warns at
 * start when it does not).
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    app: { type: 'string', default: 'http://127.0.0.1:8080' },
    email: { type: 'string', default: process.env.CURBCUT_EMAIL ?? 'demo@curbcut.local' },
    password: { type: 'string', default: process.env.CURBCUT_PASSWORD ?? 'curbcut-demo' },
  },
});
const app = new URL(values.app).origin;
const page = await readFile(new URL('index.html', import.meta.url), 'utf8');
const script = await readFile(new URL('portal.js', import.meta.url));

let session = null;

/** Signs in once and keeps the session cookie, as a portal's service account would. */
async function signIn() {
  const res = await fetch(`${app}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!res.ok) throw new Error(`Curbcut sign-in failed: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('curbcut_session='));
  if (!cookie) throw new Error('Curbcut sign-in answered without a session cookie.');
  session = cookie.split(';')[0];
}

/** Calls the Curbcut API with the portal's session (signing in again once if it expired). */
async function curbcut(path, init = {}, retried = false) {
  if (!session) await signIn();
  const res = await fetch(`${app}/api${path}`, { ...init, headers: { ...init.headers, cookie: session, 'content-type': 'application/json' } });
  if (res.status === 401 && !retried) {
    session = null;
    return curbcut(path, init, true);
  }
  const body = await res.json();
  if (!res.ok) throw new Error(body.error?.message ?? `HTTP ${res.status}`);
  return body.data;
}

function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://portal.invalid');
  try {
    if (url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', page.replaceAll('%CURBCUT_APP%', app));
    if (url.pathname === '/portal.js') return send(res, 200, 'text/javascript; charset=utf-8', script);
    if (url.pathname === '/api/builds') {
      const { reports } = await curbcut('/v1/reports?type=automatedTest');
      const builds = reports.map((r) => ({ id: r.id, label: `${r.projectName}: ${r.buildName}#${r.buildNumber}`, status: r.status }));
      return send(res, 200, 'application/json', JSON.stringify({ builds }));
    }
    if (url.pathname === '/api/embed-token' && req.method === 'POST') {
      const reportId = url.searchParams.get('reportId') ?? '';
      const token = await curbcut('/v1/auth/session_token', { method: 'POST', body: JSON.stringify({ reportId }) });
      return send(res, 200, 'application/json', JSON.stringify({ token: token.token, expiresAt: token.expiresAt }));
    }
    send(res, 404, 'text/plain', 'Not found');
  } catch (error) {
    send(res, 502, 'application/json', JSON.stringify({ error: String(error.message ?? error) }));
  }
});

/** Warns when Curbcut would refuse to be framed by this portal: it frames only the origins it is given. */
async function checkFraming(origin) {
  let policy;
  try {
    const res = await fetch(`${app}/embed/build-report`, { headers: { accept: 'text/html' } });
    policy = res.headers.get('content-security-policy') ?? '';
  } catch {
    return; // Not up yet: the page says so when it loads.
  }
  const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  if (!ancestors.includes(origin)) {
    console.warn(
      `Curbcut at ${app} does not let ${origin} frame its reports: start it with --embed-origins ${origin} (npm start: CURBCUT_EMBED_ORIGINS=${origin}).`,
    );
  }
}

server.listen(Number(values.port), '127.0.0.1', () => {
  const origin = `http://localhost:${server.address().port}`;
  console.log(`CI portal at ${origin} (embedding ${app})`);
  void checkFraming(origin);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
