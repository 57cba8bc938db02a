/**
 * The browser context of one scan, shared by its slots (one tab each): one cookie jar, one HTTP
 * cache (a site's CSS is fetched once for every slot), one renderer start-up per tab. axe-core is
 * registered as an init script, so every document (and frame) already has it when checked: one
 * copy of the source crosses the wire per scan instead of one per page.
 *
 * A warm context is the same, opened ahead of a scan with its tabs already through one axe run:
 * the renderer processes are started and V8 has compiled axe, which otherwise costs the first
 * page of every slot about a second of CPU. The first navigation of such a tab stays in its
 * renderer process (an about:blank tab has no site yet), so the warmth carries over.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { BASE_CONTEXT_OPTIONS } from './auth';
import { runAxe, type AxeEngine } from './axeRunner';
import { guardContext, type UrlPolicy } from './urlPolicy';

/** A tiny page with a few kinds of elements, so the warm-up axe run exercises most rule code. */
const WARM_UP_HTML =
  '<!doctype html><html lang="en"><head><title>Warm-up</title></head><body><header><nav><a href="#main">Skip</a></nav></header>' +
  '<main id="main"><h1>Warm-up</h1><p style="color:#777">Text <a href="#x">link</a></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">' +
  '<form><label>Name <input name="n"></label><select aria-label="s"><option>a</option></select><button>Go</button></form>' +
  '<table><tr><th>h</th></tr><tr><td>d</td></tr></table><ul><li>i</li></ul></main></body></html>';

/** How long closing a context may take before a scan ends without waiting for it. */
const CLOSE_WAIT_MS = 10_000;

/** The context of a scan and the tabs it hands to slots. */
export class ScanContext {
  /** Tabs still warming up, in the order they will be ready; null for one whose warm-up failed. */
  readonly warmTabs: Promise<Page | null>[] = [];
  /** Set when a scan takes its first tab: warm-ups not yet begun are skipped (the scan needs the CPU now). */
  inUse = false;
  /** The scan's network policy once `restrict` installed it; its tabs check redirect hops with it. */
  policy: UrlPolicy | null = null;

  private readonly closing: Promise<never>;
  private markClosing = (): void => undefined;

  constructor(readonly context: BrowserContext) {
    this.closing = new Promise<never>((_, reject) => {
      this.markClosing = () => reject(new Error('Scan stopped'));
    });
    this.closing.catch(() => undefined);
  }

  /**
   * A tab: the next warm one while any is left (waiting for its warm-up), else a new one. Rejects
   * once the context is closing: a `newPage()` racing `close()` may never settle.
   */
  async takeTab(): Promise<Page> {
    this.inUse = true;
    const warm = await Promise.race([this.warmTabs.shift(), this.closing]);
    if (warm !== undefined && warm !== null && !warm.isClosed()) return warm;
    return Promise.race([this.context.newPage(), this.closing]);
  }

  /**
   * Routes every request of the context through `policy` (urlPolicy.ts). Called by the scan that
   * takes the context, so a warm context prepared before anyone knew the policy gets it too; its
   * tabs have made no request yet (the warm-up page is set, not loaded).
   */
  async restrict(policy: UrlPolicy): Promise<void> {
    await guardContext(this.context, policy);
    this.policy = policy;
  }

  /** Closes every tab; visits in flight fail at once. Gives up waiting after CLOSE_WAIT_MS, so a scan always ends. */
  async close(): Promise<void> {
    this.markClosing();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS).unref();
    });
    await Promise.race([this.context.close().catch(() => undefined), limit]);
    clearTimeout(timer);
  }
}

/** Opens a context for a scan with `contextOptions` and axe registered for every document. */
export async function openScanContext(browser: Browser, contextOptions: BrowserContextOptions, engine: AxeEngine): Promise<ScanContext> {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript({ content: engine.source });
  return new ScanContext(context);
}

async function warmTab(scanContext: ScanContext, engine: AxeEngine): Promise<Page> {
  const page = await scanContext.context.newPage();
  if (scanContext.inUse) return page;
  await page.setContent(WARM_UP_HTML);
  await runAxe(page, engine, null, true);
  return page;
}

/**
 * Opens a context with the options of a scan without sign-in, and warms `tabs` tabs in it one
 * after the other (each runs axe once, all rules, on a small page). Answers as soon as the
 * context exists: a scan taking it gets each tab when that tab is ready, so its first page does
 * not wait for the last tab, and tabs whose warm-up had not begun are handed over plain.
 */
export async function openWarmContext(browser: Browser, engine: AxeEngine, tabs: number): Promise<ScanContext> {
  const context = await browser.newContext(BASE_CONTEXT_OPTIONS);
  try {
    await context.addInitScript({ content: engine.source });
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
  const scanContext = new ScanContext(context);
  let previous: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < tabs; i += 1) {
    const tab = previous.then(() => warmTab(scanContext, engine)).catch(() => null);
    previous = tab;
    scanContext.warmTabs.push(tab);
  }
  return scanContext;
}
