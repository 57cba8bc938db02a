/**
 * What the security suites share: the live-update config (signing works offline; nothing is
 * published because no test subscribes to a running build), the headers of a request another site
 * makes, a page of axe output with one critical violation, and the route table: its rows, the
 * callers each row states a status for, and the check that calls a route as each of them
 * (security.test.ts holds most rows, securityScanRows.ts the website scanner's).
 */
import { expect } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '@curbcut/core';
import { createUploadToken, revokeUploadToken, type LiveConfig, type ManualClock } from '@curbcut/server';
import { axePage as fixturePage } from './axeFixtures';
import { signIn, type TestRequest, type TestServer } from './harness';

export const LIVE: LiveConfig = { appId: '1', key: 'security-key', secret: 'security-secret', host: '127.0.0.1', port: 6001 };

/** What a browser adds to a request made by another site. */
export const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** One page with one critical image-alt violation. */
export function axePage(url: string) {
  return fixturePage(url, { violations: [['image-alt', 'critical', 'img.hero']] });
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Callers whose expected status each row states. `member` is a signed-in member of group A who
 * did not author its reports (nor create its scans); `own` is their author (an admin of group A,
 * and the instance administrator: the demo admin is one, docs/decisions/0031). `other` is an admin
 * of another group and no instance administrator. `token` and `otherToken` are upload tokens of
 * group A and of another group. `embed` and `public` send an embed token (minted by the author) or
 * a public-link token of the report the call names.
 */
export type Actor = 'none' | 'other' | 'otherToken' | 'token' | 'member' | 'own' | 'embed' | 'public';
export type Expected = Record<Actor, number>;

/** A request to one route; `reportId` names the report it is about when that is not the owner's default report. */
export type RowRequest = { path: string; reportId?: string } & Pick<TestRequest, 'json' | 'form'>;

/** What every table's fixtures hold of group A (the demo group, the owner). */
export interface Owner {
  /** The owner (demo@curbcut.local, an admin of group A). */
  userId: string;
  /** A project of group A and an upload token of it. */
  projectId: string;
  token: string;
  /** The report a row is about unless its request names another; report tokens are minted for it. */
  reportId: string;
}

export interface Row<F extends Owner> {
  method: string;
  url: string;
  /**
   * A valid request to the route for group A's resources (fresh ones where a call uses them up).
   * `author` is a session of the owner that stays valid for the whole row.
   */
  request(a: F, author: string): Promise<RowRequest>;
  expect: Expected;
  /** Cache-Control of a successful answer when it is not `no-store` (every error answer is `no-store`). */
  cacheControl?: string;
}

export const publicRoute = (status: number): Expected => ({
  none: status, other: status, otherToken: status, token: status, member: status, own: status, embed: status, public: status,
});
/** Signed-in calls on the caller's own account or group: nothing of group A is named. Report tokens are no session. */
export const ownAccount = (status: number): Expected => ({
  none: 401, other: status, otherToken: 401, token: 401, member: status, own: status, embed: 401, public: 401,
});
/** Signed-in calls naming one of group A's resources: another group gets 404, as for an unknown id; any member of A may. */
export const groupResource = (status: number): Expected => ({
  none: 401, other: 404, otherToken: 401, token: 401, member: status, own: status, embed: 401, public: 401,
});
/**
 * Calls for instance administrators only (plans, a group's plan, trials, restart orders): the owner
 * is one; a member of group A and the other group's admin are not, and get 403 whatever they name.
 */
export const instanceOnly = (status: number): Expected => ({ ...ownAccount(status), member: 403, other: 403 });
/** Reads of one report of group A: its group's members, and an embed or public-link token of that report. */
export const reportRead = (status: number): Expected => ({ ...groupResource(status), embed: status, public: status });
/**
 * Changes its author alone may make (a report's author; a scan's or sign-in's creator or a group
 * admin): 403 for the other members; report tokens are read-only (401).
 */
export const authorOnly = (status: number): Expected => ({ ...groupResource(status), member: 403 });

/** Rows by `METHOD url`, with Fastify's HEAD twin of every GET expecting what the GET does. */
export function routeTable<F extends Owner>(rows: readonly Row<F>[]): Map<string, Row<F>> {
  const table = new Map<string, Row<F>>();
  for (const row of rows) {
    const key = `${row.method} ${row.url}`;
    if (table.has(key)) throw new Error(`Two rows for ${key}.`);
    table.set(key, row);
    if (row.method === 'GET') table.set(`HEAD ${row.url}`, { ...row, method: 'HEAD' });
  }
  return table;
}

/** Where a table runs: its server and clock, its fixtures, and an upload token of another group. */
export interface TableRun<F extends Owner> {
  server: TestServer;
  clock: ManualClock;
  a: F;
  otherToken: string;
}

/**
 * Fresh credentials for one row (a row may sign out or revoke what it is given): the owner's, the
 * member's and the other group's sessions, the owner's session from before the clock passed its
 * 7 days, and a second session of the owner that mints report tokens and stays signed in.
 */
async function credentials(t: TableRun<Owner>) {
  const { server, clock, a } = t;
  const expired = await signIn(server, 'demo@curbcut.local');
  clock.advance(7 * DAY + 1000);
  const own = await signIn(server, 'demo@curbcut.local');
  const author = await signIn(server, 'demo@curbcut.local');
  const member = await signIn(server, 'member@curbcut.local');
  const other = await signIn(server, 'free@curbcut.local');
  const revoked = await createUploadToken(server.context, a.projectId, a.userId);
  expect(await revokeUploadToken(server.context, a.projectId, revoked.id)).toBe(true);
  return { expired, own, author, member, other, revoked: revoked.token };
}

/** An embed token of the report, minted by its author for a widget (15 minutes). */
export async function embedToken(server: TestServer, reportId: string, author: string): Promise<string> {
  const res = await server.request('POST', '/api/v1/auth/session_token', { cookie: author, json: { reportId } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.token;
}

/** The public-link token of the (completed) report, its link turned on by its author. */
export async function publicToken(server: TestServer, reportId: string, author: string): Promise<string> {
  const { type } = await server.context.db.selectFrom('reports').select('type').where('id', '=', reportId).executeTakeFirstOrThrow();
  const res = await server.request('POST', '/api/public_reports', { cookie: author, json: { id: reportId, type } });
  expect(res.status, res.text).toBe(200);
  const token = new URLSearchParams(String(res.body.data.link).split('?')[1]).get('token');
  expect(token).toMatch(/^ccp_/);
  return token as string;
}

/** `auth` is the caller's credentials, or makes them for the report the request names (report tokens). */
async function call<F extends Owner>(t: TableRun<F>, row: Row<F>, auth: TestRequest | ((reportId: string) => Promise<TestRequest>), author: string) {
  const { path, reportId = t.a.reportId, ...body } = await row.request(t.a, author);
  const credentials = typeof auth === 'function' ? await auth(reportId) : auth;
  const res = await t.server.request(row.method, path, { ...body, ...credentials, headers: { ...credentials.headers } });
  const where = `${row.method} ${row.url}`;
  if (path.startsWith('/api/')) {
    const cacheControl = res.status < 400 ? (row.cacheControl ?? 'no-store') : 'no-store';
    expect(res.headers.get('cache-control'), `${where}: Cache-Control`).toBe(cacheControl);
  }
  if (res.status >= 400 && row.method !== 'HEAD') {
    expect(Object.keys(res.body), `${where}: envelope`).toEqual(['error']);
    expect(ERROR_STATUS[res.body.error.code as ErrorCode], `${where}: code ${res.body.error.code}`).toBe(res.status);
    expect(res.body.error.message.length, `${where}: message`).toBeGreaterThan(10);
  }
  return res.status;
}

/**
 * Calls the row's route as every caller and checks each status: the table's, plus 403 for the
 * owner's cookie sent by another site on an unsafe method, and the signed-out caller's status for
 * an expired, a signed-out session and a revoked upload token.
 */
export async function checkRow<F extends Owner>(t: TableRun<F>, row: Row<F>): Promise<void> {
  const { server } = t;
  const c = await credentials(t);
  const got = {
    none: await call(t, row, {}, c.author),
    other: await call(t, row, { cookie: c.other }, c.author),
    otherToken: await call(t, row, { token: t.otherToken }, c.author),
    token: await call(t, row, { token: t.a.token }, c.author),
    member: await call(t, row, { cookie: c.member }, c.author),
    own: await call(t, row, { cookie: c.own }, c.author),
    embed: await call(t, row, async (reportId) => ({ token: await embedToken(server, reportId, c.author) }), c.author),
    public: await call(t, row, async (reportId) => ({ token: await publicToken(server, reportId, c.author) }), c.author),
    crossSite: await call(t, row, { cookie: c.own, headers: EVIL }, c.author),
    expired: await call(t, row, { cookie: c.expired }, c.author),
    revoked: await call(t, row, { token: c.revoked }, c.author),
    signedOut: 0,
  };
  expect((await server.request('POST', '/api/v1/auth/sign-out', { cookie: c.own })).status).toBe(200);
  got.signedOut = await call(t, row, { cookie: c.own }, c.author);
  const unsafe = !['GET', 'HEAD'].includes(row.method);
  const refused = row.expect.none;
  expect(got).toEqual({ ...row.expect, crossSite: unsafe ? 403 : row.expect.own, expired: refused, revoked: refused, signedOut: refused });
}
