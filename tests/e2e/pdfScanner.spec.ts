/**
 * The PDF scanner's create page (issue 18) in Chromium on the real server: files chosen by
 * keyboard upload with their progress and are read by the server before any report exists, each
 * with the profiles its version allows; what is not a PDF and a link the server will not fetch
 * are refused with their reasons; creating checks the ready files, the list shows them live, a row
 * opens the viewer and its menu deletes. PDFs are built here with
 * pdf-lib, never taken from the corpus.
 */
import type { FileChooser, Locator, Page } from '@playwright/test';
import { buildTestPdf } from '../../packages/pdf/src/testPdf.testUtil';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { reflowProblems } from './support/reflow';

/**
 * Presses Enter on the file button until Chromium opens its chooser. On a loaded machine a press
 * now and then opens none (the file input's click comes after the key's user activation lapsed),
 * and one press would leave the test waiting out its whole timeout.
 */
async function chooserByKeyboard(page: Page, button: Locator): Promise<FileChooser> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const opened = page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => null);
    await button.press('Enter');
    const chooser = await opened;
    if (chooser) return chooser;
  }
  throw new Error('Enter on the file button opened no file chooser in three tries.');
}

async function pdf(title: string, version?: string): Promise<Buffer> {
  const bytes = await buildTestPdf({ ...(version ? { version } : {}), elements: [{ type: 'Document', kids: [{ type: 'H1', text: title }, { type: 'Figure', image: true }] }] });
  return Buffer.from(bytes);
}

test('PDFs chosen by keyboard upload, show what the server read and their profiles, and become reports', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/pdf-scanner/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Check PDFs' })).toBeVisible();
  await expect(page).toHaveTitle('Check PDFs · PDF Scanner · Curbcut');
  const create = page.getByRole('button', { name: /^Check \d+ PDFs?$/ });
  await expect(create).toBeDisabled();

  // The file button by keyboard: Enter opens the chooser.
  const choose = page.getByRole('button', { name: 'Choose files' });
  await (
    await chooserByKeyboard(page, choose)
  ).setFiles([
    { name: 'Annual report.pdf', mimeType: 'application/pdf', buffer: await pdf('Annual report') },
    { name: 'Price list.pdf', mimeType: 'application/pdf', buffer: await pdf('Price list', '2.0') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') },
  ]);
  const files = page.getByRole('list').filter({ has: page.getByText('Annual report.pdf') });
  await expect(files.getByText('‘notes.txt’ is not a PDF. Choose files that end in .pdf.')).toBeVisible();
  const annual = files.getByRole('listitem').filter({ hasText: 'Annual report.pdf' });
  await expect(annual.getByText(/^PDF 1\.7 · 1 page · .+ · Tagged$/)).toBeVisible();
  // A 1.7 file: PDF/UA-2 cannot check it (the spec's text), the others are chosen.
  await expect(annual.getByRole('checkbox', { name: 'PDF/UA-2' })).toBeDisabled();
  await expect(annual.getByText('PDFs v1.7 and below are not compatible for scanning with PDF/UA-2 specification')).toBeVisible();
  await expect(annual.getByRole('checkbox', { name: 'PDF/UA-1' })).toBeChecked();
  await expect(annual.getByRole('checkbox', { name: 'WCAG 2.2' })).toBeChecked();
  const price = files.getByRole('listitem').filter({ hasText: 'Price list.pdf' });
  await expect(price.getByRole('checkbox', { name: 'PDF/UA-2' })).toBeChecked();
  await expect(price.getByRole('checkbox', { name: 'PDF/UA-1' })).toBeDisabled();

  // A link the server may not fetch (a local address) is refused with its reason.
  await page.getByRole('textbox', { name: 'Or link to a PDF on the web' }).fill('not a link');
  await page.getByRole('button', { name: 'Add link' }).press('Enter');
  await expect(page.getByText('Enter the full address of the PDF, starting with https://.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Or link to a PDF on the web' }).fill('http://127.0.0.1:9/missing.pdf');
  await page.getByRole('button', { name: 'Add link' }).press('Enter');
  const linked = files.getByRole('listitem').filter({ hasText: '127.0.0.1' });
  await expect(linked.locator('.form-error')).toBeVisible();
  await expect(create).toHaveText('Check 2 PDFs');
  await expectNoAxeViolations(page, 'the create page with ready and refused files');
  expect(await reflowProblems(page, 'the create page with files')).toEqual([]);

  // The refused rows go by keyboard; the ready ones are checked.
  await files.getByRole('button', { name: 'Remove ‘notes.txt’' }).press('Enter');
  await linked.getByRole('button', { name: /^Remove / }).press('Enter');
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await annual.getByRole('checkbox', { name: 'WCAG 2.2' }).press('Space');
  await expect(annual.getByRole('checkbox', { name: 'WCAG 2.2' })).not.toBeChecked();
  const made = page.waitForResponse((r) => r.url().endsWith('/api/pdf_scanner/reports') && r.request().method() === 'POST');
  await create.press('Enter');
  const body = (await (await made).request().postDataJSON()) as { files: { selectedProfiles: string[] }[] };
  expect(body.files.map((f) => f.selectedProfiles)).toEqual([['pdfua1'], ['pdfua2', 'wcag22']]);
  await expect(page).toHaveURL(/\/pdf-scanner$/);
  await expect(page.getByRole('alertdialog', { name: 'Your 2 PDFs are being checked' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check PDFs' })).toHaveAttribute('href', '/pdf-scanner/create');

  // The list: both checks end Completed without a reload, with their counts per profile.
  const annualRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Annual report.pdf' }) });
  const priceRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price list.pdf' }) });
  await expect(annualRow.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(priceRow.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(annualRow.getByText(/^PDF\/UA-1: \d+$/)).toBeVisible();
  await expect(annualRow.getByText(/^WCAG 2\.2/)).toHaveCount(0);
  await expect(annualRow.getByRole('link', { name: 'Annual report.pdf' })).toHaveAttribute('href', /\/pdf-scanner\/report\?id=rep_/);
  await page.getByRole('searchbox', { name: 'Search reports' }).fill('price');
  await expect(annualRow).toHaveCount(0);
  // Other tests of this worker's server may have added reports of their own.
  await expect(page.getByText(/^1 of \d+ reports match ‘price’\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the PDF report list, searched');

  // The Summary tab: issues per profile over the completed reports.
  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(page.getByRole('table', { name: 'Issues by profile over the completed reports' }).getByRole('rowheader', { name: 'PDF/UA-2' })).toBeVisible();
  await expectNoAxeViolations(page, 'the PDF scanner summary');

  // Issue Breakdown: the rules over the completed reports, worst first.
  await page.getByRole('tab', { name: 'Issue Breakdown' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Issue Breakdown' }).getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page, 'the PDF scanner issue breakdown');

  // A row opens its report in the viewer.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await priceRow.getByRole('link', { name: 'Price list.pdf' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Price list.pdf' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Page Content/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'PDF Scanner' }).press('Enter');

  // Delete, from the row's menu, asks first, then the report is gone.
  await page.getByRole('button', { name: 'Actions for Price list.pdf' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Delete…' }).press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete ‘Price list.pdf’?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete report' }).press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Report ‘Price list.pdf’ deleted' })).toBeVisible();
  await expect(priceRow).toHaveCount(0);
});
