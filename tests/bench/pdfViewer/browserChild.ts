/**
 * Section (h) of `npm run bench`, in its own process: generates the 500-page PDF, builds the bench
 * page, serves both (the PDF by ranges), drives Chromium through mount, the jump to page 400 and
 * 200 steps, and prints one JSON line (ViewerBenchResult). The server, the browser and the temp
 * folder go away on exit, failure and SIGINT/SIGTERM alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { buildViewerBenchPage } from './buildPage';
import { generateViewerPdf } from './generatePdf';
import { startViewerBenchServer } from './server';
import type { ViewerBenchServer } from './server';
import type { FirstPageFigures, ViewerBenchApi, ViewerBenchResult } from './types';

/** The launch flags of /work/shared/STACK.md: root needs --no-sandbox; the rest keep Chromium off the closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const log = (line: string): void => void process.stderr.write(`[pdf viewer bench] ${line}\n`);
const tmp = mkdtempSync(join(tmpdir(), 'curbcut-bench-pdfviewer-'));
let server: ViewerBenchServer | null = null;
let browser: Browser | null = null;
let cleaned: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  })();
  return cleaned;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/** The page's JS heap after a full garbage collection. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

type BenchWindow = { curbcutPdfBench: ViewerBenchApi };

/** A fresh page of the bench site, its errors logged. */
async function openBenchPage(live: ViewerBenchServer, open: Browser): Promise<Page> {
  const page = await open.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => log(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log(`console ${m.type()}: ${m.text()}`);
  });
  await page.goto(`${live.origin}/`);
  await page.waitForFunction(() => 'curbcutPdfBench' in window);
  return page;
}

/** Mounts the viewer on `path` and times its first page; the bytes are the server's. */
async function firstPage(page: Page, live: ViewerBenchServer, path: string, fileBytes: number): Promise<FirstPageFigures> {
  const first = await page.evaluate((url) => (window as unknown as BenchWindow).curbcutPdfBench.mount(url), `${live.origin}${path}`);
  const byThen = live.pdfRequests.filter((r) => r.path === path && r.startedAt <= first.paintedAt);
  const bytesByThen = byThen.reduce((n, r) => n + r.bytes, 0);
  log(`${path}: first page after ${first.ms.toFixed(0)} ms, ${bytesByThen.toLocaleString('en-US')} of ${fileBytes.toLocaleString('en-US')} bytes in ${byThen.length} requests`);
  return { ...first, fileBytes, bytesByThen, requestsByThen: byThen.length };
}

async function main(): Promise<ViewerBenchResult> {
  const pdfs = { '/balanced.pdf': await generateViewerPdf('balanced'), '/flat.pdf': await generateViewerPdf('flat') };
  const t = performance.now();
  const pageDir = join(tmp, 'page');
  await buildViewerBenchPage(pageDir, join(tmp, 'vite-cache'));
  const buildMs = performance.now() - t;
  log(`page built in ${(buildMs / 1000).toFixed(1)} s`);
  const live = await startViewerBenchServer({ pageDir, pdfs });
  server = live;
  const open = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  browser = open;

  const page = await openBenchPage(live, open);
  const cdp = await page.context().newCDPSession(page);
  const first = await firstPage(page, live, '/balanced.pdf', pdfs['/balanced.pdf'].length);
  const beforeBytes = await heapAfterGc(cdp);
  const jump = await page.evaluate(() => (window as unknown as BenchWindow).curbcutPdfBench.jump());
  log(`jump to page 400: ${jump.ms.toFixed(0)} ms, painted ${jump.painted.join(', ')}`);
  const steps = await page.evaluate(() => (window as unknown as BenchWindow).curbcutPdfBench.steps());
  log(`200 steps: median ${steps.medianMs.toFixed(0)} ms, max ${steps.maxMs.toFixed(0)} ms`);
  const afterBytes = await heapAfterGc(cdp);
  const canvases = await page.evaluate(() => (window as unknown as BenchWindow).curbcutPdfBench.liveCanvases());
  const balanced = live.pdfRequests.filter((r) => r.path === '/balanced.pdf');
  await page.close();

  const flat = await firstPage(await openBenchPage(live, open), live, '/flat.pdf', pdfs['/flat.pdf'].length);
  return {
    ok: true,
    browser: open.version(),
    buildMs,
    first,
    flat,
    jump,
    steps,
    heap: { beforeBytes, afterBytes },
    canvases,
    totalBytes: balanced.reduce((n, r) => n + r.bytes, 0),
    totalRequests: balanced.length,
  };
}

main()
  .catch((e: unknown): ViewerBenchResult => ({ ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }))
  .then(async (result) => {
    await cleanup();
    console.log(JSON.stringify(result));
  });
