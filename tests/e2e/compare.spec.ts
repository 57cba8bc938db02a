/**
 * The compare page's Summary (issue 19) on the real server: two builds of one project, one issue
 * fixed, one new, one kept and one moved in the DOM; the page counts them as the engine does,
 * per severity in bars and a table, names the rules with the most new and resolved issues, and
 * says why a pair cannot be compared. No axe violations; no horizontal scroll at 320 px.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';
import { reflowProblems } from './support/reflow';

test('the compare page of two builds counts new, retained and resolved issues, and refuses a pair it cannot compare', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, `Compare ${Date.now()}`);
  const ingest = ingestApi(request, project.token);
  const base = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    base.id,
    'b1',
    axePage('https://shop.example/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.hero' },
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      { rule: 'link-name', impact: 'serious', selector: 'a.cart' },
    ]),
  );
  await ingest.finalize(base.id);
  const next = await ingest.createBuild('nightly');
  await ingest.appendBatch(
    next.id,
    'b1',
    axePage('https://shop.example/', [
      // img.hero is fixed; img.logo moved into main (same snippet, other selector); a.cart stays; a.help is new.
      { rule: 'image-alt', impact: 'critical', selector: 'main > img.logo', html: '<img src="/img.logo.png">' },
      { rule: 'link-name', impact: 'serious', selector: 'a.cart' },
      { rule: 'link-name', impact: 'serious', selector: 'a.help' },
    ]),
  );
  await ingest.finalize(next.id);

  // The newer build first: the page still reads the older one as the base.
  await page.goto(`/automated-tests/compare?ids=${next.id},${base.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare builds' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Base build' })).toContainText(`nightly#${base.buildNumber}`);
  await expect(page.getByRole('region', { name: 'New build' })).toContainText(`nightly#${next.buildNumber}`);
  const stats = page.locator('.compare-stats');
  await expect(stats.getByText('New issues')).toBeVisible();
  const stat = (label: string) => stats.locator('.compare-stat').filter({ hasText: label }).locator('dd');
  await expect(stat('New issues')).toHaveText('1');
  await expect(stat('Retained issues')).toHaveText('2');
  await expect(stat('Resolved issues')).toHaveText('1');
  await expect(page.getByText('1 retained issue was matched after the element moved on its page.')).toBeVisible();
  const severity = page.getByRole('table', { name: 'New, retained and resolved issues by severity' });
  await expect(severity.getByRole('row', { name: /^Critical 0 1 1$/ })).toBeVisible();
  await expect(severity.getByRole('row', { name: /^Serious 1 1 0$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('compare-summary.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the compare page summary');
  expect(await reflowProblems(page, 'the compare page summary')).toEqual([]);

  // A pair of another project cannot be compared: the page says why.
  const other = await createUploadProject(page.request, `Other ${Date.now()}`);
  const otherIngest = ingestApi(request, other.token);
  const elsewhere = await otherIngest.createBuild('nightly');
  await otherIngest.appendBatch(elsewhere.id, 'b1', axePage('https://shop.example/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.hero' }]));
  await otherIngest.finalize(elsewhere.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/automated-tests/compare?ids=${base.id},${elsewhere.id}`);
  const refused = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'These runs cannot be compared' }) });
  await expect(refused).toContainText('different projects');
  await expectNoAxeViolations(page, 'the compare page of a refused pair');
});
