/**
 * The accessibility check every page of the suite passes: axe-core with the WCAG 2.0, 2.1 and
 * 2.2 A and AA rules, zero violations expected. A failure lists each rule and its targets.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG tags checked. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}
