/**
 * Contract of comparing two runs of one workflow (issue 20, decision 0039): two Workflow Analyzer
 * reports of one name in one project compare through every compare call with `product=workflowScan`
 * (run 1 finds A and B, run 2 finds B and C: C new, B retained, A resolved; steps are the test
 * cases); runs of different workflows, an assisted test and a build are 400s that say so, another
 * group's run is 404, report tokens 401, a run not finished 409. On SQLite and PostgreSQL.
 */
import { beforeAll, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@curbcut/core';
import { ManualClock } from '@curbcut/server';
import { axePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const SITE = 'https://shop.example';
const A: AxeFinding = ['image-alt', 'critical', 'img.hero'];
const B: AxeFinding = ['link-name', 'serious', 'a.more'];
const C: AxeFinding = ['label', 'critical', 'input.street'];
/** Every rule the recorder's engine ran on every step: a finding's rule is never one only a run's engine ran. */
const RULES = [A, B, C].map(([rule]) => rule);

/** One recorded step: its page and what axe found there. */
interface Step {
  name: string;
  path: string;
  findings: AxeFinding[];
}

const BASKET = (findings: AxeFinding[]): Step => ({ name: 'Open the basket', path: '/basket', findings });
const ADDRESS = (findings: AxeFinding[]): Step => ({ name: 'Enter the address', path: '/address', findings });
const none = { new: 0, retained: 0, resolved: 0, notCompared: 0 };

describeEachDatabase('compare workflow runs', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;
  let auth: { token: string };
  let first: string;
  let second: string;
  let query: string;

  const ingest = async (path: string, json?: Record<string, unknown>) => {
    const res = await server.request('POST', `/api/v1/ingest/manual_reports${path}`, { ...auth, ...(json ? { json } : {}) });
    expect(res.status, res.text).toBeLessThan(300);
    return res.body.data as { id: string };
  };

  /** Records a report of these steps, finished unless `finish` is false, a minute after the last. */
  async function record(type: 'workflowScan' | 'assistedTest', name: string, steps: Step[], options: { project?: string; finish?: boolean } = {}): Promise<string> {
    const { id } = await ingest('', { type, name, ...(options.project ? { project: options.project } : {}) });
    for (const [i, s] of steps.entries()) {
      const passes = RULES.filter((rule) => !s.findings.some(([r]) => r === rule));
      const step = { index: i + 1, name: s.name, url: `${SITE}${s.path}`, action: i === 0 ? 'Navigate' : 'Click "Continue"' };
      await ingest(`/${id}/steps`, { batchId: `s${i + 1}`, step, results: axePage(step.url, { violations: s.findings, passes }) });
    }
    if (options.finish !== false) await ingest(`/${id}/finalize`);
    clock.advance(60_000);
    return id;
  }

  const get = (path: string, q = query, who: { cookie?: string; token?: string } = { cookie }) => server.request('GET', `/api/compare/${path}?${q}`, who);
  const post = (path: string, json: Record<string, unknown> = {}, who: { cookie?: string; token?: string } = { cookie }) =>
    server.request('POST', `/api/compare/${path}?${query}`, { ...who, json });
  const pairOf = (a: string, b: string) => `product=workflowScan&ids=${a},${b}`;

  beforeAll(async () => {
    clock = new ManualClock('2026-11-22T09:00:00.000Z');
    server = await db().start({ demo: true, clock });
    cookie = await signIn(server, 'demo@curbcut.local');
    auth = { token: (await server.request('POST', '/api/v1/user/manual_report_tokens', { cookie, json: { label: 'Recorder' } })).body.data.token };
    first = await record('workflowScan', 'Checkout', [BASKET([A, B])]);
    second = await record('workflowScan', 'Checkout', [BASKET([B]), ADDRESS([C])]);
    query = pairOf(second, first);
  });

  it('compares two runs of one workflow: the older is the base, numbered by its place among the runs of its name', async () => {
    const meta = await get('meta');
    expect(meta.status, meta.text).toBe(200);
    expect(meta.body.data).toMatchObject({
      product: 'workflowScan',
      reordered: true,
      baseReport: { id: first, name: 'Checkout', number: 1, status: 'completed', createdAt: '2026-11-22T09:00:00.000Z' },
      newReport: { id: second, name: 'Checkout', number: 2, status: 'completed', createdAt: '2026-11-22T09:01:00.000Z' },
      notComparedRules: [],
      notComparedPages: [],
    });

    const summary = await get('summary');
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.data).toMatchObject({
      newIssues: 1,
      retainedIssues: 1,
      resolvedIssues: 1,
      notComparedIssues: 0,
      movedIssues: 0,
      bySeverity: { critical: { ...none, new: 1, resolved: 1 }, serious: { ...none, retained: 1 } },
      topRules: { byNew: [{ key: 'label', ...none, new: 1 }], byResolved: [{ key: 'image-alt', ...none, resolved: 1 }] },
      // A workflow's steps are its test cases, matched by name across the runs.
      topTests: {
        byNew: [{ key: 'Enter the address', ...none, new: 1 }],
        byResolved: [{ key: 'Open the basket', ...none, retained: 1, resolved: 1 }],
      },
    });
  });

  it('answers every view call of the comparison', async () => {
    const rules = await post('rules');
    expect(rules.status, rules.text).toBe(200);
    expect(rules.body.data.statusCounts).toEqual({ ...none, new: 1, retained: 1, resolved: 1 });

    const issues = await post('issues', { limit: 10 });
    expect(issues.status, issues.text).toBe(200);
    expect(issues.body.data.issues.map((i: { ruleId: string; status: string; reportId: string }) => [i.ruleId, i.status, i.reportId])).toEqual([
      ['link-name', 'retained', second],
      ['label', 'new', second],
      ['image-alt', 'resolved', first],
    ]);

    const guidelines = await post('guidelines', { compareStatus: ['new'] });
    expect(guidelines.status, guidelines.text).toBe(200);
    const key = guidelines.body.data.guidelines[0].key as string;
    const byGuideline = await server.request('POST', `/api/compare/guidelines/${encodeURIComponent(key)}/components?${query}`, { cookie, json: { compareStatus: ['new'] } });
    expect(byGuideline.body.data.components.map((c: { id: string }) => c.id)).toEqual(['input.street']);
    const components = await post('components', { ruleId: 'image-alt' });
    expect(components.body.data.components).toMatchObject([{ id: 'img.hero', statusCounts: { resolved: 1 } }]);

    const filters = await get('filters', `${query}&type=tests`);
    expect(filters.status, filters.text).toBe(200);
    expect(filters.body.data.tests).toEqual([
      { value: 'Open the basket', label: 'Open the basket', count: 2 },
      { value: 'Enter the address', label: 'Enter the address', count: 1 },
    ]);

    const csv = await get('csv', `${query}&compareStatus=new,resolved`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('compare-1-2');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe(['Compare status', ...CSV_COLUMNS].join(','));
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['New,label', 'Resolved,image-alt']);

    // A workflow run records steps, not a scan log.
    expect((await get('scan_logs')).body.data).toEqual({ pages: [], changeCounts: { added: 0, removed: 0, fixed: 0, broken: 0, unchanged: 0 } });
  });

  it('refuses runs of different workflows, an assisted test, a build and a run not finished, saying why', async () => {
    const signUp = await record('workflowScan', 'Sign-up', [BASKET([A])]);
    const workflows = await get('meta', pairOf(first, signUp));
    expect(workflows.status).toBe(400);
    expect(workflows.body.error).toMatchObject({
      path: 'query.ids',
      message: `The run #1 of workflow "Checkout" (${first}) and the run #1 of workflow "Sign-up" (${signUp}) are runs of different workflows: only two runs of one workflow are compared.`,
    });

    const assisted = await record('assistedTest', 'Checkout', []);
    const asAssisted = await get('summary', pairOf(first, assisted));
    expect(asAssisted.status).toBe(400);
    expect(asAssisted.body.error.message).toBe(`Report ${assisted} is of product assistedTest, not workflowScan: only runs of one product are compared.`);
    expect((await get('summary', `product=assistedTest&ids=${first},${assisted}`)).body.error.path).toBe('query.product');

    const projectToken = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'Shop builds' } })).body.data.project.id as string;
    const uploadToken = (await server.request('POST', `/api/v1/projects/${projectToken}/upload_tokens`, { cookie, json: {} })).body.data.token as string;
    const build: string = (await server.request('POST', '/api/v1/ingest/builds', { token: uploadToken, json: { buildName: 'Checkout' } })).body.data.id;
    const asBuild = await get('meta', pairOf(first, build));
    expect(asBuild.status).toBe(400);
    expect(asBuild.body.error.message).toContain(`Report ${build} is of product automatedTest, not workflowScan`);

    const elsewhere = await record('workflowScan', 'Checkout', [BASKET([A])], { project: 'Shop builds' });
    const projects = await get('meta', pairOf(first, elsewhere));
    expect(projects.status).toBe(400);
    expect(projects.body.error.message).toContain('belong to different projects');

    const running = await record('workflowScan', 'Checkout', [BASKET([B])], { finish: false });
    const notDone = await get('meta', pairOf(second, running));
    expect(notDone.status).toBe(409);
    // Numbered as its report is: manual reports of one name in one project count together (the assisted test took #3).
    expect(notDone.body.error.message).toBe(`The run #4 of workflow "Checkout" (${running}) is running, not completed: only completed runs are compared.`);
  });

  it("answers 404 for another group's run and 401 for report tokens, on the summary and the views", async () => {
    const other = await signIn(server, 'free@curbcut.local');
    expect((await get('meta', query, { cookie: other })).status).toBe(404);
    expect((await post('issues', {}, { cookie: other })).status).toBe(404);

    const embed = await server.request('POST', '/api/v1/auth/session_token', { cookie, json: { reportId: second } });
    expect(embed.status, embed.text).toBe(200);
    const shared = await server.request('POST', '/api/public_reports', { cookie, json: { id: second, type: 'workflowScan' } });
    expect(shared.status, shared.text).toBe(200);
    const publicToken = new URLSearchParams(String(shared.body.data.link).split('?')[1]).get('token') as string;
    for (const token of [embed.body.data.token as string, publicToken]) {
      expect((await get('summary', query, { token })).status).toBe(401);
      expect((await post('rules', {}, { token })).status).toBe(401);
    }
  });
});
