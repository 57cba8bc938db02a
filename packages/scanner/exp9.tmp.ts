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
function renderers(): number[] { return descendants(process.pid).filter((d) => { try { const c = readFileSync(`/proc/${d}/cmdline`, 'utf8'); return c.includes('--type=renderer') && !c.includes('webui'); } catch { return false; } }).sort(); }
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const server2 = await serveDirectory('/work/shared/corpora/w3c-bad/');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: '--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'.split(' ') });
const engine = loadAxeEngine();
const ctx = await browser.newContext();
await ctx.addInitScript({ content: engine.source });
const p1 = await ctx.newPage(); const p2 = await ctx.newPage();
console.log('after newPage x2', renderers());
await p1.setContent('<p>hi</p>'); await p2.setContent('<p>hi</p>');
console.log('after setContent', renderers());
await p1.goto(server.baseUrl + 'before/home.html'); console.log('p1 goto', renderers());
await p2.goto(server.baseUrl + 'before/news.html'); console.log('p2 goto same site', renderers());
await p1.goto(server2.baseUrl.replace('127.0.0.1', 'localhost') + 'before/home.html'); console.log('p1 goto other site', renderers());
await browser.close(); await server.close(); await server2.close();
