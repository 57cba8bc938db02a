/**
 * `npm run bench`: @curbcut/core on a synthetic report of 1,000,000 issue nodes.
 *   (a) filter + recount by rule and by component over the columnar Dataset, against plain objects;
 *   (b) streaming CSV export, against papaparse's unparse, each in its own memory-capped process;
 *   (c) the build report widget in Chromium, with that dataset in its worker (own process,
 *       tests/bench/widget): filter change to new counts, the main thread's longest task meanwhile,
 *       mount to the first rule row, and the worker's CSV export of every row;
 *   (d) the gzip size of the embed loader script;
 *   (e) the website scanner against pa11y-ci (demo site and W3C BAD site, pages per minute, and
 *       whether the issue counts per page agree; tests/bench/scanner);
 *   (f) the PDF checker: ms per corpus file and pages per second on 500 pages (tests/bench/pdf);
 *   (h) the PDF page viewer in Chromium: first page of a 500-page PDF, bytes read by then, a jump
 *       to page 400, heap and canvases after 200 steps (tests/bench/pdfViewer, own process).
 * `--only pdf` runs section (f) alone; `--only pdf-viewer` section (h); `--only widget` builds the dataset and runs section (c) alone.
 * Options: --nodes N (default 1000000), --seed S, --runs R (default 51), --warmup W (default 15),
 * --csv-runs C (default 3: the core CSV export at full size runs C times in each of its two chunk
 * modes, fresh and reused, alternating; the median is reported, and every run listed),
 * --compare-rows N (default 100000), --scanner-rounds R (default 5: measured rounds of (e), median).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  DATASET_PREAMBLE_BYTES,
  buildLargeReportDataset,
  datasetHeaderByteLength,
  decodeDataset,
  generateLargeReport,
  readDatasetLayout,
} from '@curbcut/core';
import type { SyntheticIssue } from '@curbcut/core';
import type { CsvChildResult } from './csvChild';
import { assertSameAnswers, runCoreSide, runPlainSide, scenarios } from './filterBench';
import type { SideResult } from './filterBench';
import { pdfBenchSection } from './pdf/run';
import { pdfViewerBenchSection } from './pdfViewer/run';
import { scannerBenchSection } from './scanner/run';
import { mib, table } from './stats';
import { browserSection } from './widget/summary';
import type { BrowserBenchResult } from './widget/types';
// @ts-expect-error: a plain ESM build script without type declarations (as host-app's Vite config imports it).
import { bundleScript } from '../../packages/embed/build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const peersDir = join(here, 'peers');
const FILTER_TARGET_MS = 8;
const CSV_TARGET_MS = 3000;
const CSV_TARGET_EXTRA_BYTES = 64 * 1024 * 1024;
const CHILD_HEAP_MB = 4096;
const EMBED_TARGET_BYTES = 5000;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a non-negative number.`);
  return value;
}

const nodes = option('nodes', 1_000_000);
const seed = option('seed', 2026);
const runs = option('runs', 51);
const warmup = option('warmup', 15);
const csvRuns = Math.max(1, option('csv-runs', 3));
const compareRows = Math.min(option('compare-rows', 100_000), nodes);
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);
const log = (line: string): void => console.log(line);
const onlySection = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

type CsvTool = 'core' | 'core-reuse' | 'papaparse';

/** How a tool is named in the report. */
function label(tool: string): string {
  return tool === 'core' ? 'core, fresh chunks' : tool === 'core-reuse' ? 'core, reused chunks' : tool;
}

function runCsvChild(tool: CsvTool, datasetPath: string, rows: number): CsvChildResult {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@curbcut/source',
      '--expose-gc',
      `--max-old-space-size=${CHILD_HEAP_MB}`,
      join(here, 'csvChild.ts'),
      tool,
      datasetPath,
      String(rows),
      '/dev/null',
      peersDir,
    ],
    { encoding: 'utf8', timeout: 600_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as CsvChildResult;
  } catch {
    const why = child.signal ? `killed by ${child.signal}` : `exit code ${child.status}`;
    const detail = child.stderr.split('\n').find((l) => /heap out of memory|Invalid string length|Error/.test(l)) ?? '';
    return { tool, rows, ok: false, error: `${why}${detail ? `: ${detail.trim()}` : ''}` };
  }
}

/** Section (c): the browser child builds the bench page, serves it over the dataset file and drives Chromium. */
function runBrowserChild(datasetPath: string): BrowserBenchResult {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@curbcut/source', join(here, 'widget', 'browserChild.ts'), datasetPath],
    // Its progress lines (stderr) show as it goes: the section takes a minute or more.
    { encoding: 'utf8', timeout: 900_000, maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as BrowserBenchResult;
  } catch {
    return { ok: false, error: child.signal ? `killed by ${child.signal}` : `exit code ${child.status}` };
  }
}

function csvRow(r: CsvChildResult): string[] {
  if (!r.ok || r.ms === undefined) return [label(r.tool), r.rows.toLocaleString('en-US'), `FAILED: ${r.error ?? 'unknown'}`, '', '', '', ''];
  return [
    label(r.tool),
    r.rows.toLocaleString('en-US'),
    `${seconds(r.ms)} (${seconds(r.cpuMs ?? 0)})`,
    Math.round(r.rows / (r.ms / 1000)).toLocaleString('en-US'),
    (((r.bytes ?? 0) / 1024 / 1024) / (r.ms / 1000)).toFixed(0),
    mib(r.extraRssBytes ?? 0),
    mib(r.extraHeapBytes ?? 0),
  ];
}

function loadLine(when: string): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  const note = one > cpus().length ? ': busier than its CPUs, so wall times include waiting for one' : '';
  return `Load average ${when}: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} on ${cpus().length} CPUs${note}`;
}

/** The run with the median wall time among successful runs (the first failure when none succeeded). */
function medianRun(results: CsvChildResult[]): CsvChildResult {
  const ok = results.filter((r) => r.ok && r.ms !== undefined).sort((a, b) => (a.ms as number) - (b.ms as number));
  return ok[Math.floor((ok.length - 1) / 2)] ?? (results[0] as CsvChildResult);
}

async function main(): Promise<void> {
  log(loadLine('at start'));
  if (onlySection === 'pdf') {
    for (const line of await pdfBenchSection()) log(line);
    log(`\n${loadLine('at end')}`);
    return;
  }
  if (onlySection === 'pdf-viewer') {
    for (const line of pdfViewerBenchSection()) log(line);
    log(`\n${loadLine('at end')}`);
    return;
  }
  const tmp = mkdtempSync(join(tmpdir(), 'curbcut-bench-'));
  const datasetPath = join(tmp, 'dataset.bin');
  try {
    log(`Synthetic report: ${nodes.toLocaleString('en-US')} issue nodes, seed ${seed} (node ${process.version})`);
    let t = performance.now();
    const fd = openSync(datasetPath, 'w');
    let total = 0;
    for (const part of buildLargeReportDataset({ nodes, seed })) total += writeSync(fd, part);
    closeSync(fd);
    log(`  dataset built and written: ${mib(total)} MiB in ${seconds(performance.now() - t)}`);
    if (onlySection === 'widget') {
      for (const line of browserSection(runBrowserChild(datasetPath), nodes)) log(line);
      log(`\n${loadLine('at end')}`);
      return;
    }

    // The browser downloads only the core prefix (header + numeric columns); so does this process.
    const headFd = openSync(datasetPath, 'r');
    const preamble = Buffer.alloc(DATASET_PREAMBLE_BYTES);
    readSync(headFd, preamble, 0, preamble.length, 0);
    const head = Buffer.alloc(datasetHeaderByteLength(preamble));
    readSync(headFd, head, 0, head.length, 0);
    const { coreByteLength } = readDatasetLayout(head);
    const prefix = Buffer.alloc(coreByteLength);
    readSync(headFd, prefix, 0, coreByteLength, 0);
    closeSync(headFd);
    t = performance.now();
    const dataset = decodeDataset(prefix);
    log(`  core prefix: ${mib(coreByteLength)} MiB, decoded and checked in ${(performance.now() - t).toFixed(0)} ms`);

    log(`\n(a) Filter + recount by rule and by component (median of ${runs} runs after ${warmup} warm-up runs)`);
    const report = generateLargeReport({ nodes, seed });
    const list = scenarios(dataset, report.rules);
    gc();
    const core = runCoreSide(dataset, list, runs, warmup);
    t = performance.now();
    let issues: SyntheticIssue[] | null = [...report.issues()];
    log(`  then ${issues.length.toLocaleString('en-US')} plain issue objects generated in ${seconds(performance.now() - t)}`);
    gc();
    const plain = runPlainSide(issues, list, runs, warmup);
    list.forEach((s, i) => assertSameAnswers(s.name, (core[i] as SideResult).recount, (plain[i] as SideResult).recount));
    log(
      table(
        ['scenario', 'rows matched', '@curbcut/core wall (cpu)', 'plain objects wall (cpu)', 'ratio (wall)', `target < ${FILTER_TARGET_MS} ms`],
        list.map((s, i) => {
          const c = (core[i] as SideResult).timing;
          const p = (plain[i] as SideResult).timing;
          const matched = (core[i] as SideResult).recount.rules.reduce((n, [, count]) => n + count, 0);
          return [
            s.name,
            matched.toLocaleString('en-US'),
            `${c.wall.toFixed(2)} ms (${c.cpu.toFixed(2)})`,
            `${p.wall.toFixed(1)} ms (${p.cpu.toFixed(1)})`,
            `${(p.wall / c.wall).toFixed(1)}x faster`,
            c.wall < FILTER_TARGET_MS ? 'met' : c.cpu < FILTER_TARGET_MS ? 'met in CPU time' : 'MISSED',
          ];
        }),
      ),
    );
    issues = null;
    gc();

    const peers = existsSync(join(peersDir, 'node_modules', 'papaparse', 'package.json'));
    log(`\n(b) CSV export to /dev/null, each run in its own process (--max-old-space-size=${CHILD_HEAP_MB}); core at full size: median of ${csvRuns} per mode`);
    log('  core modes: "fresh chunks" is writeCsv\'s default (every chunk a new array the caller may keep);');
    log('  "reused chunks" is reuseChunks: true, right for this consumer, which writes each chunk synchronously.');
    // The two core modes alternate, so a busy spell on the machine falls on both alike.
    const modes = ['core-reuse', 'core'] as const;
    const coreRuns: Record<(typeof modes)[number], CsvChildResult[]> = { 'core-reuse': [], core: [] };
    for (let i = 0; i < csvRuns; i++) for (const mode of modes) coreRuns[mode].push(runCsvChild(mode, datasetPath, nodes));
    const coreFull = modes.map((mode) => medianRun(coreRuns[mode]));
    const papaFull: CsvChildResult = peers
      ? runCsvChild('papaparse', datasetPath, nodes)
      : { tool: 'papaparse', rows: nodes, ok: false, error: 'not installed: run npm run bench' };
    const small = compareRows < nodes ? modes.map((mode) => runCsvChild(mode, datasetPath, compareRows)) : [];
    if (peers && compareRows < nodes) small.push(runCsvChild('papaparse', datasetPath, compareRows));
    log(
      table(
        ['writer', 'rows', 'wall (cpu)', 'rows/s', 'MiB/s', 'extra RSS MiB', 'extra heap MiB'],
        [...coreFull, papaFull, ...small].map(csvRow),
      ),
    );
    for (const mode of modes) {
      const runs = coreRuns[mode];
      const all = runs.map((r) => (r.ok && r.ms !== undefined ? `${seconds(r.ms)} (${seconds(r.cpuMs ?? 0)}), ${mib(r.extraRssBytes ?? 0)} MiB` : 'failed'));
      log(`  ${label(mode)} runs at ${nodes.toLocaleString('en-US')} rows, wall (cpu), extra RSS: ${all.join(' | ')}`);
      const ok = runs.filter((r) => r.ok && r.ms !== undefined);
      if (ok.length === 0) continue;
      const med = medianRun(runs);
      const slowest = Math.max(...ok.map((r) => r.ms as number));
      const mostMemory = Math.max(...ok.map((r) => r.extraRssBytes ?? Infinity));
      const timeOk = (med.ms as number) < CSV_TARGET_MS || (med.cpuMs ?? Infinity) < CSV_TARGET_MS;
      const memOk = mostMemory < CSV_TARGET_EXTRA_BYTES;
      log(
        `    target: median < ${seconds(CSV_TARGET_MS)} ${timeOk ? 'met' : 'MISSED'} (slowest run ${seconds(slowest)}), ` +
          `< 64 MiB extra in every run ${memOk ? 'met' : 'MISSED'} (most ${mib(mostMemory)} MiB), no row cap`,
      );
    }
    const ratioOf = (a: CsvChildResult | undefined, b: CsvChildResult | undefined): string | null =>
      a?.ok && b?.ok && a.ms && b.ms
        ? `${(b.ms / a.ms).toFixed(1)}x time, ${((b.extraRssBytes ?? 0) / Math.max(1, a.extraRssBytes ?? 1)).toFixed(1)}x extra RSS`
        : null;
    for (const [i, mode] of modes.entries()) {
      const fullRatio = ratioOf(coreFull[i], papaFull);
      log(`  papaparse / ${label(mode)} at ${nodes.toLocaleString('en-US')} rows: ${fullRatio ?? `papaparse failed (${papaFull.error ?? ''})`}`);
      const smallRatio = ratioOf(small[i], small[modes.length]);
      if (smallRatio) log(`  papaparse / ${label(mode)} at ${compareRows.toLocaleString('en-US')} rows: ${smallRatio}`);
    }

    log('');
    for (const line of browserSection(runBrowserChild(datasetPath), nodes)) log(line);

    const embed = (await bundleScript()) as Uint8Array;
    const gzipped = gzipSync(embed).length;
    log(
      `\n(d) Embed loader script (packages/embed bundleScript): ${embed.length.toLocaleString('en-US')} B minified, ` +
        `${gzipped.toLocaleString('en-US')} B gzipped; target < 5 KB (${EMBED_TARGET_BYTES.toLocaleString('en-US')} B) ${gzipped < EMBED_TARGET_BYTES ? 'met' : 'MISSED'}`,
    );
    log('');
    for (const line of await scannerBenchSection({ rounds: Math.max(1, option('scanner-rounds', 5)) })) log(line);
    log('');
    for (const line of await pdfBenchSection()) log(line);
    log('');
    for (const line of pdfViewerBenchSection()) log(line);
    log(`\n${loadLine('at end')}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
