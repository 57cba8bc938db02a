/**
 * Security contract of who may revoke an upload token (its maker or a group admin; 403 for other
 * members) and of the answer a session route gives each kind of token sent in place of a session
 * (upload, embed, public link): a 401 that says what that token is for.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser, ensureDemoAccounts } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';
import { embedToken, publicToken } from './securityShared';

describeEachDatabase('security: upload token revocation and token messages', (db) => {
  let server: TestServer;
  let admin: string;
  let projectId: string;

  beforeAll(async () => {
    server = await db().start({ demo: true });
    const { users } = await ensureDemoAccounts(server.context);
    for (const name of ['maker', 'bystander']) {
      await createUser(server.context.db, server.context.clock, {
        groupId: users.demo.groupId,
        email: `${name}@curbcut.local`,
        name,
        password: DEMO_PASSWORD,
        role: 'member',
      });
    }
    admin = await signIn(server, 'demo@curbcut.local');
    projectId = (await server.request('POST', '/api/v1/projects', { cookie: admin, json: { name: 'Tokens' } })).body.data.project.id;
  });

  const issue = async (cookie: string) => {
    const res = await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: { label: 'CI' } });
    expect(res.status, res.text).toBe(201);
    return res.body.data as { id: string; token: string };
  };
  const revoke = (cookie: string, tokenId: string) => server.request('DELETE', `/api/v1/projects/${projectId}/upload_tokens/${tokenId}`, { cookie });
  const uploads = async (token: string) => (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'ci' } })).status;

  it('lets only the maker of an upload token or a group admin revoke it', async () => {
    const maker = await signIn(server, 'maker@curbcut.local');
    const bystander = await signIn(server, 'bystander@curbcut.local');

    const mine = await issue(maker);
    const refused = await revoke(bystander, mine.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: 'Only the member who made this upload token or a group admin can revoke it.' });
    expect(await uploads(mine.token)).toBe(201);
    expect((await revoke(maker, mine.id)).status).toBe(200);
    expect(await uploads(mine.token)).toBe(401);
    // Gone is gone, whoever asks.
    expect((await revoke(bystander, mine.id)).status).toBe(404);

    const another = await issue(maker);
    expect((await revoke(admin, another.id)).status).toBe(200);
    expect(await uploads(another.token)).toBe(401);
    // A member may not revoke the admin's token either.
    const admins = await issue(admin);
    expect((await revoke(maker, admins.id)).status).toBe(403);
    expect(await uploads(admins.token)).toBe(201);
  });

  it('tells each kind of token sent to a session route what it is for', async () => {
    const { token: upload } = await issue(admin);
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token: upload, json: { buildName: 'shared' } })).body.data.id;
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token: upload, json: { batchId: 'b1', results: axePage('https://a.example/') } });
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token: upload })).status).toBe(200);
    const embed = await embedToken(server, id, admin);
    const publicLink = await publicToken(server, id, admin);

    const messageFor = async (init: { token?: string; query?: string }) => {
      const res = await server.request('GET', `/api/v1/projects${init.query ?? ''}`, { token: init.token });
      expect(res.status).toBe(401);
      return res.body.error.message as string;
    };
    expect(await messageFor({ token: upload })).toBe('Upload tokens can only send results; sign in to read or manage anything.');
    const embedMessage = 'Embed tokens read one report through its report calls; sign in to read or manage anything else.';
    const publicMessage = 'Public-link tokens read one report through its report calls; sign in to read or manage anything else.';
    expect(await messageFor({ token: embed })).toBe(embedMessage);
    expect(await messageFor({ token: publicLink })).toBe(publicMessage);
    // Report tokens may also travel as `?token=`, as report reads accept them.
    expect(await messageFor({ query: `?token=${embed}` })).toBe(embedMessage);
    expect(await messageFor({ query: `?token=${publicLink}` })).toBe(publicMessage);
    expect(await messageFor({ token: 'something-else' })).toBe('Sign in to continue.');
    expect(await messageFor({})).toBe('Sign in to continue.');
    // The tokens still read their report.
    expect((await server.request('GET', `/api/v1/reports/${id}/meta`, { token: embed })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/reports/${id}/meta`, { token: publicLink })).status).toBe(200);
  });
});
