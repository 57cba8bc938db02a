import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveDirectory } from './src/staticServer.testUtil';
import { loadAxeEngine } from './src/axeRunner';
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
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const tags = ['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice'];
const modes = process.argv.slice(2);
const ctxs = new Map();
for (const m of modes) { const ctx = await browser.newContext(); if (m.startsWith('init')) await ctx.addInitScript({ content: engine.source }); const page = await ctx.newPage(); await page.goto(server.baseUrl + PAGES[0]); ctxs.set(m, page); }
const totals = new Map<string, { cpu: number; wall: number }>();
for (let round = 0; round < 4; round++) {
  for (const m of modes) {
    const page = ctxs.get(m);
    const c0 = cpuTicks(); const t0 = performance.now();
    for (const p of PAGES) {
      await page.goto(server.baseUrl + p, { waitUntil: 'load' });
      if (m.startsWith('eval')) await page.evaluate(engine.source);
      if (m.endsWith('partial')) await page.evaluate(async (tags) => { const axe = (window as any).axe; const o = { runOnly: { type: 'tag', values: tags } }; const p = await axe.runPartial({ include: [], exclude: [] }, o); return JSON.stringify(await axe.finishRun([p], o)).length; }, tags);
      else if (!m.startsWith('none')) await page.evaluate((tags) => (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r: unknown) => JSON.stringify(r).length), tags);
    }
    const t = totals.get(m) ?? { cpu: 0, wall: 0 }; t.cpu += (cpuTicks() - c0) / 100; t.wall += (performance.now() - t0) / 1000; totals.set(m, t);
  }
}
for (const [m, t] of totals) console.log(m.padEnd(14), 'per page: cpu', (t.cpu / 40).toFixed(3), 's wall', (t.wall / 40).toFixed(3), 's');
await browser.close(); await server.close();
