/**
 * The byte path of a dataset's CSV: rows assembled from the string columns' UTF-8 bytes, block by
 * block. The strings of a block come from the dataset's own bytes or from sections fetched for the
 * block (a worker reading `/dataset/slices`); either way no cell becomes a JavaScript string.
 */
import { IMPACTS } from '../model';
import type { Dataset, LocalStringSection } from '../dataset/decode';
import { FLAG_STATES } from '../dataset/format';
import { rowNeedsReview } from '../dataset/rows';
import { utf8Encoder } from '../dataset/utf8';
import { isBestPractice } from '../rules/tags';
import { CsvByteBuffer, PackedPieces, WORD_SLACK, byteSource } from './bytes';
import type { ByteSource } from './bytes';
import { booleanCell, guidelinesCell, severityLabel, timestampCell } from './columns';
import { escapeCsvCell } from './escape';
import type { CsvSourceChunk } from './writer';

/**
 * The string cells of a block of rows: one section per column holding rows `base..` (the whole
 * column when `base` is 0 and the section is the dataset's own), and the rows' fingerprints when the
 * export has links (in the block's order).
 */
export interface BlockStrings {
  base: number;
  html: LocalStringSection;
  target: LocalStringSection;
  failureSummary: LocalStringSection;
  behaviour: LocalStringSection;
  fingerprints: readonly string[] | null;
}

/**
 * The dictionary cells of a row, escaped, encoded and packed once with the separators around
 * them: the row loop then copies six pieces instead of encoding or indexing nested arrays.
 */
interface RowPieces {
  pieces: PackedPieces;
  /** Piece `typeAndSeverity + rule * IMPACTS.length + impact`: 'Issue type,Severity,'. */
  typeAndSeverity: number;
  /** 'Component,' by component index. */
  component: number;
  /** ',Issue description,' by rule. */
  description: number;
  /** 'Affected page,' by page index. */
  page: number;
  /** 'Guideline(s),' by rule. */
  guidelines: number;
  /** Piece `reviewAndPractice + 2 * rule + needsReview`: ',Needs review,Best practice,'. */
  reviewAndPractice: number;
}

function rowPieces(dataset: Dataset): RowPieces {
  const all: string[] = [];
  const add = (cells: string[]): number => all.push(...cells) - cells.length;
  const { rules } = dataset;
  const layout = {
    typeAndSeverity: add(rules.flatMap((r) => IMPACTS.map((i) => `${escapeCsvCell(r.id)},${severityLabel(i)},`))),
    component: add(dataset.components.map((c) => `${escapeCsvCell(c)},`)),
    description: add(rules.map((r) => `,${escapeCsvCell(r.description || r.help)},`)),
    page: add(dataset.pages.map((p) => `${escapeCsvCell(p)},`)),
    guidelines: add(rules.map((r) => `${escapeCsvCell(guidelinesCell(r.tags))},`)),
    reviewAndPractice: add(rules.flatMap((r) => [false, true].map((nr) => `,${booleanCell(nr)},${booleanCell(isBestPractice(r.tags))},`))),
  };
  return { pieces: new PackedPieces(all.map((s) => utf8Encoder.encode(s))), ...layout };
}

const COMMA = 0x2c;
const LINE_END = utf8Encoder.encode('\r\n');

/** Writes rows block by block into chunks of about `chunkSize` bytes, each ending at a row boundary. */
export class ByteRowWriter {
  private readonly row: RowPieces;
  private readonly buf = new CsvByteBuffer();
  /** Needs review by flags value: one lookup per row instead of decoding the bits. */
  private readonly needsReview = Uint8Array.from({ length: FLAG_STATES }, (_, f) => (rowNeedsReview(f) ? 1 : 0));
  /** The most a row's dictionary cells (six pieces), separators, timestamp and line end can take. */
  private readonly fixed: number;
  private rows = 0;
  private lastMs = NaN;
  /** ',Timestamp,' (and the line end when there is no link cell) of the last instant seen. */
  private tail = new PackedPieces([]);

  constructor(
    private readonly dataset: Dataset,
    private readonly chunkSize: number,
    private readonly reuse: boolean,
    private readonly issueLink: ((fingerprint: string, row: number) => string) | undefined,
  ) {
    this.row = rowPieces(dataset);
    this.fixed = 6 * this.row.pieces.longest + 64 + WORD_SLACK;
  }

  /** Writes the rows `ids` (ascending) whose strings `strings` holds, yielding each full chunk. */
  *block(ids: Uint32Array, strings: BlockStrings): Generator<CsvSourceChunk, void, undefined> {
    const { row, buf, needsReview, fixed, issueLink } = this;
    const { pieces } = row;
    const { base, html, target, failureSummary: summary, behaviour, fingerprints } = strings;
    const [htmlBytes, targetBytes, summaryBytes, behaviourBytes] = [html, target, summary, behaviour].map((s) => byteSource(s.data)) as [
      ByteSource, ByteSource, ByteSource, ByteSource,
    ];
    const { rule, impact, flags, component, page, timestamp } = this.dataset.columns;
    const impacts = IMPACTS.length;
    for (let k = 0; k < ids.length; k++) {
      const r = ids[k] as number;
      const s = r - base;
      const ri = rule[r] as number;
      const h0 = html.offsets[s] as number;
      const h1 = html.offsets[s + 1] as number;
      const t0 = target.offsets[s] as number;
      const t1 = target.offsets[s + 1] as number;
      const s0 = summary.offsets[s] as number;
      const s1 = summary.offsets[s + 1] as number;
      const b0 = behaviour.offsets[s] as number;
      const b1 = behaviour.offsets[s + 1] as number;
      buf.ensure(fixed + 2 * (h1 - h0 + (t1 - t0) + (s1 - s0) + (b1 - b0)) + 16);
      buf.piece(pieces, row.typeAndSeverity + ri * impacts + (impact[r] as number));
      buf.piece(pieces, row.component + (component[r] as number));
      buf.cell(behaviourBytes, b0, b1);
      buf.piece(pieces, row.description + ri);
      buf.piece(pieces, row.page + (page[r] as number));
      buf.piece(pieces, row.guidelines + ri);
      buf.cell(htmlBytes, h0, h1);
      buf.byte(COMMA);
      buf.cell(targetBytes, t0, t1);
      buf.piece(pieces, row.reviewAndPractice + 2 * ri + (needsReview[flags[r] as number] as number));
      buf.cell(summaryBytes, s0, s1);
      const ms = timestamp[r] as number;
      // Rows of one page share its test time: format each instant once.
      if (ms !== this.lastMs && !(Number.isNaN(ms) && Number.isNaN(this.lastMs))) {
        this.lastMs = ms;
        this.tail = new PackedPieces([utf8Encoder.encode(`,${timestampCell(ms)},${fingerprints ? '' : '\r\n'}`)]);
      }
      buf.piece(this.tail, 0);
      if (fingerprints) {
        buf.text((issueLink as NonNullable<typeof issueLink>)(fingerprints[k] as string, r));
        buf.raw(LINE_END);
      }
      this.rows++;
      if (buf.length >= this.chunkSize) {
        yield { bytes: buf.detach(), rows: this.rows };
        this.rows = 0;
        // The consumer asked for the next chunk: with reuse, it is done with this one.
        if (this.reuse) buf.rewind();
      }
    }
  }

  /** The last, partly filled chunk, if any. */
  *finish(): Generator<CsvSourceChunk, void, undefined> {
    if (this.rows > 0) yield { bytes: this.buf.detach(), rows: this.rows };
    this.rows = 0;
  }
}
