/**
 * Operations contract on every database: the health check, the server log (one line per request,
 * every 5xx with its stack, `quiet`), the live endpoint browsers are told, and the OpenAPI
 * document's declared security, checked against what each route actually asks for.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LiveConfig, ServerOptions } from '@curbcut/server';
import { findSchemaGaps, type JsonSchema, type OpenApiDocument } from '../../scripts/generate-api-docs';
import { describeEachDatabase, signIn } from './harness';

const SERVER_VERSION = (JSON.parse(readFileSync(new URL('../../packages/server/package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
const GENERIC_500 = 'There is something wrong, please try again later.';

/** A parsed log line (pino JSON). */
interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { message: string; stack: string };
}

/** A log stream that keeps every line. */
function collector(): NonNullable<ServerOptions['logStream']> & { lines(): LogLine[] } {
  const raw: string[] = [];
  return {
    write: (line: string) => raw.push(line),
    lines: () => raw.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LogLine),
  };
}

const INFO = 30;
const ERROR = 50;

/** A minimal value that passes `schema`: the required fields only, each at its smallest. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties?.[k] ?? {})]));
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      // Enough items for the schema's minimum, so the guard runs before validation refuses the body.
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    default:
      return {};
  }
}

/** What the guard of each scheme answers a caller who brings no credentials. */
const REFUSAL_BY_SCHEME: Record<string, string> = {
  session: 'Sign in to continue.',
  uploadToken: 'An upload token is required: send the header "Authorization: Bearer cct_...".',
  manualReportToken: 'A manual-report token is required: send the header "Authorization: Bearer cmr_...".',
};

describeEachDatabase('operations', (db) => {
  it('answers GET /api/health without authentication, having asked the database', async () => {
    const server = await db().start();
    const res = await server.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ data: { status: 'ok', database: 'ok', version: SERVER_VERSION } });
  });

  it('logs one line per request without its query, and each 5xx with its stack behind a generic answer', async () => {
    const log = collector();
    const server = await db().start({ demo: true, quiet: false, logStream: log });
    const cookie = await signIn(server, 'demo@curbcut.local');
    expect((await server.request('GET', '/api/v1/auth/start-sso?redirection_url=/private-path')).status).toBe(302);
    expect((await server.request('GET', '/api/v1/projects')).status).toBe(401);

    await server.context.db.destroy();
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({
      error: {
        code: 'unavailable',
        message: 'The database is not answering.',
        description: 'Check that the database server is running and reachable from Curbcut.',
      },
    });
    const failed = await server.request('GET', '/api/v1/projects', { cookie });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: { code: 'internal', message: GENERIC_500 } });

    const lines = log.lines();
    const requests = lines.filter((l) => l.level === INFO && l.method !== undefined);
    expect(requests.map((l) => `${l.method} ${l.path} ${l.status}`)).toEqual([
      'POST /api/v1/auth/sign-in 200',
      'GET /api/v1/auth/start-sso 302',
      'GET /api/v1/projects 401',
      'GET /api/health 503',
      'GET /api/v1/projects 500',
    ]);
    for (const line of requests) {
      expect(line.msg).toBe(`${line.method} ${line.path} ${line.status} ${line.ms} ms`);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    expect(JSON.stringify(lines)).not.toContain('private-path');

    const errors = lines.filter((l) => l.level === ERROR);
    expect(errors.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['health check: the database did not answer', 'request failed']),
    );
    for (const line of errors.filter((l) => l.msg !== 'job queue error')) expect(line.err?.stack).toMatch(/\n\s+at /);
    // The details stay in the log: the answer says nothing about them.
    expect(failed.text).not.toContain(errors.find((l) => l.msg === 'request failed')?.err?.message ?? 'no error logged');
  });

  it('drops request lines when quiet but still logs the 5xx', async () => {
    const log = collector();
    const server = await db().start({ quiet: true, logStream: log });
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    await server.context.db.destroy();
    expect((await server.request('GET', '/api/health')).status).toBe(503);
    const lines = log.lines();
    expect(lines.filter((l) => l.level < 40)).toEqual([]);
    expect(lines.map((l) => l.msg)).toContain('health check: the database did not answer');
  });
});

describeEachDatabase('operations: live endpoint and declared security', (db) => {
  let staticDir: string;
  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-ops-app-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Curbcut</title>');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('tells browsers the public live endpoint, not where the server publishes, and allows it in the page CSP', async () => {
    const live: LiveConfig = {
      appId: 'ops-app',
      key: 'ops-key',
      secret: 'ops-secret',
      host: 'soketi.internal',
      port: 6001,
      useTLS: false,
      public: { host: 'live.example.com', port: 443, useTLS: true },
    };
    const server = await db().start({ demo: true, live, staticDir });
    const cookie = await signIn(server, 'demo@curbcut.local');
    const start = await server.request('POST', '/api/pusher_connection/start', { cookie, json: { source: 'dashboard' } });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ key: 'ops-key', wsHost: 'live.example.com', wsPort: 443, forceTLS: true });
    const page = await server.request('GET', '/automated-tests');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' wss://live.example.com:443 https://live.example.com:443;");
    expect(csp).not.toContain('soketi.internal');
  });

  it("serves the deployment's telemetry script at /telemetry.js (an empty one without it) and allows its origins in connect-src", async () => {
    const plain = await db().start({ staticDir });
    const empty = await plain.request('GET', '/telemetry.js');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(empty.text).toContain('Telemetry is off');
    expect((await plain.request('GET', '/home')).headers.get('content-security-policy')).toContain("connect-src 'self';");

    const script = 'window.curbcutTelemetry = { sink: { reportError() {} } };';
    const server = await db().start({ staticDir, telemetry: { script, connectOrigins: ['https://errors.example.com/ingest'] } });
    const served = await server.request('GET', '/telemetry.js');
    expect(served.text).toBe(script);
    expect(served.headers.get('cache-control')).toBe('no-cache');
    expect((await server.request('GET', '/home')).headers.get('content-security-policy')).toContain("connect-src 'self' https://errors.example.com;");
    await expect(db().start({ telemetry: { script, connectOrigins: ['javascript:alert(1)'] } })).rejects.toThrow(
      'telemetry.connectOrigins[0] must be an http(s) origin such as https://errors.example.com: "javascript:alert(1)".',
    );
  });

  it('declares the security of every route, and each route refuses a caller without credentials as declared', async () => {
    const server = await db().start();
    const doc = (await server.request('GET', '/api/openapi.json')).body as unknown as OpenApiDocument;
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(['liveToken', 'manualReportToken', 'session', 'uploadToken']);
    const gaps = findSchemaGaps(doc);
    expect(gaps.filter((g) => /security|description/.test(g))).toEqual([]);

    const seen: string[] = [];
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${template}`;
        expect(op.security, `${key}: security`).toBeDefined();
        const query = new URLSearchParams();
        for (const p of op.parameters ?? []) if (p.in === 'query' && p.required) query.set(p.name, String(sample(p.schema ?? {})));
        const path = template.replace(/\{[^}]+\}/g, 'x') + (query.size > 0 ? `?${query}` : '');
        const body = op.requestBody?.content?.['application/json']?.schema;
        const res = await server.request(method.toUpperCase(), path, body ? { json: sample(body) } : {});
        const schemes = (op.security ?? []).flatMap((req) => Object.keys(req));
        if (schemes.length === 0) {
          expect(res.body.error?.message ?? '', `${key} needs no credentials`).not.toMatch(/^(Sign in to continue|An upload token is required|A manual-report token is required)/);
        } else {
          expect(res.status, `${key}: status without credentials`).toBe(401);
          expect(res.body.error.message, `${key}: refused as ${schemes.join(' or ')}`).toBe(REFUSAL_BY_SCHEME[schemes[0] ?? '']);
        }
        seen.push(key);
      }
    }
    expect(seen).toContain('GET /api/health');
    expect(seen).toContain('POST /api/v1/ingest/runs/finalize');
  });
});
