/**
 * One measured consolidation, in a process of its own so its peak RSS is the merge's (see
 * consolidate.ts). Usage: consolidateChild.ts <streaming|in-memory> <dataset files...>
 *   streaming: each stored dataset is read from its file just before it is merged
 *     (DatasetConsolidation.add), as the server reads one report's blob at a time; the reads are timed too.
 *   in-memory: every dataset is read first, then consolidateDatasets merges the byte arrays.
 * Prints one JSON line: a ConsolidateChildResult.
 */
import { readFileSync } from 'node:fs';
import { DatasetConsolidation, consolidateDatasets } from '@curbcut/core';
import type { ConsolidationResult, ConsolidationSource, DatasetPart } from '@curbcut/core';

/** What one measured merge reports. */
export interface ConsolidateChildResult {
  mode: 'streaming' | 'in-memory';
  /** Wall time of the merge (and, streaming, of reading the files). */
  ms: number;
  /** CPU time (user + system) meanwhile. */
  cpuMs: number;
  /** Of the whole process, in bytes (process.resourceUsage().maxRSS is in KiB). */
  peakRssBytes: number;
  /** RSS before the first dataset was read: Node and the loaded modules. */
  baseRssBytes: number;
  inputBytes: number;
  outputBytes: number;
  rowCount: number;
  sourceRows: number;
}

const [mode, ...files] = process.argv.slice(2);
if ((mode !== 'streaming' && mode !== 'in-memory') || files.length === 0) {
  throw new Error('Usage: consolidateChild.ts <streaming|in-memory> <dataset files...>');
}

const source = (file: string, i: number): ConsolidationSource => ({
  reportId: `report-${i}`,
  reportName: `Checkout flow ${i + 1}`,
  dataset: readFileSync(file),
});
const baseRssBytes = process.memoryUsage().rss;
let inputBytes = 0;
let result: ConsolidationResult<DatasetPart>;
let cpu: NodeJS.CpuUsage;
let started: number;
if (mode === 'streaming') {
  cpu = process.cpuUsage();
  started = performance.now();
  const consolidation = new DatasetConsolidation();
  files.forEach((file, i) => {
    const s = source(file, i);
    inputBytes += s.dataset.length;
    consolidation.add(s);
  });
  result = consolidation.finish();
} else {
  const sources = files.map(source);
  for (const s of sources) inputBytes += s.dataset.length;
  cpu = process.cpuUsage();
  started = performance.now();
  result = consolidateDatasets(sources);
}
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const answer: ConsolidateChildResult = {
  mode,
  ms,
  cpuMs: (used.user + used.system) / 1000,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  baseRssBytes,
  inputBytes,
  outputBytes: result.parts.reduce((n, p) => n + (p instanceof Uint8Array ? p.length : p.byteLength), 0),
  rowCount: result.rowCount,
  sourceRows: result.sourceRows,
};
console.log(JSON.stringify(answer));
