/**
 * The advanced-processing and AI markers of rule accordions (spec 001 section 2.5) and the
 * AI-detected filter (offered only on reports with AI-detected issues), on a build whose producer
 * tagged a custom rule `curbcut-advanced` and another `curbcut-ai` (decision 0022). Keyboard only,
 * axe-clean with a marker's tooltip showing and with the filter in the modal.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { axePage, buildReportPath, createUploadProject, ingestApi } from './support/ingest';

test('rules carry their markers, and the AI-detected filter narrows the list to AI-detected issues', async ({ page, request }) => {
  await signInAt(page, '/home');
  const project = await createUploadProject(page.request, 'Marked rules');
  const ingest = ingestApi(request, project.token);
  const build = await ingest.createBuild('marked');
  await ingest.appendBatch(
    build.id,
    'b1',
    axePage('https://shop.example.com/', [
      { rule: 'image-alt', impact: 'critical', selector: 'img.logo' },
      {
        rule: 'focus-indicator',
        impact: 'serious',
        selector: 'a.nav',
        help: 'Focused elements must show a visible indicator',
        tags: ['cat.keyboard', 'wcag2aa', 'wcag247', 'curbcut-advanced'],
      },
      {
        rule: 'alt-text-quality',
        impact: 'moderate',
        selector: 'img.team',
        help: 'Alternative text must describe the image',
        tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'curbcut-ai'],
      },
    ]),
  );
  await ingest.finalize(build.id);

  await page.goto(`${buildReportPath(project.id, build)}&activeTab=issues`);
  await expect(page.getByRole('heading', { level: 1, name: 'marked#1' })).toBeVisible();
  const advanced = page.getByRole('button', { name: 'Advanced processing' });
  const ai = page.getByRole('button', { name: 'AI-detected', exact: true });
  await expect(advanced).toHaveCount(1);
  await expect(ai).toHaveCount(1);

  // Tab from the rule's trigger reaches its marker; focus shows what the marker means.
  await page.getByRole('button', { name: 'Focused elements must show a visible indicator 1 issue' }).focus();
  await page.keyboard.press('Tab');
  await expect(advanced).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(/^Advanced processing: /);
  await expectNoAxeViolations(page, 'the rule list with a marker tooltip');
  await page.keyboard.press('Escape');

  // Filters: the AI-detected choice, operated by keyboard.
  await page.getByRole('button', { name: 'Filters' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const all = dialog.getByRole('radio', { name: 'All issues' });
  await expect(all).toBeChecked();
  await expectNoAxeViolations(page, 'the Filters modal with the AI-detected choice');
  await all.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Only AI-detected issues' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: 'Remove filter Only AI-detected issues' })).toBeVisible();
  await expect(page).toHaveURL(/aiDetectedIssuesFilter=onlyAiDetectedIssues/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(ai).toBeVisible();
  await expect(advanced).toHaveCount(0);
  await expectNoAxeViolations(page, 'the AI-detected issues');
});
