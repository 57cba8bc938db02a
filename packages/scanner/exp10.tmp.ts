import { launchScanBrowser, scanSite } from './src/index';
import { serveDirectory } from './src/staticServer.testUtil';
import type { ScanSettings } from '@curbcut/core';
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await launchScanBrowser();
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const settings: ScanSettings = { startUrls: PAGES.map((p) => server.baseUrl + p), sitemapUrl: null, crawl: { enabled: false, maxDepth: 0, maxPages: 10 }, include: [], exclude: [], wcagVersion: '2.1', wcagLevel: 'AA', bestPractice: true, needsReview: true, pageTimeoutSeconds: 30, concurrency: 2, respectRobotsTxt: false };
const gap = Number(process.argv[2] ?? 3000);
for (let round = 0; round < 5; round++) {
  await new Promise((r) => setTimeout(r, gap));
  const t0 = performance.now();
  const marks: string[] = [];
  await scanSite({ settings, browser, onPage: (p) => { marks.push(`${((performance.now() - t0) / 1000).toFixed(2)}(${p.durationMs})`); } });
  console.log(`round ${round}: ${((performance.now() - t0) / 1000).toFixed(2)} s; pages at ${marks.join(' ')}`);
}
await browser.close(); await server.close();
