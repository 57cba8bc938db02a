/**
 * Contract of `GET /api/v1/manual_reports` (issue 20): the Workflow Analyzer and Assisted Tests
 * lists, one kind at a time, found by name, 25 a page, newest first, with each report's steps or
 * checks, pages and severities; the caller's group only, on SQLite and PostgreSQL. Names carry
 * the prefix 'Lst' so reports other suites' fixtures (the demo data) add never count here.
 */
import { beforeAll, expect, it } from 'vitest';
import { createUser } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { DEMO_PASSWORD, describeEachDatabase, signIn, type TestServer } from './harness';

interface Row {
  id: string;
  name: string;
  type: string;
  status: string;
  isAuthor: boolean;
  unitCount: number;
  pageCount: number;
  createdBy: { name: string };
  issueSummary: { critical: number; serious: number; issueCount: number };
}

describeEachDatabase('manual report list', (db) => {
  let server: TestServer;
  let author: string;
  let teammate: string;
  let outsider: string;
  let token: string;
  let checkout: string;

  const ingest = async (path: string, json?: unknown) => {
    const res = await server.request('POST', `/api/v1/ingest/manual_reports${path}`, { token, ...(json === undefined ? {} : { json }) });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body.data as { id: string };
  };
  const list = (cookie: string, query: string) => server.request<{ reports: Row[]; info: { next: number | null; total: number } }>('GET', `/api/v1/manual_reports?${query}`, { cookie });

  /** A workflow over `urls`, one step each, the first page with a critical and a serious issue. */
  async function workflow(name: string, urls: string[], finish = true): Promise<string> {
    const { id } = await ingest('', { type: 'workflowScan', name });
    for (const [i, url] of urls.entries()) {
      const violations: [string, string, string][] = i === 0 ? [['image-alt', 'critical', 'img.hero'], ['label', 'serious', '#email']] : [];
      await ingest(`/${id}/steps`, { batchId: `s${i}`, step: { index: i + 1, name: `Step ${i + 1}`, url, action: 'Navigate' }, results: axePage(url, { violations }) });
    }
    if (finish) await ingest(`/${id}/finalize`);
    return id;
  }

  beforeAll(async () => {
    server = await db().start({ demo: true });
    author = await signIn(server, 'demo@curbcut.local');
    outsider = await signIn(server, 'free@curbcut.local');
    const demo = await server.context.db.selectFrom('users').select('group_id').where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    await createUser(server.context.db, server.context.clock, { groupId: demo.group_id, email: 'lister@curbcut.local', name: 'Lister', password: DEMO_PASSWORD });
    teammate = await signIn(server, 'lister@curbcut.local');
    token = (await server.request('POST', '/api/v1/user/manual_report_tokens', { cookie: author, json: { label: 'List' } })).body.data.token;

    checkout = await workflow('Lst Checkout flow', ['https://shop.example/basket', 'https://shop.example/address', 'https://shop.example/basket']);
    await workflow('Lst Sign-up flow', ['https://shop.example/join'], false);
    const { id } = await ingest('', { type: 'assistedTest', name: 'Lst Keyboard audit' });
    await ingest(`/${id}/checks`, {
      batchId: 'c1',
      checks: [
        { criterion: '2.1.1', outcome: 'fail', instances: [{ pageUrl: 'https://shop.example/', selector: '#menu', html: '<div id="menu">' }] },
        { criterion: '2.4.7', outcome: 'pass' },
        { criterion: '1.4.3', outcome: 'notTested' },
      ],
    });
    await ingest(`/${id}/finalize`);
  });

  it('lists one kind at a time, newest first, with its steps or checks, pages, severities and author', async () => {
    const workflows = await list(author, 'type=workflowScan&query=Lst');
    expect(workflows.status, workflows.text).toBe(200);
    expect(workflows.body.data.info).toEqual({ next: null, total: 2 });
    const [signUp, flow] = workflows.body.data.reports;
    expect(signUp).toMatchObject({ name: 'Lst Sign-up flow', type: 'workflowScan', unitCount: 1, pageCount: 1, isAuthor: true });
    expect(signUp?.status).not.toBe('completed');
    // Three steps over two pages (the basket is visited twice).
    expect(flow).toMatchObject({ id: checkout, name: 'Lst Checkout flow', status: 'completed', unitCount: 3, pageCount: 2, createdBy: { name: expect.any(String) } });
    expect(flow?.issueSummary).toMatchObject({ critical: 1, serious: 1, issueCount: 2 });

    const assisted = await list(author, 'type=assistedTest&query=lst');
    expect(assisted.body.data.reports.map((r) => [r.name, r.type, r.unitCount, r.issueSummary.issueCount])).toEqual([['Lst Keyboard audit', 'assistedTest', 3, 1]]);
  });

  it('finds by name, case-insensitively, taking % and _ literally', async () => {
    const found = await list(author, 'type=workflowScan&query=%20lst%20CHECKOUT%20');
    expect(found.body.data.reports.map((r) => r.name)).toEqual(['Lst Checkout flow']);
    expect(found.body.data.info.total).toBe(1);
    for (const literal of ['%25', '_']) {
      const none = await list(author, `type=workflowScan&query=Lst${literal}`);
      expect(none.body.data).toEqual({ reports: [], info: { next: null, total: 0 } });
    }
  });

  it('pages 25 at a time', async () => {
    for (let n = 1; n <= 26; n++) {
      const { id } = await ingest('', { type: 'assistedTest', name: `Lst Paged ${n}` });
      await ingest(`/${id}/finalize`);
    }
    const first = await list(author, 'type=assistedTest&query=Lst%20Paged');
    expect(first.body.data.reports).toHaveLength(25);
    expect(first.body.data.info).toEqual({ next: 2, total: 26 });
    expect(first.body.data.reports[0]?.name).toBe('Lst Paged 26');
    const second = await list(author, 'type=assistedTest&query=Lst%20Paged&page=2');
    expect(second.body.data.reports.map((r) => r.name)).toEqual(['Lst Paged 1']);
    expect(second.body.data.info).toEqual({ next: null, total: 26 });
  });

  it("shows a teammate the group's reports as not theirs, and another group none", async () => {
    const seen = await list(teammate, 'type=workflowScan&query=Lst');
    expect(seen.body.data.reports.map((r) => [r.name, r.isAuthor])).toEqual([
      ['Lst Sign-up flow', false],
      ['Lst Checkout flow', false],
    ]);
    const other = await list(outsider, 'type=workflowScan&query=Lst');
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ reports: [], info: { next: null, total: 0 } });
  });

  it('needs a kind of manual report and a session', async () => {
    expect((await list(author, 'query=Lst')).status).toBe(400);
    expect((await list(author, 'type=automatedTest')).status).toBe(400);
    expect((await server.request('GET', '/api/v1/manual_reports?type=workflowScan')).status).toBe(401);
  });
});
