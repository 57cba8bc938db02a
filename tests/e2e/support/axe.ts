/**
 * The accessibility check every page of the suite passes: axe-core with the WCAG 2.0, 2.1 and
 * 2.2 A and AA rules, zero violations expected. A failure lists each rule and its targets.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG tags checked. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of violations. `skipFrame`
 * names an iframe whose document is not ours to judge (an issue snapshot shows a scanned page with
 * the very defects reported). axe cannot leave out only the content of a sandboxed frame (a frame
 * path in `exclude` is ignored there), so the frame is left out whole: check its title yourself.
 */
export async function expectNoAxeViolations(page: Page, what: string, options: { skipFrame?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (options.skipFrame) builder.exclude(options.skipFrame);
  const results = await builder.analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}
