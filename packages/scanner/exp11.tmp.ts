import { launchScanBrowser, scanSite } from './src/index';
import { serveDirectory } from './src/staticServer.testUtil';
import type { ScanSettings } from '@curbcut/core';
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await launchScanBrowser({ warmContexts: process.env.WARM !== '0' });
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const settings: ScanSettings = { startUrls: PAGES.map((p) => server.baseUrl + p), sitemapUrl: null, crawl: { enabled: false, maxDepth: 0, maxPages: 10 }, include: [], exclude: [], wcagVersion: '2.1', wcagLevel: 'AA', bestPractice: true, needsReview: true, pageTimeoutSeconds: 30, concurrency: 2, respectRobotsTxt: false };
const gap = Number(process.argv[2] ?? 2500);
const modes = (process.argv[3] ?? '0,1').split(',');
const times = new Map<string, number[]>();
for (let round = 0; round < Number(process.argv[4] ?? 12); round++) {
  const mode = modes[round % modes.length]!;
  process.env.LOOKAHEAD = mode;
  await new Promise((r) => setTimeout(r, gap));
  const t0 = performance.now();
  await scanSite({ settings, browser });
  const s = (performance.now() - t0) / 1000;
  if (round >= modes.length) (times.get(mode) ?? times.set(mode, []).get(mode)!).push(s);
}
for (const [m, t] of times) { t.sort((a, b) => a - b); console.log(`LOOKAHEAD=${m}: median ${t[Math.floor(t.length / 2)]!.toFixed(2)} s = ${(600 / t[Math.floor(t.length / 2)]!).toFixed(0)} pages/min; all ${t.map((x) => x.toFixed(2)).join(' ')}`); }
await browser.close(); await server.close();
