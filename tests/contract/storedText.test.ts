/**
 * Text from uploads as it is stored, on SQLite and PostgreSQL: a lone UTF-16 surrogate (JSON can
 * spell one, UTF-8 cannot hold it) becomes U+FFFD so the stored bytes are valid UTF-8 in both; an
 * HTML snippet past its cap (core's STORED_TEXT_CAPS) is stored cut, with the visible marker, while
 * the fingerprint comes from the full snippet, so issue identity survives the cut.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { STORED_TEXT_CAPS, truncationMarker } from '@curbcut/core';
import { axePage } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('stored text', (db) => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  let builds = 0;

  beforeAll(async () => {
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    const project = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Stored text' } })).body.data.project;
    token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: {} })).body.data.token;
  });

  /** A completed build of one test case whose page has one image-alt violation with this snippet. */
  const upload = async (html: string, testCaseName = 'Home page'): Promise<string> => {
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'Stored', buildNumber: ++builds } })).body.data.id;
    const results = axePage('https://a.example/', { violations: [['image-alt', 'critical', 'img.hero']], html: () => html });
    const testCases = [{ key: 'home', name: testCaseName, status: 'failed', results }];
    const batch = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: { batchId: 'b1', testCases } });
    expect(batch.status, batch.text.slice(0, 500)).toBe(200);
    expect((await server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token })).status).toBe(200);
    return id;
  };

  const issueRow = (reportId: string) =>
    server.context.db.selectFrom('issues').select(['html', 'fingerprint']).where('report_id', '=', reportId).executeTakeFirstOrThrow();

  /** The bytes the database holds for a column of the report's rows, as hex. */
  const storedHex = async (table: 'issues' | 'test_cases', column: 'html' | 'name', reportId: string): Promise<string> => {
    const hex =
      db().dialect === 'sqlite'
        ? sql<{ h: string }>`select hex(${sql.ref(column)}) as h from ${sql.table(table)} where report_id = ${reportId}`
        : sql<{ h: string }>`select encode(convert_to(${sql.ref(column)}, 'UTF8'), 'hex') as h from ${sql.table(table)} where report_id = ${reportId}`;
    const { rows } = await hex.execute(server.context.db);
    return rows[0]?.h ?? '';
  };
  const decodeUtf8 = (hex: string) => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(hex, 'hex'));

  it('stores a lone surrogate as U+FFFD, in valid UTF-8', async () => {
    // JSON.stringify spells the lone half as the escape `\ud800`, as a client's JSON would.
    const id = await upload('<p>lone \ud800 half</p>', 'Case \udc00');
    expect((await issueRow(id)).html).toBe('<p>lone \uFFFD half</p>');
    expect(decodeUtf8(await storedHex('issues', 'html', id))).toBe('<p>lone \uFFFD half</p>');
    expect(decodeUtf8(await storedHex('test_cases', 'name', id))).toBe('Case \uFFFD');
  });

  it('stores a 20 MB snippet cut to its cap with the visible marker', async () => {
    const huge = `<p>${'x'.repeat(20 * 1024 * 1024)}</p>`;
    const id = await upload(huge);
    const { html } = await issueRow(id);
    const cap = STORED_TEXT_CAPS.html;
    expect(html).toBe(huge.slice(0, cap) + truncationMarker(huge.length, cap));
    expect(html.endsWith('… [truncated: 20,971,527 characters; first 65,536 kept]')).toBe(true);
  });

  it('fingerprints the full snippet: a difference past the cap is another issue, the same snippet the same one', async () => {
    const long = `<p>${'y'.repeat(STORED_TEXT_CAPS.html * 2)}`;
    const first = await issueRow(await upload(`${long}A</p>`));
    const other = await issueRow(await upload(`${long}B</p>`));
    const again = await issueRow(await upload(`${long}A</p>`));
    // Both are stored the same, cut before where they differ...
    expect(other.html).toBe(first.html);
    expect(first.html.endsWith(truncationMarker(long.length + 5, STORED_TEXT_CAPS.html))).toBe(true);
    // ...yet they stay two issues, and the same snippet in a later build is the same issue.
    expect(other.fingerprint).not.toBe(first.fingerprint);
    expect(again.fingerprint).toBe(first.fingerprint);
  });
});
