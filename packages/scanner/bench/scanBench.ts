/**
 * Scanner throughput on the W3C BAD corpus: the 10 pages of before/ and after/ served from
 * localhost, a warm browser, concurrency 2, snapshots on, WCAG 2.1 AA plus best practice with
 * needs review (the settings of the project benchmark, tests/bench/scanner). Prints pages per
 * minute per round and the median. Run from the repository root:
 * node --import tsx --conditions=@curbcut/source packages/scanner/bench/scanBench.ts [rounds] [concurrency] [pauseMs]
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCAN_LIMITS, scanSettingsWithDefaults, type ScanSettings } from '@curbcut/core';
import { launchScanBrowser, scanSite } from '../src/index';
import { serveDirectory } from '../src/staticServer.testUtil';

const corpus = fileURLToPath(new URL('../../../../shared/corpora/w3c-bad/', import.meta.url));
if (!existsSync(corpus)) {
  console.error(`scanBench: the W3C BAD corpus is missing at ${corpus}`);
  process.exit(2);
}
const rounds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 2);
// Scans rarely follow each other within milliseconds; the pause lets the browser warm a context for the next one (0: back to back).
const pauseMs = Number(process.argv[4] ?? 2000);
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);

const server = await serveDirectory(corpus);
const browser = await launchScanBrowser();
const settings: ScanSettings = scanSettingsWithDefaults({
  startUrls: PAGES.map((p) => server.baseUrl + p),
  crawl: { enabled: false, maxDepth: 0, maxPages: SCAN_LIMITS.defaultMaxPages },
  bestPractice: true,
  concurrency,
});
try {
  const rates: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    let pages = 0;
    let snapshotBytes = 0;
    const start = performance.now();
    const summary = await scanSite({
      settings,
      browser,
      onPage: (page) => {
        pages += 1;
        snapshotBytes += (page.snapshot?.html.length ?? 0) + (page.snapshot?.resources.reduce((n, r) => n + r.body.byteLength, 0) ?? 0);
      },
    });
    const seconds = (performance.now() - start) / 1000;
    const rate = (pages / seconds) * 60;
    // Round 0 warms the browser (first process start, code caches) and is not counted.
    if (round > 0) rates.push(rate);
    console.log(
      `${round === 0 ? 'warm-up' : `round ${round}`}: ${pages} pages (${summary.pagesFailed} failed) in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} pages/min, snapshots ${(snapshotBytes / 1e6).toFixed(1)} MB`,
    );
  }
  rates.sort((a, b) => a - b);
  console.log(`median: ${rates[Math.floor(rates.length / 2)]?.toFixed(0)} pages/min at concurrency ${concurrency}, ${pauseMs} ms between scans`);
} finally {
  await browser.close();
  await server.close();
}
