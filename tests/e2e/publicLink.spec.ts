/**
 * A public link as the API hands it out (`publicLink.link` of the report meta, the enable call):
 * `/public_report?type=automatedTest&token=ccp_...`, with no thBuildId. Opened signed out it shows
 * the public variant of its report; a thBuildId of another report, or disabling the link, ends on
 * the public 404.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';

test('the API’s public link opens its report signed out without thBuildId, and ends on the public 404 once disabled', async ({ page, request, browser, baseURL }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Public link ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const build = await ingest.createBuild('Shared nightly');
  await ingest.appendBatch(build.id, 'b1', axePage('https://shop.example/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }]));
  await ingest.finalize(build.id);

  const enabled = await page.request.post('/api/public_reports', { data: { id: build.id, type: 'automatedTest' } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const link = ((await enabled.json()) as { data: { link: string } }).data.link;
  expect(link).toMatch(/^\/public_report\?type=automatedTest&token=ccp_[A-Za-z0-9_-]+$/);

  const visitor = await browser.newContext({ baseURL });
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { level: 1, name: `Automated test: ${build.buildName}#${build.buildNumber}` })).toBeVisible();
  await expect(publicPage).toHaveURL((url) => `${url.pathname}${url.search}` === link);
  await expect(publicPage.getByRole('link', { name: 'Explore Accessibility Testing' })).toBeVisible();
  await expect(publicPage.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'the public report page opened from the API’s link');

  // A thBuildId that is not the token's report never shows another report.
  await publicPage.goto(`${link}&thBuildId=rep_not_this_one`);
  await expect(publicPage).toHaveURL(/\/public_report\/404$/);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  const disabled = await page.request.delete(`/api/public_reports/${build.id}?type=automatedTest`);
  expect(disabled.status(), await disabled.text()).toBe(200);
  await publicPage.goto(link);
  await expect(publicPage).toHaveURL(/\/public_report\/404$/);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(publicPage.getByRole('heading', { level: 1, name: /^Automated test: / })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'the public 404 page of a disabled link');
  await visitor.close();
});
