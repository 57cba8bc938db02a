/**
 * The two runs of a comparison as the compare task reads them, on a read-pool worker. Each run's
 * issues come from its stored dataset, which the event loop reads from storage and hands over: the
 * core prefix (rule, severity, page, component, decision flags and fingerprint hash of every row)
 * and the fingerprint column. The dataset's rows are the issues in `seq` order. Reading a million
 * rows of the issues table instead took about ten seconds.
 *
 * The first pass pairs fingerprints on those columns (core's pairFingerprintColumns); only the rows
 * left over become compare records, and only they have their HTML snippet read. A fingerprint is
 * unique within a report, so two similar runs of a million issues hold a few records and snippets,
 * not two million.
 */
import {
  DATASET_FLAGS,
  IMPACTS,
  decodeDataset,
  normalizeHtml,
  pagePathOf,
  readStringRows,
  rowConfirmed,
  rowIssueStatus,
  type CompareRunInput,
  type Dataset,
  type FingerprintColumns,
  type Impact,
  type IssueStatus,
  type LocalStringSection,
  type RowCompareRecord,
} from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Issues read per query when every snippet of a run is read. */
const PAGE_ROWS = 5000;
/** Fingerprints looked up per query when reading the snippets of a few issues. */
const LOOKUP_ROWS = 500;

/** What the event loop hands the compare task of one run: its stored dataset's core prefix and fingerprints. */
export interface StoredRunData {
  id: string;
  /** axe-core version the run was tested with; '' when unknown. */
  engineVersion: string;
  /** The dataset's header and numeric columns. */
  prefix: Uint8Array;
  /** The dataset's fingerprint column, every row. */
  fingerprints: LocalStringSection;
}

/** A run opened for comparing: its dataset (fingerprints in its local strings) and its page paths. */
export interface OpenedRun {
  id: string;
  engineVersion: string;
  dataset: Dataset;
  fingerprints: FingerprintColumns;
  /** The normalised path of each page of the dataset's dictionary. */
  pagePaths: string[];
}

/** Decodes what the event loop handed over. */
export function openRun(data: StoredRunData): OpenedRun {
  const dataset: Dataset = { ...decodeDataset(data.prefix), localStrings: { fingerprint: data.fingerprints } };
  return {
    id: data.id,
    engineVersion: data.engineVersion,
    dataset,
    fingerprints: { hashes: dataset.columns.fingerprintHash, section: data.fingerprints },
    // Dictionaries are small: each page is normalised once, not once per issue.
    pagePaths: dataset.pages.map(pagePathOf),
  };
}

/**
 * A leftover issue's compare record. The normalised snippet costs about as much as a fingerprint
 * and the engine reads it only in its second pass, so it is made on first read.
 */
class StoredIssueRecord implements RowCompareRecord {
  private normalised: string | null = null;
  /** The raw snippet (loadSnippets). */
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
function recordsOf(run: OpenedRun, rows: Uint32Array): StoredIssueRecord[] {
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

/**
 * Reads the snippets of `records` (rows of a run of `rowCount` issues): by key when they are few,
 * else in one pass over the run in `seq` order, which is dataset order.
 */
async function loadSnippets(db: Kysely<Database>, reportId: string, records: readonly StoredIssueRecord[], rowCount: number): Promise<void> {
  if (records.length === 0) return;
  if (records.length * 4 < rowCount) {
    const byFingerprint = new Map(records.map((r) => [r.fingerprint, r]));
    for (let k = 0; k < records.length; k += LOOKUP_ROWS) {
      const keys = records.slice(k, k + LOOKUP_ROWS).map((r) => r.fingerprint);
      const rows = await db.selectFrom('issues').select(['fingerprint', 'html']).where('report_id', '=', reportId).where('fingerprint', 'in', keys).execute();
      for (const row of rows) {
        const record = byFingerprint.get(row.fingerprint);
        if (record) record.html = row.html;
      }
    }
    return;
  }
  const byRow = new Map(records.map((r) => [r.row, r]));
  let after = 0;
  let row = 0;
  for (;;) {
    const page = await db.selectFrom('issues').select(['seq', 'html']).where('report_id', '=', reportId).where('seq', '>', after).orderBy('seq').limit(PAGE_ROWS).execute();
    for (const r of page) {
      const record = byRow.get(row++);
      if (record) record.html = r.html;
    }
    if (page.length < PAGE_ROWS) break;
    after = Number(page[page.length - 1]?.seq);
  }
}

/** The compare input of a run's leftover rows (those the first pass did not pair), snippets read. */
export async function leftoverInput(db: Kysely<Database>, run: OpenedRun, rows: Uint32Array): Promise<CompareRunInput<StoredIssueRecord>> {
  const issues = recordsOf(run, rows);
  const [ruleIds, failedPages] = await Promise.all([ruleIdsOf(db, run), failedPagesOf(db, run.id), loadSnippets(db, run.id, issues, run.dataset.rowCount)]);
  return { issues, engineVersion: run.engineVersion, ruleIds, failedPages };
}
