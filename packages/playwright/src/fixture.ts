/**
 * The `a11y` fixture: `await a11y.check()` runs axe on the page as it is now and keeps the results
 * with the test as a JSON attachment (see attachment.ts), which the reporter turns into the test
 * case's results. With `checkAfterEach`, the page is checked once more when the test ends.
 *
 * The after-each check lives in an override of `page`, not in an automatic fixture, so a test that
 * never opens a page never launches a browser because of the SDK.
 */
import { test as base, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { CHECK_ATTACHMENT_NAME, CHECK_ATTACHMENT_TYPE, encodeCheck } from './attachment';
import { runAxe, type CheckScope } from './runAxe';

/** The label of the automatic check `checkAfterEach` makes. */
export const AFTER_EACH_LABEL = 'after each';

/** Settings of the fixture, given with `test.use({ curbcut: { ... } })` or a project's `use`. */
export interface CurbcutOptions {
  /** Check the page once more when each test that used `page` ends (not for skipped tests). Default false. */
  checkAfterEach?: boolean;
  /** axe run options for every check, for example `{ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } }`. */
  axeOptions?: RunOptions;
}

/** What one `a11y.check()` covers and how it is named. */
export interface CheckOptions extends CheckScope {
  /** Names the page state in the attachment, for example `menu open`. */
  label?: string;
}

/** The `a11y` fixture. */
export interface A11yFixture {
  /** Runs axe on the page now and records the results with the test; returns axe's results. */
  check(options?: CheckOptions): Promise<AxeResults>;
  /** How many checks this test has recorded so far. */
  readonly checkCount: number;
}

/** The option fixture, for a typed config: `defineConfig<CurbcutTestOptions>({ ... })`. */
export interface CurbcutTestOptions {
  curbcut: CurbcutOptions;
}

/** The fixtures `@curbcut/playwright`'s `test` adds. */
export interface CurbcutFixtures extends CurbcutTestOptions {
  a11y: A11yFixture;
}

/** Runs one check and attaches it to the test. */
async function recordCheck(page: Page, testInfo: TestInfo, settings: CurbcutOptions, options: CheckOptions): Promise<AxeResults> {
  const results = await runAxe(page, options, settings.axeOptions ?? {});
  const browser = page.context().browser();
  const body = encodeCheck({
    format: 1,
    label: options.label ?? null,
    browser: { name: browser?.browserType().name() ?? testInfo.project.use.browserName ?? 'chromium', version: browser?.version() ?? '' },
    results,
  });
  await testInfo.attach(CHECK_ATTACHMENT_NAME, { body, contentType: CHECK_ATTACHMENT_TYPE });
  return results;
}

function countChecks(testInfo: TestInfo): number {
  return testInfo.attachments.filter((a) => a.name === CHECK_ATTACHMENT_NAME).length;
}

/** Playwright's `test` with the `curbcut` option and the `a11y` fixture. */
export const test = base.extend<CurbcutFixtures>({
  curbcut: [{}, { option: true }],
  page: async ({ page, curbcut }, use, testInfo) => {
    await use(page);
    if (!curbcut.checkAfterEach || testInfo.status === 'skipped' || page.isClosed()) return;
    try {
      await recordCheck(page, testInfo, curbcut, { label: AFTER_EACH_LABEL });
    } catch (error) {
      // A test that already failed may have left no page to check; its own error is the one to show.
      if (testInfo.status === testInfo.expectedStatus) throw error;
    }
  },
  a11y: async ({ page, curbcut }, use, testInfo) => {
    await use({
      check: (options = {}) => recordCheck(page, testInfo, curbcut, options),
      get checkCount() {
        return countChecks(testInfo);
      },
    });
  },
});
