/**
 * Authentication configurations on every database: the password is stored encrypted, never
 * returned, and decrypts only with the key it was encrypted with; form logins need selectors; a
 * configuration in use cannot be deleted; another group's is 404.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '../../packages/server/src/accounts/users';
import { decryptSecret } from '../../packages/server/src/scans/secretBox';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

const PASSWORD = 'correct horse battery staple';
const SELECTORS = { username: '#email', password: '#password', submit: 'button[type=submit]' };

describeEachDatabase('scan authentication configurations', (db) => {
  let server: TestServer;
  let admin: string;
  let member: string;
  let outsider: string;

  beforeAll(async () => {
    server = await db().start({ demo: true, scanWorker: false });
    admin = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    const demo = await server.context.db.selectFrom('users').select('group_id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    await createUser(server.context.db, server.context.clock, { groupId: demo.group_id, email: 'auth-member@curbcut.local', name: 'Auth Member', password: DEMO_PASSWORD, role: 'member' });
    member = await signIn(server, 'auth-member@curbcut.local');
  });

  const createAuth = (cookie: string, body: Record<string, unknown>) => server.request('POST', '/api/v1/auth_configs', { cookie, json: body });

  it('stores the password encrypted and never returns it', async () => {
    const res = await createAuth(admin, { name: 'Shop login', type: 'form', url: 'https://shop.example.com/login', username: 'tester', password: PASSWORD, selectors: SELECTORS });
    expect(res.status).toBe(201);
    expect(res.body.data.authConfig).toMatchObject({ name: 'Shop login', type: 'form', username: 'tester', selectors: SELECTORS, hasPassword: true });
    expect(res.body.data.authConfig.id).toMatch(/^auc_/);
    expect(res.text).not.toContain(PASSWORD);
    expect(res.body.data.authConfig).not.toHaveProperty('password');

    const listed = await server.request('GET', '/api/v1/auth_configs', { cookie: admin });
    expect(listed.body.data.authConfigs).toEqual([res.body.data.authConfig]);
    expect(listed.text).not.toContain(PASSWORD);

    const row = await server.context.db.selectFrom('auth_configs').selectAll().where('id', '=', res.body.data.authConfig.id).executeTakeFirstOrThrow();
    expect(row.password_enc).not.toContain(PASSWORD);
    expect(row.password_enc).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    expect(await decryptSecret(server.context, row.password_enc)).toBe(PASSWORD);

    // The generated key is readable by the server's user only.
    const keyFile = join(server.context.options.dataDir, 'secret.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
  });

  it('encrypts equal passwords differently', async () => {
    const a = await createAuth(admin, { name: 'Basic A', type: 'basic', url: 'https://intranet.example.com', username: 'u', password: 'same' });
    const b = await createAuth(admin, { name: 'Basic B', type: 'basic', url: 'https://intranet.example.com', username: 'u', password: 'same' });
    expect(a.body.data.authConfig.selectors).toBeNull();
    const rows = await server.context.db.selectFrom('auth_configs').select('password_enc').where('id', 'in', [a.body.data.authConfig.id, b.body.data.authConfig.id]).execute();
    expect(rows[0]?.password_enc).not.toBe(rows[1]?.password_enc);
  });

  it('says which field is wrong', async () => {
    const noSelectors = await createAuth(admin, { name: 'Form', type: 'form', url: 'https://shop.example.com/login', username: 'u', password: 'p' });
    expect(noSelectors.status).toBe(400);
    expect(noSelectors.body.error.path).toBe('$.selectors');
    const blankSelector = await createAuth(admin, { name: 'Form', type: 'form', url: 'https://shop.example.com/login', username: 'u', password: 'p', selectors: { ...SELECTORS, submit: '  ' } });
    expect(blankSelector.body.error.path).toBe('$.selectors.submit');
    const badUrl = await createAuth(admin, { name: 'Form', type: 'basic', url: 'ftp://shop.example.com', username: 'u', password: 'p' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.path).toBe('$.url');
    const noPassword = await createAuth(admin, { name: 'Form', type: 'basic', url: 'https://shop.example.com', username: 'u' });
    expect(noPassword.body.error.path).toBe('$.password');
    const taken = await createAuth(admin, { name: 'Shop login', type: 'basic', url: 'https://shop.example.com', username: 'u', password: 'p' });
    expect(taken.status).toBe(409);
  });

  it('refuses to delete a configuration a scan uses, naming the scan; another group gets 404', async () => {
    const [login] = (await server.request('GET', '/api/v1/auth_configs', { cookie: admin })).body.data.authConfigs.filter((a: { name: string }) => a.name === 'Shop login');
    const scan = await server.request('POST', '/api/v1/scans', {
      cookie: admin,
      json: { name: 'Members area', settings: { startUrls: ['https://shop.example.com/account'] }, authConfigId: login.id, scanNow: false },
    });
    expect(scan.body.data.scan).toMatchObject({ scanType: 'login_configured', authConfig: { id: login.id, name: 'Shop login', type: 'form' } });
    expect((await server.request('GET', '/api/v1/scans?scanType=login_configured', { cookie: admin })).body.data.scans).toHaveLength(1);

    // Another group can neither see, use nor delete it.
    expect((await server.request('GET', '/api/v1/auth_configs', { cookie: outsider })).body.data.authConfigs).toEqual([]);
    expect((await server.request('DELETE', `/api/v1/auth_configs/${login.id}`, { cookie: outsider })).status).toBe(404);
    const borrowed = await server.request('POST', '/api/v1/scans', {
      cookie: outsider,
      json: { name: 'Borrowed', settings: { startUrls: ['https://shop.example.com'] }, authConfigId: login.id, scanNow: false },
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.path).toBe('$.authConfigId');
    // A member who did not create it may not delete it.
    expect((await server.request('DELETE', `/api/v1/auth_configs/${login.id}`, { cookie: member })).status).toBe(403);

    const refused = await server.request('DELETE', `/api/v1/auth_configs/${login.id}`, { cookie: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/used by scan "Members area"/);

    await server.request('PATCH', `/api/v1/scans/${scan.body.data.scan.id}`, { cookie: admin, json: { authConfigId: null } });
    expect((await server.request('DELETE', `/api/v1/auth_configs/${login.id}`, { cookie: admin })).status).toBe(200);
    const names = (await server.request('GET', '/api/v1/auth_configs', { cookie: admin })).body.data.authConfigs.map((a: { name: string }) => a.name);
    expect(names).toEqual(['Basic A', 'Basic B']);
  });

  it('says the key changed when a password cannot be decrypted', async () => {
    const [basic] = await server.context.db.selectFrom('auth_configs').select('password_enc').where('name', '=', 'Basic A').execute();
    const keyFile = join(server.context.options.dataDir, 'secret.key');
    const original = await readFile(keyFile, 'utf8');
    await writeFile(keyFile, randomBytes(32).toString('base64'));
    try {
      // A server started on the new key (the old one keeps its key in memory).
      const restarted = await db().start({ scanWorker: false });
      await expect(decryptSecret(restarted.context, basic?.password_enc ?? '')).rejects.toThrow(/cannot decrypt: the secret key changed\?/);
      await restarted.close();
      await writeFile(keyFile, 'not a key');
      const broken = await db().start({ scanWorker: false });
      await expect(decryptSecret(broken.context, basic?.password_enc ?? '')).rejects.toThrow(/32 random bytes in base64/);
      await broken.close();
    } finally {
      await writeFile(keyFile, original);
    }
  });
});
