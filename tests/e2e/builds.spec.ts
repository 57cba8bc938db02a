import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, submitSignIn, test } from './support/fixtures';
import { axePage, createUploadProject, ingestApi } from './support/ingest';

test('the All builds page lists a project’s builds newest first and links each to its report', async ({ page }) => {
  await signInAt(page, '/home');
  const allBuilds = page.getByRole('link', { name: /^All builds of / }).first();
  await expect(allBuilds).toBeVisible();
  await allBuilds.click();
  await expect(page).toHaveURL(/\/automated-tests\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'All builds' })).toBeVisible();

  // The page's first table; the trends' data table comes after it.
  const table = page.getByRole('region', { name: 'All builds' }).getByRole('table');
  const rows = table.getByRole('row');
  // A header row plus at least one build.
  await expect(rows.nth(1)).toBeVisible();
  const numbers = await table.locator('tbody th[scope=row]').allTextContents();
  const buildNumbers = numbers.map((label) => Number(label.split('#').pop()));
  expect(buildNumbers.length).toBeGreaterThan(0);
  expect(buildNumbers).toEqual([...buildNumbers].sort((a, b) => b - a));
  await expect(table.getByRole('columnheader', { name: 'Tests passed / failed / skipped' })).toBeVisible();
  await expectNoAxeViolations(page, 'the All builds page');

  // The newest build opens its report, whose breadcrumb leads back.
  const newest = table.locator('tbody th[scope=row] a').first();
  const label = (await newest.textContent()) ?? '';
  await newest.click();
  await expect(page).toHaveURL(/\/automated-tests\/projects\/[^/]+\/builds\/[^/]+\/\d+\?thBuildId=rep_/);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expectNoAxeViolations(page, 'the build report page');
  await page.getByRole('link', { name: 'All builds', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'All builds' })).toBeVisible();
});

test('a public link without a token ends on the public 404 page; an export link downloads its CSV, an unknown one is not found', async ({ page }) => {
  await page.goto('/public_report?type=automatedTest');
  await expect(page).toHaveURL(/\/public_report\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page, 'the public report 404 page');

  // An unknown export answers 404, which the error catalogue turns into the not-found page.
  await page.goto('/export-report?report_id=job_missing');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // A real export: started through the API, its link downloads the CSV.
  const reports = await page.request.get('/api/v1/reports?type=automatedTest');
  const build = ((await reports.json()) as { data: { reports: { id: string; status: string }[] } }).data.reports.find((r) => r.status === 'completed');
  expect(build, 'a completed demo build').toBeTruthy();
  const started = await page.request.post('/api/export_reports', { data: { id: build!.id, th_build_id: build!.id, type: 'automatedTest' } });
  expect(started.status()).toBe(202);
  const exportId = ((await started.json()) as { data: { id: string } }).data.id;
  const download = page.waitForEvent('download');
  await page.goto(`/export-report?report_id=${exportId}`).catch(() => undefined);
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Export report' })).toBeVisible();
  await expectNoAxeViolations(page, 'the export report page');

  await page.goto('/410');
  await expect(page.getByRole('heading', { level: 1, name: 'Link has expired' })).toBeVisible();
  await expect(page.getByText('The link you followed is no longer valid.')).toBeVisible();
  await expectNoAxeViolations(page, 'the link-expired page');
});

test('an automatically enabled build gets the call to action on its project’s All builds page', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, 'Enabled for us');
  const headers = { authorization: `Bearer ${project.token}` };
  const created = await request.post('/api/v1/ingest/builds', { headers, data: { buildName: 'auto', autoEnabledBuild: true } });
  expect(created.status(), await created.text()).toBe(201);
  const build = ((await created.json()) as { data: { id: string } }).data;
  const batch = await request.post(`/api/v1/ingest/builds/${build.id}/batches`, {
    headers,
    data: { batchId: 'b1', results: axePage('https://shop.example.com/', [{ rule: 'image-alt', impact: 'critical', selector: 'img.logo' }]) },
  });
  expect(batch.status()).toBe(200);
  expect((await request.post(`/api/v1/ingest/builds/${build.id}/finalize`, { headers })).status()).toBe(200);

  await page.goto(`/automated-tests/projects/${project.id}`);
  const cta = page.getByRole('complementary', { name: 'This build was enabled automatically' });
  await expect(cta).toBeVisible();
  // The demo user has a paid plan.
  await expect(cta.getByRole('link', { name: 'Learn how to enable' })).toBeVisible();
  await expectNoAxeViolations(page, 'the All builds page with the call to action');
});

test('/automated-tests/projects lists the projects; a project’s builds page has a breadcrumb and a search over build names', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, 'Searchable shop');
  const ingest = ingestApi(request, project.token);
  for (const name of ['nightly', 'release']) await ingest.finalize((await ingest.createBuild(name)).id);

  await page.goto('/automated-tests/projects');
  const list = page.getByRole('region', { name: 'Automated-test projects' });
  const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Searchable shop' }) });
  await expect(row.getByRole('cell').first()).toHaveText('2');
  await expect(row).toContainText('Completed');
  await expectNoAxeViolations(page, 'the projects list');

  await row.getByRole('link', { name: 'Searchable shop' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/automated-tests/projects/${project.id}`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Automated Tests › Searchable shop');
  const builds = page.getByRole('region', { name: 'All builds of Searchable shop' });
  await expect(builds.locator('tbody th[scope=row]')).toHaveText([/^release#\d+$/, /^nightly#\d+$/]);

  await page.getByRole('searchbox', { name: 'Search by build name' }).fill('NIGHT');
  await expect(page).toHaveURL((url) => url.searchParams.get('query') === 'NIGHT');
  await expect(builds.locator('tbody th[scope=row]')).toHaveText([/^nightly#\d+$/]);
  await expectNoAxeViolations(page, 'a project’s builds page with a search');
  // A shared address keeps the search.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by build name' })).toHaveValue('NIGHT');
  await expect(builds.locator('tbody th[scope=row]')).toHaveText([/^nightly#\d+$/]);

  await breadcrumb.getByRole('link', { name: 'Automated Tests' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/automated-tests/projects');
  await expect(list.getByRole('link', { name: 'Searchable shop' })).toBeVisible();
});
