/**
 * Page snapshots of workflow steps (docs/decisions/0041, spec 002 section 7 "Snapshot"): a step sent
 * with its page's HTML and resources gives that page's issues a snapshot, served by the same calls
 * as a website scan's (members and public-link readers alike); a step without one leaves its issues
 * without, and a snapshot over a scan's caps is refused naming the field, on SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { SNAPSHOT_LIMITS } from '@curbcut/scanner';
import { TINY_PNG, axePage } from './axeFixtures';
import { describeEachDatabase, issueIdOf, signIn, type TestServer } from './harness';

const BASKET = 'https://shop.example/basket';
const ADDRESS = 'https://shop.example/address';
const CSS_URL = 'https://shop.example/shop.css';
const LOGO_URL = 'https://cdn.shop.example/logo.png';
const HTML = `<!DOCTYPE html><html><head><base href="${BASKET}"><link rel="stylesheet" href="shop.css"></head><body><h1>Your basket</h1><img class="hero" src="${LOGO_URL}"></body></html>`;
const CSS = `h1 { background: url("${LOGO_URL}"); }`;
const PUBLIC_TOKEN = /token=(ccp_[A-Za-z0-9_-]{43})/;

const base64 = (text: string) => Buffer.from(text).toString('base64');
/** base64 of `bytes` zero bytes. */
const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');

describeEachDatabase('manual-report step snapshots', (db) => {
  let server: TestServer;
  let author: string;
  let token: string;
  let reportId: string;

  const create = async (name: string): Promise<string> => {
    const made = await server.request('POST', '/api/v1/ingest/manual_reports', { token, json: { type: 'workflowScan', name } });
    expect(made.status, made.text).toBe(201);
    return made.body.data.id;
  };
  const step = (id: string, json: Record<string, unknown>) => server.request('POST', `/api/v1/ingest/manual_reports/${id}/steps`, { token, json });
  const stepAt = (index: number, url: string, extra: Record<string, unknown> = {}) => ({ index, name: `Step ${index}`, url, action: 'Navigate', ...extra });
  const snapshotOf = (issueId: string, auth: { cookie?: string; token?: string } = { cookie: author }) =>
    server.request('GET', `/api/v1/reports/${reportId}/snapshot?issueId=${encodeURIComponent(issueId)}`, auth);

  beforeAll(async () => {
    server = await db().start({ demo: true });
    author = await signIn(server, 'demo@curbcut.local');
    token = (await server.request('POST', '/api/v1/user/manual_report_tokens', { cookie: author, json: { label: 'Recorder' } })).body.data.token;

    reportId = await create('Checkout with snapshots');
    const snapshot = {
      html: HTML,
      resources: [
        { url: CSS_URL, contentType: 'text/css; charset=utf-8', data: base64(CSS) },
        { url: LOGO_URL, contentType: 'image/png', data: TINY_PNG },
      ],
    };
    const first = { batchId: 'step-1', step: stepAt(1, BASKET, { snapshot }), results: axePage(BASKET, { violations: [['image-alt', 'critical', 'img.hero']] }) };
    const sent = await step(reportId, first);
    expect(sent.status, sent.text).toBe(200);
    // A retried batch is answered as a duplicate; a later step on the same page (a dialog opened) has a snapshot of its own.
    expect((await step(reportId, first)).body.data.duplicate).toBe(true);
    const later = await step(reportId, {
      batchId: 'step-2',
      step: stepAt(2, BASKET, { snapshot: { html: '<p>Later</p>' } }),
      results: axePage(BASKET, { violations: [['image-alt', 'critical', 'img.hero'], ['image-alt', 'critical', 'img.confirm']] }),
    });
    expect(later.status, later.text).toBe(200);
    const without = await step(reportId, { batchId: 'step-3', step: stepAt(3, ADDRESS), results: axePage(ADDRESS, { violations: [['image-alt', 'critical', 'img.banner']] }) });
    expect(without.status, without.text).toBe(200);
    expect((await server.request('POST', `/api/v1/ingest/manual_reports/${reportId}/finalize`, { token })).status).toBe(200);
  });

  it("serves a step's snapshot for its page's issues, with the stored resources, through both snapshot calls", async () => {
    const issueId = await issueIdOf(server, author, reportId, 'image-alt', 'img.hero');
    const res = await snapshotOf(issueId);
    expect(res.status, res.text).toBe(200);
    const answer = res.body.data;
    expect(answer).toMatchObject({ status: 'ready', target: ['img.hero'] });
    expect(answer.snapshotUrl).toMatch(new RegExp(`^/api/v1/reports/${reportId}/snapshot_pages/[0-9a-f]{64}$`));
    expect(Object.keys(answer.proxyMap).sort()).toEqual([LOGO_URL, CSS_URL].sort());
    expect(answer.proxyMap[CSS_URL]).toMatch(/^\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.css$/);
    expect(answer.proxyMap[LOGO_URL]).toMatch(/^\/api\/v1\/snapshot_resources\/[0-9a-f]{64}\.png$/);

    const page = await server.request('GET', answer.snapshotUrl, { cookie: author });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<h1>Your basket</h1>');
    expect(page.text).not.toContain('Later');
    expect(page.text).toContain(answer.proxyMap[CSS_URL]);
    const sheet = await server.request('GET', answer.proxyMap[CSS_URL]);
    expect(sheet.status).toBe(200);
    expect(sheet.text).toContain(answer.proxyMap[LOGO_URL]);
    const logo = await server.request('GET', answer.proxyMap[LOGO_URL]);
    expect(logo.headers.get('content-type')).toBe('image/png');

    const alias = await server.request('GET', `/api/tests/issue_snapshot?id=${encodeURIComponent(issueId)}&scan_run_id=${reportId}`, { cookie: author });
    expect(alias.status, alias.text).toBe(200);
    expect(alias.body.data).toEqual(answer);
  });

  it('shows an issue in the state of the first step that found it: a dialog step on the same page has its own snapshot', async () => {
    const pageOf = async (target: string) => {
      const res = await snapshotOf(await issueIdOf(server, author, reportId, 'image-alt', target));
      expect(res.body.data.status).toBe('ready');
      return (await server.request('GET', res.body.data.snapshotUrl, { cookie: author })).text;
    };
    expect(await pageOf('img.hero')).toContain('<h1>Your basket</h1>');
    const dialog = await pageOf('img.confirm');
    expect(dialog).toContain('<p>Later</p>');
    expect(dialog).not.toContain('Your basket');
  });

  it('answers unavailable for the issues of a step sent without a snapshot', async () => {
    const res = await snapshotOf(await issueIdOf(server, author, reportId, 'image-alt', 'img.banner'));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'unavailable', snapshotUrl: null, proxyMap: {} });
  });

  it("lets a public link's reader open the snapshot, its address carrying the token", async () => {
    const issueId = await issueIdOf(server, author, reportId, 'image-alt', 'img.hero');
    const shared = await server.request('POST', '/api/public_reports', { cookie: author, json: { id: reportId, type: 'workflowScan' } });
    expect(shared.status, shared.text).toBe(200);
    const reader = PUBLIC_TOKEN.exec(shared.body.data.link)?.[1] ?? '';
    const res = await snapshotOf(issueId, { token: reader });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('ready');
    expect(res.body.data.snapshotUrl).toContain(`?token=${encodeURIComponent(reader)}`);
    const page = await server.request('GET', res.body.data.snapshotUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Your basket</h1>');
  });

  it('takes no snapshot from a step a finished report refuses', async () => {
    const after = 'https://shop.example/after';
    const res = await step(reportId, { batchId: 'step-4', step: stepAt(4, after, { snapshot: { html: HTML } }) });
    expect(res.status, res.text).toBe(409);
    const stored = await server.context.db.selectFrom('page_snapshots').select('page_url').where('report_id', '=', reportId).execute();
    expect(stored.map((p) => p.page_url).sort()).toEqual([`${BASKET}#curbcut-step-1`, `${BASKET}#curbcut-step-2`]);
  });

  it("refuses a snapshot over a website scan's caps, naming the field, and stores nothing of it", async () => {
    const id = await create('Over the caps');
    const url = 'https://shop.example/huge';
    const refused = async (snapshot: Record<string, unknown>, path: string) => {
      const res = await step(id, { batchId: `b-${path}`, step: stepAt(1, url, { snapshot }) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.path).toBe(path);
    };
    const resource = (data: string, at = 'https://shop.example/a.png') => ({ url: at, contentType: 'image/png', data });
    await refused({ html: 'x'.repeat(SNAPSHOT_LIMITS.maxHtmlChars + 1) }, '$.step.snapshot.html');
    await refused({ html: HTML, resources: [resource(TINY_PNG), resource(zeros(SNAPSHOT_LIMITS.maxResourceBytes + 1))] }, '$.step.snapshot.resources[1].data');
    const perResource = SNAPSHOT_LIMITS.maxResourceBytes;
    const count = Math.floor(SNAPSHOT_LIMITS.maxPageResourceBytes / perResource) + 1;
    const full = Array.from({ length: count }, (_, i) => resource(zeros(perResource), `https://shop.example/${i}.png`));
    await refused({ html: HTML, resources: full }, `$.step.snapshot.resources[${count - 1}].data`);
    await refused({ html: HTML, resources: [resource('not base64!')] }, '$.step.snapshot.resources[0].data');
    await refused({ html: HTML, resources: [resource(TINY_PNG, 'file:///etc/passwd')] }, '$.step.snapshot.resources[0].url');
    const stored = await server.context.db.selectFrom('page_snapshots').select('page_url').where('report_id', '=', id).execute();
    expect(stored).toEqual([]);
    expect((await server.context.db.selectFrom('report_steps').select('step_index').where('report_id', '=', id).execute())).toEqual([]);
  });
});
