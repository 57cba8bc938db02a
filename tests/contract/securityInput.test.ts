/**
 * Security contract of input handling and response headers on every database: NUL characters,
 * ids and numbers of the wrong shape, bodies that are not JSON, failures inside the server, and
 * the headers of pages and assets.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestRequest, type TestServer } from './harness';
import { LIVE, axePage } from './securityShared';

describeEachDatabase('security: input handling and headers', (db) => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  let staticDir: string;

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    const { project } = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Input' } })).body.data;
    token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: {} })).body.data.token;
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-security-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Curbcut</title>');
    await writeFile(join(staticDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('refuses the NUL character in path, query and body with 400 naming where, writing nothing', async () => {
    const before = (await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects.length;
    const cases: [string, string, TestRequest, string][] = [
      ['GET', '/api/v1/reports/rep_%00/meta', { cookie }, 'params.id'],
      ['GET', '/api/v1/reports?projectId=prj_%00', { cookie }, 'query.projectId'],
      ['POST', '/api/v1/projects', { cookie, json: { name: 'Null\u0000byte' } }, '$.name'],
      ['POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local\u0000', password: 'x' } }, '$.email'],
      ['POST', '/api/v1/ingest/builds', { token, json: { buildName: 'main', ciInfo: { 'branch\u0000': 'x' } } }, '$.ciInfo["branch\\u0000"]'],
    ];
    for (const [method, path, init, where] of cases) {
      const res = await server.request(method, path, init);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.path).toBe(where);
      expect(res.body.error.message).toContain(`${where} must not contain the NUL character`);
    }
    expect((await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects).toHaveLength(before);
  });

  it('answers ids and numbers of the wrong shape with a clean 404 or 400', async () => {
    for (const id of ["rep_x'; DROP TABLE reports;--", '%F0%9F%98%80', 'rep_' + 'z'.repeat(90), '..%2F..%2Fetc%2Fpasswd']) {
      const res = await server.request('GET', `/api/v1/reports/${encodeURIComponent(decodeURIComponent(id))}/meta`, { cookie });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    // Beyond PostgreSQL's INTEGER: no such build, not a database error.
    const huge = await server.request('GET', `/api/projects/Input/test_runs/${encodeURIComponent('main#9999999999')}/meta`, { cookie });
    expect(huge.status).toBe(404);
    expect(huge.body.error.message).toBe('Build main #9999999999 was not found in project "Input".');

    const badEscape = await server.request('GET', '/api/v1/reports/%E0%A4%A/meta', { cookie });
    expect(badEscape.status).toBe(400);
    expect(badEscape.body).toEqual({
      error: { code: 'bad_request', message: 'The path /api/v1/reports/%E0%A4%A/meta is not valid: a %-escape does not decode to UTF-8 text.' },
    });
  });

  it('redirects a form sign-in to a return path of any characters without failing', async () => {
    const res = await server.request('POST', '/api/v1/auth/sign-in', {
      form: { email: 'demo@curbcut.local', password: DEMO_PASSWORD, redirect: '/automated-tests/projects/€uro shop' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/automated-tests/projects/%E2%82%ACuro%20shop');
  });

  it('names what is wrong with a body that is not JSON', async () => {
    const syntax = await server.request('POST', '/api/v1/projects', { cookie, raw: '{"name": "A",}', headers: { 'content-type': 'application/json' } });
    expect(syntax.status).toBe(400);
    expect(syntax.body.error).toMatchObject({ code: 'bad_request', path: '$' });
    expect(syntax.body.error.message).toMatch(/^The request body is not valid JSON: .*position 13/);
    const poisoned = await server.request('POST', '/api/v1/projects', {
      cookie,
      raw: '{"name":"A","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.error.message).toBe('The request body is not valid JSON: keys named "__proto__" or "constructor" are not accepted.');
  });

  it('refuses a batch whose numbers the database cannot hold, and keeps nothing of it', async () => {
    const build = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'States' } })).body.data;
    const testCase = { key: 'checkout', name: 'Checkout', status: 'passed', results: axePage('https://a.example/') };
    const bad = await server.request('POST', `/api/v1/ingest/builds/${build.id}/batches`, {
      token,
      json: { batchId: 'b1', testCases: [{ ...testCase, pageStatesCount: 3_000_000_000 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      code: 'bad_request',
      message: 'pageStatesCount is 3000000000; at most 2147483647 is accepted.',
      path: '$.testCases[0].pageStatesCount',
    });
    const good = await server.request('POST', `/api/v1/ingest/builds/${build.id}/batches`, { token, json: { batchId: 'b1', testCases: [testCase] } });
    expect(good.body.data).toEqual({ batchId: 'b1', duplicate: false, issueCount: 1 });
  });

  it('answers a failure inside the server with the generic 500 envelope, no stack and no SQL', async () => {
    const profile = (await server.request('GET', '/api/v1/user/get-user-profile', { cookie })).body.data;
    const stop = { event: 'stop_updates', data: { product: 'a', category: 'b', build_uuid: [], user_id: profile.user_id, group_id: profile.group_id, timestamp: 1 } };
    // A table gone missing under the server makes its query fail; it is put back at once.
    await server.context.db.schema.alterTable('live_subscriptions').renameTo('live_subscriptions_away').execute();
    try {
      const failed = await server.request('POST', '/api/pusher/updates', { cookie, json: stop });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ error: { code: 'internal', message: 'There is something wrong, please try again later.' } });
      expect(failed.text).not.toMatch(/live_subscriptions|delete from|\.ts:|sqlite|postgres/i);
    } finally {
      await server.context.db.schema.alterTable('live_subscriptions_away').renameTo('live_subscriptions').execute();
    }
  });

  it('sends security headers on pages: CSP with the app and the live socket, no framing but of the embed entries', async () => {
    const withStatic = await db().start({ staticDir, live: LIVE });
    const page = await withStatic.request('GET', '/automated-tests', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toContain("'self'");
    expect(directives.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:6001', 'http://127.0.0.1:6001']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');

    // An embed entry: framed by this origin and the configured embed origins (embedFraming.test.ts).
    const embed = await withStatic.request('GET', '/embed/build-report', { headers: { accept: 'text/html' } });
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(embed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(embed.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // minimal=true: a same-origin parent scanner frames the page; other sites still cannot.
    const minimal = await withStatic.request('GET', '/site-scanner/projects/p/builds?minimal=true', { headers: { accept: 'text/html' } });
    expect(minimal.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(minimal.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const asset = await withStatic.request('GET', '/assets/app-1a2b.js');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('never lets API answers with private data be cached or rendered as pages', async () => {
    for (const path of ['/api/v1/user/get-user-profile', '/api/v1/projects', '/api/v1/nothing']) {
      const res = await server.request('GET', path, { cookie });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
