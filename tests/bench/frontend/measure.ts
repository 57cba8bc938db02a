/**
 * One page load in Chromium, cold (a fresh browser context each time): the moment its first
 * meaningful content is in the DOM and visible (the route's heading, or for a report its first
 * rule row), and every file the page had received by then, with the bytes each took on the wire.
 * A MutationObserver set up before any page script runs records the moment, so the figure does
 * not depend on polling.
 */
import type { Browser } from 'playwright-core';

/** What counts as the first meaningful content of a route group. */
/** A level-1 heading starting with `text`, or a report's first rule row. */
export type ReadyWhen = { kind: 'heading'; text: string } | { kind: 'ruleRow' };

/** A file the page had received before its first meaningful content. */
export interface LoadedFile {
  /** Path on the server, e.g. /assets/index-0luCK7Bd.js. */
  path: string;
  /** Body bytes as sent (compressed when the server compressed them). */
  wireBytes: number;
}

/** One cold load. */
export interface PageLoad {
  /** Milliseconds from navigation start to the first meaningful content. */
  firstContentMs: number;
  /** The document and every resource that had finished loading by then. */
  files: LoadedFile[];
}

interface Marks {
  readyAt: number;
  navigation: { wireBytes: number };
  resources: { name: string; responseEnd: number; wireBytes: number }[];
}

/**
 * The page-side watcher, run before the page's own scripts: records performance.now() in
 * `window.__benchReadyAt` when `when` first holds. A string, not a function: the bench runs under
 * tsx, whose compiled functions call a helper (`__name`) that does not exist in the page.
 */
function firstContentWatcher(when: ReadyWhen): string {
  return `(() => {
  const when = ${JSON.stringify(when)};
  const visible = (el) => !!el && el.getClientRects().length > 0 && (el.textContent || '').trim() !== '';
  const ready = () => when.kind === 'heading'
    ? [...document.querySelectorAll('h1')].some((h) => visible(h) && (h.textContent || '').trim().startsWith(when.text))
    // A rule row: the accordion trigger of a rule, a button inside a level-3 heading of the report.
    : [...document.querySelectorAll('main h3 button, main [role="heading"][aria-level="3"] button')].some(visible);
  const observer = new MutationObserver(() => {
    if (window.__benchReadyAt !== undefined || !ready()) return;
    window.__benchReadyAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;
}

/** Loads `url` once in a fresh context (with `cookie` when given) and measures it. */
export async function loadOnce(browser: Browser, url: string, when: ReadyWhen, cookie: string | null, timeoutMs = 60_000): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: new URL(url).origin }]);
    }
    await context.addInitScript({ content: firstContentWatcher(when) });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // Polled with evaluate (waitForFunction would eval in the page, which its CSP forbids); the
    // moment itself was taken in the page.
    const deadline = Date.now() + timeoutMs;
    const isReady = () => page.evaluate(() => (window as unknown as { __benchReadyAt?: number }).__benchReadyAt !== undefined);
    // A document redirect (the server's or a loader's) replaces the page under the poll: ask again.
    while (!(await isReady().catch((error: Error) => (/context was destroyed/.test(error.message) ? false : Promise.reject(error))))) {
      if (Date.now() > deadline) throw new Error(`${url}: no first content within ${timeoutMs} ms; the page shows: ${(await page.textContent('body'))?.slice(0, 200) ?? ''}`);
      await page.waitForTimeout(25);
    }
    const marks = await page.evaluate((): Marks => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        readyAt: (window as unknown as { __benchReadyAt: number }).__benchReadyAt,
        navigation: { wireBytes: nav?.encodedBodySize ?? 0 },
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
          name: r.name,
          responseEnd: r.responseEnd,
          wireBytes: r.encodedBodySize,
        })),
      };
    });
    const origin = new URL(url).origin;
    const files: LoadedFile[] = [{ path: new URL(url).pathname, wireBytes: marks.navigation.wireBytes }];
    for (const r of marks.resources) {
      const at = new URL(r.name);
      if (at.origin !== origin || at.pathname.startsWith('/api/') || r.responseEnd > marks.readyAt) continue;
      files.push({ path: at.pathname, wireBytes: r.wireBytes });
    }
    return { firstContentMs: marks.readyAt, files };
  } finally {
    await context.close();
  }
}
