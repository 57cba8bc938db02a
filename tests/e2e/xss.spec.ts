/**
 * Text from scanned pages is rendered as text (ARCHITECTURE "Security model"): a build uploaded
 * through the ingest API whose axe results carry script payloads in every text the report shows
 * from a page (HTML snippet, selector, failure summary, check messages and related elements, page
 * URL, rule help and description, help URL) and in the test case's name. The report, the issue's
 * details with every tab, the Overview and the Filters modal show them literally; none runs, none
 * becomes an element, no dialog opens, and Learn more is never a javascript: link.
 */
import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';
import { axePage, buildReportPath, createUploadProject, ingestApi } from './support/ingest';

/** Every payload sets window.__pwned when it runs (a different value each, to tell which did). */
const PAYLOAD = {
  html: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  selector: 'img.logo[alt=""]"><svg onload=window.__pwned=3>',
  pageUrl: 'https://evil.example/?q=<script>window.__pwned=4</script>',
  failureSummary: 'Fix any of the following:\n  <img src=y onerror="window.__pwned=5"> has no alt',
  help: 'Images need <b onmouseover="window.__pwned=6">alt</b> text<script>window.__pwned=7</script>',
  description: 'Ensure <img src=z onerror="window.__pwned=8"> elements have <i>alternative</i> text',
  helpUrl: 'javascript:window.__pwned=9',
  message: 'Element has no alt <svg><script>window.__pwned=10</script></svg>',
  related: 'a"><img src=r onerror="window.__pwned=11">',
  testName: 'shows the logo <img src=t onerror="window.__pwned=12">',
} as const;

/** The rule id of the poisoned finding; its texts come from the results, not from a catalogue. */
const RULE = 'xss-probe';

/** Fails the test on any dialog, script-made or not. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** Nothing ran, no dialog opened and no payload became an element. */
async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(dialogs, `no dialog opened by ${where}`).toEqual([]);
  const found = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    // Scripts of the app have a src; an inline one could only come from a payload.
    inlineScripts: [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').filter((t) => t.includes('__pwned')),
    handlers: [...document.querySelectorAll('[onerror], [onload], [onmouseover]')].map((e) => e.outerHTML),
    images: [...document.querySelectorAll('img')].map((i) => i.getAttribute('src')).filter((src) => src !== null && ['x', 'y', 'z', 'r', 't'].includes(src)),
    svgs: [...document.querySelectorAll('svg')].filter((s) => s.outerHTML.includes('__pwned')).map((s) => s.outerHTML),
    javascriptLinks: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*javascript:/i.test(h)),
    bold: [...document.querySelectorAll('b, i')].filter((e) => e.outerHTML.includes('alt') || e.textContent === 'alternative').map((e) => e.outerHTML),
  }));
  expect(found, `no payload ran or became markup on ${where}`).toEqual({
    pwned: undefined,
    inlineScripts: [],
    handlers: [],
    images: [],
    svgs: [],
    javascriptLinks: [],
    bold: [],
  });
}

test('script payloads in uploaded results show as literal text everywhere the report shows them, and never run', async ({ page, request, freshServer }) => {
  const dialogs = failOnDialogs(page);
  await page.goto(`${freshServer.url}/home`);
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const project = await createUploadProject(page.request, 'Untrusted pages', freshServer.url);
  const ingest = ingestApi(request, project.token, freshServer.url);
  const build = await ingest.createBuild('xss');
  const results = axePage(PAYLOAD.pageUrl, [
    {
      rule: RULE,
      impact: 'critical',
      selector: PAYLOAD.selector,
      html: PAYLOAD.html,
      help: PAYLOAD.help,
      description: PAYLOAD.description,
      helpUrl: PAYLOAD.helpUrl,
      failureSummary: PAYLOAD.failureSummary,
      message: PAYLOAD.message,
    },
  ]) as { violations: { nodes: { any: { relatedNodes: unknown[] }[] }[] }[] };
  results.violations[0]!.nodes[0]!.any[0]!.relatedNodes = [{ target: [PAYLOAD.related], html: PAYLOAD.html }];
  const response = await request.post(`${freshServer.url}/api/v1/ingest/builds/${build.id}/batches`, {
    headers: { authorization: `Bearer ${project.token}` },
    data: { batchId: 'b1', testCases: [{ key: 'logo.spec.ts:1', name: PAYLOAD.testName, status: 'failed', file: 'tests/logo.spec.ts', results }] },
  });
  expect(response.status(), await response.text()).toBe(200);
  await ingest.finalize(build.id);

  // The report's Overview: affected pages and components.
  await page.goto(`${freshServer.url}${buildReportPath(project.id, build)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'xss#1' })).toBeVisible();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  const pages = overview.getByRole('region', { name: 'Affected pages table' });
  await expect(pages.getByRole('rowheader', { name: PAYLOAD.pageUrl, exact: true })).toBeVisible();
  // The component is named from the selector (core's component naming), as text.
  const topComponents = overview.getByRole('region', { name: 'Top affected components table' });
  const componentButton = topComponents.getByRole('rowheader').getByRole('button');
  await expect(componentButton).toHaveCount(1);
  const componentId = (await componentButton.textContent()) ?? '';
  expect(componentId).toMatch(/^img\.logo\b/);
  await expectNothingRan(page, dialogs, 'the Overview');

  // The Issues tab: the rule's help as its title.
  await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: 'All issues' }).click();
  const rule = page.getByRole('heading', { level: 3 }).getByRole('button', { name: `${PAYLOAD.help} 1 issue` });
  await expect(rule).toBeVisible();
  await rule.click();
  const components = page.getByRole('table', { name: `Components of ${RULE}` });
  const component = components.getByRole('button', { name: componentId, exact: true });
  await expect(component).toBeVisible();
  await expectNothingRan(page, dialogs, 'the Issues tab with the rule open');

  // The details pane: help, description, page, and no javascript: Learn more.
  await component.click();
  const pane = page.getByRole('complementary');
  await expect(pane.getByText('Issue 1 of 1', { exact: true })).toBeVisible();
  await expect(pane.getByRole('heading', { level: 3, name: componentId, exact: true })).toBeVisible();
  await expect(pane.getByRole('heading', { level: 4, name: PAYLOAD.help, exact: true })).toBeVisible();
  await expect(pane.getByText(PAYLOAD.description, { exact: true })).toBeVisible();
  await expect(pane.getByText(PAYLOAD.pageUrl, { exact: true })).toBeVisible();
  const learnMore = pane.getByRole('link', { name: /^Learn more/ });
  if ((await learnMore.count()) > 0) await expect(learnMore).toHaveAttribute('href', /^https?:\/\//);
  await expectNothingRan(page, dialogs, 'the details pane');

  const tabs = pane.getByRole('tablist', { name: 'Issue details' });
  const element = pane.getByRole('tabpanel', { name: 'Element details' });
  await expect(element.getByText(PAYLOAD.selector, { exact: true })).toBeVisible();
  await expect(element.getByRole('region', { name: 'HTML snippet' })).toHaveText(PAYLOAD.html);
  await expectNothingRan(page, dialogs, 'the Element details tab');

  await tabs.getByRole('tab', { name: 'How to fix this issue' }).click();
  const fix = pane.getByRole('tabpanel', { name: 'How to fix this issue' });
  // A rule without our guidance shows its own help as text; its javascript: helpUrl is never a link.
  await expect(fix.getByText(PAYLOAD.help, { exact: true })).toBeVisible();
  await expect(fix.getByRole('link')).toHaveCount(0);
  await expect(fix.getByText(PAYLOAD.message, { exact: true })).toBeVisible();
  await expect(fix.getByText(PAYLOAD.related, { exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs, 'the How to fix tab');

  await tabs.getByRole('tab', { name: 'Source Tests' }).click();
  const sources = pane.getByRole('tabpanel', { name: 'Source Tests' });
  await expect(sources.getByText(PAYLOAD.testName, { exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs, 'the Source Tests tab');

  // The Filters modal lists the page.
  await pane.getByRole('button', { name: 'Close issue details' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await expect(filters.getByText(PAYLOAD.pageUrl, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, dialogs, 'the Filters modal');
  await filters.getByRole('button', { name: 'Cancel' }).click();
  await expect(filters).toHaveCount(0);

  // The Tests tab lists the test case by its name.
  await page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name: 'Tests' }).click();
  await expect(page.getByRole('table', { name: 'Test cases' }).getByRole('button', { name: PAYLOAD.testName, exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs, 'the Tests tab');

  expect(dialogs, 'no dialog opened').toEqual([]);
});
