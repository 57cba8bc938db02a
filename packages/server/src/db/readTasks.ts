/**
 * The reads that cover a whole report (every issue of a million-issue build): what the read pool
 * (db/readPool.ts) runs on its worker threads, each with a connection of its own, so the server's
 * event loop keeps answering others meanwhile. Each task takes what it reads from (the database,
 * the blob store) and plain arguments and returns structured-cloneable data.
 */
import { decodeDataset, explorerSummary } from '@curbcut/core';
import { computeComparison } from '../compare/compute';
import type { StoredRunData } from '../compare/runInput';
import { computeConsolidation, type ConsolidationInput } from '../manual/consolidation';
import { computeReportFacts, countCounted, countRetained } from '../overview/facts';
import { buildReportDataset } from '../reports/dataset';
import type { ReadSources } from './readConnection';

/** Every task by name. */
export const READ_TASKS = {
  /** The stored-overview facts of a finished report. */
  reportFacts: ({ db }: ReadSources, reportId: string) => computeReportFacts(db, reportId),
  /** Issues a report counts. */
  countCounted: ({ db }: ReadSources, reportId: string) => countCounted(db, reportId),
  /** Issues two reports both count. */
  countRetained: ({ db }: ReadSources, a: string, b: string) => countRetained(db, a, b),
  /** A report's worker dataset, as byte parts. */
  buildDataset: ({ db }: ReadSources, reportId: string) => buildReportDataset(db, reportId),
  /** The explorer's first screen from a stored dataset's core prefix (no database read). */
  explorerSummary: async (_sources: ReadSources, prefix: Uint8Array) => explorerSummary(decodeDataset(prefix)),
  /** The comparison of two runs, the older first (compare calls). */
  compareRuns: (sources: ReadSources, base: StoredRunData, next: StoredRunData) => computeComparison(sources, base, next),
  /** Several manual reports merged into one stored dataset, and its figures (GET /tests/consolidate). */
  consolidate: (sources: ReadSources, input: ConsolidationInput) => computeConsolidation(sources, input),
} as const;

/** A task's name. */
export type ReadTaskName = keyof typeof READ_TASKS;
/** A task's arguments after the database. */
export type ReadTaskArgs<K extends ReadTaskName> = (typeof READ_TASKS)[K] extends (sources: ReadSources, ...args: infer A) => unknown ? A : never;
/** What a task resolves to. */
export type ReadTaskResult<K extends ReadTaskName> = Awaited<ReturnType<(typeof READ_TASKS)[K]>>;

/** The ArrayBuffers a result holds, to transfer instead of copying (dataset parts). */
export function transferablesOf(result: unknown): ArrayBuffer[] {
  if (!Array.isArray(result)) return [];
  const buffers = new Set<ArrayBuffer>();
  for (const item of result) if (item instanceof Uint8Array && item.buffer instanceof ArrayBuffer) buffers.add(item.buffer);
  return [...buffers];
}
