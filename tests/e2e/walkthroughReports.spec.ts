/**
 * Report defects of issue 17's walkthrough that need the real app: a public report takes the
 * page's full width (the public frame kept it at a 60rem reading column), shows an anonymous viewer
 * no author-only controls, and How to fix says the rule's guidance once, then the element's failure.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';

test('a public report uses the full width, offers no author-only controls, and How to fix says each thing once', async ({ page, request, browser, baseURL }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Walkthrough public ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const build = await ingest.createBuild('Shared nightly');
  await ingest.appendBatch(build.id, 'b1', axePage('https://shop.example/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero', message: 'Element does not have an alt attribute' }]));
  await ingest.finalize(build.id);
  const enabled = await page.request.post('/api/public_reports', { data: { id: build.id, type: 'automatedTest' } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const link = ((await enabled.json()) as { data: { link: string } }).data.link;

  const visitor = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${link}&activeTab=issues&activeViolationId=image-alt`);
  const table = publicPage.getByRole('table', { name: 'Components of image-alt' });
  await table.getByRole('button').first().click();
  await expect(publicPage.getByText('Issue 1 of 1')).toBeVisible();

  // The report spans the window less the page's padding, not a 960 px column.
  const widget = await publicPage.locator('.cc-widget').first().boundingBox();
  expect(widget?.width ?? 0).toBeGreaterThan(1300);

  const pane = publicPage.locator('.cc-details');
  await expect(pane.getByRole('group', { name: 'Issue actions' })).toHaveCount(0);
  await expect(pane.getByRole('button', { name: 'Hide' })).toHaveCount(0);

  await pane.getByRole('tab', { name: 'How to fix this issue' }).click();
  const fix = pane.getByRole('tabpanel', { name: 'How to fix this issue' });
  await expect(fix.getByRole('heading', { name: 'What to change' })).toBeVisible();
  await expect(fix.getByRole('link', { name: 'Understanding SC 1.1.1 Non-text Content (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.w3.org/WAI/WCAG22/Understanding/non-text-content',
  );
  await expect(fix.getByText('Element does not have an alt attribute')).toHaveCount(1);
  await expectNoAxeViolations(publicPage, 'the public report with an issue open on How to fix');
  await visitor.close();
});
