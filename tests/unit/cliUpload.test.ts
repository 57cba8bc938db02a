import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadBuild } from '@curbcut/cli';
import { REPO_ROOT, runCli } from './fixtures/runCli';

const F = 'tests/unit/fixtures';
const TOKEN = 'cct_test0123456789abcdef';
const BUILD_ID = 'rep_0123456789abcdefgh';
const PROJECT_ID = 'prj_0123456789abcdefgh';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for the ingest API: records every request and answers like the contract says, except
 * for the answers a test queues in `failNext` (by path suffix).
 */
class FakeIngest {
  readonly seen: Seen[] = [];
  readonly failNext = new Map<string, { status: number; body: string }[]>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server?.listen(0, '127.0.0.1', ok));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((ok) => this.server?.close(ok));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const path = req.url ?? '';
    this.seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body: JSON.parse(text || '{}') });
    const queued = [...this.failNext.entries()].find(([suffix, list]) => path.endsWith(suffix) && list.length > 0);
    const reply = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const next = queued?.[1].shift();
    if (next) return reply(next.status, next.body);
    if (path === '/api/v1/ingest/builds') {
      return reply(201, { data: { id: BUILD_ID, projectId: PROJECT_ID, buildName: 'feature/cart', buildNumber: 7, status: 'running' } });
    }
    if (path.endsWith('/batches')) {
      const body = this.seen.at(-1)?.body ?? {};
      const repeat = this.seen.filter((s) => s.body.batchId === body.batchId).length > 1;
      return reply(200, { data: { batchId: body.batchId, duplicate: repeat, issueCount: 3 } });
    }
    if (path.endsWith('/finalize')) return reply(200, { data: { id: BUILD_ID, status: 'completed' } });
    reply(404, { error: { code: 'not_found', message: 'No such route.' } });
  }
}

function sha(path: string): string {
  return `sha256-${createHash('sha256').update(readFileSync(`${REPO_ROOT}${path}`)).digest('hex').slice(0, 40)}`;
}

describe('curbcut upload', { timeout: 60_000 }, () => {
  let api: FakeIngest;
  beforeEach(async () => {
    api = new FakeIngest();
    await api.start();
  });
  afterEach(() => api.stop());

  const args = (...extra: string[]) => ['upload', `${F}/cli-axe-v2.json`, `${F}/cli-axe-cli.json`, '--project', 'Demo shop', '--build-name', 'feature/cart', ...extra];

  it('creates the build, sends one content-addressed batch per file, finalises and prints the report URL', async () => {
    const run = await runCli(args('--build-number', '7', '--url', api.url), { CURBCUT_TOKEN: TOKEN });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(api.seen.map((s) => s.path)).toEqual([
      '/api/v1/ingest/builds',
      `/api/v1/ingest/builds/${BUILD_ID}/batches`,
      `/api/v1/ingest/builds/${BUILD_ID}/batches`,
      `/api/v1/ingest/builds/${BUILD_ID}/finalize`,
    ]);
    expect(api.seen.every((s) => s.method === 'POST' && s.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(api.seen[0]?.body).toMatchObject({ project: 'Demo shop', buildName: 'feature/cart', buildNumber: 7 });
    expect(api.seen[0]?.body.runKey).toEqual(expect.any(String));
    expect(api.seen[1]?.body.batchId).toBe(sha(`${F}/cli-axe-v2.json`));
    expect(api.seen[2]?.body.batchId).toBe(sha(`${F}/cli-axe-cli.json`));
    expect(api.seen[1]?.body.results).toEqual(JSON.parse(readFileSync(`${REPO_ROOT}${F}/cli-axe-v2.json`, 'utf8')));
    expect(run.stdout.split('\n')).toEqual([
      `Uploaded 2 files to build ${BUILD_ID} (feature/cart #7)`,
      '3 pages, 13 issues, 3 needing review',
      `Report: ${api.url}/automated-tests/projects/${PROJECT_ID}/builds/feature%2Fcart/7?thBuildId=${BUILD_ID}`,
      '',
    ]);
  });

  it('takes the token and URL from flags and sends the given run key', async () => {
    const run = await runCli(args('--token', TOKEN, '--url', api.url, '--run-key', 'ci-run-42'), { CURBCUT_URL: 'http://127.0.0.1:1' });
    expect(run.code).toBe(0);
    expect(api.seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(api.seen[0]?.body.runKey).toBe('ci-run-42');
  });

  it('retries a batch the server failed with 503, with the same batch id', async () => {
    api.failNext.set('/batches', [{ status: 503, body: '{"error":{"code":"internal","message":"Database is busy."}}' }]);
    const run = await runCli(args(), { CURBCUT_TOKEN: TOKEN, CURBCUT_URL: api.url });
    expect(run.code).toBe(0);
    const batches = api.seen.filter((s) => s.path.endsWith('/batches')).map((s) => s.body.batchId);
    expect(batches).toEqual([sha(`${F}/cli-axe-v2.json`), sha(`${F}/cli-axe-v2.json`), sha(`${F}/cli-axe-cli.json`)]);
    expect(api.seen.at(-1)?.path).toMatch(/\/finalize$/);
  });

  it("stops at a refusal and prints the server's message on one line", async () => {
    api.failNext.set('/api/v1/ingest/builds', [
      { status: 403, body: JSON.stringify({ error: { code: 'forbidden', message: "This token belongs to project 'Shop', not 'Demo shop'." } }) },
    ]);
    const run = await runCli(args(), { CURBCUT_TOKEN: TOKEN, CURBCUT_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "curbcut upload: Creating the build failed: server answered HTTP 403 forbidden: This token belongs to project 'Shop', not 'Demo shop'.\n",
    );
    expect(api.seen).toHaveLength(1);
  });

  it('names the JSON path of a bad batch the server refused', async () => {
    api.failNext.set('/batches', [
      { status: 400, body: JSON.stringify({ error: { code: 'bad_request', message: 'expected a node', path: '$.results.violations[0].nodes[0]' } }) },
    ]);
    const run = await runCli(args(), { CURBCUT_TOKEN: TOKEN, CURBCUT_URL: api.url });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `curbcut upload: Uploading ${F}/cli-axe-v2.json failed: server answered HTTP 400 bad_request: expected a node (at $.results.violations[0].nodes[0])\n`,
    );
  });

  it('fails before any network call without a token or with a bad file', async () => {
    const env = { CURBCUT_TOKEN: TOKEN, CURBCUT_URL: api.url };
    const [noToken, badFile, missing] = await Promise.all([
      runCli(args(), { CURBCUT_URL: api.url }),
      runCli(['upload', `${F}/cli-axe-v2.json`, `${F}/cli-not-axe.json`, '--project', 'P', '--build-name', 'B'], env),
      runCli(['upload', `${F}/nope.json`, '--project', 'P', '--build-name', 'B'], env),
    ]);
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toBe('curbcut upload: Missing upload token: pass --token or set CURBCUT_TOKEN.\n');
    expect(badFile.code).toBe(1);
    expect(badFile.stderr).toMatch(new RegExp(`^curbcut upload: ${F}/cli-not-axe\\.json is not axe output: .*\\$\\.violations\\[0\\]\\.nodes\\n$`));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`curbcut upload: Cannot read ${F}/nope.json: no such file\n`);
    expect(api.seen).toHaveLength(0);
  });

  it('asks for the project, the build name and a whole build number', async () => {
    const [noProject, badNumber] = await Promise.all([
      runCli(['upload', `${F}/cli-axe-v2.json`, '--build-name', 'B'], { CURBCUT_TOKEN: TOKEN }),
      runCli(args('--build-number', 'seven'), { CURBCUT_TOKEN: TOKEN }),
    ]);
    expect(noProject.code).toBe(2);
    expect(noProject.stderr).toMatch(/^curbcut upload: Missing --project/);
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr).toBe("curbcut upload: --build-number must be a whole number from 1 to 2147483647, got 'seven'.\n");
  });
});

describe('uploadBuild', () => {
  it('gives up on an unreachable server after its retries, naming the network error', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((ok) => probe.close(ok));
    const waits: number[] = [];
    const attempt = uploadBuild(
      { files: [`${REPO_ROOT}${F}/cli-axe-v2.json`], project: 'P', buildName: 'B', url: `http://127.0.0.1:${closedPort}`, token: TOKEN },
      { retryDelaysMs: [10, 20], sleep: async (ms) => void waits.push(ms) },
    );
    await expect(attempt).rejects.toThrow(
      new RegExp(`^Creating the build failed after 3 attempts: cannot reach http://127\\.0\\.0\\.1:${closedPort}: .*ECONNREFUSED`),
    );
    expect(waits).toEqual([10, 20]);
  });
});
