/**
 * pa11y-ci, the peer of the scanner benchmark, run as a child process from tests/bench/peers (never a
 * workspace dependency). Its configuration, chosen so it does the same work as Curbcut:
 *   - the axe runner (pa11y's default is HTML_CodeSniffer), with `standard: WCAG2AA`, which makes
 *     pa11y run axe with the tags wcag2a, wcag21a, wcag2aa, wcag21aa and best-practice: the same
 *     set as Curbcut's axeTagsFor('2.1', 'AA', true);
 *   - `includeWarnings` and `includeNotices`: pa11y files axe's critical and serious results as
 *     errors, moderate as warnings and minor as notices, and by default reports errors only;
 *   - Debian's Chromium with the same flags as Curbcut's, concurrency 2;
 *   - URLs as objects: with plain strings pa11y-ci 4.1 hands every concurrent test the same shared
 *     options object, and at concurrency 2 pages are lost.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS as SCANNER_CHROMIUM_ARGS } from '@curbcut/scanner';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Where scripts/bench.sh installs the peers. */
export const PEERS_DIR = join(here, '..', 'peers');
const PA11Y_CI_BIN = join(PEERS_DIR, 'node_modules', 'pa11y-ci', 'bin', 'pa11y-ci.js');

/**
 * Chromium flags of @curbcut/scanner's launch, for equal footing; its --disable-features list (UI
 * features Playwright turns off) is Playwright's own and not something puppeteer would be given.
 */
const CHROMIUM_ARGS = SCANNER_CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--disable-features='));

/** Issue counts per rule id on one page. */
export type RuleCounts = Record<string, number>;

/** What one tool found on one page. */
export interface PageOutcome {
  ok: boolean;
  error?: string;
  /** Violation nodes per rule id. */
  violations: RuleCounts;
  /** Needs-review (axe incomplete) nodes per rule id. */
  review: RuleCounts;
  /** Time the tool spent on the page, load and check. */
  ms: number;
}

/** One pa11y-ci run. */
export interface Pa11yRun {
  /** First page start to last page end, browser already running. */
  windowMs: number;
  /** The whole child process: Node start, Chromium launch and close included. */
  processMs: number;
  pages: Map<string, PageOutcome>;
}

interface ReporterOutput {
  total: number;
  windowMs: number | null;
  pages: Record<string, { ok: boolean; error?: string; ms: number; violations?: RuleCounts; review?: RuleCounts }>;
}

/** The installed pa11y-ci, pa11y and axe-core versions, or null when pa11y-ci is not installed. */
export async function pa11yVersions(): Promise<{ pa11yCi: string; pa11y: string; axe: string } | null> {
  if (!existsSync(PA11Y_CI_BIN)) return null;
  const version = async (name: string): Promise<string> => {
    const nested = join(PEERS_DIR, 'node_modules', 'pa11y', 'node_modules', name, 'package.json');
    const path = existsSync(nested) ? nested : join(PEERS_DIR, 'node_modules', name, 'package.json');
    return (JSON.parse(await readFile(path, 'utf8')) as { version: string }).version;
  };
  return { pa11yCi: await version('pa11y-ci'), pa11y: await version('pa11y'), axe: await version('axe-core') };
}

/**
 * Runs pa11y-ci once over `urls` (concurrency 2) and reads what the bench reporter wrote.
 * `workDir` holds the config and the result file.
 */
export async function runPa11yCi(urls: readonly string[], workDir: string, tag: string): Promise<Pa11yRun> {
  const resultFile = join(workDir, `pa11y-${tag}.json`);
  const configFile = join(workDir, `pa11y-${tag}.config.json`);
  const config = {
    defaults: {
      runners: ['axe'],
      standard: 'WCAG2AA',
      includeWarnings: true,
      includeNotices: true,
      concurrency: 2,
      timeout: 30_000,
      chromeLaunchConfig: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      reporters: [[join(here, 'pa11yReporter.cjs'), { fileName: resultFile }]],
    },
    urls: urls.map((url) => ({ url })),
  };
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const started = performance.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    // Async spawn: this process's event loop must stay free (the caller may serve pages from it).
    const child = spawn(process.execPath, [PA11Y_CI_BIN, '--config', configFile], {
      cwd: workDir,
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (err = (err + chunk).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode, stderr: err });
    });
  });
  const processMs = performance.now() - started;
  // Exit code 2 means "issues found", the expected outcome on these sites.
  if (code !== 0 && code !== 2) throw new Error(`pa11y-ci exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  const output = JSON.parse(await readFile(resultFile, 'utf8')) as ReporterOutput;
  if (output.windowMs === null) throw new Error('pa11y-ci checked no page');
  const pages = new Map<string, PageOutcome>();
  for (const [url, page] of Object.entries(output.pages)) {
    pages.set(url, { ok: page.ok, ...(page.error ? { error: page.error } : {}), violations: page.violations ?? {}, review: page.review ?? {}, ms: page.ms });
  }
  return { windowMs: output.windowMs, processMs, pages };
}
