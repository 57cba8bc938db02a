/**
 * The two runs of a comparison as the compare task reads them, on a read-pool worker. Each run's
 * issues come from its stored dataset, which the event loop reads from storage and hands over: the
 * core prefix (rule, severity, page, component, decision flags and fingerprint hash of every row)
 * and the fingerprint column. The dataset's rows are the issues in `seq` order. Reading a million
 * rows of the issues table instead took about ten seconds.
 *
 * The first pass pairs fingerprints on those columns (core's pairFingerprintColumns); only the rows
 * left over become compare records, and only they have their HTML snippet read, by the task from
 * the stored dataset in the blob store (not handed over: a million snippets are 260 MB). A fingerprint is
 * unique within a report, so two similar runs of a million issues hold a few records and snippets,
 * not two million.
 */
import {
  DATASET_FLAGS,
  IMPACTS,
  decodeDataset,
  normalizeHtml,
  pagePathOf,
  placeOf,
  readStringRows,
  rowConfirmed,
  rowIssueStatus,
  type CompareRunInput,
  type Dataset,
  type DatasetFile,
  type FingerprintColumns,
  type Impact,
  type IssueStatus,
  type LocalStringSection,
  type RowCompareRecord,
} from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blobStore';
import type { ReadSources } from '../db/readConnection';
import type { Database } from '../db/schema';
import { LocalBlobStore } from '../blobs/localBlobStore';
import { fileStringReader, openDatasetBlob, storedCorePrefix } from '../reports/datasetCache';
import { readLocalDatasetRows } from '../reports/localDatasetRows';

/** What the event loop tells the compare task of one run: where its stored dataset is. */
export interface StoredRunData {
  id: string;
  /** axe-core version the run was tested with; '' when unknown. */
  engineVersion: string;
  /** Blob key of the stored dataset, which the task reads itself (nothing large crosses threads). */
  datasetKey: string;
}

/** A run opened for comparing: its dataset (fingerprints in its local strings) and its page paths. */
export interface OpenedRun {
  id: string;
  datasetKey: string;
  /** The stored dataset's file, opened (its layout read). */
  file: DatasetFile;
  engineVersion: string;
  dataset: Dataset;
  fingerprints: FingerprintColumns;
  /** The normalised path of each page of the dataset's dictionary. */
  pagePaths: string[];
}

/** Reads a run's stored dataset: its core prefix (header and numeric columns) and its fingerprint column. */
export async function openRun(blobs: BlobStore, data: StoredRunData): Promise<OpenedRun> {
  const file = await openDatasetBlob(blobs, data.datasetKey);
  const [prefix, fingerprints] = await Promise.all([storedCorePrefix(blobs, data.datasetKey, file), file.readSection('fingerprint', 0, file.layout.rowCount)]);
  const dataset: Dataset = { ...decodeDataset(prefix), localStrings: { fingerprint: fingerprints } };
  return {
    id: data.id,
    datasetKey: data.datasetKey,
    file,
    engineVersion: data.engineVersion,
    dataset,
    fingerprints: { hashes: dataset.columns.fingerprintHash, section: fingerprints },
    // Dictionaries are small: each page is normalised once, not once per issue.
    pagePaths: dataset.pages.map(pagePathOf),
  };
}

/**
 * A leftover issue's compare record. The normalised snippet costs about as much as a fingerprint
 * and the engine reads it only in its second pass, so it is made on first read.
 */
export class StoredIssueRecord implements RowCompareRecord {
  private normalised: string | null = null;
  /** The raw snippet (readSnippets). */
  html: string | null = null;

  constructor(
    /** The issue's dataset row (its place in `seq` order). */
    readonly row: number,
    readonly fingerprint: string,
    readonly ruleId: string,
    readonly pagePath: string,
    readonly componentId: string,
    readonly impact: Impact,
    readonly needsReview: boolean,
    readonly issueStatus: IssueStatus,
    readonly confirmed: boolean | null,
  ) {}

  get snippet(): string {
    if (this.html === null) throw new Error(`The snippet of issue ${this.fingerprint} was not loaded.`);
    return (this.normalised ??= normalizeHtml(this.html));
  }
}

/** The records of the given rows (ascending). */
export function recordsOf(run: OpenedRun, rows: Uint32Array): StoredIssueRecord[] {
  const { dataset, pagePaths } = run;
  const fingerprints = readStringRows(dataset, 'fingerprint', rows);
  const { rule, impact, page, component, flags } = dataset.columns;
  return Array.from(rows, (r, k) => {
    const f = flags[r] as number;
    return new StoredIssueRecord(
      r,
      fingerprints[k] as string,
      dataset.rules[rule[r] as number]?.id ?? '',
      pagePaths[page[r] as number] as string,
      dataset.components[component[r] as number] as string,
      IMPACTS[impact[r] as number] as Impact,
      (f & DATASET_FLAGS.needsReview) !== 0,
      rowIssueStatus(f),
      rowConfirmed(f),
    );
  });
}

/**
 * The rule ids a run's engine ran: its stored outcomes, and every rule it has issues of (paired
 * rows are not records, so the engine would not see their rules); null when no outcome is stored
 * (unknown).
 */
async function ruleIdsOf(db: Kysely<Database>, run: OpenedRun): Promise<string[] | null> {
  const rows = await db.selectFrom('report_rule_outcomes').select('rule_id').distinct().where('report_id', '=', run.id).execute();
  if (rows.length === 0) return null;
  const used = new Uint8Array(run.dataset.rules.length);
  const { rule } = run.dataset.columns;
  for (let r = 0; r < run.dataset.rowCount; r++) used[rule[r] as number] = 1;
  return [...new Set([...rows.map((r) => r.rule_id), ...run.dataset.rules.filter((_, i) => used[i] === 1).map((r) => r.id)])];
}

/** Page paths that failed to load in a run (scan runs; builds have no scan logs). */
async function failedPagesOf(db: Kysely<Database>, reportId: string): Promise<string[]> {
  const rows = await db.selectFrom('scan_logs').select('page_url').where('report_id', '=', reportId).where('status', '=', 'failure').execute();
  return rows.map((r) => pagePathOf(r.page_url));
}

/** The compare input of a run's leftover records, snippets read for those whose place (rule, page) the other run's leftovers have. */
export async function leftoverInput(
  sources: ReadSources,
  run: OpenedRun,
  issues: StoredIssueRecord[],
  otherPlaces: ReadonlySet<string>,
): Promise<CompareRunInput<StoredIssueRecord>> {
  // The engine reads no other snippet (its second pass pairs within a place).
  const wanted = issues.filter((r) => otherPlaces.has(placeOf(r)));
  const [ruleIds, failedPages, html] = await Promise.all([
    ruleIdsOf(sources.db, run),
    failedPagesOf(sources.db, run.id),
    readSnippets(sources.blobs, run, Uint32Array.from(wanted, (r) => r.row)),
  ]);
  html.forEach((text, k) => ((wanted[k] as StoredIssueRecord).html = text));
  return { issues, engineVersion: run.engineVersion, ruleIds, failedPages };
}

/**
 * The snippets of `rows` from the run's stored dataset: from its file on this machine, a row at a
 * time; from a bucket, ranges of nearby rows with only the rows asked for decoded. (A lookup a row
 * in the issues table cost several times as much.)
 */
async function readSnippets(blobs: BlobStore, run: OpenedRun, rows: Uint32Array): Promise<string[]> {
  if (rows.length === 0) return [];
  if (blobs instanceof LocalBlobStore) return readLocalDatasetRows(blobs.filePath(run.datasetKey), run.file.layout, 'html', rows);
  return fileStringReader(run.file).readRows('html', rows);
}
