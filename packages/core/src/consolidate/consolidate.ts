/**
 * Consolidation: several reports' stored datasets merged into one dataset by fingerprint, so one
 * element found by three reports is one issue with three sources (docs/decisions/0041). Sources are
 * read one at a time; a row's numbers are merged in typed arrays and its text is copied as UTF-8
 * bytes from the first source that has it, so no issue text is ever decoded.
 */
import { decodeDataset } from '../dataset/decode';
import type { Dataset, LocalStringSection } from '../dataset/decode';
import { STRING_COLUMNS } from '../dataset/format';
import { GrowableColumn, StringColumnBuffer } from '../dataset/growable';
import { writeDatasetLayout } from '../dataset/writer';
import type { DatasetPart } from '../dataset/writer';
import type { StringColumn } from '../dataset/format';
import { MergedDictionaries } from './dictionaries';
import type { SourceIndexMaps } from './dictionaries';
import { FingerprintIndex } from './fingerprintIndex';
import { ROW_FLAG_BITS, mergeRowFlags } from './mergeFlags';
import { UnitLists } from './unitLists';

/** One report to consolidate. */
export interface ConsolidationSource {
  /** The source report's id: it names the report's units in the merged dataset. */
  reportId: string;
  /** Names the unit that stands for the whole report (its issues found outside any unit). */
  reportName: string;
  /** The report's stored worker dataset, whole (string columns included). */
  dataset: Uint8Array;
}

/** A consolidated dataset. */
export interface ConsolidationResult<Part extends DatasetPart = Uint8Array> {
  /**
   * The merged dataset as consecutive parts (as `DatasetBuilder.finishParts()`), ready to store; a
   * column that spilled is a part naming it, whose bytes its sink holds.
   */
  parts: Part[];
  /** Distinct issues after the merge. */
  rowCount: number;
  /** Rows read over all sources. */
  sourceRows: number;
}

/** The string column whose bytes identify an issue. */
const FINGERPRINT = STRING_COLUMNS.indexOf('fingerprint');

/**
 * Merges sources added one at a time: a caller that loads each stored dataset in turn (from a blob
 * store, say) holds one source and the merged output at once, not every source. The merge rules are
 * in mergeFlags.ts; rows keep the order of their first sighting.
 */
export class DatasetConsolidation {
  private readonly dictionaries = new MergedDictionaries();
  private readonly index = new FingerprintIndex();
  private readonly units = new UnitLists();
  private readonly rule = new GrowableColumn((n) => new Uint16Array(n));
  private readonly impact = new GrowableColumn((n) => new Uint8Array(n));
  private readonly flags = new GrowableColumn((n) => new Uint16Array(n));
  private readonly component = new GrowableColumn((n) => new Uint32Array(n));
  private readonly page = new GrowableColumn((n) => new Uint32Array(n));
  private readonly fingerprintHash = new GrowableColumn((n) => new Uint32Array(n));
  private readonly timestamp = new GrowableColumn((n) => new Float64Array(n));
  private readonly strings = STRING_COLUMNS.map((c) => new StringColumnBuffer(c));
  private sourceRows = 0;
  private finished = false;

  /**
   * With `spill`, each string column's bytes go to the sink it returns for that column as they are
   * merged, not to memory: the merged text of many large reports is the most of what a merge
   * holds, and a server can put it in files and stream them into the stored dataset.
   */
  constructor(options: { spill?: (column: StringColumn) => (bytes: Uint8Array) => void } = {}) {
    const { spill } = options;
    if (spill) this.strings.forEach((buffer, i) => buffer.spillTo(spill(STRING_COLUMNS[i] as StringColumn)));
  }

  /** Merges one more source into the result. Sources count in the order they are added. */
  add(source: ConsolidationSource): void {
    if (this.finished) throw new Error('DatasetConsolidation already finished; create a new one.');
    const dataset = decodeDataset(source.dataset);
    const sections = STRING_COLUMNS.map((column) => {
      const section = dataset.localStrings[column];
      if (!section) {
        throw new Error(`Report ${source.reportId}: its dataset lacks the '${column}' column; consolidation needs whole datasets.`);
      }
      return section;
    });
    const maps = this.dictionaries.addSource(dataset, source.reportId);
    this.mergeRows(dataset, maps, sections, source);
    this.sourceRows += dataset.rowCount;
  }

  /** Ends the merge and writes the merged dataset. */
  finish(): ConsolidationResult<DatasetPart> {
    if (this.finished) throw new Error('DatasetConsolidation already finished; create a new one.');
    this.finished = true;
    const rowCount = this.index.size;
    const d = this.dictionaries;
    const units = this.units.finish(rowCount, d.units.length);
    const parts = writeDatasetLayout({
      rowCount,
      rules: d.rules,
      components: d.components,
      pages: d.pages,
      pageEnvironments: d.pageEnvironments,
      testCases: d.units,
      columns: {
        rule: this.rule.view(),
        impact: this.impact.view(),
        flags: this.flags.view(),
        component: this.component.view(),
        page: this.page.view(),
        fingerprintHash: this.fingerprintHash.view(),
        timestamp: this.timestamp.view(),
        testCaseOffsets: units.offsets,
        testCaseIndexes: units.indexes,
      },
      strings: this.strings,
    });
    return { parts, rowCount, sourceRows: this.sourceRows };
  }

  private mergeRows(dataset: Dataset, maps: SourceIndexMaps, sections: LocalStringSection[], source: ConsolidationSource): void {
    const c = dataset.columns;
    const fingerprints = sections[FINGERPRINT] as LocalStringSection;
    const fpOffsets = fingerprints.offsets;
    let wholeReport = -1;
    // New rows come in runs of consecutive source rows; a run's text is copied in one go.
    let runStart = -1;
    for (let r = 0; r < dataset.rowCount; r++) {
      const hash = c.fingerprintHash[r] as number;
      const start = fpOffsets[r] as number;
      const end = fpOffsets[r + 1] as number;
      let row = this.index.find(hash, fingerprints.data, start, end);
      if (row < 0) {
        row = this.index.add(hash, fingerprints.data, start, end);
        this.rule.push(maps.rule[c.rule[r] as number] as number);
        this.impact.push(c.impact[r] as number);
        this.flags.push((c.flags[r] as number) & ROW_FLAG_BITS);
        this.component.push(maps.component[c.component[r] as number] as number);
        this.page.push(maps.page[c.page[r] as number] as number);
        this.fingerprintHash.push(hash);
        this.timestamp.push(c.timestamp[r] as number);
        if (runStart < 0) runStart = r;
      } else {
        if (runStart >= 0) this.copyStrings(sections, runStart, r);
        runStart = -1;
        this.impact.setAt(row, Math.min(this.impact.at(row), c.impact[r] as number));
        this.flags.setAt(row, mergeRowFlags(this.flags.at(row), (c.flags[r] as number) & ROW_FLAG_BITS));
      }
      const first = c.testCaseOffsets[r] as number;
      const last = c.testCaseOffsets[r + 1] as number;
      if (first === last) {
        if (wholeReport < 0) wholeReport = this.dictionaries.wholeReportUnit(source.reportId, source.reportName);
        this.units.credit(row, wholeReport);
      }
      for (let k = first; k < last; k++) this.units.credit(row, maps.unit[c.testCaseIndexes[k] as number] as number);
    }
    if (runStart >= 0) this.copyStrings(sections, runStart, dataset.rowCount);
  }

  private copyStrings(sections: LocalStringSection[], start: number, end: number): void {
    for (let i = 0; i < sections.length; i++) (this.strings[i] as StringColumnBuffer).pushRows(sections[i] as LocalStringSection, start, end);
  }
}

/**
 * Merges the stored datasets of several reports into one (sources in the order given). For many
 * large sources, add them to a {@link DatasetConsolidation} one at a time instead, so only one is
 * held at once.
 */
export function consolidateDatasets(sources: readonly ConsolidationSource[]): ConsolidationResult {
  const consolidation = new DatasetConsolidation();
  for (const source of sources) consolidation.add(source);
  const result = consolidation.finish();
  // Nothing spilled without a sink: every part is bytes.
  return { ...result, parts: result.parts.filter((p): p is Uint8Array => p instanceof Uint8Array) };
}
