/**
 * Contract of personal manual-report tokens (docs/decisions/0041-manual-reports.md): each user
 * makes, lists and revokes their own; the list never shows a token or its hash; another user's
 * token is a 404. The guard grants a live token of an active user and refuses a revoked one, a
 * removed or restricted user's, and an upload token; the build ingest refuses a manual-report token.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser, ensureDemoAccounts, findManualReportToken, requireManualReportToken, type ManualTokenGrant } from '@curbcut/server';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

const TOKENS = '/api/v1/user/manual_report_tokens';

/** The request the guard reads: only its headers matter to it. */
type GuardedRequest = Parameters<typeof requireManualReportToken>[1];

describeEachDatabase('manual-report tokens', (db) => {
  let server: TestServer;
  let admin: string;
  let groupId: string;
  let adminId: string;

  beforeAll(async () => {
    server = await db().start({ demo: true });
    const { users } = await ensureDemoAccounts(server.context);
    groupId = users.demo.groupId;
    adminId = users.demo.id;
    for (const name of ['tester', 'leaver', 'restricted']) {
      await createUser(server.context.db, server.context.clock, { groupId, email: `${name}@curbcut.local`, name, password: DEMO_PASSWORD, role: 'member' });
    }
    admin = await signIn(server, 'demo@curbcut.local');
  });

  const create = async (cookie: string, label?: string) => {
    const res = await server.request('POST', TOKENS, { cookie, json: label === undefined ? {} : { label } });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: string; token: string; label: string | null };
  };
  const list = async (cookie: string) => {
    const res = await server.request('GET', TOKENS, { cookie });
    expect(res.status, res.text).toBe(200);
    return res;
  };
  const revoke = (cookie: string, id: string) => server.request('DELETE', `${TOKENS}/${id}`, { cookie });
  /** The guard's answer for a request sending `Authorization` (or none). */
  const guard = (authorization?: string): Promise<ManualTokenGrant> =>
    requireManualReportToken(server.context, { headers: authorization === undefined ? {} : { authorization } } as GuardedRequest);
  const userIdOf = async (email: string) =>
    (await server.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('makes a token shown once, lists it without the secret, and revokes it', async () => {
    const tester = await signIn(server, 'tester@curbcut.local');
    const made = await create(tester, '  Laptop  ');
    expect(made.id).toMatch(/^mrt_[0-9a-z]{25}$/);
    expect(made.token).toMatch(/^cmr_[A-Za-z0-9_-]{43}$/);
    expect(made.label).toBe('Laptop');
    const unlabelled = await create(tester);
    expect(unlabelled.label).toBeNull();

    const listed = await list(tester);
    expect(listed.body.data.tokens).toEqual([
      { id: unlabelled.id, label: null, createdAt: expect.any(String), lastUsedAt: null },
      { id: made.id, label: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const stored = await server.context.db.selectFrom('manual_report_tokens').select('token_hash').where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(listed.text).not.toContain(made.token);
    expect(listed.text).not.toContain(stored.token_hash);
    expect(stored.token_hash).not.toContain(made.token);
    // Each user sees only their own.
    expect((await list(admin)).body.data.tokens).toEqual([]);

    const grant = await guard(`Bearer ${made.token}`);
    expect(grant).toEqual({ tokenId: made.id, userId: await userIdOf('tester@curbcut.local'), groupId, userName: 'tester' });
    expect((await list(tester)).body.data.tokens.find((t: { id: string }) => t.id === made.id).lastUsedAt).toEqual(expect.any(String));

    const revoked = await revoke(tester, made.id);
    expect(revoked.status, revoked.text).toBe(204);
    expect(revoked.text).toBe('');
    expect((await list(tester)).body.data.tokens.map((t: { id: string }) => t.id)).toEqual([unlabelled.id]);
    expect(await findManualReportToken(server.context, made.token)).toBeNull();
    await expect(guard(`Bearer ${made.token}`)).rejects.toMatchObject({ code: 'unauthorized', message: 'The manual-report token is not valid or has been revoked.' });
    // Gone is gone.
    expect((await revoke(tester, made.id)).status).toBe(404);
  });

  it("answers 404 to anyone revoking another user's token, and leaves it working", async () => {
    const tester = await signIn(server, 'tester@curbcut.local');
    const mine = await create(tester, 'Mine');
    for (const cookie of [admin, await signIn(server, 'free@curbcut.local')]) {
      const refused = await revoke(cookie, mine.id);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toEqual({ code: 'not_found', message: 'Manual-report token not found.' });
    }
    expect((await guard(`Bearer ${mine.token}`)).tokenId).toBe(mine.id);
    expect((await server.request('GET', TOKENS)).status).toBe(401);
  });

  it('refuses the tokens of a removed member and of a restricted user', async () => {
    const leaver = await signIn(server, 'leaver@curbcut.local');
    const leaving = await create(leaver);
    expect((await guard(`Bearer ${leaving.token}`)).userName).toBe('leaver');
    const removed = await server.request('DELETE', `/api/v1/settings/members/${await userIdOf('leaver@curbcut.local')}`, { cookie: admin });
    expect(removed.status, removed.text).toBe(200);
    expect(await findManualReportToken(server.context, leaving.token)).toBeNull();

    const restrictedUser = await signIn(server, 'restricted@curbcut.local');
    const restricted = await create(restrictedUser);
    await server.context.db.updateTable('users').set({ access_restricted_by_grr: 1 }).where('email', '=', 'restricted@curbcut.local').execute();
    expect(await findManualReportToken(server.context, restricted.token)).toBeNull();
  });

  it('keeps manual-report and upload tokens apart', async () => {
    const project = (await server.request('POST', '/api/v1/projects', { cookie: admin, json: { name: 'Manual token apart' } })).body.data.project;
    const upload: string = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie: admin, json: {} })).body.data.token;
    const manual = await create(admin, 'Extension');
    expect((await guard(`Bearer ${manual.token}`)).userId).toBe(adminId);

    await expect(guard(`Bearer ${upload}`)).rejects.toMatchObject({ code: 'unauthorized', message: 'The manual-report token is not valid or has been revoked.' });
    expect(await findManualReportToken(server.context, upload)).toBeNull();
    await expect(guard()).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'A manual-report token is required: send the header "Authorization: Bearer cmr_...".',
    });

    const ingest = await server.request('POST', '/api/v1/ingest/builds', { token: manual.token, json: { buildName: 'manual' } });
    expect(ingest.status).toBe(401);
    expect(ingest.body.error.message).toBe('The upload token is not valid or has been revoked.');
    // A session route tells the token what it is for.
    const read = await server.request('GET', '/api/v1/projects', { token: manual.token });
    expect(read.status).toBe(401);
    expect(read.body.error.message).toBe('Manual-report tokens can only send manual reports; sign in to read or manage anything.');
  });
});
