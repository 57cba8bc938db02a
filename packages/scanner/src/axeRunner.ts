/// <reference lib="dom" />
/**
 * Runs axe-core in a loaded page the way @axe-core/playwright's `AxeBuilder.analyze()` does, so
 * the counts match it exactly: `axe.runPartial` in the page and, recursively, in every frame
 * axe names (same and cross origin), then `axe.finishRun` over the partial results in frame order.
 * Two differences, both for speed: axe usually arrives through a context init script instead of
 * an evaluate per frame, and `finishRun` runs in the checked page instead of a new blank page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/** The axe-core build a scan injects. */
export interface AxeEngine {
  version: string;
  /** axe.min.js followed by the scanner's `axe.configure` call. */
  source: string;
}

let cachedEngine: AxeEngine | null = null;

/** axe-core's browser build, read once per process. */
export function loadAxeEngine(): AxeEngine {
  if (cachedEngine === null) {
    const require = createRequire(import.meta.url);
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const { version } = require('axe-core/package.json') as { version: string };
    // Branding only changes helpUrl's `application=` parameter; allowedOrigins is axe's default, stated as AxeBuilder does.
    const configure = `;window.axe && window.axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'curbcut' } });`;
    cachedEngine = { version, source: `${axeSource}\n${configure}` };
  }
  return cachedEngine;
}

/** Thrown when a page's axe results are larger than the scanner keeps. */
export class AxeResultsTooLargeError extends Error {
  override readonly name = 'AxeResultsTooLargeError';
}

/** axe results kept at most, as JSON text: a page past this is reported as too large to check. */
export const MAX_AXE_RESULTS_CHARS = 40 * 1024 * 1024;

/** The axe `context` AxeBuilder passes when given no include or exclude. */
const WHOLE_PAGE = { include: [], exclude: [] };

interface RunArgs {
  context: unknown;
  options: { runOnly?: { type: 'tag'; values: string[] } };
  needsReview: boolean;
  maxChars: number;
}

/** What the first evaluate in the main frame answers. */
type MainFrameAnswer = { missing: true } | { frames: { frameSelector: unknown; frameContext: unknown }[] } | { json: string } | { tooLarge: number };

interface AxeInPage {
  runPartial(context: unknown, options: unknown): Promise<unknown>;
  finishRun(partials: unknown[], options: unknown): Promise<{ incomplete: unknown[] }>;
  utils: {
    getFrameContexts(context: unknown): { frameSelector: unknown; frameContext: unknown }[];
    shadowSelect(selector: unknown): Element | null;
  };
}

/**
 * In-page: a frameless page is checked in this one call (runPartial then finishRun); a page with
 * frames only reports them, and the caller walks them like AxeBuilder.
 */
async function mainFrameRun(args: RunArgs): Promise<MainFrameAnswer> {
  const axe = (window as unknown as { axe?: AxeInPage }).axe;
  if (axe === undefined || typeof axe.runPartial !== 'function') return { missing: true };
  const frames = axe.utils.getFrameContexts(args.context);
  if (frames.length > 0) return { frames };
  const partial = await axe.runPartial(args.context, args.options);
  const results = await axe.finishRun([partial], args.options);
  if (!args.needsReview) results.incomplete = [];
  const json = JSON.stringify(results);
  return json.length > args.maxChars ? { tooLarge: json.length } : { json };
}

async function finishInPage(args: RunArgs & { partials: unknown[] }): Promise<{ json: string } | { tooLarge: number }> {
  const axe = (window as unknown as { axe: AxeInPage }).axe;
  const results = await axe.finishRun(args.partials, args.options);
  if (!args.needsReview) results.incomplete = [];
  const json = JSON.stringify(results);
  return json.length > args.maxChars ? { tooLarge: json.length } : { json };
}

const hasAxe = (): boolean => typeof (window as unknown as { axe?: AxeInPage }).axe?.runPartial === 'function';

/** Injects axe into a frame that lacks it (a frame created before the init script, or evaluate mode). */
async function ensureAxe(frame: Frame, engine: AxeEngine): Promise<void> {
  if (await frame.evaluate(hasAxe)) return;
  await frame.evaluate(engine.source);
}

/** AxeBuilder's 1 s per-frame injection limit: a frame that does not take axe is left out. */
async function injectChildFrame(frame: Frame, engine: AxeEngine): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Script Timeout')), 1000);
  });
  try {
    await Promise.race([ensureAxe(frame, engine), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** A frame's partial result and its child frames' runners, in the order axe listed them. */
class PartialRunner {
  readonly children: (PartialRunner | null)[] = [];
  private readonly partial: Promise<unknown>;

  constructor(partial: Promise<unknown>, private readonly initiator: boolean) {
    this.partial = partial;
    // Settled later through getPartials; this only keeps an early rejection from going unhandled.
    partial.catch(() => undefined);
  }

  /** AxeBuilder's flattening: a frame whose run failed stands as a single null, children and all. */
  async getPartials(): Promise<unknown[]> {
    try {
      const own = await this.partial;
      const childLists = await Promise.all(this.children.map((child) => (child === null ? Promise.resolve([null]) : child.getPartials())));
      return [own, ...childLists.flat(1)];
    } catch (error) {
      if (this.initiator) throw error;
      return [null];
    }
  }
}

async function runPartialRecursive(frame: Frame, context: unknown, args: RunArgs, engine: AxeEngine, initiator: boolean): Promise<PartialRunner> {
  const frames = await frame.evaluate((c) => (window as unknown as { axe: AxeInPage }).axe.utils.getFrameContexts(c), context);
  const partial = frame.evaluate(({ c, o }) => (window as unknown as { axe: AxeInPage }).axe.runPartial(c, o), { c: context, o: args.options });
  const runner = new PartialRunner(partial, initiator);
  for (const { frameSelector, frameContext } of frames) {
    let child: PartialRunner | null = null;
    try {
      const handle = await frame.evaluateHandle((s) => (window as unknown as { axe: AxeInPage }).axe.utils.shadowSelect(s), frameSelector);
      const childFrame = await handle.asElement()?.contentFrame();
      if (childFrame) {
        await injectChildFrame(childFrame, engine);
        child = await runPartialRecursive(childFrame, frameContext, args, engine, false);
      }
    } catch {
      // AxeBuilder leaves a frame it cannot reach as a null partial; axe reports it as untested.
    }
    runner.children.push(child);
  }
  return runner;
}

/**
 * Checks the page's current document with the given tags (null: every rule) and returns axe's results as JSON text
 * (`incomplete` emptied when `needsReview` is false). Injects axe when the init script did not.
 * Throws AxeResultsTooLargeError past MAX_AXE_RESULTS_CHARS, and what Playwright throws when the
 * page navigates or closes meanwhile.
 */
export async function runAxe(page: Page, engine: AxeEngine, tags: readonly string[] | null, needsReview: boolean): Promise<string> {
  const args: RunArgs = {
    context: WHOLE_PAGE,
    options: tags === null ? {} : { runOnly: { type: 'tag', values: [...tags] } },
    needsReview,
    maxChars: MAX_AXE_RESULTS_CHARS,
  };
  const main = page.mainFrame();
  let answer = await main.evaluate(mainFrameRun, args);
  if ('missing' in answer) {
    await main.evaluate(engine.source);
    answer = await main.evaluate(mainFrameRun, args);
  }
  if ('missing' in answer) throw new Error('axe-core could not be loaded into the page');
  if ('frames' in answer) {
    const runner = await runPartialRecursive(main, WHOLE_PAGE, args, engine, true);
    const partials = await runner.getPartials();
    answer = await main.evaluate(finishInPage, { ...args, partials });
  }
  if ('tooLarge' in answer) {
    throw new AxeResultsTooLargeError(`Page too large to check (axe results of ${Math.round(answer.tooLarge / 1024 / 1024)} MB)`);
  }
  return answer.json;
}
