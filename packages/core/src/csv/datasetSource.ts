/**
 * CSV rows from a Dataset. Dictionary cells (rule, severity, component, page) are escaped and
 * encoded once per dictionary entry. When the string columns are in the dataset's own bytes (the
 * server, or a worker holding the whole dataset) rows are assembled from UTF-8 bytes directly;
 * otherwise the strings come through a StringColumnReader (the browser fetching slices) and are
 * encoded as text. Both give the same bytes.
 */
import { IMPACTS } from '../model';
import type { Dataset, LocalStringSection } from '../dataset/decode';
import { DATASET_FLAGS } from '../dataset/format';
import type { StringColumn } from '../dataset/format';
import { rowNeedsReview } from '../dataset/rows';
import { readStringRows } from '../dataset/strings';
import type { StringColumnReader } from '../dataset/strings';
import { utf8Encoder } from '../dataset/utf8';
import { isBestPractice } from '../rules/tags';
import { CsvByteBuffer } from './bytes';
import { booleanCell, guidelinesCell, severityLabel, timestampCell } from './columns';
import { escapeCsvCell } from './escape';
import { encodeLineBatches } from './lineChunks';
import type { CsvRowSource, CsvSourceChunk } from './writer';

/** Options of {@link datasetCsvSource}. */
export interface DatasetCsvOptions {
  /** Where string columns come from when they are not in the dataset's bytes. */
  reader?: StringColumnReader;
  /** The Issue link cell of a row; '' when omitted. */
  issueLink?: (fingerprint: string, row: number) => string;
  /** Rows per string read (default 4,096). */
  batchRows?: number;
}

/** Rows whose issueStatus is visible: hidden and non-issue rows are never exported. */
export function exportableRows(dataset: Dataset, rows: Uint32Array): Uint32Array {
  const { flags } = dataset.columns;
  const out = new Uint32Array(rows.length);
  let n = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    if (((flags[r] as number) & DATASET_FLAGS.statusMask) === 0) out[n++] = r;
  }
  return out.slice(0, n);
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
    chunks: (chunkSize) =>
      local ? localChunks(dataset, visible, chunkSize, options) : encodeLineBatches(lineBatches(dataset, visible, reader as StringColumnReader, options), chunkSize),
  };
}

/** Cells that depend only on the rule (and the row's impact or review state), encoded once. */
function ruleCells(dataset: Dataset): {
  typeAndSeverity: Uint8Array[][];
  description: Uint8Array[];
  guidelines: Uint8Array[];
  reviewAndPractice: Uint8Array[][];
} {
  const enc = (s: string): Uint8Array => utf8Encoder.encode(s);
  return {
    typeAndSeverity: dataset.rules.map((r) => IMPACTS.map((i) => enc(`${escapeCsvCell(r.id)},${severityLabel(i)},`))),
    description: dataset.rules.map((r) => enc(`,${escapeCsvCell(r.description || r.help)},`)),
    guidelines: dataset.rules.map((r) => enc(`${escapeCsvCell(guidelinesCell(r.tags))},`)),
    reviewAndPractice: dataset.rules.map((r) =>
      [false, true].map((nr) => enc(`,${booleanCell(nr)},${booleanCell(isBestPractice(r.tags))},`)),
    ),
  };
}

const COMMA = 0x2c;
const LINE_END = utf8Encoder.encode('\r\n');

function* localChunks(
  dataset: Dataset,
  visible: Uint32Array,
  chunkSize: number,
  options: DatasetCsvOptions,
): Generator<CsvSourceChunk, void, undefined> {
  const cells = ruleCells(dataset);
  const components = dataset.components.map((c) => utf8Encoder.encode(`${escapeCsvCell(c)},`));
  const pages = dataset.pages.map((p) => utf8Encoder.encode(`${escapeCsvCell(p)},`));
  const section = (c: StringColumn): LocalStringSection => dataset.localStrings[c] as LocalStringSection;
  const html = section('html');
  const target = section('target');
  const summary = section('failureSummary');
  const behaviour = section('behaviour');
  const { rule, impact, flags, component, page, timestamp } = dataset.columns;
  const { issueLink } = options;
  const buf = new CsvByteBuffer();
  const block = options.batchRows ?? 4096;
  let rows = 0;
  let lastMs = NaN;
  let lastTime: Uint8Array = new Uint8Array(0);
  // The most a row's dictionary cells, separators, timestamp and line end can take.
  const longest = (cells: readonly Uint8Array[]): number => cells.reduce((m, c) => Math.max(m, c.length), 0);
  const fixed =
    longest(cells.typeAndSeverity.flat()) + longest(components) + longest(cells.description) + longest(pages) +
    longest(cells.guidelines) + longest(cells.reviewAndPractice.flat()) + 64;

  for (let from = 0; from < visible.length; from += block) {
    const ids = visible.subarray(from, Math.min(visible.length, from + block));
    const fingerprints = issueLink ? readStringRows(dataset, 'fingerprint', ids) : null;
    for (let k = 0; k < ids.length; k++) {
      const r = ids[k] as number;
      const ri = rule[r] as number;
      const text =
        (html.offsets[r + 1] as number) - (html.offsets[r] as number) +
        ((target.offsets[r + 1] as number) - (target.offsets[r] as number)) +
        ((summary.offsets[r + 1] as number) - (summary.offsets[r] as number)) +
        ((behaviour.offsets[r + 1] as number) - (behaviour.offsets[r] as number));
      buf.ensure(fixed + 2 * text + 16);
      buf.raw((cells.typeAndSeverity[ri] as Uint8Array[])[impact[r] as number] as Uint8Array);
      buf.raw(components[component[r] as number] as Uint8Array);
      buf.cell(behaviour.data, behaviour.offsets[r] as number, behaviour.offsets[r + 1] as number);
      buf.raw(cells.description[ri] as Uint8Array);
      buf.raw(pages[page[r] as number] as Uint8Array);
      buf.raw(cells.guidelines[ri] as Uint8Array);
      buf.cell(html.data, html.offsets[r] as number, html.offsets[r + 1] as number);
      buf.byte(COMMA);
      buf.cell(target.data, target.offsets[r] as number, target.offsets[r + 1] as number);
      buf.raw((cells.reviewAndPractice[ri] as Uint8Array[])[rowNeedsReview(flags[r] as number) ? 1 : 0] as Uint8Array);
      buf.cell(summary.data, summary.offsets[r] as number, summary.offsets[r + 1] as number);
      buf.byte(COMMA);
      const ms = timestamp[r] as number;
      // Rows of one page share its test time: format each instant once.
      if (ms !== lastMs && !(Number.isNaN(ms) && Number.isNaN(lastMs))) {
        lastMs = ms;
        lastTime = utf8Encoder.encode(timestampCell(ms));
      }
      buf.raw(lastTime);
      buf.byte(COMMA);
      if (fingerprints) buf.text((issueLink as NonNullable<typeof issueLink>)(fingerprints[k] as string, r));
      buf.raw(LINE_END);
      rows++;
      if (buf.length >= chunkSize) {
        yield { bytes: buf.detach(), rows };
        rows = 0;
      }
    }
  }
  if (rows > 0) yield { bytes: buf.detach(), rows };
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
