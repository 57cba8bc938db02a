import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectNoAxeViolations } from './support/axe';
import { CLI_MAIN, REPO_ROOT, sourceNodeArgs } from './support/curbcutServer';
import { DEMO_USER, expect, submitSignIn, test } from './support/fixtures';

const run = promisify(execFile);
const FIXTURE = path.join(REPO_ROOT, 'tests/e2e/fixtures/checkout-axe.json');

interface AxeNode {
  impact?: string | null;
}
interface AxeRule {
  impact?: string | null;
  nodes: AxeNode[];
}

/** Expected counts, straight from the fixture: each violation node is one distinct issue. */
function expectedCounts() {
  const results = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { violations: AxeRule[] };
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const rule of results.violations) {
    for (const node of rule.nodes) {
      const impact = (node.impact ?? rule.impact) as keyof typeof counts;
      counts[impact] += 1;
    }
  }
  return { ...counts, total: counts.critical + counts.serious + counts.moderate + counts.minor };
}

test('a build uploaded with a token made in the UI shows on the home page with its counts', async ({ page, freshServer }) => {
  test.setTimeout(180_000);
  const project = 'E2E Shop';
  const buildName = 'e2e-checkout';

  await page.goto(`${freshServer.url}/home`);
  await submitSignIn(page, DEMO_USER);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the home page of a fresh server');

  // Create the project.
  await page.getByRole('button', { name: 'Create project' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create project' });
  await createDialog.getByLabel('Project name').fill(project);
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog).toHaveCount(0);
  const section = page.getByRole('region', { name: project, exact: true });
  await expect(section.getByText('No builds yet')).toBeVisible();
  await expectNoAxeViolations(page, 'the home page with an empty project');

  // A second project of the same name is refused, next to the field.
  await page.getByRole('button', { name: 'Create project' }).click();
  await createDialog.getByLabel('Project name').fill(project);
  await createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(createDialog.getByText(`A project named "${project}" already exists in your group.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the create-project dialog with an error');
  await createDialog.getByRole('button', { name: 'Cancel' }).click();

  // Create an upload token for it; the token is shown once.
  await page.getByRole('button', { name: 'Create upload token' }).click();
  const tokenDialog = page.getByRole('dialog', { name: 'Create upload token' });
  await expect(tokenDialog).toBeVisible();
  await expectNoAxeViolations(page, 'the upload-token dialog');
  await tokenDialog.getByRole('button', { name: /Project/ }).click();
  await page.getByRole('option', { name: project }).click();
  await tokenDialog.getByLabel('Label (optional)').fill('e2e');
  await tokenDialog.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('dialog', { name: 'Upload token created' });
  const tokenField = shown.getByLabel(`Upload token for ${project}`);
  await expect(tokenField).toHaveValue(/^cct_/);
  const token = await tokenField.inputValue();
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('status')).not.toBeEmpty();
  await expectNoAxeViolations(page, 'the upload-token dialog showing the token');
  await shown.getByRole('button', { name: 'Done' }).click();

  // Upload from "CI" with the CLI.
  const { stdout } = await run(
    process.execPath,
    [...sourceNodeArgs(CLI_MAIN), 'upload', FIXTURE, '--project', project, '--build-name', buildName],
    { cwd: REPO_ROOT, env: { ...process.env, CURBCUT_TOKEN: token, CURBCUT_URL: freshServer.url }, timeout: 120_000 },
  );
  expect(stdout).toContain(buildName);

  // The home page shows the build and its counts.
  await page.reload();
  const counts = expectedCounts();
  const row = page.getByRole('region', { name: project, exact: true }).getByRole('row', { name: new RegExp(`^${buildName}#1\\b`) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('Completed');
  await expect(cells.nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} (AM|PM) [A-Z+0-9:-]+$/);
  await expect(cells.nth(2)).toHaveText(String(counts.critical));
  await expect(cells.nth(3)).toHaveText(String(counts.serious));
  await expect(cells.nth(4)).toHaveText(String(counts.moderate));
  await expect(cells.nth(5)).toHaveText(String(counts.minor));
  await expect(cells.nth(6)).toHaveText(String(counts.total));
  await expectNoAxeViolations(page, 'the home page with the uploaded build');

  await page.getByRole('link', { name: 'Automated Tests' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${buildName}#1\\b`) })).toBeVisible();
  await expectNoAxeViolations(page, 'the automated tests page with builds');
});
