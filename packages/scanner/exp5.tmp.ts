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
function cpuTicks(pids: number[]): number { let t = 0; for (const p of pids) { try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); t += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); } catch {} } return t; }
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: '--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'.split(' ') });
const engine = loadAxeEngine();
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const mode = process.argv[2] ?? 'init';
const tags = ['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice'];
for (let round = 0; round < 3; round++) {
  const c0 = cpuTicks(descendants(process.pid)); const t0 = performance.now();
  const ctx = await browser.newContext();
  if (mode === 'init') await ctx.addInitScript({ content: engine.source });
  const page = await ctx.newPage();
  for (const p of PAGES) {
    await page.goto(server.baseUrl + p, { waitUntil: 'load' });
    if (mode === 'eval') await page.evaluate(engine.source);
    if (mode !== 'none') await page.evaluate((tags) => (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags } }).then((r: unknown) => JSON.stringify(r).length), tags);
  }
  await ctx.close();
  console.log(mode, `wall ${((performance.now() - t0) / 1000).toFixed(2)} cpu chromium ${((cpuTicks(descendants(process.pid)) - c0) / 100).toFixed(2)}`);
}
await browser.close(); await server.close();
