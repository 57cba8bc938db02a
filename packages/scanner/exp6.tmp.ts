import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serveDirectory } from './src/staticServer.testUtil';
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
function byType(): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of descendants(process.pid)) { try { const s = readFileSync(`/proc/${p}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8'); const type = (/--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser') + (/utility-sub-type=([\w.]+)/.exec(cmd)?.[1] ?? '') + (cmd.includes('top-chrome-webui')?'-webui':''); m.set(type, (m.get(type) ?? 0) + Number(f[11]) + Number(f[12])); m.set('count:'+type, (m.get('count:'+type) ?? 0) + 1);} catch {} }
  return m;
}
const server = await serveDirectory('/work/shared/corpora/w3c-bad/');
const extra = (process.argv[2] ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...'--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'.split(' '), ...extra] });
const PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(server.baseUrl + PAGES[0]);
const before = byType(); const t0 = performance.now();
for (let r = 0; r < 2; r++) for (const p of PAGES) await page.goto(server.baseUrl + p, { waitUntil: 'load' });
const after = byType();
console.log(extra.join(' ') || 'default', 'wall', ((performance.now() - t0) / 1000).toFixed(2));
for (const [k, v] of after) if (!k.startsWith('count:')) console.log('  ', k, ((v - (before.get(k) ?? 0)) / 100).toFixed(2), 's; procs', after.get('count:' + k));
await browser.close(); await server.close();
