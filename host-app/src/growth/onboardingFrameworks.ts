/**
 * The set-up steps the onboarding shows per framework, condensed from docs/playwright-sdk.md and
 * docs/cli.md (keep them in step with those pages). Commands name this server's own address.
 */

/** A framework the onboarding knows. */
export type FrameworkId = 'playwright' | 'any';

/** One step: what to do, and the command or file to use when there is one. */
export interface SetupStep {
  title: string;
  text: string;
  /** Shown as a code block. */
  code?: string;
  /** What the code block is (file name or 'Terminal'), for its label. */
  codeLabel?: string;
}

/** A framework with its steps. */
export interface Framework {
  id: FrameworkId;
  label: string;
  steps: SetupStep[];
}

/** The frameworks and their steps, for a server reachable at `serverUrl`. */
export function onboardingFrameworks(serverUrl: string): Framework[] {
  return [
    {
      id: 'playwright',
      label: 'Playwright',
      steps: [
        {
          title: 'Install the SDK',
          text: '@playwright/test 1.40 or later is a peer dependency; axe-core comes with the package.',
          code: 'npm install --save-dev @curbcut/playwright',
          codeLabel: 'Terminal',
        },
        {
          title: 'Check pages in your tests',
          text: 'Import test and expect from the SDK. Every a11y.check() runs axe-core on the page as it is then; violations never fail the test.',
          code: [
            "import { test, expect } from '@curbcut/playwright';",
            '',
            "test('checkout', async ({ page, a11y }) => {",
            "  await page.goto('/checkout');",
            '  await a11y.check();',
            "  await page.getByRole('button', { name: 'Pay' }).click();",
            "  await a11y.check({ label: 'payment form', include: 'main' });",
            '});',
          ].join('\n'),
          codeLabel: 'tests/shop.spec.ts',
        },
        {
          title: 'Add the reporter',
          text: 'The reporter uploads each test with its checks as one automated-test build of the project.',
          code: [
            "import { defineConfig } from '@playwright/test';",
            "import type { CurbcutTestOptions } from '@curbcut/playwright';",
            '',
            'export default defineConfig<CurbcutTestOptions>({',
            "  reporter: [['list'], ['@curbcut/playwright/reporter', { project: 'Demo shop' }]],",
            '});',
          ].join('\n'),
          codeLabel: 'playwright.config.ts',
        },
        {
          title: 'Run with an upload token',
          text: 'Create a project and its upload token on the Home page; keep the token in the environment. Without a token the tests run as usual and nothing is uploaded.',
          code: `CURBCUT_URL=${serverUrl} CURBCUT_TOKEN=cct_... npx playwright test`,
          codeLabel: 'Terminal',
        },
      ],
    },
    {
      id: 'any',
      label: 'Any test runner (axe results file + curbcut upload)',
      steps: [
        {
          title: 'Save axe-core results as JSON',
          text: 'Write the results of each axe-core run to a file: every shape from axe-core 3.2 on is accepted (reporter raw, v1, v2 and axe-cli output).',
        },
        {
          title: 'Check a file locally',
          text: 'Prints the counts by severity, issues, rules and pages without any server.',
          code: 'npx curbcut summarize axe-results/home.json',
          codeLabel: 'Terminal',
        },
        {
          title: 'Upload the results',
          text: 'Checks every file, creates the build, sends one batch per file and finalises it, then prints the report URL. The token belongs to one project.',
          code: `CURBCUT_URL=${serverUrl} CURBCUT_TOKEN=cct_... npx curbcut upload axe-results/*.json --project "Demo shop" --build-name main`,
          codeLabel: 'Terminal',
        },
        {
          title: 'Sharded CI runs',
          text: 'Shards of one CI run append to one build. Upload each shard with --no-finalize, then close the build once every shard is done.',
          code: 'npx curbcut finalize --project "Demo shop" --build-name main',
          codeLabel: 'Terminal',
        },
      ],
    },
  ];
}
