/**
 * What the bench child processes that drive Chromium (the widget's, section c; the PDF viewer's,
 * section h) share, so they launch and clean up alike: the launch flags, a temp folder, one cleanup
 * of the browser, the server and that folder on exit, failure and SIGINT/SIGTERM alike, the bench
 * page opened with its errors logged, and the result printed as the child's one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS as SCANNER_CHROMIUM_ARGS } from '@curbcut/scanner';

/**
 * The launch flags of /work/shared/STACK.md, as @curbcut/scanner keeps them (root needs
 * --no-sandbox; the rest keep Chromium off the closed network), without the scanner's own
 * --disable-features list, which the bench pages have never run with.
 */
const CHROMIUM_ARGS = SCANNER_CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features='));

/** What the child closes on cleanup: a browser, a server. */
export interface Closable {
  close(): Promise<void>;
}

/** A running child's temp folder and cleanup. */
export interface ChromiumChild {
  /** The child's temp folder, removed on cleanup. */
  readonly tmp: string;
  /** Closes `resource` on cleanup, the last owned first (the browser before the server it loads from); returns it. */
  own<T extends Closable>(resource: T): T;
  /** Launches /usr/bin/chromium, owned. */
  launch(): Promise<Browser>;
  /** Runs `main`, cleans up, then prints its result, or the failure as `{ ok: false, error }`, as one JSON line. */
  run<R extends { ok: boolean }>(main: () => Promise<R>): void;
}

/** Makes the temp folder (`tmpPrefix` + random) and sets the cleanup on SIGINT/SIGTERM. */
export function startChromiumChild(tmpPrefix: string): ChromiumChild {
  const tmp = mkdtempSync(join(tmpdir(), tmpPrefix));
  const owned: Closable[] = [];
  let cleaned: Promise<void> | null = null;

  const cleanup = (): Promise<void> => {
    cleaned ??= (async () => {
      for (const resource of [...owned].reverse()) await resource.close().catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    })();
    return cleaned;
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(130));
    });
  }

  const own = <T extends Closable>(resource: T): T => {
    owned.push(resource);
    return resource;
  };

  return {
    tmp,
    own,
    // Our own handlers clean up on signals, so Playwright's are off.
    launch: async () =>
      own(await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false })),
    run(main) {
      main()
        .catch((e: unknown) => ({ ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }))
        .then(async (result) => {
          await cleanup();
          console.log(JSON.stringify(result));
        });
    },
  };
}

/** A fresh page of the bench site at `origin`, once the page has set `window[apiName]`; its errors and warnings go to `log`. */
export async function openBenchPage(browser: Browser, origin: string, apiName: string, log: (line: string) => void): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log(`console ${m.type()}: ${m.text()}`);
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction((name) => name in window, apiName);
  return page;
}
