/**
 * Section (h) of `npm run bench`, in its own process: generates the 500-page PDF, builds the bench
 * page, serves both (the PDF by ranges), drives Chromium through mount, the jump to page 400 and
 * 200 steps, and prints one JSON line (ViewerBenchResult). The server, the browser and the temp
 * folder go away on exit, failure and SIGINT/SIGTERM alike.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { pdfjsAssets } from '../../../host-app/build/pdfjsAssets';
import { openBenchPage, startChromiumChild } from '../chromiumChild';
import { buildViteBenchPage } from '../viteBenchPage';
import { generateViewerPdf } from './generatePdf';
import { startViewerBenchServer } from './server';
import type { ViewerBenchServer } from './server';
import type { FirstPageFigures, ViewerBenchApi, ViewerBenchResult } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const log = (line: string): void => void process.stderr.write(`[pdf viewer bench] ${line}\n`);
const child = startChromiumChild('curbcut-bench-pdfviewer-');

/** The page's JS heap after a full garbage collection. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

type BenchWindow = { curbcutPdfBench: ViewerBenchApi };

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
  const pageDir = join(child.tmp, 'page');
  // index.html + main.tsx: the PdfPages component, its pdf.js worker and, through host-app's own
  // plugin, pdf.js's assets under pdfjs/.
  await buildViteBenchPage({ root: here, outDir: pageDir, cacheDir: join(child.tmp, 'vite-cache'), plugins: [pdfjsAssets()] });
  const buildMs = performance.now() - t;
  log(`page built in ${(buildMs / 1000).toFixed(1)} s`);
  const live = child.own(await startViewerBenchServer({ pageDir, pdfs }));
  const open = await child.launch();

  const page = await openBenchPage(open, live.origin, 'curbcutPdfBench', log);
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

  const flat = await firstPage(await openBenchPage(open, live.origin, 'curbcutPdfBench', log), live, '/flat.pdf', pdfs['/flat.pdf'].length);
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

child.run(main);
