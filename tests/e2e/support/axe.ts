/**
 * The accessibility check every page of the suite passes: axe-core with the WCAG 2.0, 2.1 and
 * 2.2 A and AA rules, zero violations expected. A failure lists each rule and its targets.
 *
 * axe runs in the page itself, injected once per document, in every frame, and reports only
 * violations. @axe-core/playwright re-injected axe on every call and finished each run in a new
 * blank page: about 2.5 s a check against 0.2 s here, over the suite's 150 checks.
 */
import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** The WCAG tags checked. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The page's axe, typed for what the suite calls. */
type WindowWithAxe = Window & { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } };

/** Whether a frame is, or sits inside, one of `skipped`. */
function within(frame: Frame, skipped: Set<Frame | null>): boolean {
  for (let f: Frame | null = frame; f; f = f.parentFrame()) if (skipped.has(f)) return true;
  return false;
}

/**
 * Checks each frame's document on its own (`iframes: false`): axe's messages between frames would
 * reach the embedding handlers the embed tests watch. A violation inside a frame is named with the
 * frame's URL.
 */
async function runAxe(page: Page, skipFrame: string | undefined): Promise<AxeViolation[]> {
  const skipped = skipFrame ? await page.locator(skipFrame).elementHandles() : [];
  const skippedFrames = new Set(await Promise.all(skipped.map((h) => h.contentFrame())));
  const violations: AxeViolation[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || within(frame, skippedFrames)) continue;
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axe.source);
    const exclude = frame === page.mainFrame() ? skipFrame : undefined;
    const found = await frame.evaluate(
      async ({ tags, exclude }) => {
        const context = exclude ? { exclude: [[exclude]] } : document;
        const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false };
        return (await (window as unknown as WindowWithAxe).axe.run(context, options)).violations;
      },
      { tags: AXE_TAGS, exclude },
    );
    const where = frame === page.mainFrame() ? [] : [`frame ${frame.url()}:`];
    violations.push(...found.map((v) => ({ ...v, nodes: v.nodes.map((n) => ({ target: [...where, ...n.target] })) })));
  }
  return violations;
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations. `skipFrame`
 * names an iframe whose document is not ours to judge (an issue snapshot shows a scanned page with
 * the very defects reported): the frame is left out whole, so check its title yourself.
 */
export async function expectNoAxeViolations(page: Page, what: string, options: { skipFrame?: string } = {}): Promise<void> {
  // A toast fading in has a lower contrast for a moment: judge the page once its finite
  // animations end (spinners run forever and are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await runAxe(page, options.skipFrame);
  const report = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations on ${what}`).toEqual([]);
}
