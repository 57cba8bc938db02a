/**
 * `npm run bench -- --only frontend` (and part of `npm run bench`): the first screen of each route
 * group (sign-in, home, build report, scan report, settings) in Chromium with a cold cache: the
 * gzipped JavaScript the page had loaded when its first meaningful content appeared, chunk by
 * chunk, the bytes that went over the wire, and the time to that content; beside the same figures
 * for the single 1.46 MB bundle the app shipped before route splitting (issue 17), with ratios.
 *
 * The current tree is built into a temporary directory (host-app/dist, which the e2e suite uses,
 * is left alone). The earlier figures come from tests/bench/frontend/baseline.json, measured on this
 * kind of machine from a build of commit 1a52c59; `--baseline-dist DIR` measures such a build side
 * by side instead (both then run in the same conditions, alternating).
 * Options: --runs N (cold loads per group and build, median; default 3), --dist DIR (measure that
 * build instead of building), --save FILE (write this run's figures as a baseline file).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { median, table } from '../stats';
import { startFrontendBenchServer, type FrontendBenchServer } from './benchServer';
import { loadOnce, type PageLoad, type ReadyWhen } from './measure';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../..');
const BASELINE_FILE = join(here, 'baseline.json');
/** The issue's target for the first render of sign-in and Home. */
const FIRST_SCREEN_TARGET_BYTES = 250_000;
/** Sources that must never be in the first screen of sign-in or Home. */
const HEAVY_SOURCES = [/packages\/widgets\/src\/buildReport\/BuildReport\.tsx$/, /packages\/widgets\/src\/scanReport\/ScanReport\.tsx$/, /node_modules\/chart\.js\//, /node_modules\/pdfjs-dist\//];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface RouteGroup {
  name: string;
  path: (server: FrontendBenchServer) => string;
  signedIn: boolean;
  ready: ReadyWhen;
}

const GROUPS: readonly RouteGroup[] = [
  { name: 'sign-in', path: () => '/sign-in', signedIn: false, ready: { kind: 'heading', text: 'Sign in' } },
  { name: 'home', path: () => '/home', signedIn: true, ready: { kind: 'heading', text: 'Home' } },
  { name: 'build report', path: (s) => `${s.buildReportPath}&activeTab=issues`, signedIn: true, ready: { kind: 'ruleRow' } },
  { name: 'scan report', path: (s) => `${s.scanReportPath}&activeTab=issues`, signedIn: true, ready: { kind: 'ruleRow' } },
  { name: 'settings', path: () => '/settings', signedIn: true, ready: { kind: 'heading', text: 'Settings' } },
];

/** A chunk the page loaded before its first content. */
interface ChunkFigure {
  name: string;
  /** Path on the server. */
  file: string;
  gzipBytes: number;
}

/** The figures of one route group on one build. */
export interface GroupFigures {
  jsGzipBytes: number;
  chunks: ChunkFigure[];
  /** Every file before first content (document, CSS, JS), as sent. */
  wireBytes: number;
  firstContentMs: number;
  runsMs: number[];
}

/** A baseline file: the figures of one build. */
export interface FrontendFigures {
  build: string;
  measuredAt: string;
  machine: string;
  groups: Record<string, GroupFigures>;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const runs = Math.max(1, Number(option('runs') ?? 3));
const log = (line: string): void => console.log(line);
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(0)} KB`;
const ms = (v: number): string => `${v.toFixed(0)} ms`;
const ratio = (now: number, before: number): string => (before > 0 ? `${(now / before).toFixed(2)}x` : 'n/a');

/** Builds the working tree's host app into a temporary directory (brotli and gzip copies included). */
function buildCurrent(): { dir: string; ms: number } {
  const dir = mkdtempSync(join(tmpdir(), 'curbcut-bench-dist-'));
  const t0 = performance.now();
  const built = spawnSync(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(repo, 'host-app'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
  return { dir, ms: performance.now() - t0 };
}

/** `index-0luCK7Bd.js` -> `index`. */
function chunkName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The gzip size of a served file: its precompressed copy, or the file gzipped (level 9) here. */
async function gzipBytes(dist: string, server: FrontendBenchServer, path: string): Promise<number> {
  const file = join(dist, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  const bytes = existsSync(file) ? readFileSync(file) : Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
  return gzipSync(bytes, { level: 9 }).length;
}

/** Sources of the loaded chunks that the first screen of sign-in and Home must not hold. */
function heavySources(dist: string, paths: readonly string[]): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    const map = join(dist, `${path}.map`);
    if (!existsSync(map)) continue;
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
    for (const s of sources) if (HEAVY_SOURCES.some((re) => re.test(s))) found.add(`${chunkName(path)}: ${s.replace(/^(\.\.\/)+/, '')}`);
  }
  return [...found];
}

interface Target {
  label: string;
  dist: string;
  server: FrontendBenchServer;
  loads: Map<string, PageLoad[]>;
}

async function figures(target: Target): Promise<Record<string, GroupFigures>> {
  const out: Record<string, GroupFigures> = {};
  for (const group of GROUPS) {
    const loads = target.loads.get(group.name) ?? [];
    const first = loads[0];
    if (!first) continue;
    const scripts = first.files.filter((f) => f.path.endsWith('.js'));
    const chunks = await Promise.all(scripts.map(async (f) => ({ name: chunkName(f.path), file: f.path, gzipBytes: await gzipBytes(target.dist, target.server, f.path) })));
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const runsMs = loads.map((l) => l.firstContentMs);
    out[group.name] = {
      jsGzipBytes: chunks.reduce((n, c) => n + c.gzipBytes, 0),
      chunks,
      wireBytes: first.files.reduce((n, f) => n + f.wireBytes, 0),
      firstContentMs: median(runsMs),
      runsMs,
    };
  }
  return out;
}

function machine(): string {
  const cpu = cpus();
  return `${cpu.length} x ${cpu[0]?.model.trim() ?? 'cpu'}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
}

async function main(): Promise<void> {
  const given = option('dist');
  const baselineDist = option('baseline-dist');
  const save = option('save');
  const built = given ? null : buildCurrent();
  const currentDist = given ?? built?.dir ?? '';
  log(`(g) First screen per route group in Chromium, cold cache, median of ${runs} loads (${given ? `build ${given}` : `working tree built in ${((built?.ms ?? 0) / 1000).toFixed(1)} s`})`);

  const targets: Target[] = [];
  let browser: Browser | null = null;
  try {
    targets.push({ label: 'now', dist: currentDist, server: await startFrontendBenchServer(currentDist), loads: new Map() });
    if (baselineDist) targets.push({ label: 'before', dist: baselineDist, server: await startFrontendBenchServer(baselineDist), loads: new Map() });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    log(`  Chromium ${browser.version()}; ${machine()}`);
    // Builds alternate load by load, so drift in the machine's load falls on both alike.
    for (let run = 0; run < runs; run++) {
      for (const group of GROUPS) {
        for (const t of targets) {
          const load = await loadOnce(browser, `${t.server.url}${group.path(t.server)}`, group.ready, group.signedIn ? t.server.cookie : null);
          t.loads.set(group.name, [...(t.loads.get(group.name) ?? []), load]);
        }
      }
    }
    const now = await figures(targets[0] as Target);
    const beforeTarget = targets[1];
    const before: FrontendFigures | null = beforeTarget
      ? { build: baselineDist ?? '', measuredAt: new Date().toISOString(), machine: machine(), groups: await figures(beforeTarget) }
      : existsSync(BASELINE_FILE)
        ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as FrontendFigures)
        : null;
    if (save) {
      const saved: FrontendFigures = { build: given ?? 'working tree', measuredAt: new Date().toISOString(), machine: machine(), groups: now };
      writeFileSync(save, `${JSON.stringify(saved, null, 2)}\n`);
      log(`  saved to ${save}`);
    }
    report(now, before, currentDist);
  } finally {
    await browser?.close();
    for (const t of targets) await t.server.close();
    if (built) rmSync(built.dir, { recursive: true, force: true });
  }
}

function report(now: Record<string, GroupFigures>, before: FrontendFigures | null, dist: string): void {
  if (before) log(`  before: ${before.build}, measured ${before.measuredAt.slice(0, 16)}Z on ${before.machine}`);
  const rows = GROUPS.map((g) => {
    const n = now[g.name];
    const b = before?.groups[g.name];
    if (!n) return [g.name, 'FAILED', '', '', '', '', '', ''];
    return [
      g.name,
      kib(n.jsGzipBytes),
      b ? kib(b.jsGzipBytes) : '-',
      b ? ratio(n.jsGzipBytes, b.jsGzipBytes) : '-',
      `${kib(n.wireBytes)}${b ? ` / ${kib(b.wireBytes)}` : ''}`,
      ms(n.firstContentMs),
      b ? ms(b.firstContentMs) : '-',
      b ? ratio(n.firstContentMs, b.firstContentMs) : '-',
    ];
  });
  log(
    table(['route group', 'JS gzip now', 'before', 'ratio', 'on the wire now / before', 'first content now', 'before', 'ratio'], rows)
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n'),
  );
  for (const g of GROUPS) {
    const n = now[g.name];
    if (!n) continue;
    log(`  ${g.name}: ${n.chunks.length} scripts: ${n.chunks.map((c) => `${c.name} ${(c.gzipBytes / 1024).toFixed(1)}`).join(', ')} (KiB gzip); loads ${n.runsMs.map(ms).join(', ')}`);
  }
  for (const name of ['sign-in', 'home']) {
    const n = now[name];
    if (!n) continue;
    const heavy = heavySources(dist, n.chunks.map((c) => c.file));
    const verdict = n.jsGzipBytes <= FIRST_SCREEN_TARGET_BYTES && heavy.length === 0 ? 'met' : 'MISSED';
    const holds = heavy.length === 0 ? 'no report widget, chart.js or pdf.js in its chunks' : `but it holds ${heavy.join('; ')}`;
    log(`  target: ${name} first-screen JavaScript ${kb(n.jsGzipBytes)} gzip <= ${kb(FIRST_SCREEN_TARGET_BYTES)}, ${holds}: ${verdict}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
