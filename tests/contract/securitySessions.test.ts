/**
 * Security contract of sessions and tokens on every database: token entropy and hashing, the
 * session cookie's attributes, sign-in timing, and requests another site makes.
 */
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createUploadToken, ensureDemoAccounts } from '@curbcut/server';
import { DEMO_PASSWORD, describeEachDatabase, sessionCookieOf, signIn, type TestServer } from './harness';
import { EVIL } from './securityShared';

describeEachDatabase('security: sessions, tokens and cross-site requests', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await db().start({ demo: true });
  });

  const signInResponse = (headers: Record<string, string> = {}, email = 'demo@curbcut.local', password = DEMO_PASSWORD) =>
    server.request('POST', '/api/v1/auth/sign-in', { json: { email, password }, headers });
  const setCookieOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('curbcut_session=')) ?? '';

  it('issues 256-bit session tokens and stores only their SHA-256', async () => {
    const first = sessionCookieOf(await signInResponse())?.split('=')[1] ?? '';
    const second = sessionCookieOf(await signInResponse())?.split('=')[1] ?? '';
    expect(first).not.toBe(second);
    for (const token of [first, second]) {
      expect(Buffer.from(token, 'base64url').byteLength).toBeGreaterThanOrEqual(16);
      const rows = await server.context.db.selectFrom('sessions').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(token);
      const hash = createHash('sha256').update(token).digest('hex');
      expect(rows.filter((r) => r.token_hash === hash)).toHaveLength(1);
    }
  });

  it('issues upload tokens of at least 128 random bits, stored as their SHA-256', async () => {
    const { users } = await ensureDemoAccounts(server.context);
    const cookie = await signIn(server, 'demo@curbcut.local');
    const { project } = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Token bits' } })).body.data;
    const issued = await createUploadToken(server.context, project.id, users.demo.id, 'CI');
    expect(Buffer.from(issued.token.slice('cct_'.length), 'base64url').byteLength).toBeGreaterThanOrEqual(16);
    const row = await server.context.db.selectFrom('upload_tokens').selectAll().where('id', '=', issued.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(issued.token.slice('cct_'.length));
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, 7 days, and Secure only on HTTPS', async () => {
    const plain = setCookieOf(await signInResponse({ 'x-forwarded-proto': 'https' }));
    expect(plain).toMatch(/; Max-Age=604800;/);
    expect(plain).toMatch(/; Path=\/;/);
    expect(plain).toMatch(/; HttpOnly;/);
    expect(plain).toMatch(/; SameSite=Lax$/);
    // Without a trusted proxy X-Forwarded-Proto is whatever the client says: ignored.
    expect(plain).not.toMatch(/Secure/);

    const proxied = await db().start({ demo: true, trustProxy: '127.0.0.1' });
    const viaHttps = await proxied.request('POST', '/api/v1/auth/sign-in', {
      json: { email: 'demo@curbcut.local', password: DEMO_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookieOf(viaHttps)).toMatch(/; Secure;/);
    const viaHttp = await proxied.request('POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local', password: DEMO_PASSWORD } });
    expect(setCookieOf(viaHttp)).not.toMatch(/Secure/);
  });

  it('takes about as long for an unknown email as for a wrong password, with the same answer', async () => {
    const median = async (email: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await signInResponse({}, email, 'not the password');
        times.push(performance.now() - started);
        expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Email or password is incorrect.' } });
      }
      return times.sort((x, y) => x - y)[2] as number;
    };
    const known = await median('demo@curbcut.local');
    const unknown = await median('nobody@curbcut.local');
    // Without the decoy hash an unknown email answers in about a millisecond against tens for scrypt.
    expect(unknown / known).toBeGreaterThan(0.33);
    expect(unknown / known).toBeLessThan(3);
  });

  it('asks who is calling before saying that live updates are off', async () => {
    const res = await server.request('POST', '/api/pusher/auth', { form: { socket_id: '1234.5678', channel_name: 'private-user-usr_0000000000000000' } });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Sign in to continue.');
    const signedIn = await server.request('POST', '/api/pusher/auth', {
      cookie: await signIn(server, 'demo@curbcut.local'),
      form: { socket_id: '1234.5678', channel_name: 'private-user-usr_0000000000000000' },
    });
    expect(signedIn.status).toBe(404);
    expect(signedIn.body.error.message).toBe('Live updates are not enabled on this server (start it with --live).');
  });

  it('refuses a form posted by another site, and sign-in from it, before anything changes', async () => {
    const cookie = await signIn(server, 'demo@curbcut.local');
    const before = (await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects.length;
    const forged: Record<string, string>[] = [EVIL, { origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of forged) {
      const res = await server.request('POST', '/api/v1/projects', { cookie, form: { name: 'Forged' }, headers });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
      expect(res.body.error.message).toMatch(/^Cross-site request refused: POST \/api\/v1\/projects must come from this site's own pages \(/);
    }
    expect((await server.request('GET', '/api/v1/projects', { cookie })).body.data.projects).toHaveLength(before);

    const forgedSignIn = await server.request('POST', '/api/v1/auth/sign-in', {
      form: { email: 'demo@curbcut.local', password: DEMO_PASSWORD, redirect: '/home' },
      headers: EVIL,
    });
    expect(forgedSignIn.status).toBe(403);
    expect(sessionCookieOf(forgedSignIn)).toBeUndefined();
  });

  it('accepts the app\'s own pages (same origin) and clients that are not browsers', async () => {
    const cookie = await signIn(server, 'demo@curbcut.local');
    const host = new URL(server.url).host;
    const cases: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin', origin: `http://${host}` }, { origin: `http://${host}` }, {}];
    for (const headers of cases) {
      const res = await server.request('POST', '/api/v1/projects', { cookie, json: { name: `Own page ${Object.keys(headers).length}` }, headers });
      expect(res.status).toBe(201);
    }
    const signedIn = await server.request('POST', '/api/v1/auth/sign-in', {
      form: { email: 'demo@curbcut.local', password: DEMO_PASSWORD, redirect: '/home' },
      headers: { 'sec-fetch-site': 'same-origin', origin: `http://${host}` },
    });
    expect(signedIn.status).toBe(303);
  });

  it('compares the origin with the host the browser used, as a trusted proxy reports it', async () => {
    const headers = { origin: 'https://curbcut.example.org', 'x-forwarded-host': 'curbcut.example.org', 'x-forwarded-proto': 'https' };
    const direct = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local', password: DEMO_PASSWORD }, headers });
    expect(direct.status).toBe(403);
    const proxied = await db().start({ demo: true, trustProxy: true });
    const viaProxy = await proxied.request('POST', '/api/v1/auth/sign-in', { json: { email: 'demo@curbcut.local', password: DEMO_PASSWORD }, headers });
    expect(viaProxy.status).toBe(200);
  });
});
