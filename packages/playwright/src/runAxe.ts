/**
 * Runs axe-core on a page as it is now. axe's own source (the `axe-core` package's `axe.source`)
 * is evaluated in every frame first, so axe in the top frame can ask the frames for their part of
 * the result, as `@axe-core/playwright` does.
 */
import axe from 'axe-core';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** Which part of the page a check covers; CSS selectors. */
export interface CheckScope {
  /** Only these elements and their descendants; default the whole document. */
  include?: string | string[];
  /** Leave these elements and their descendants out. */
  exclude?: string | string[];
}

/** axe's context object for the scope: one selector list per element (no frame traversal). */
export function axeContext(scope: CheckScope): ContextObject | null {
  const list = (value: string | string[] | undefined) =>
    value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map((selector) => [selector]);
  const include = list(scope.include);
  const exclude = list(scope.exclude);
  for (const selector of [...(include ?? []), ...(exclude ?? [])]) {
    if (typeof selector[0] !== 'string' || selector[0].trim() === '') {
      throw new TypeError('a11y.check: include and exclude take CSS selectors (non-empty strings).');
    }
  }
  if (include) return exclude ? { include, exclude } : { include };
  return exclude ? { exclude } : null;
}

async function injectEverywhere(page: Page): Promise<void> {
  const main = page.mainFrame();
  await main.evaluate(axe.source);
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== main)
      // A frame that navigates or detaches meanwhile is left out; axe reports it as not reached.
      .map((frame) => frame.evaluate(axe.source).catch(() => undefined)),
  );
}

/** The argument of `runInPage`: plain JSON, so it crosses into the page unchanged (typed loosely: Playwright's serialisation types recurse too deep on axe's). */
type AxeCall = { context: ContextObject | null; options: RunOptions };

/** Runs in the page, where `axe` is the global the injected source defined. */
async function runInPage(call: unknown): Promise<unknown> {
  const { context, options } = call as AxeCall;
  const engine = (window as unknown as { axe: typeof axe }).axe;
  return context === null ? engine.run(document, options) : engine.run(context, options);
}

/** Injects axe and runs it with `options` over `scope`; the results are axe's, unchanged. */
export async function runAxe(page: Page, scope: CheckScope, options: RunOptions): Promise<AxeResults> {
  const context = axeContext(scope);
  await injectEverywhere(page);
  const call: unknown = { context, options } satisfies AxeCall;
  return (await page.evaluate(runInPage, call)) as AxeResults;
}
