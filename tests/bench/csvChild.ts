/**
 * One CSV benchmark run in its own process (so memory is measured cleanly and a peer that runs out
 * of memory cannot take the benchmark down). Prints one JSON line.
 *
 *   csvChild.ts core <dataset.bin> <rows> <out>         (writeCsv's default: every chunk a fresh array)
 *   csvChild.ts core-reuse <dataset.bin> <rows> <out>   (reuseChunks: this consumer writes each chunk
 *                                                        synchronously, so its bytes may be reused)
 *   csvChild.ts papaparse <dataset.bin> <rows> <out> <peersDir>
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CSV_COLUMNS,
  IMPACTS,
  datasetCsvSource,
  decodeDataset,
  exportableRows,
  guidelinesCell,
  isBestPractice,
  readStringRange,
  rowNeedsReview,
  severityLabel,
  timestampCell,
  writeCsv,
} from '@curbcut/core';
import type { Dataset } from '@curbcut/core';

/** What the parent reads back. */
export interface CsvChildResult {
  tool: string;
  rows: number;
  ok: boolean;
  error?: string;
  /** Wall-clock time. */
  ms?: number;
  /** CPU time (user + system) of the process over the same span: steadier on a busy machine. */
  cpuMs?: number;
  bytes?: number;
  /** Peak RSS minus RSS once the dataset was loaded. */
  extraRssBytes?: number;
  /** Peak (heap used + external memory) minus the same once the dataset was loaded. */
  extraHeapBytes?: number;
}

interface Papa {
  unparse(input: { fields: readonly string[]; data: string[][] }, config: { newline: string; escapeFormulae: boolean }): string;
}

const [tool = 'core', datasetPath = '', rowArg = '0', outPath = '/dev/null', peersDir = ''] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);

function cpuSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

function jsMemory(): number {
  const m = process.memoryUsage();
  // external already counts array buffers.
  return m.heapUsed + m.external;
}

async function main(): Promise<CsvChildResult> {
  const dataset = decodeDataset(readFileSync(datasetPath));
  const limit = Math.min(Number(rowArg) || dataset.rowCount, dataset.rowCount);
  const rows = new Uint32Array(limit);
  for (let i = 0; i < limit; i++) rows[i] = i;
  gc();
  const baseRss = process.memoryUsage.rss();
  const baseJs = jsMemory();
  let peakRss = baseRss;
  let peakJs = baseJs;
  // Sampled every 16th chunk (1 MiB of output): reading memory costs tens of microseconds.
  const sample = (full: boolean): void => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (full) peakJs = Math.max(peakJs, jsMemory());
  };
  const fd = openSync(outPath, 'w');
  try {
    if (tool === 'core' || tool === 'core-reuse') {
      let bytes = 0;
      let chunks = 0;
      const cpu = process.cpuUsage();
      const t = performance.now();
      const result = await writeCsv({
        source: datasetCsvSource(dataset, rows),
        reuseChunks: tool === 'core-reuse',
        onChunk: (chunk) => {
          bytes += writeSync(fd, chunk);
          if (++chunks % 16 === 0) sample(true);
        },
      });
      const ms = performance.now() - t;
      const cpuMs = cpuSince(cpu);
      sample(true);
      return { tool, rows: result.rows, ok: true, ms, cpuMs, bytes, extraRssBytes: peakRss - baseRss, extraHeapBytes: peakJs - baseJs };
    }
    const papa = createRequire(join(peersDir, 'package.json'))('papaparse') as Papa;
    const cpu = process.cpuUsage();
    const t = performance.now();
    const data = plainRows(dataset, exportableRows(dataset, rows));
    sample(true);
    const text = papa.unparse({ fields: CSV_COLUMNS, data }, { newline: '\r\n', escapeFormulae: true });
    sample(true);
    const bytes = writeSync(fd, text);
    const ms = performance.now() - t;
    const cpuMs = cpuSince(cpu);
    sample(true);
    const maxRss = process.resourceUsage().maxRSS * 1024;
    return { tool, rows: data.length, ok: true, ms, cpuMs, bytes, extraRssBytes: Math.max(peakRss, maxRss) - baseRss, extraHeapBytes: peakJs - baseJs };
  } finally {
    closeSync(fd);
  }
}

/** The same cells the core writer exports, as the arrays of strings papaparse takes. */
function plainRows(dataset: Dataset, rows: Uint32Array): string[][] {
  const { rule, impact, component, page, timestamp, flags } = dataset.columns;
  const first = rows[0] ?? 0;
  const last = (rows[rows.length - 1] ?? 0) + 1;
  const col = (c: 'html' | 'target' | 'failureSummary' | 'behaviour'): string[] => readStringRange(dataset, c, first, last);
  const [html, target, summary, behaviour] = [col('html'), col('target'), col('failureSummary'), col('behaviour')];
  return Array.from(rows, (r) => {
    const ru = dataset.rules[rule[r] as number];
    const f = flags[r] as number;
    return [
      ru?.id ?? '',
      severityLabel(IMPACTS[impact[r] as number] ?? 'minor'),
      dataset.components[component[r] as number] as string,
      behaviour[r - first] as string,
      ru?.description || ru?.help || '',
      dataset.pages[page[r] as number] as string,
      guidelinesCell(ru?.tags ?? []),
      html[r - first] as string,
      target[r - first] as string,
      rowNeedsReview(f) ? 'True' : 'False',
      isBestPractice(ru?.tags ?? []) ? 'True' : 'False',
      summary[r - first] as string,
      timestampCell(timestamp[r] as number),
      '',
    ];
  });
}

main()
  .then((r) => console.log(JSON.stringify(r)))
  .catch((e: unknown) => {
    console.log(JSON.stringify({ tool, rows: Number(rowArg), ok: false, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) }));
  });
