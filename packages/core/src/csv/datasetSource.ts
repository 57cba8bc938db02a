/**
 * CSV rows from a Dataset. Dictionary cells (rule, severity, component, page) are escaped and
 * encoded once per dictionary entry. When the string columns are in the dataset's own bytes, or a
 * reader hands out byte sections (a stored file's ranged reads, a worker reading `/dataset/slices`),
 * rows are assembled from UTF-8 bytes directly (byteRows.ts); otherwise the strings come through
 * the reader as text and are encoded. All paths give the same bytes.
 */
import { IMPACTS } from '../model';
import type { Dataset, LocalStringSection } from '../dataset/decode';
import { DATASET_FLAGS } from '../dataset/format';
import type { StringColumn } from '../dataset/format';
import { rowNeedsReview } from '../dataset/rows';
import { readStringRows } from '../dataset/strings';
import type { StringColumnReader } from '../dataset/strings';
import { isBestPractice } from '../rules/tags';
import { ByteRowWriter } from './byteRows';
import { booleanCell, guidelinesCell, severityLabel, timestampCell } from './columns';
import { escapeCsvCell } from './escape';
import { encodeLineBatches } from './lineChunks';
import type { CsvRowSource, CsvSourceChunk, CsvSourceOptions } from './writer';

/** Default widest row span one block of the section path reads (the server's `/dataset/slices` limit). */
const SECTION_SPAN_ROWS = 16_384;

/** Options of {@link datasetCsvSource}. */
export interface DatasetCsvOptions {
  /** Where string columns come from when they are not in the dataset's bytes. */
  reader?: StringColumnReader;
  /** The Issue link cell of a row; '' when omitted. */
  issueLink?: (fingerprint: string, row: number) => string;
  /** Rows per string read (default 4,096). */
  batchRows?: number;
  /** Widest row span one section read may cover (default 16,384, what `/dataset/slices` serves). */
  maxSectionRows?: number;
}

/** Rows whose issueStatus is visible: hidden and non-issue rows are never exported. */
export function exportableRows(dataset: Dataset, rows: Uint32Array): Uint32Array {
  const { flags } = dataset.columns;
  const visible = (r: number): boolean => ((flags[r] as number) & DATASET_FLAGS.statusMask) === 0;
  // Counted first so the only array is the exact one (4 MB for a million rows, not twice that).
  let n = 0;
  for (let k = 0; k < rows.length; k++) if (visible(rows[k] as number)) n++;
  const out = new Uint32Array(n);
  n = 0;
  for (let k = 0; k < rows.length; k++) if (visible(rows[k] as number)) out[n++] = rows[k] as number;
  return out;
}

/** A CSV source over the given rows of a dataset (hidden and non-issue rows left out). */
export function datasetCsvSource(dataset: Dataset, rows: Uint32Array, options: DatasetCsvOptions = {}): CsvRowSource {
  const visible = exportableRows(dataset, rows);
  const needed: StringColumn[] = ['html', 'target', 'failureSummary', 'behaviour'];
  if (options.issueLink) needed.push('fingerprint');
  const local = needed.every((c) => dataset.localStrings[c] !== undefined);
  const { reader } = options;
  if (!local && !reader) {
    throw new Error('The dataset holds no string columns (core prefix only): pass a StringColumnReader as `reader`.');
  }
  return {
    total: visible.length,
    chunks: (chunkSize, how: CsvSourceOptions = {}) => {
      const reuse = how.reuse ?? false;
      if (local) return localChunks(dataset, visible, chunkSize, options, reuse);
      const r = reader as StringColumnReader;
      if (r.readSection) return sectionChunks(dataset, visible, { readSection: r.readSection.bind(r), readRows: r.readRows.bind(r) }, chunkSize, options, reuse);
      return encodeLineBatches(lineBatches(dataset, visible, r, options), chunkSize);
    },
  };
}

function* localChunks(
  dataset: Dataset,
  visible: Uint32Array,
  chunkSize: number,
  options: DatasetCsvOptions,
  reuse: boolean,
): Generator<CsvSourceChunk, void, undefined> {
  const writer = new ByteRowWriter(dataset, chunkSize, reuse, options.issueLink);
  const own = (c: StringColumn): LocalStringSection => dataset.localStrings[c] as LocalStringSection;
  const strings = { base: 0, html: own('html'), target: own('target'), failureSummary: own('failureSummary'), behaviour: own('behaviour') };
  const block = options.batchRows ?? 4096;
  for (let from = 0; from < visible.length; from += block) {
    const ids = visible.subarray(from, Math.min(visible.length, from + block));
    yield* writer.block(ids, { ...strings, fingerprints: options.issueLink ? readStringRows(dataset, 'fingerprint', ids) : null });
  }
  yield* writer.finish();
}

/**
 * The byte path over a reader that hands out sections (a worker reading `/dataset/slices`): each
 * block's rows are read as one section per column, split where the rows spread over more than
 * `maxSectionRows` (a sparse filter), so a block never fetches the text of many rows it skips.
 */
async function* sectionChunks(
  dataset: Dataset,
  visible: Uint32Array,
  reader: Required<Pick<StringColumnReader, 'readSection' | 'readRows'>>,
  chunkSize: number,
  options: DatasetCsvOptions,
  reuse: boolean,
): AsyncGenerator<CsvSourceChunk, void, undefined> {
  const writer = new ByteRowWriter(dataset, chunkSize, reuse, options.issueLink);
  const block = options.batchRows ?? 4096;
  const span = options.maxSectionRows ?? SECTION_SPAN_ROWS;
  let from = 0;
  while (from < visible.length) {
    const first = visible[from] as number;
    let to = from + 1;
    while (to < visible.length && to - from < block && (visible[to] as number) - first < span) to++;
    const ids = visible.subarray(from, to);
    const end = (visible[to - 1] as number) + 1;
    const [html, target, failureSummary, behaviour, fingerprints] = await Promise.all([
      reader.readSection('html', first, end),
      reader.readSection('target', first, end),
      reader.readSection('failureSummary', first, end),
      reader.readSection('behaviour', first, end),
      options.issueLink ? reader.readRows('fingerprint', ids) : Promise.resolve(null),
    ]);
    yield* writer.block(ids, { base: first, html, target, failureSummary, behaviour, fingerprints });
    from = to;
  }
  yield* writer.finish();
}

async function* lineBatches(
  dataset: Dataset,
  visible: Uint32Array,
  reader: StringColumnReader,
  options: DatasetCsvOptions,
): AsyncGenerator<string[], void, undefined> {
  const severity = IMPACTS.map(severityLabel);
  const ruleType = dataset.rules.map((r) => escapeCsvCell(r.id));
  const ruleDescription = dataset.rules.map((r) => escapeCsvCell(r.description || r.help));
  const ruleGuidelines = dataset.rules.map((r) => escapeCsvCell(guidelinesCell(r.tags)));
  const ruleBestPractice = dataset.rules.map((r) => booleanCell(isBestPractice(r.tags)));
  const components = dataset.components.map(escapeCsvCell);
  const pages = dataset.pages.map(escapeCsvCell);
  const { rule, impact, flags, component, page, timestamp } = dataset.columns;
  const { issueLink } = options;
  const batchRows = options.batchRows ?? 4096;
  for (let from = 0; from < visible.length; from += batchRows) {
    const ids = visible.subarray(from, Math.min(visible.length, from + batchRows));
    const [html, target, summary, behaviour, fingerprint] = await Promise.all([
      reader.readRows('html', ids),
      reader.readRows('target', ids),
      reader.readRows('failureSummary', ids),
      reader.readRows('behaviour', ids),
      issueLink ? reader.readRows('fingerprint', ids) : Promise.resolve(null),
    ]);
    yield Array.from(ids, (r, k) => {
      const ri = rule[r] as number;
      const link = issueLink && fingerprint ? escapeCsvCell(issueLink(fingerprint[k] as string, r)) : '';
      return (
        `${ruleType[ri]},${severity[impact[r] as number]},${components[component[r] as number]},` +
        `${escapeCsvCell(behaviour[k] as string)},${ruleDescription[ri]},${pages[page[r] as number]},` +
        `${ruleGuidelines[ri]},${escapeCsvCell(html[k] as string)},${escapeCsvCell(target[k] as string)},` +
        `${booleanCell(rowNeedsReview(flags[r] as number))},${ruleBestPractice[ri]},` +
        `${escapeCsvCell(summary[k] as string)},${timestampCell(timestamp[r] as number)},${link}\r\n`
      );
    });
  }
}

/**
 * The Issue link column's links from a base ending in `activeIssueId=` (the viewer's page URL):
 * the issue's fingerprint appended, URL-encoded. The widget's worker and the server's export job
 * both fill the column with it.
 */
export function issueLinksFrom(base: string): (fingerprint: string) => string {
  return (fingerprint) => `${base}${encodeURIComponent(fingerprint)}`;
}
