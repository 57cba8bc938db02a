import { readFileSync, readdirSync } from 'node:fs';
import { launchScanBrowser, scanSite } from './src/index';
import { serveDirectory } from './src/staticServer.testUtil';
import type { ScanSettings } from '@curbcut/core';

function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try { const stat = readFileSync(`/proc/${d}/stat`, 'utf8'); const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(Number(d)); } catch {}
  }
  const out: number[] = []; const stack = [pid];
  while (stack.length) { const p = stack.pop()!; for (const c of children.get(p) ?? []) { out.push(c); stack.push(c); } }
  return out;
}
function cpuTicks(pids: number[]): number {
  let t = 0;
  for (const p of pids) { try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); } catch {} }
  return t;
}
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await launchScanBrowser();
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const settings: ScanSettings = { startUrls: PAGES.map((p) => server.baseUrl + p), sitemapUrl: null, crawl: { enabled: false, maxDepth: 0, maxPages: 10 }, include: [], exclude: [], wcagVersion: '2.1', wcagLevel: 'AA', bestPractice: true, needsReview: true, pageTimeoutSeconds: 30, concurrency: Number(process.argv[3] ?? 2), respectRobotsTxt: false };
const variants = process.argv[2].split(',');
const tot = new Map<string, number[]>();
for (let round = 0; round < 8; round++) { const variant = variants[round % variants.length];
  const pids = descendants(process.pid);
  const c0 = cpuTicks(pids); const n0 = process.cpuUsage(); const t0 = performance.now();
  let n = 0;
  await scanSite({ settings, browser, snapshots: variant !== 'nosnap', onPage: () => { n++; } });
  const wall = performance.now() - t0;
  const chromium = (cpuTicks(descendants(process.pid)) - c0) / 100; const nu = process.cpuUsage(n0);
  if (round >= variants.length) { const a = tot.get(variant) ?? [0,0]; a[0] += chromium + (nu.user+nu.system)/1e6; a[1] += wall/1000; tot.set(variant, a); }
  console.log(variant, `round ${round}: ${n} pages wall ${(wall / 1000).toFixed(2)} s = ${(n / wall * 60000).toFixed(0)}/min; cpu chromium ${chromium.toFixed(2)} s node ${((nu.user + nu.system) / 1e6).toFixed(2)} s; load ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
}
for (const [v,[c,w]] of tot) console.log(v, 'cpu/page', (c/ (10*(8-variants.length)/variants.length)).toFixed(3), 'wall/page', (w/(10*(8-variants.length)/variants.length)).toFixed(3));
await browser.close(); await server.close();
