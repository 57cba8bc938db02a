import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveDirectory } from './src/staticServer.testUtil';
import { loadAxeEngine, runAxe } from './src/axeRunner';
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
function cpuTicks(): number { let t = 0; for (const p of descendants(process.pid)) { try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); } catch {} } return t; }
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: '--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'.split(' ') });
const engine = loadAxeEngine();
const tags = ['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice'];
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const mark = () => ({ c: cpuTicks(), t: performance.now() });
const diff = (a: any) => { const b = mark(); return `cpu ${((b.c - a.c) / 100).toFixed(2)} wall ${((b.t - a.t) / 1000).toFixed(2)}`; };
for (let round = 0; round < 3; round++) {
  let m = mark();
  const ctx = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
  await ctx.addInitScript({ content: engine.source });
  const page = await ctx.newPage();
  if (process.argv[2] === 'warm') { await page.setContent('<html lang="en"><title>x</title><main><h1>Warm</h1><p>text <a href="#">link</a></p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""></main></html>'); await runAxe(page, engine, tags, true); }
  if (process.argv[2] === 'warmblank') { await page.goto('about:blank'); await page.evaluate(engine.source); }
  const s1 = diff(m); m = mark();
  const out: string[] = [];
  for (const p of PAGES.slice(0, 4)) {
    await page.goto(server.baseUrl + p, { waitUntil: 'load' });
    await runAxe(page, engine, tags, true);
    out.push(diff(m)); m = mark();
  }
  await ctx.close();
  console.log('context+page', s1, '| pages:', out.join(' | '), '| close', diff(m));
}
await browser.close(); await server.close();
