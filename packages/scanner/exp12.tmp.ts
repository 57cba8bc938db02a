import { readFileSync, readdirSync } from 'node:fs';
import { launchScanBrowser, scanSite } from './src/index';
import { serveDirectory } from './src/staticServer.testUtil';
import type { ScanSettings } from '@curbcut/core';
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const stat = readFileSync(`/proc/${d}/stat`, 'utf8'); const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(Number(d)); } catch {} }
  const out: number[] = []; const stack = [pid];
  while (stack.length) { const p = stack.pop()!; for (const c of children.get(p) ?? []) { out.push(c); stack.push(c); } }
  return out;
}
const dead = new Map<number, [string, number]>();
const types = new Map<number, string>();
function byType(): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of descendants(process.pid)) { try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); let type = types.get(p); if (type === undefined) { const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8'); if (cmd === '') continue; type = (/--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser') + (/utility-sub-type=([\w.]+)/.exec(cmd)?.[1] ?? '') + (cmd.includes('top-chrome-webui')?'-webui':''); types.set(p, type); } const t = Number(f[11]) + Number(f[12]); dead.set(p, [type, t]); } catch {} }
  for (const [, [type, t]] of dead) m.set(type, (m.get(type) ?? 0) + t);
  return m;
}
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await launchScanBrowser();
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const settings: ScanSettings = { startUrls: PAGES.map((p) => server.baseUrl + p), sitemapUrl: null, crawl: { enabled: false, maxDepth: 0, maxPages: 10 }, include: [], exclude: [], wcagVersion: '2.1', wcagLevel: 'AA', bestPractice: true, needsReview: true, pageTimeoutSeconds: 30, concurrency: 2, respectRobotsTxt: false };
await scanSite({ settings, browser }); await new Promise((r) => setTimeout(r, 3000));
const before = byType(); const n0 = process.cpuUsage(); const sampler = setInterval(byType, 50);
const rounds = 4;
for (let i = 0; i < rounds; i++) { await scanSite({ settings, browser, snapshots: process.env.SNAP !== '0' }); await new Promise((r) => setTimeout(r, 2500)); }
clearInterval(sampler); const after = byType(); const nu = process.cpuUsage(n0);
let total = 0;
for (const [k, v] of after) { const d = (v - (before.get(k) ?? 0)) / 100; total += d; console.log(k.padEnd(40), (d / (rounds * 10)).toFixed(3), 's/page'); }
console.log('node'.padEnd(40), ((nu.user + nu.system) / 1e6 / (rounds * 10)).toFixed(3), 's/page');
console.log('chromium total', (total / (rounds * 10)).toFixed(3));
await browser.close(); await server.close();
