/**
 * Contract of public links, embed tokens and the organisation's sharing switch (spec 002 sections
 * 4 "Public link", 6, 7; ARCHITECTURE "Security model"), on SQLite and PostgreSQL: a link is
 * author-only, stored hashed, revocable for good, and reads its one report and nothing else; an
 * embed token is scoped to one report of the minting member's group, read-only, and expires.
 */
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  EMBED_TOKEN_DEFAULT_TTL_SECONDS,
  ORG_PUBLIC_LINKS_DISABLED_MESSAGE,
  decodeDataset,
} from '@curbcut/core';
import { createUser, ensureDemoAccounts, ManualClock } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

const NOW = '2026-11-22T09:00:00.000Z';
const LINK = /^\/public_report\?type=automatedTest&token=(ccp_[A-Za-z0-9_-]{43})$/;

describeEachDatabase('sharing', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  /** The author (demo group admin), a member of the same group, and a user of another group. */
  let author: string;
  let member: string;
  let outsider: string;
  let uploadToken: string;
  const reports = { shared: '', sibling: '', running: '', scan: '' };

  const ingest = async (buildName: string, options: { type?: string; finalize?: boolean } = {}) => {
    const created = await server.request('POST', '/api/v1/ingest/builds', { token: uploadToken, json: { buildName, type: options.type } });
    const id: string = created.body.data.id;
    const results = axePage('https://shop.example.com/', { violations: [['image-alt', 'critical', 'img.hero'], ['link-name', 'serious', 'a.more']] });
    await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token: uploadToken, json: { batchId: 'b1', results } });
    if (options.finalize ?? true) await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token: uploadToken });
    return id;
  };
  const enable = (id: string, cookie = author) => server.request('POST', '/api/public_reports', { cookie, json: { id, type: 'automatedTest' } });
  const disable = (id: string, cookie = author) => server.request('DELETE', `/api/public_reports/${id}?type=automatedTest`, { cookie });
  const tokenOf = (link: string): string => {
    const match = LINK.exec(link);
    if (!match?.[1]) throw new Error(`Not a public link: ${link}`);
    return match[1];
  };
  const meta = (id: string, auth: { cookie?: string; token?: string }) => server.request('GET', `/api/v1/reports/${id}/meta`, auth);
  /** The public page's first call, `query` being the page link's own query string. */
  const target = (query: string, auth: { cookie?: string; token?: string } = {}) =>
    server.request('GET', `/api/public_reports/feature_flags${query}`, auth);
  const setOrgSharing = (publicLinksEnabled: boolean, cookie = author) =>
    server.request('PUT', '/api/v1/group/sharing', { cookie, json: { publicLinksEnabled } });

  beforeAll(async () => {
    clock = new ManualClock(NOW);
    server = await db().start({ demo: true, clock });
    const { users } = await ensureDemoAccounts(server.context);
    await createUser(server.context.db, clock, {
      groupId: users.demo.groupId,
      email: 'member@curbcut.local',
      name: 'Member',
      password: DEMO_PASSWORD,
      role: 'member',
    });
    author = await signIn(server, 'demo@curbcut.local');
    member = await signIn(server, 'member@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    const project = (await server.request('POST', '/api/v1/projects', { cookie: author, json: { name: 'Sharing' } })).body.data.project;
    uploadToken = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie: author, json: {} })).body.data.token;
    reports.shared = await ingest('Nightly');
    reports.sibling = await ingest('Weekly');
    reports.running = await ingest('Still running', { finalize: false });
    reports.scan = await ingest('Scan', { type: 'websiteScan' });
  });

  it('enables a public link for the author, shows it in the meta, and keeps it when enabled again', async () => {
    const res = await enable(reports.shared);
    expect(res.status).toBe(200);
    expect(res.body.data.isEnabled).toBe(true);
    expect(res.body.data.link).toMatch(LINK);
    expect((await meta(reports.shared, { cookie: author })).body.data.publicLink).toEqual(res.body.data);
    // Another member sees the same link, read-only (spec 002 section 6).
    expect((await meta(reports.shared, { cookie: member })).body.data.publicLink).toEqual(res.body.data);
    expect((await enable(reports.shared)).body.data).toEqual(res.body.data);
    await disable(reports.shared);
  });

  it('stores only the hash of the token, never the token itself', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    const rows = await server.context.db.selectFrom('public_links').selectAll().where('report_id', '=', reports.shared).execute();
    const active = rows.filter((r) => r.revoked_at === null);
    expect(active).toHaveLength(1);
    expect(active[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
    expect(token.length - 4).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    await disable(reports.shared);
  });

  it('refuses non-authors, other groups, running reports and a wrong type', async () => {
    const byMember = await enable(reports.shared, member);
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.message).toBe('Only report authors can perform this action.');
    expect((await disable(reports.shared, member)).status).toBe(403);
    expect((await enable(reports.shared, outsider)).status).toBe(404);
    const running = await enable(reports.running);
    expect(running.status).toBe(409);
    expect(running.body.error.message).toContain('Only completed reports can be shared');
    const wrongType = await enable(reports.scan);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toBe(`type is automatedTest, but report ${reports.scan} is websiteScan.`);
    expect((await server.request('POST', '/api/public_reports', { cookie: author, json: { type: 'automatedTest' } })).status).toBe(400);
  });

  it('disables for good: the old token answers 410 Gone, enabling again mints a new token', async () => {
    const first = tokenOf((await enable(reports.shared)).body.data.link);
    expect((await meta(reports.shared, { token: first })).status).toBe(200);
    const off = await disable(reports.shared);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ isEnabled: false, link: null });
    expect((await meta(reports.shared, { cookie: author })).body.data.publicLink).toEqual({ isEnabled: false, link: null });

    const gone = await meta(reports.shared, { token: first });
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe('This public link has been disabled by the report author.');

    const second = tokenOf((await enable(reports.shared)).body.data.link);
    expect(second).not.toBe(first);
    expect((await meta(reports.shared, { token: first })).status).toBe(410);
    expect((await meta(reports.shared, { token: second })).status).toBe(200);
    await disable(reports.shared);
  });

  it('lets a public token read its one report (meta, dataset, strings) through the header or the query', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    const read = await meta(reports.shared, { token });
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(reports.shared);
    expect((await server.request('GET', `/api/v1/reports/${reports.shared}/meta?token=${token}`)).status).toBe(200);

    const dataset = await fetch(`${server.url}/api/v1/reports/${reports.shared}/dataset`, { headers: { authorization: `Bearer ${token}` } });
    expect(dataset.status).toBe(200);
    expect(decodeDataset(new Uint8Array(await dataset.arrayBuffer())).rowCount).toBe(2);
    const strings = await server.request('GET', `/api/v1/reports/${reports.shared}/dataset/strings?column=target&start=0&end=2`, { token });
    expect(strings.status).toBe(200);
    expect(strings.body.data).toEqual(['img.hero', 'a.more']);
    await disable(reports.shared);
  });

  it('lets a public token read the overview and test cases of its report, and refuses deleting it', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    expect((await server.request('GET', `/api/v1/reports/${reports.shared}/overview`, { token })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/reports/${reports.shared}/test_cases`, { token })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/reports/${reports.sibling}/overview`, { token })).status).toBe(401);
    expect((await server.request('DELETE', `/api/v1/reports/${reports.shared}`, { token })).status).toBe(401);
    expect((await meta(reports.shared, { cookie: author })).status).toBe(200);
    await disable(reports.shared);
    expect((await server.request('GET', `/api/v1/reports/${reports.shared}/overview`, { token })).status).toBe(410);
  });

  it('never lets a public token read another report, act, export, open the profile or a live connection', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    const other = await meta(reports.sibling, { token });
    expect(other.status).toBe(401);
    expect(other.body.error.message).toBe('This public link is for another report.');
    const refused = [
      await server.request('GET', '/api/v1/reports', { token }),
      await server.request('GET', '/api/v1/user/get-user-profile', { token }),
      await server.request('POST', '/api/public_reports', { token, json: { id: reports.shared, type: 'automatedTest' } }),
      await server.request('DELETE', `/api/public_reports/${reports.shared}?type=automatedTest`, { token }),
      await server.request('POST', '/api/export_reports', { token, json: { id: reports.shared, type: 'automatedTest' } }),
      await server.request('POST', '/api/v1/auth/session_token', { token, json: { reportId: reports.shared } }),
      await server.request('POST', '/api/pusher_connection/start', { token, json: { source: 'dashboard' } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    // The link still works: nothing above revoked it.
    expect((await meta(reports.shared, { token })).status).toBe(200);
    expect((await meta(reports.shared, { token: `${token.slice(0, -2)}xx` })).status).toBe(401);
    await disable(reports.shared);
  });

  it('follows the organisation switch: off refuses enabling with the spec text and stops existing links', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    expect((await server.request('GET', '/api/v1/group/sharing', { cookie: member })).body.data).toEqual({ publicLinksEnabled: true });
    const byMember = await setOrgSharing(false, member);
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.message).toBe('Only admins of your organisation can change public sharing.');

    expect((await setOrgSharing(false)).body.data).toEqual({ publicLinksEnabled: false });
    const refused = await enable(reports.sibling);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ORG_PUBLIC_LINKS_DISABLED_MESSAGE);
    expect(refused.body.error.message).toBe(
      'Public sharing of reports is disabled for your organisation. Contact your admin to enable public sharing.',
    );
    expect((await meta(reports.shared, { token })).status).toBe(403);
    expect((await meta(reports.shared, { cookie: author })).body.data.publicLink).toEqual({ isEnabled: false, link: null });

    expect((await setOrgSharing(true)).body.data).toEqual({ publicLinksEnabled: true });
    expect((await meta(reports.shared, { token })).status).toBe(200);
    await disable(reports.shared);
  });

  it('tells the public page which report a link opens from its token alone, with or without thBuildId', async () => {
    const link: string = (await enable(reports.shared)).body.data.link;
    const token = tokenOf(link);
    const opened = await target(link.slice(link.indexOf('?')));
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.data).toEqual({ reportId: reports.shared, type: 'automatedTest' });
    expect((await target(`?type=automatedTest&token=${token}&thBuildId=${reports.shared}`)).body.data.reportId).toBe(reports.shared);
    // The token as Bearer works the same; a session neither stands in for it nor gets in its way.
    expect((await target('', { token })).body.data.reportId).toBe(reports.shared);
    expect((await target(`?token=${token}`, { cookie: outsider })).body.data.reportId).toBe(reports.shared);
    expect((await target('', { cookie: author })).status).toBe(404);
    // The link still reads its report afterwards: resolving it used nothing up.
    expect((await meta(reports.shared, { token })).status).toBe(200);
    await disable(reports.shared);
  });

  it('answers 404 for a link that opens nothing: revoked, unknown, another kind of token, a mismatching thBuildId, sharing off', async () => {
    const token = tokenOf((await enable(reports.shared)).body.data.link);
    const mismatch = await target(`?token=${token}&thBuildId=${reports.sibling}`);
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.error.message).toBe('This public link is for another report.');

    const unknown = await target(`?token=${token.slice(0, -2)}xx`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('This public link is not valid. Ask the report author for a new link.');
    const embed = (await server.request('POST', '/api/v1/auth/session_token', { cookie: author, json: { reportId: reports.shared } })).body.data.token;
    expect([(await target(`?token=${embed}`)).status, (await target(`?token=${uploadToken}`)).status, (await target('')).status]).toEqual([404, 404, 404]);

    expect((await setOrgSharing(false)).status).toBe(200);
    expect((await target(`?token=${token}`)).status).toBe(404);
    expect((await setOrgSharing(true)).status).toBe(200);
    expect((await target(`?token=${token}`)).status).toBe(200);

    await disable(reports.shared);
    const revoked = await target(`?token=${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.message).toBe('This public link has been disabled by the report author.');
    // Enabling again opens the report with the new token only.
    const fresh = tokenOf((await enable(reports.shared)).body.data.link);
    expect((await target(`?token=${fresh}`)).body.data.reportId).toBe(reports.shared);
    expect((await target(`?token=${token}`)).status).toBe(404);
    await disable(reports.shared);
  });

  it('mints an embed token for a member: 15 minutes by default, one report, read-only, expiring', async () => {
    const res = await server.request('POST', '/api/v1/auth/session_token', { cookie: member, json: { reportId: reports.shared } });
    expect(res.status).toBe(200);
    const { token, expiresAt, reportId } = res.body.data;
    expect(token).toMatch(/^cce_[A-Za-z0-9_-]{43}$/);
    expect(reportId).toBe(reports.shared);
    expect(EMBED_TOKEN_DEFAULT_TTL_SECONDS).toBe(15 * 60);
    expect(expiresAt).toBe(new Date(Date.parse(NOW) + 15 * 60 * 1000).toISOString());

    expect((await meta(reports.shared, { token })).status).toBe(200);
    const other = await meta(reports.sibling, { token });
    expect(other.status).toBe(401);
    expect(other.body.error.message).toBe('The embed token is for another report.');
    // Author rights never come through a token, even one minted by the author.
    const byAuthor = (await server.request('POST', '/api/v1/auth/session_token', { cookie: author, json: { reportId: reports.shared } })).body.data;
    expect((await server.request('POST', '/api/public_reports', { token: byAuthor.token, json: { id: reports.shared, type: 'automatedTest' } })).status).toBe(401);
    expect((await server.request('POST', '/api/export_reports', { token: byAuthor.token, json: { id: reports.shared, type: 'automatedTest' } })).status).toBe(401);

    clock.advance(15 * 60 * 1000 - 1000);
    expect((await meta(reports.shared, { token })).status).toBe(200);
    clock.advance(1000);
    const expired = await meta(reports.shared, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('The embed token has expired. Ask the host page for a new one.');
  });

  it('caps embed tokens at 1 hour and refuses reports of other groups', async () => {
    const hour = await server.request('POST', '/api/v1/auth/session_token', { cookie: member, json: { reportId: reports.shared, ttlSeconds: 3600 } });
    expect(hour.status).toBe(200);
    expect(Date.parse(hour.body.data.expiresAt) - clock.now().getTime()).toBe(60 * 60 * 1000);
    const tooLong = await server.request('POST', '/api/v1/auth/session_token', { cookie: member, json: { reportId: reports.shared, ttlSeconds: 3601 } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.path).toBe('$.ttlSeconds');
    const otherGroup = await server.request('POST', '/api/v1/auth/session_token', { cookie: outsider, json: { reportId: reports.shared } });
    expect(otherGroup.status).toBe(404);
    expect((await server.request('POST', '/api/v1/auth/session_token', { json: { reportId: reports.shared } })).status).toBe(401);
  });
});
