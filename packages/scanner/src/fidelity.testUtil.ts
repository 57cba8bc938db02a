/**
 * The reference the scanner's counts are held to: a direct @axe-core/playwright run
 * (`new AxeBuilder({ page }).withTags(tags).analyze()`) on a fresh tab of the same Chromium.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { unwrapScanBrowser } from './browser';
import type { ScanBrowser } from './types';

/** Nodes per rule id of one axe outcome list. */
export type RuleNodeCounts = Record<string, number>;

/** Nodes per rule of a list of axe rule results. */
export function nodeCounts(rules: readonly { id: string; nodes: readonly unknown[] }[]): RuleNodeCounts {
  return Object.fromEntries(rules.filter((r) => r.nodes.length > 0).map((r) => [r.id, r.nodes.length]));
}

/** Violation and needs-review nodes per rule that AxeBuilder finds on `url` with `tags`. */
export async function axeBuilderCounts(browser: ScanBrowser, url: string, tags: readonly string[]): Promise<{ violations: RuleNodeCounts; incomplete: RuleNodeCounts }> {
  const context = await unwrapScanBrowser(browser).browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const results = await new AxeBuilder({ page }).withTags([...tags]).analyze();
    return { violations: nodeCounts(results.violations), incomplete: nodeCounts(results.incomplete) };
  } finally {
    await context.close();
  }
}
