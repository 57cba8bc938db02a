/**
 * Section (c) of `npm run bench`, in its own process (so a browser and its buffers do not disturb
 * the memory figures of the other sections): builds the bench page, serves it with the fake API over
 * the dataset file, drives Chromium through the page's phases and prints one JSON line
 * (BrowserBenchResult). The server, the browser and the temp folder go away on exit, failure and
 * SIGINT/SIGTERM alike.
 *
 *   browserChild.ts <dataset.bin> [--warmup W] [--changes N]
 */
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPage, startChromiumChild } from '../chromiumChild';
import { buildViteBenchPage } from '../viteBenchPage';
import { startCpuSplit } from './cpuTime';
import { startBenchServer } from './server';
import { BENCH_REPORT_ID } from './report';
import type { BenchPageApi, BrowserBenchResult, CpuSplit, CsvDownloadResult, CsvResult } from './types';

/** The filters of every (c4) export: all rows, both review states. */
const ALL_ROWS = { needsReviewFilter: 'allIssues' };

const [datasetPath = ''] = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const warmup = option('warmup', 5);
const changes = option('changes', 30);
const log = (line: string): void => void process.stderr.write(`[browser bench] ${line}\n`);

/** Rejects when a page phase hangs (a widget that never renders must fail the section, not stall it). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const here = dirname(fileURLToPath(import.meta.url));
const child = startChromiumChild('curbcut-bench-page-');

async function main(): Promise<BrowserBenchResult> {
  const t = performance.now();
  const pageDir = join(child.tmp, 'page');
  // index.html + main.ts: the widget and its comlink worker.
  await buildViteBenchPage({ root: here, outDir: pageDir, cacheDir: join(child.tmp, 'vite-cache') });
  const buildMs = performance.now() - t;
  log(`page built in ${(buildMs / 1000).toFixed(1)} s`);
  const server = child.own(await startBenchServer({ datasetPath, pageDir }));
  const browser = await child.launch();
  const page = await openBenchPage(browser, server.origin, 'curbcutBench', log);

  const first = await within(
    page.evaluate(() => (window as unknown as { curbcutBench: BenchPageApi }).curbcutBench.firstRow()),
    180_000,
    'the first rule row',
  );
  log(`first rule row after ${first.ms.toFixed(0)} ms`);
  const requests = server.requests
    .filter((r) => r.startedAt >= first.mountedAt && r.startedAt <= first.firstRowAt)
    .map((r) => ({
      path: r.path.replace(/^\/api\/v1\/reports\/[^/]+/, '{report}').replace(/^\/api/, ''),
      ...(r.column ? { column: r.column } : {}),
      startMs: r.startedAt - first.mountedAt,
      endMs: r.finishedAt - first.mountedAt,
      bytes: r.bytes,
    }));

  const engineRun = await within(
    page.evaluate((o) => (window as unknown as { curbcutBench: BenchPageApi }).curbcutBench.engine(o), {
      warmup,
      changes,
      widgetSteps: warmup + changes,
    }),
    300_000,
    'the worker API run',
  );
  log(`engine: filter median ${engineRun.filter.median.toFixed(1)} ms`);
  const { steps, ...engine } = engineRun;
  const widget = await within(
    page.evaluate(([s, w]) => (window as unknown as { curbcutBench: BenchPageApi }).curbcutBench.widgetFilters(s, w), [steps, warmup] as const),
    300_000,
    'the widget run',
  );
  log(`widget: filter median ${widget.filter.median.toFixed(1)} ms`);

  const exportCsv = async (byServer: boolean): Promise<CsvResult & { cpu: CpuSplit }> => {
    await page.evaluate((b) => (window as unknown as { curbcutBench: BenchPageApi }).curbcutBench.csvPrepare(b), byServer);
    const cpu = startCpuSplit();
    const result = await within(
      page.evaluate(() => (window as unknown as { curbcutBench: BenchPageApi }).curbcutBench.csv()),
      300_000,
      'the CSV export',
    );
    log(`CSV ${byServer ? 'by the server' : 'in the worker'} ${(result.ms / 1000).toFixed(2)} s`);
    return { ...result, cpu: cpu() };
  };
  const csvInWorker = await exportCsv(false);
  const csv = await exportCsv(true);

  // As the widget's Export for a signed-in reader: a link to the server's file, which Chromium saves.
  const csvHref = `${server.origin}/api/v1/reports/${BENCH_REPORT_ID}/dataset/csv?${new URLSearchParams({ filters: JSON.stringify(ALL_ROWS), download: 'true' })}`;
  /** Times one download; `keep` leaves its file where Chromium saved it, for the floor to serve (a copy would disturb what follows). */
  const downloadCsv = async (href: string, keep = false): Promise<CsvDownloadResult & { cpu: CpuSplit; path: string }> => {
    const cpu = startCpuSplit();
    const t = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((h) => {
        const link = Object.assign(document.createElement('a'), { href: h, download: 'bench.csv' });
        document.body.append(link);
        link.click();
        link.remove();
      }, href),
    ]);
    const path = await within(download.path(), 300_000, 'the CSV download');
    const ms = performance.now() - t;
    const split = cpu();
    const sent = server.requests.filter((r) => r.path.endsWith('/dataset/csv')).at(-1);
    const bytes = statSync(path).size;
    if (!keep) await download.delete();
    log(`CSV downloaded by Chromium ${(ms / 1000).toFixed(2)} s`);
    return { total: sent?.rows ?? 0, bytes, sentBytes: sent?.bytes ?? -1, ms, cpu: split, path };
  };
  const once = await downloadCsv(csvHref);
  const again = await downloadCsv(csvHref, true);
  // The floor: the same bytes as a finished file, so the server only reads it (as a cached export would).
  const floor = await downloadCsv(server.serveFile(again.path));
  const download = [once, again, { ...floor, total: again.total, sentBytes: statSync(again.path).size }].map(({ path: _path, ...result }) => result);
  return { ok: true, browser: browser.version(), buildMs, firstRow: { ...first, requests }, engine, widget, download, csv, csvInWorker };
}

child.run(main);
