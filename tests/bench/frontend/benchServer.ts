/**
 * The server the frontend bench loads pages from: the real server in this process, serving a given
 * build of the host app, with the demo accounts and builds, plus one small website scan uploaded
 * the way `curbcut scan --server` does (so the scan report has rows). Answers the URLs of the
 * route groups and the demo user's session cookie.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildReportPagePath, type ReportListItem } from '@curbcut/core';
import { createServer, ensureDemoAccounts, importDemoBuilds, DEMO_PASSWORD, type RunningServer } from '@curbcut/server';
import { axePage, type AxeFinding } from '../../e2e/support/ingest';

/** A started bench server. */
export interface FrontendBenchServer {
  url: string;
  /** The demo user's `cookie` header value. */
  cookie: string;
  /** A build report and a scan report of the demo data, as page paths. */
  buildReportPath: string;
  scanReportPath: string;
  close(): Promise<void>;
}

interface Envelope<T> {
  data: T;
  error?: { message: string };
}

async function call<T>(url: string, init: RequestInit & { expect?: number } = {}): Promise<{ data: T; headers: Headers }> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Envelope<T>;
  if (res.status !== (init.expect ?? 200)) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.error?.message ?? ''}`);
  return { data: body.data, headers: res.headers };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** One page of a website scan: a single image-alt violation, as axe reports it. */
function scanPage(url: string, i: number): Record<string, unknown> {
  const finding: AxeFinding = { rule: 'image-alt', impact: 'critical', selector: `main > img.hero-${i}`, html: `<img src="/hero-${i}.png">`, message: 'Element has no alt attribute' };
  return {
    url,
    finalUrl: url,
    status: 'success',
    reason: null,
    httpStatus: 200,
    score: 80,
    startedAt: new Date().toISOString(),
    durationMs: 900,
    depth: i === 0 ? 0 : 1,
    violations: { 'image-alt': 1 },
    results: axePage(url, [finding]),
  };
}

/** Uploads a finished three-page website scan; answers its report page path. */
async function uploadScan(url: string, cookie: string): Promise<string> {
  const { data: created } = await call<{ project: { id: string } }>(`${url}/api/v1/projects`, { ...json({ name: 'bench-scan' }), headers: { 'content-type': 'application/json', cookie }, expect: 201 });
  const projectId = created.project.id;
  const { data: token } = await call<{ token: string }>(`${url}/api/v1/projects/${projectId}/upload_tokens`, {
    ...json({ label: 'bench' }),
    headers: { 'content-type': 'application/json', cookie },
    expect: 201,
  });
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token.token}` };
  const { data: build } = await call<{ id: string }>(`${url}/api/v1/ingest/builds`, {
    ...json({ buildName: 'Bench shop', type: 'websiteScan', testEngine: { name: 'axe-core', version: '4.10.2' } }),
    headers: auth,
    expect: 201,
  });
  const pages = ['/', '/products', '/contact'].map((path, i) => scanPage(`https://shop.example.com${path}`, i));
  await call(`${url}/api/v1/ingest/builds/${build.id}/batches`, { ...json({ batchId: 'pages', scanPages: pages }), headers: auth });
  await call(`${url}/api/v1/ingest/builds/${build.id}/finalize`, { ...json({}), headers: auth });
  return `/site-scanner/projects/${encodeURIComponent(projectId)}/builds/?thBuildId=${encodeURIComponent(build.id)}`;
}

/** Starts the server on `staticDir` with the demo data; close() removes its data directory. */
export async function startFrontendBenchServer(staticDir: string): Promise<FrontendBenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-bench-frontend-'));
  let server: RunningServer | null = null;
  try {
    server = await createServer({ port: 0, quiet: true, dataDir, staticDir, demo: true, scanWorker: false });
    const { groupId, users } = await ensureDemoAccounts(server.context);
    await importDemoBuilds(server.context, { groupId, userId: users.demo.id });
    const signIn = await call<unknown>(`${server.url}/api/v1/auth/sign-in`, json({ email: 'demo@curbcut.local', password: DEMO_PASSWORD }));
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    if (!cookie) throw new Error('sign-in set no cookie');
    const headers = { cookie };
    const { data: reports } = await call<{ reports: ReportListItem[] }>(`${server.url}/api/v1/reports?type=automatedTest`, { headers });
    const build = reports.reports[0];
    if (!build) throw new Error('the demo data has no build report');
    const scanReportPath = await uploadScan(server.url, cookie);
    const running = server;
    return {
      url: running.url,
      cookie,
      buildReportPath: buildReportPagePath(build),
      scanReportPath,
      close: async () => {
        await running.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
