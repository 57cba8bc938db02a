/**
 * `npm run bench -- --only consolidate`: core's consolidation (issue 20, docs/decisions/0041) of 20
 * stored datasets of 50,000 issue nodes each, target 5 s and 1 GiB peak RSS. The datasets come from
 * the synthetic report generator (a seed per report, units renamed per report as real ids are
 * unique) with about 30% of each report's fingerprints drawn from a pool as large as one report that
 * all reports share, so the merge finds real duplicates. Each measured merge runs in a fresh child
 * process (consolidateChild.ts), so its peak RSS is the merge's: streaming (each dataset read from
 * its file just before it is merged, as the server reads one blob at a time) and in memory (all
 * byte arrays read first, then consolidateDatasets). Options: --reports N (20), --nodes N (50000 per
 * report), --shared F (0.3), --seed S (2026), --runs R (3 streaming runs, median; one in-memory run).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatasetBuilder, generateLargeReport } from '@curbcut/core';
import type { ConsolidateChildResult } from './consolidateChild';
import { mib, table } from './stats';

const TARGET_MS = 5000;
const TARGET_RSS_BYTES = 1024 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a non-negative number.`);
  return value;
}

const reports = Math.max(2, option('reports', 20));
const nodes = option('nodes', 50_000);
const shared = Math.min(1, option('shared', 0.3));
const seed = option('seed', 2026);
const runs = Math.max(1, option('runs', 3));
/** Shared fingerprints are drawn from a pool as large as one report. */
const POOL = Math.max(1, nodes);

/** Whether row `row` of report `report` takes a pool fingerprint: a fixed hash, so every run agrees. */
function isShared(report: number, row: number): boolean {
  return (Math.imul(row + 1, 0x9e3779b1) ^ Math.imul(report + 1, 0x85ebca6b)) >>> 0 < shared * 0x1_0000_0000;
}

/** Builds report `r`'s dataset and writes it to `path`; returns its byte length. */
function writeReport(r: number, path: string): number {
  const report = generateLargeReport({ nodes, seed: seed + r });
  const unitId = (id: string): string => `r${r}-${id}`;
  const builder = new DatasetBuilder({ rules: report.rules, testCases: report.testCases.map((t) => ({ ...t, id: unitId(t.id) })) });
  let row = 0;
  for (const issue of report.issues()) {
    // A report's pool draws are distinct rows of the pool, so no report repeats a fingerprint.
    const fingerprint = isShared(r, row) ? `pool${((row + r * 997) % POOL).toString(16).padStart(12, '0')}` : issue.fingerprint;
    builder.append({ ...issue, fingerprint, sources: issue.sources.map((s) => (s.testCaseId ? { ...s, testCaseId: unitId(s.testCaseId) } : s)) });
    row++;
  }
  const fd = openSync(path, 'w');
  let bytes = 0;
  for (const part of builder.finishParts()) bytes += writeSync(fd, part);
  closeSync(fd);
  return bytes;
}

function runChild(mode: ConsolidateChildResult['mode'], files: string[]): ConsolidateChildResult {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@curbcut/source', join(here, 'consolidateChild.ts'), mode, ...files], {
    encoding: 'utf8',
    timeout: 600_000,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as ConsolidateChildResult;
  } catch {
    throw new Error(`The ${mode} consolidation child failed: ${child.signal ? `killed by ${child.signal}` : `exit code ${child.status}`}`);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function verdict(ms: number, rss: number): string {
  return ms <= TARGET_MS && rss <= TARGET_RSS_BYTES ? 'within target' : 'MISSES the target';
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'curbcut-bench-consolidate-'));
  try {
    console.log(
      `Consolidation: ${reports} reports of ${nodes.toLocaleString('en-US')} issue nodes, ~${Math.round(shared * 100)}% of ` +
        `fingerprints from a shared pool of ${POOL.toLocaleString('en-US')} (seed ${seed}, node ${process.version})`,
    );
    let t = performance.now();
    const files: string[] = [];
    let total = 0;
    for (let r = 0; r < reports; r++) {
      const path = join(dir, `report-${r}.ccds`);
      total += writeReport(r, path);
      files.push(path);
    }
    console.log(`  datasets built and written: ${mib(total)} MiB in ${seconds(performance.now() - t)}`);

    t = performance.now();
    const streaming = Array.from({ length: runs }, () => runChild('streaming', files));
    const inMemory = runChild('in-memory', files);
    // The run with the median wall time (the lower middle one for an even count).
    const mid = streaming.slice().sort((a, b) => a.ms - b.ms)[Math.floor((runs - 1) / 2)] as ConsolidateChildResult;
    console.log(
      `  merged: ${mid.sourceRows.toLocaleString('en-US')} source rows into ${mid.rowCount.toLocaleString('en-US')} issues, ` +
        `${mib(mid.outputBytes)} MiB (children took ${seconds(performance.now() - t)})`,
    );
    const row = (label: string, r: ConsolidateChildResult): string[] => [
      label,
      `${seconds(r.ms)} (CPU ${seconds(r.cpuMs)})`,
      seconds(TARGET_MS),
      `${mib(r.peakRssBytes)} MiB (${mib(r.baseRssBytes)} before reading)`,
      `${mib(TARGET_RSS_BYTES)} MiB`,
      verdict(r.ms, r.peakRssBytes),
    ];
    console.log('');
    console.log(
      table(
        ['consolidateDatasets', 'wall time', 'target', 'peak RSS', 'target', ''],
        [
          row(`streaming, median of ${runs} (files read one at a time)`, mid),
          row(`in memory (${mib(inMemory.inputBytes)} MiB of inputs held)`, inMemory),
        ],
      ),
    );
    if (runs > 1) console.log(`  streaming runs: ${streaming.map((s) => `${seconds(s.ms)} / ${mib(s.peakRssBytes)} MiB`).join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
