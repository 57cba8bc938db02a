/**
 * The demo's manual reports (`npm start`): recorded in Chromium from the demo site and sent through
 * the manual-report ingest of a real server with the demo user's personal token. The viewer reads
 * the checkout flow's steps in order with their screenshots, issues and page snapshots, and the keyboard audit's
 * checks with their outcomes; a second start adds nothing, and a recording stopped midway is
 * finished by the next one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchScanBrowser, type ScanBrowser } from '@curbcut/scanner';
import { DEMO_ASSISTED_NAME, DEMO_WORKFLOW_NAME, recordDemoManualReports, type DemoManualReportsResult } from '@curbcut/server';
import { startDemoSite, type DemoSite } from '../../examples/demo-site/serve.mjs';
import { describeEachDatabase, signIn, type TestServer } from '../contract/harness';

const PNG_MAGIC = '89504e470d0a1a0a';

interface Step {
  index: number;
  name: string;
  url: string;
  action: string;
  issueCount: number;
  screenshot: string | null;
}

interface Check {
  criterion: string;
  outcome: string;
  issueCount: number;
}

describeEachDatabase('demo manual reports', (db) => {
  let site: DemoSite;
  let browser: ScanBrowser;
  let server: TestServer;
  let cookie: string;
  let demo: { id: string; groupId: string };
  let first: DemoManualReportsResult;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startDemoSite({ port: 0 }), launchScanBrowser({ warmContexts: false })]);
    server = await db().start({ demo: true });
    cookie = await signIn(server, 'demo@curbcut.local');
    const user = await server.context.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    demo = { id: user.id, groupId: user.group_id };
    first = await recordDemoManualReports(server, demo, site.url, { browser });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('records the checkout flow step by step, each step with its action, page, screenshot, issues and page snapshot', async () => {
    expect(first.workflow.recorded).toBe(true);
    const id = first.workflow.id;
    const meta = (await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie })).body.data;
    expect(meta).toMatchObject({ name: DEMO_WORKFLOW_NAME, type: 'workflowScan', status: 'completed' });
    expect(meta.issueSummary.issueCount).toBeGreaterThan(0);

    const res = await server.request('GET', `/api/v1/reports/${id}/steps`, { cookie });
    expect(res.status, res.text).toBe(200);
    const steps: Step[] = res.body.data.steps;
    expect(steps.map((s) => [s.index, s.action, new URL(s.url).pathname])).toEqual([
      [1, 'Navigate to the home page', '/'],
      [2, 'Click "Oak serving board"', '/product.html'],
      [3, 'Click "Add to basket"', '/product.html'],
      [4, 'Click the basket icon', '/basket.html'],
      [5, 'Click "Go to checkout"', '/checkout.html'],
      [6, 'Navigate to the order review page', '/checkout-confirm.html'],
      [7, 'Click "Place order"', '/checkout-confirm.html'],
    ]);
    // The captured pages keep their known defects; the open dialog adds its own to the review page.
    for (const step of steps.slice(0, 5)) expect(step.issueCount, step.name).toBeGreaterThan(0);
    expect(steps[6]?.issueCount).toBeGreaterThan(steps[5]?.issueCount ?? Infinity);

    for (const step of steps) {
      expect(step.screenshot, step.name).not.toBeNull();
      const image = await fetch(`${server.url}${step.screenshot}`, { headers: { cookie } });
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8).toString('hex')).toBe(PNG_MAGIC);
    }

    // Every page of the flow has its snapshot: an issue there opens the page with the site's stylesheet.
    const pages = [...new Set(steps.map((s) => s.url))];
    for (const url of pages) {
      const issue = await server.context.db.selectFrom('issues').select('fingerprint').where('report_id', '=', id).where('page_url', '=', url).executeTakeFirstOrThrow();
      const snapshot = await server.request('GET', `/api/v1/reports/${id}/snapshot?issueId=${encodeURIComponent(issue.fingerprint)}`, { cookie });
      expect(snapshot.body.data.status, url).toBe('ready');
      expect(Object.keys(snapshot.body.data.proxyMap), url).toContain(`${site.url}/styles.css`);
    }
  });

  it("records the keyboard audit's verdicts from the real page, failing elements as issues, with the page's axe results", async () => {
    expect(first.assisted.recorded).toBe(true);
    const id = first.assisted.id;
    const res = await server.request('GET', `/api/v1/reports/${id}/checks`, { cookie });
    expect(res.status, res.text).toBe(200);
    const checks: Check[] = res.body.data.checks;
    expect(checks.map((c) => [c.criterion, c.outcome, c.issueCount])).toEqual([
      ['1.4.3', 'fail', 1],
      ['2.1.1', 'fail', 1],
      ['2.2.1', 'notApplicable', 0],
      ['2.4.3', 'fail', 3],
      ['2.4.7', 'pass', 0],
      ['3.3.1', 'notTested', 0],
      ['4.1.2', 'fail', 1],
    ]);
    const meta = (await server.request('GET', `/api/v1/reports/${id}/meta`, { cookie })).body.data;
    expect(meta).toMatchObject({ name: DEMO_ASSISTED_NAME, type: 'assistedTest', status: 'completed' });
    // Six failing instances plus what axe found on the page by itself.
    expect(meta.issueSummary.issueCount).toBeGreaterThan(6);

    const issue = await server.request('POST', `/api/v1/reports/${id}/issue`, {
      cookie,
      json: { ruleId: 'assisted-2-1-1', componentId: 'span.checkbox', filters: { needsReviewFilter: 'allIssues', issueStatus: 'visible' } },
    });
    expect(issue.status, issue.text).toBe(200);
    expect(issue.body.data.failureSummary).toContain('cannot be chosen from the keyboard');
  });

  it('revokes the token it recorded with, and a second start adds nothing', async () => {
    const tokens = await server.context.db.selectFrom('manual_report_tokens').select(['label', 'revoked_at']).where('user_id', '=', demo.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ label: 'Demo recorder' });
    expect(tokens[0]?.revoked_at).not.toBeNull();

    const countReports = async () =>
      (await server.context.db.selectFrom('reports').select(({ fn }) => fn.countAll<number>().as('n')).where('group_id', '=', demo.groupId).executeTakeFirstOrThrow()).n;
    const before = Number(await countReports());
    const again = await recordDemoManualReports(server, demo, site.url, { browser });
    expect(again).toEqual({ workflow: { id: first.workflow.id, recorded: false }, assisted: { id: first.assisted.id, recorded: false } });
    expect(Number(await countReports())).toBe(before);
    expect(await server.context.db.selectFrom('manual_report_tokens').select('id').where('user_id', '=', demo.id).execute()).toHaveLength(1);
  });

  it('leaves a recording stopped midway running, and the next start finishes it in the same report', async () => {
    const user = await server.context.db.selectFrom('users').select(['id', 'group_id']).where('email', '=', 'trial@curbcut.local').executeTakeFirstOrThrow();
    const trial = { id: user.id, groupId: user.group_id };
    const sentSteps = () =>
      server.context.db
        .selectFrom('report_steps')
        .innerJoin('reports', 'reports.id', 'report_steps.report_id')
        .select(['reports.id', 'reports.status'])
        .where('reports.group_id', '=', trial.groupId)
        .execute();
    const controller = new AbortController();
    const stopped = recordDemoManualReports(server, trial, site.url, { browser, signal: controller.signal });
    while ((await sentSteps()).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(stopped).rejects.toThrow();
    const partial = await sentSteps();
    expect(partial.length).toBeLessThan(7);
    expect(partial[0]?.status).toBe('running');

    const resumed = await recordDemoManualReports(server, trial, site.url, { browser });
    expect(resumed.workflow).toEqual({ id: partial[0]?.id, recorded: true });
    const steps: Step[] = (await server.request('GET', `/api/v1/reports/${resumed.workflow.id}/steps`, { cookie: await signIn(server, 'trial@curbcut.local') })).body.data.steps;
    expect(steps.map((s) => s.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const live = await server.context.db.selectFrom('manual_report_tokens').select('id').where('user_id', '=', trial.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
  });
  // The recorder drives Chromium and calls the HTTP ingest, whose storage the contract suite checks on
  // both databases (manualIngest.test.ts): a second database would add 12 s and check nothing more.
}, { only: ['sqlite'] });
