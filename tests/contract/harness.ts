/**
 * The contract harness: every suite runs the same tests on SQLite (a temporary data directory) and,
 * when CURBCUT_TEST_PG_URL is set, on PostgreSQL (a fresh database per suite, dropped afterwards).
 * Servers are real (`createServer({port: 0})`) and are closed when the suite ends.
 *
 *   describeEachDatabase('accounts', (db) => {
 *     it('signs in', async () => {
 *       const server = await db().start({ demo: true });
 *       const cookie = await signIn(server, 'demo@curbcut.local');
 *     });
 *   });
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { ApiErrorBody } from '@curbcut/core';
import { createTemporaryDatabase } from './pgDatabase';
import { createServer, DEMO_PASSWORD, type Dialect, type RunningServer, type ServerOptions } from '@curbcut/server';

export { DEMO_PASSWORD };

/** A parsed response. `body` is the parsed JSON envelope (or null for other content). */
export interface TestResponse<T> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON envelope; `{}` when the response is not JSON. */
  body: { data: T; error: ApiErrorBody };
}

/** What a request sends: a JSON body, a form body, the session cookie or an upload token. */
export interface TestRequest {
  json?: unknown;
  form?: Record<string, string>;
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Raw body with the content type given in headers. */
  raw?: string | Buffer;
}

/** A running server plus a request helper bound to its URL. */
export interface TestServer extends RunningServer {
  // `any` by default so assertions can read response data without declaring every shape.
  request<T = any>(method: string, path: string, init?: TestRequest): Promise<TestResponse<T>>;
}

/** Starts servers on this suite's database. */
export interface TestServerFactory {
  dialect: Dialect;
  /** Options selecting this suite's database (and a quiet log). */
  options(extra?: Partial<ServerOptions>): ServerOptions;
  /** A started server on this suite's database, closed at the end of the suite. */
  start(extra?: Partial<ServerOptions>): Promise<TestServer>;
}

/** Databases the suite runs on: SQLite always, PostgreSQL when CURBCUT_TEST_PG_URL is set. */
export function testDialects(): Dialect[] {
  return process.env.CURBCUT_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Runs `body` once per database, each in a describe named `name [dialect]`. `only` narrows the
 * databases, for suites whose subject does nothing database-specific and costs seconds per run.
 */
export function describeEachDatabase(name: string, body: (db: () => TestServerFactory) => void, options: { only?: readonly Dialect[] } = {}): void {
  for (const dialect of testDialects().filter((d) => options.only?.includes(d) ?? true)) {
    describe(`${name} [${dialect}]`, () => {
      let factory: SuiteFactory | undefined;
      beforeAll(async () => {
        factory = await SuiteFactory.create(dialect);
      });
      afterAll(async () => {
        await factory?.dispose();
      });
      body(() => {
        if (!factory) throw new Error('describeEachDatabase: the database is not ready yet (use db() inside tests or hooks).');
        return factory;
      });
    });
  }
}

class SuiteFactory implements TestServerFactory {
  private readonly servers: RunningServer[] = [];

  private constructor(
    readonly dialect: Dialect,
    private readonly dataDir: string,
    private readonly databaseUrl: string | undefined,
    private readonly dropDatabase: () => Promise<void>,
  ) {}

  static async create(dialect: Dialect): Promise<SuiteFactory> {
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-contract-'));
    if (dialect === 'sqlite') return new SuiteFactory(dialect, dataDir, undefined, async () => undefined);
    const adminUrl = process.env.CURBCUT_TEST_PG_URL;
    if (!adminUrl) throw new Error('CURBCUT_TEST_PG_URL is not set.');
    const database = await createTemporaryDatabase(adminUrl, 'curbcut_t');
    return new SuiteFactory(dialect, dataDir, database.url, database.drop);
  }

  options(extra: Partial<ServerOptions> = {}): ServerOptions {
    return { port: 0, quiet: true, dataDir: this.dataDir, databaseUrl: this.databaseUrl, ...extra };
  }

  async start(extra: Partial<ServerOptions> = {}): Promise<TestServer> {
    const running = await createServer(this.options(extra));
    this.servers.push(running);
    return Object.assign(running, { request: requester(running.url) });
  }

  async dispose(): Promise<void> {
    await Promise.allSettled(this.servers.map((s) => s.close()));
    await this.dropDatabase();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}


/** The `request` helper of a TestServer: calls `baseUrl` and parses the JSON envelope. */
export function requester(baseUrl: string): TestServer['request'] {
  return async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    // fetch's types take bytes as Uint8Array, not Buffer.
    let body: string | Uint8Array<ArrayBuffer> | undefined = typeof init.raw === 'string' || init.raw === undefined ? init.raw : new Uint8Array(init.raw);
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    if (init.cookie !== undefined) headers.cookie = init.cookie;
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
    const parsed = (isJson ? JSON.parse(text) : {}) as TestResponse<never>['body'];
    return { status: res.status, headers: res.headers, text, body: parsed };
  };
}

/** The `name=value` pair of the session cookie a response set, or undefined. */
export function sessionCookieOf(res: { headers: Headers }): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('curbcut_session='));
  return cookie?.split(';')[0];
}

/** Signs in and returns the Cookie header value for the session; fails the test when sign-in fails. */
export async function signIn(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await server.request('POST', '/api/v1/auth/sign-in', { json: { email, password } });
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || cookie === undefined) throw new Error(`Sign-in of ${email} failed: ${res.status} ${res.text}`);
  return cookie;
}

/** The id of a report's visible issue of `ruleId` on `componentId`, as the explorer's issue call answers it. */
export async function issueIdOf(server: TestServer, cookie: string, reportId: string, ruleId: string, componentId: string): Promise<string> {
  const res = await server.request('POST', `/api/v1/reports/${reportId}/issue`, {
    cookie,
    json: { ruleId, componentId, filters: { needsReviewFilter: 'allIssues', issueStatus: 'visible' } },
  });
  if (res.status !== 200) throw new Error(`The issue ${ruleId} on ${componentId} of ${reportId} could not be read: ${res.status} ${res.text}`);
  return (res.body as { data: { issueId: string } }).data.issueId;
}
