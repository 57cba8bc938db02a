/**
 * `@curbcut/playwright`: Playwright's `test` and `expect` with an `a11y` fixture whose checks the
 * `@curbcut/playwright/reporter` reporter uploads to Curbcut as an automated-test build.
 */
export { expect } from '@playwright/test';
export { test, AFTER_EACH_LABEL } from './fixture';
export { CHECK_ATTACHMENT_NAME, CHECK_ATTACHMENT_TYPE } from './attachment';
export type { A11yFixture, CheckOptions, CurbcutFixtures, CurbcutOptions, CurbcutTestOptions } from './fixture';
export type { CheckScope } from './runAxe';
export type { CheckPayload, CheckedBrowser } from './attachment';
export type { CurbcutReporterOptions, FinalizeMode, FailOn } from './reporterOptions';
export type { BuildComparison, SeverityCounts } from './newCritical';
