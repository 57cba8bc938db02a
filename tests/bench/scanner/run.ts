/**
 * Scanner benchmark: pages per minute of Curbcut's `scanSite` and of pa11y-ci (axe runner), over
 * (1) the demo site's sitemap pages and (2) the ten pages of the W3C BAD site (before/ and after/:
 * home, news, tickets, survey, template), both served from a child process on 127.0.0.1, with the
 * same Chromium, the same axe tags and concurrency 2. Each tool does a warm-up round, then `rounds`
 * measured rounds (default 5, median), the tools alternating which goes first. Curbcut reuses one
 * browser and captures page snapshots; pa11y-ci is a new process per round, timed from its first
 * page to its last (its own Chromium already running), with the whole process shown beside it.
 * Target: at least 100 pages per minute on the BAD pages on 2 cores, and twice pa11y-ci's rate.
 *
 * Alone: `node --import tsx --conditions=@curbcut/source tests/bench/scanner/run.ts [--rounds N] [--site demo|bad]`.
 * From the main bench: `scannerBenchSection()` returns the lines to print.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, table } from '../stats';
import { agreementLines, compareRuns } from './compare';
import { launchBenchBrowser, runCurbcut, type CurbcutRun } from './curbcut';
import { pa11yVersions, runPa11yCi, type Pa11yRun } from './pa11y';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The shared corpus folder beside the repository (read at run time, never copied). */
const BAD_DIR = process.env.CURBCUT_W3C_BAD_DIR ?? join(here, '..', '..', '..', '..', 'shared', 'corpora', 'w3c-bad');
const BAD_PAGES = ['home', 'news', 'tickets', 'survey', 'template'].flatMap((p) => [`before/${p}.html`, `after/${p}.html`]);
const CHROMIUM = '/usr/bin/chromium';
const TARGET_PAGES_PER_MINUTE = 100;
const TARGET_RATIO = 2;

/** Options of the section. */
export interface ScannerBenchOptions {
  /** Measured rounds per tool and site (default 5). */
  rounds?: number;
  /** Sites to scan (default both). */
  sites?: readonly SiteName[];
  /** Progress lines while it runs (default: stderr). */
  progress?: (line: string) => void;
}

type SiteName = 'demo' | 'bad';

interface SiteResult {
  name: string;
  urls: string[];
  curbcut: CurbcutRun[];
  pa11y: Pa11yRun[];
}

/** Starts serveSites.mjs and waits for the origins it prints. */
async function startSites(): Promise<{ child: ChildProcess; demo: string; bad: string }> {
  const child = spawn(process.execPath, [join(here, 'serveSites.mjs'), BAD_DIR], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0] as string);
    });
    child.on('exit', (code) => reject(new Error(`serveSites.mjs exited with ${code}`)));
  });
  const origins = JSON.parse(line) as { demo: string; bad: string };
  return { child, ...origins };
}

/** The demo site's pages: every URL of its sitemap index's sitemaps. */
async function demoUrls(origin: string): Promise<string[]> {
  const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const index = await fetch(`${origin}/sitemap-index.xml`).then((r) => r.text());
  const urls: string[] = [];
  for (const sitemap of locs(index)) urls.push(...locs(await fetch(sitemap).then((r) => r.text())));
  return urls;
}

const perMinute = (pages: number, ms: number): number => pages / (ms / 60_000);
const fmt = (n: number): string => n.toFixed(1);

/** Runs both tools over one site: a warm-up round each, then `rounds` measured rounds. */
async function benchSite(
  name: string,
  urls: string[],
  rounds: number,
  withPa11y: boolean,
  browser: Awaited<ReturnType<typeof launchBenchBrowser>>,
  workDir: string,
  progress: (line: string) => void,
): Promise<SiteResult> {
  const result: SiteResult = { name, urls, curbcut: [], pa11y: [] };
  for (let round = 0; round <= rounds; round++) {
    const label = round === 0 ? 'warm-up' : `round ${round}/${rounds}`;
    // Alternate who goes first, so a busy spell on the shared machine falls on both alike.
    const order = round % 2 === 0 ? (['curbcut', 'pa11y'] as const) : (['pa11y', 'curbcut'] as const);
    for (const tool of order) {
      if (tool === 'curbcut') {
        const run = await runCurbcut(urls, browser);
        if (round > 0) result.curbcut.push(run);
        progress(`  ${name} ${label}: Curbcut ${(run.ms / 1000).toFixed(2)} s`);
      } else if (withPa11y) {
        const run = await runPa11yCi(urls, workDir, `${name.replace(/\W+/g, '-')}-${round}`);
        if (round > 0) result.pa11y.push(run);
        progress(`  ${name} ${label}: pa11y-ci ${(run.windowMs / 1000).toFixed(2)} s (process ${(run.processMs / 1000).toFixed(2)} s)`);
      }
    }
  }
  return result;
}

function siteLines(site: SiteResult, isTarget: boolean): string[] {
  const pages = site.urls.length;
  const c = median(site.curbcut.map((r) => r.ms));
  const cRate = perMinute(pages, c);
  const lines: string[] = [];
  const rows: string[][] = [['Curbcut scanSite (warm browser, snapshots on)', `${(c / 1000).toFixed(2)} s`, fmt(cRate), '']];
  let ratio: number | null = null;
  if (site.pa11y.length > 0) {
    const p = median(site.pa11y.map((r) => r.windowMs));
    const pp = median(site.pa11y.map((r) => r.processMs));
    ratio = cRate / perMinute(pages, p);
    rows.push(['pa11y-ci, first page to last (its browser running)', `${(p / 1000).toFixed(2)} s`, fmt(perMinute(pages, p)), `${ratio.toFixed(2)}x`]);
    rows.push(['pa11y-ci, whole process (Node + Chromium launch)', `${(pp / 1000).toFixed(2)} s`, fmt(perMinute(pages, pp)), `${(cRate / perMinute(pages, pp)).toFixed(2)}x`]);
  }
  lines.push(`  ${site.name}: ${pages} pages, median of ${site.curbcut.length} rounds`);
  lines.push(...table(['tool', 'median', 'pages/min', 'Curbcut faster by'], rows).split('\n').map((l) => `    ${l}`));
  const all = (runs: { ms?: number; windowMs?: number }[]): string => runs.map((r) => ((r.ms ?? r.windowMs ?? 0) / 1000).toFixed(2)).join(', ');
  lines.push(`    rounds, s: Curbcut ${all(site.curbcut)}${site.pa11y.length ? `; pa11y-ci ${all(site.pa11y)}` : ''}`);
  const snapshotMiB = (site.curbcut.at(-1)?.snapshotBytes ?? 0) / 1024 / 1024;
  lines.push(`    Curbcut snapshots per round: ${snapshotMiB.toFixed(1)} MiB (HTML and resources)`);
  const slowest = (pages: Map<string, { ms: number }> | undefined): string => {
    const [url, page] = [...(pages ?? new Map<string, { ms: number }>())].sort((a, b) => b[1].ms - a[1].ms)[0] ?? ['', { ms: 0 }];
    return url ? `${new URL(url).pathname} ${(page.ms / 1000).toFixed(2)} s` : 'none';
  };
  lines.push(`    slowest page of the last round: Curbcut ${slowest(site.curbcut.at(-1)?.pages)}${site.pa11y.length ? `; pa11y-ci ${slowest(site.pa11y.at(-1)?.pages)}` : ''}`);
  if (isTarget) {
    lines.push(
      `    target >= ${TARGET_PAGES_PER_MINUTE} pages/min on ${cpus().length} cores: ${cRate >= TARGET_PAGES_PER_MINUTE ? 'met' : 'MISSED'} (${fmt(cRate)}); ` +
        `>= ${TARGET_RATIO}x pa11y-ci: ${ratio === null ? 'not measured (pa11y-ci not installed)' : ratio >= TARGET_RATIO ? `met (${ratio.toFixed(2)}x)` : `MISSED (${ratio.toFixed(2)}x)`}`,
    );
  }
  const lastCurbcut = site.curbcut.at(-1);
  const lastPa11y = site.pa11y.at(-1);
  if (lastCurbcut && lastPa11y) lines.push(...agreementLines(compareRuns(site.urls, lastCurbcut.pages, lastPa11y.pages)));
  const failed = lastCurbcut ? site.urls.filter((u) => !lastCurbcut.pages.get(u)?.ok) : [];
  if (failed.length > 0) lines.push(`    Curbcut did not check: ${failed.join(', ')}`);
  return lines;
}

/** Runs the benchmark and returns the lines to print (section (e) of `npm run bench`). */
export async function scannerBenchSection(options: ScannerBenchOptions = {}): Promise<string[]> {
  const rounds = options.rounds ?? 5;
  const sites = options.sites ?? ['demo', 'bad'];
  const progress = options.progress ?? ((line: string) => process.stderr.write(`${line}\n`));
  const lines = [`(e) Website scanner: pages per minute, Curbcut against pa11y-ci (axe runner), concurrency 2, same Chromium`];
  if (!existsSync(CHROMIUM)) return [...lines, `  skipped: no Chromium at ${CHROMIUM} (scripts/ensure-chromium.sh installs it)`];
  const versions = await pa11yVersions();
  lines.push(
    versions
      ? `  pa11y-ci ${versions.pa11yCi} (pa11y ${versions.pa11y}, axe-core ${versions.axe}), WCAG2AA with warnings and notices`
      : '  pa11y-ci is not installed in tests/bench/peers: Curbcut alone (npm run bench installs it)',
  );
  const wanted = sites.filter((s) => s !== 'bad' || existsSync(join(BAD_DIR, 'before', 'home.html')));
  if (wanted.length < sites.length) lines.push(`  W3C BAD site skipped: not found at ${BAD_DIR} (set CURBCUT_W3C_BAD_DIR)`);

  const served = await startSites();
  const workDir = await mkdtemp(join(tmpdir(), 'curbcut-scanner-bench-'));
  let browser: Awaited<ReturnType<typeof launchBenchBrowser>> | null = null;
  const [one = 0] = loadavg();
  try {
    browser = await launchBenchBrowser();
    const results: { site: SiteResult; isTarget: boolean }[] = [];
    const failures: string[] = [];
    for (const name of wanted) {
      const urls = name === 'demo' ? await demoUrls(served.demo) : BAD_PAGES.map((p) => `${served.bad}/${p}`);
      const title = name === 'demo' ? 'demo site (sitemap pages)' : 'W3C BAD (before/ and after/)';
      progress(`Scanner bench: ${title}, ${urls.length} pages, ${rounds} rounds`);
      try {
        results.push({ site: await benchSite(title, urls, rounds, versions !== null, browser, workDir, progress), isTarget: name === 'bad' });
      } catch (error) {
        // One failing tool or site should not cost the rest of `npm run bench` its figures.
        failures.push(`  ${title}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const engine = results[0]?.site.curbcut[0]?.engineVersion ?? '?';
    lines.push(`  Curbcut: @curbcut/scanner with axe-core ${engine}, WCAG 2.1 AA + best practice, needs review on`);
    for (const { site, isTarget } of results) lines.push(...siteLines(site, isTarget));
    lines.push(...failures);
    const [end = 0] = loadavg();
    lines.push(`  load average at start ${one.toFixed(2)}, at end ${end.toFixed(2)} on ${cpus().length} CPUs (other work on the machine slows both tools)`);
    return lines;
  } finally {
    await browser?.close();
    served.child.kill();
    await rm(workDir, { recursive: true, force: true });
  }
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(option('rounds') ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a whole number of at least 1.');
  const site = option('site');
  if (site !== undefined && site !== 'demo' && site !== 'bad') throw new Error('--site is demo or bad.');
  const lines = await scannerBenchSection({ rounds, ...(site ? { sites: [site] } : {}) });
  for (const line of lines) console.log(line);
}
