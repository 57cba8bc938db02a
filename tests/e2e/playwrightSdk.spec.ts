/**
 * @curbcut/playwright end to end: the example suite (examples/demo-site-tests) runs in its own
 * Playwright process with the SDK's reporter against a real server, once whole and once as two
 * shards. The build must hold every test with its name, file, status and the issues a direct axe
 * run finds on the same page.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';
import { freePort, runSuite, signedInProject, startDemoSite } from './support/sdkSuite';

/** The suite's tests: name, file, describe titles, status, and what `a11y.check` covered. */
const EXPECTED = [
  { name: 'home page', file: 'tests/shop.spec.ts', scope: [], status: 'passed', states: 1, page: 'index.html', context: null },
  { name: 'product page, before and after choosing a quantity', file: 'tests/shop.spec.ts', scope: [], status: 'passed', states: 2, page: 'product.html', context: null },
  { name: 'contact form', file: 'tests/shop.spec.ts', scope: ['Contact'], status: 'passed', states: 1, page: 'contact.html', context: { exclude: [['footer']] } },
  { name: 'basket (the demo site has no basket page yet)', file: 'tests/shop.spec.ts', scope: [], status: 'skipped', states: 0, page: null, context: null },
  { name: 'shop all lists the collection', file: 'tests/browse.spec.ts', scope: ['Browsing'], status: 'passed', states: 1, page: 'products.html', context: null },
  { name: 'our story', file: 'tests/browse.spec.ts', scope: ['Browsing'], status: 'passed', states: 1, page: 'about.html', context: null },
] as const;

interface StoredTestCase {
  name: string;
  file: string;
  status: string;
  scope_list: string;
  browser: string;
  page_states_count: number;
  summary: string;
}

/** Violation nodes of a direct axe run on a page of the demo site, by node impact. */
async function directAxeCounts(page: Page, url: string, context: object | null): Promise<Record<string, number>> {
  await page.goto(url);
  await page.evaluate(axe.source);
  const impacts = await page.evaluate(async (ctx) => {
    const engine = (window as unknown as { axe: { run(c: unknown, o?: unknown): Promise<{ violations: { impact?: string | null; nodes: { impact?: string | null }[] }[] }> } }).axe;
    const results = await engine.run(ctx ?? document, {});
    return results.violations.flatMap((v) => v.nodes.map((n) => n.impact ?? v.impact ?? 'minor'));
  }, context);
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0, issueCount: impacts.length };
  for (const impact of impacts) counts[impact] = (counts[impact] ?? 0) + 1;
  return counts;
}

function storedTestCases(dataDir: string, reportId: string): StoredTestCase[] {
  const db = new Database(path.join(dataDir, 'curbcut.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT name, file, status, scope_list, browser, page_states_count, summary FROM test_cases WHERE report_id = ? ORDER BY name')
      .all(reportId) as StoredTestCase[];
  } finally {
    db.close();
  }
}

test('the example suite reports one build per run, whole or sharded, with the issues axe finds', async ({ freshServer, request, page }) => {
  test.setTimeout(480_000);
  const port = await freePort();
  const site = await startDemoSite(port);
  try {
    const { projectId, token } = await signedInProject(request, freshServer.url, 'SDK shop');
    const env = { CURBCUT_URL: freshServer.url, CURBCUT_TOKEN: token, CURBCUT_PROJECT: 'SDK shop', DEMO_SITE_PORT: String(port) };

    const whole = await runSuite({ ...env, CURBCUT_BUILD_NAME: 'sdk-whole' });
    expect(whole.code, whole.stdout + whole.stderr).toBe(0);
    expect(whole.stdout).toContain('Curbcut: sent 6 test cases (6 checks) to sdk-whole #1.');
    const reportUrl = /Curbcut report: (\S+)/.exec(whole.stdout)?.[1] ?? '';
    expect(reportUrl).toMatch(new RegExp(`^${freshServer.url}/automated-tests/projects/${projectId}/builds/sdk-whole/1\\?thBuildId=rep_`));
    const reportId = new URL(reportUrl).searchParams.get('thBuildId') ?? '';
    const meta = await request.get(`${freshServer.url}/api/v1/reports/${reportId}/meta`);
    expect(meta.status()).toBe(200);
    expect(((await meta.json()) as { data: { status: string } }).data.status).toBe('completed');
    // The printed link is the report page itself, once signed in.
    await page.goto(reportUrl);
    await submitSignIn(page);
    await expect(page).toHaveURL(reportUrl);
    await expect(page.getByRole('heading', { level: 1, name: /sdk-whole#1/ })).toBeVisible();

    const cases = storedTestCases(freshServer.dataDir, reportId);
    expect(cases.map((c) => c.name)).toEqual(EXPECTED.map((e) => e.name).sort());
    for (const expected of EXPECTED) {
      const stored = cases.find((c) => c.name === expected.name);
      expect(stored, expected.name).toMatchObject({ file: expected.file, status: expected.status, page_states_count: expected.states });
      expect(JSON.parse(stored?.scope_list ?? 'null'), expected.name).toEqual(expected.scope);
      // The version comes from the browser a check ran in; a skipped test only knows the project's browser.
      const browser = expected.states > 0 ? { name: 'chromium', version: expect.stringMatching(/^\d+\./) } : { name: 'chromium' };
      expect(JSON.parse(stored?.browser ?? '{}'), expected.name).toEqual(browser);
      if (expected.states !== 1 || expected.page === null) continue;
      const direct = await directAxeCounts(page, `http://127.0.0.1:${port}/${expected.page}`, expected.context);
      expect(direct.issueCount, `${expected.page} has issues`).toBeGreaterThan(0);
      expect(JSON.parse(stored?.summary ?? '{}'), expected.name).toMatchObject(direct);
    }

    const shardEnv = { ...env, CURBCUT_BUILD_NAME: 'sdk-shards', CURBCUT_RUN_KEY: 'e2e-shards-1' };
    const first = await runSuite(shardEnv, ['--shard=1/2']);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('Curbcut: build left running for the other shards (run key e2e-shards-1)');
    const second = await runSuite({ ...shardEnv, CURBCUT_FINALIZE: 'last' }, ['--shard=2/2']);
    expect(second.code, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toContain('Curbcut report: ');

    const listed = await request.get(`${freshServer.url}/api/v1/reports?type=automatedTest&projectId=${projectId}`);
    const reports = ((await listed.json()) as { data: { reports: { id: string; buildName: string; status: string }[] } }).data.reports;
    const shardBuilds = reports.filter((r) => r.buildName === 'sdk-shards');
    expect(shardBuilds.map((r) => r.status)).toEqual(['completed']);
    const sharded = storedTestCases(freshServer.dataDir, shardBuilds[0]?.id ?? '');
    expect(sharded.map((c) => [c.name, c.status, c.summary])).toEqual(cases.map((c) => [c.name, c.status, c.summary]));
  } finally {
    site.kill('SIGTERM');
  }
});
