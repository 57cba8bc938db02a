/**
 * A consolidation as the read pool computes it (docs/decisions/0041): each source report's stored
 * dataset is read whole, one at a time, into core's DatasetConsolidation; the merged dataset is
 * written to the blob store; and what the view's summary and charts show is counted over it with
 * the functions a report's own overview uses, so every figure equals a recount of the merged set.
 */
import {
  DatasetConsolidation,
  allRows,
  countByStatus,
  decodeDataset,
  filterDataset,
  overviewCounts,
  summarizeRows,
  withoutPreferredRows,
  concatBytes,
  type BuildOverview,
  type DatasetPart,
  type StringColumn,
  type IssueSummary,
  type OverviewCounts,
} from '@curbcut/core';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadSources } from '../db/readConnection';
import { conformanceOf, outcomesOf, type Outcomes } from '../overview/facts';
import { datasetCoreParts } from '../reports/dataset';

/** What the task reads and where it writes. */
export interface ConsolidationInput {
  /** The source reports in view order, each with its stored dataset's blob key. */
  sources: Array<{ reportId: string; name: string; key: string }>;
  /** Where the merged dataset goes. */
  outKey: string;
  /** The first source's stored meta JSON: its WCAG target judges the merged conformance. */
  meta: string;
}

/** What the view shows, counted over the merged dataset. */
export interface ConsolidationFacts {
  rowCount: number;
  sourceRows: number;
  issueSummary: IssueSummary;
  /** Issues every source that has them marked as not an issue. */
  markedAsNonIssueCount: number;
  counts: OverviewCounts;
  conformance: BuildOverview['conformance'];
  /** Page states tested per page of `counts.byPage`, summed over the sources. */
  pageStates: Record<string, number>;
}

async function wholeBlob(blobs: ReadSources['blobs'], key: string): Promise<Uint8Array> {
  const info = await blobs.stat(key);
  const bytes = info ? await blobs.getRange(key, 0, info.size) : null;
  if (!bytes) throw new Error(`Stored dataset ${key} is gone.`);
  return bytes;
}

/** Every source's rule outcomes as one: a rule violated anywhere is violated in the merged view. */
async function mergedOutcomes(db: ReadSources['db'], reportIds: readonly string[]): Promise<Outcomes> {
  const merged: Outcomes = { pages: [], impacts: new Map(), tags: new Map(), rows: [] };
  for (const id of reportIds) {
    const one = await outcomesOf(db, id);
    for (const [rule, tags] of one.tags) if (!merged.tags.has(rule)) merged.tags.set(rule, tags);
    merged.rows.push(...one.rows);
  }
  return merged;
}

/**
 * Where a merge's text goes while it runs: a file per string column in a fresh temporary
 * directory, written synchronously (this runs on a read-pool worker, never the event loop).
 */
class SpillFiles {
  private readonly fds = new Map<StringColumn, number>();
  readonly dir = mkdtempSync(join(tmpdir(), 'curbcut-consolidate-'));

  sink(column: StringColumn): (bytes: Uint8Array) => void {
    const fd = openSync(join(this.dir, column), 'w');
    this.fds.set(column, fd);
    return (bytes) => {
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
    };
  }

  /** The dataset's parts as one stream: bytes as they are, each spilled column from its file. */
  stream(parts: readonly DatasetPart[]): Readable {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
    const dir = this.dir;
    return Readable.from(
      (async function* () {
        for (const part of parts) {
          if (part instanceof Uint8Array) yield Buffer.from(part.buffer, part.byteOffset, part.byteLength);
          else if (part.byteLength > 0) yield* createReadStream(join(dir, part.column), { highWaterMark: 4 << 20 });
        }
      })(),
    );
  }

  remove(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The numeric prefix of written parts: what counting needs, without the text. */
function corePrefix(parts: readonly DatasetPart[]): Uint8Array {
  const head = parts[0];
  if (!(head instanceof Uint8Array)) throw new Error('A dataset starts with its header.');
  const bytes: Uint8Array[] = [];
  for (const part of parts) if (part instanceof Uint8Array) bytes.push(part);
  else break;
  return concatBytes(datasetCoreParts(bytes));
}

/** Merges the sources, stores the result and counts it; runs on a read-pool worker. */
export async function computeConsolidation({ db, blobs }: ReadSources, input: ConsolidationInput): Promise<ConsolidationFacts> {
  const spill = new SpillFiles();
  let result: ReturnType<DatasetConsolidation['finish']>;
  try {
    const consolidation = new DatasetConsolidation({ spill: (column) => spill.sink(column) });
    for (const source of input.sources) {
      consolidation.add({ reportId: source.reportId, reportName: source.name, dataset: await wholeBlob(blobs, source.key) });
    }
    result = consolidation.finish();
    await blobs.put(input.outKey, spill.stream(result.parts));
  } finally {
    spill.remove();
  }
  const dataset = decodeDataset(corePrefix(result.parts));
  const issueSummary = summarizeRows(dataset, allRows(dataset));
  // The charts count as a report's overview does: visible, confirmed, not an instance of a preferred behaviour.
  const counts = overviewCounts(dataset, withoutPreferredRows(dataset, filterDataset(dataset)));
  const ids = input.sources.map((s) => s.reportId);
  const conformance = conformanceOf({ meta: input.meta }, await mergedOutcomes(db, ids));
  const pageStates: Record<string, number> = {};
  const urls = counts.byPage.map((p) => p.url);
  if (urls.length > 0) {
    const rows = await db.selectFrom('report_pages').select(['url', 'page_states_count']).where('report_id', 'in', ids).where('url', 'in', urls).execute();
    for (const row of rows) pageStates[row.url] = (pageStates[row.url] ?? 0) + Number(row.page_states_count);
  }
  const markedAsNonIssueCount = countByStatus(dataset).nonIssue;
  return { rowCount: result.rowCount, sourceRows: result.sourceRows, issueSummary, markedAsNonIssueCount, counts, conformance, pageStates };
}
