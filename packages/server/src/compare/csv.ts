/**
 * The CSV of a comparison's view (`GET /api/compare/csv`): the export row of a report (spec 000
 * section 3.3) with the compare status first, the newer run's issues then the base run's, under
 * the view's filters and status filter. Hidden and non-issue issues are never exported, as in a
 * report. Strings are read a batch of rows at a time from each stored dataset.
 */
import {
  COMPARE_STATUS_LABELS,
  CSV_COLUMNS,
  IMPACTS,
  csvLine,
  csvRowCells,
  encodeLineBatches,
  exportableRows,
  guidelinesCell,
  isBestPractice,
  rowCompareStatus,
  rowNeedsReview,
  timestampCell,
  type CsvRowSource,
  type Impact,
  type NormalizedFilters,
} from '@curbcut/core';
import type { ComparedSides, CompareSide } from './sides';
import { scopedRows } from './issues';

/** Header cell of the status column. */
export const COMPARE_STATUS_COLUMN = 'Compare status';
const BATCH_ROWS = 2048;

async function* sideLines(side: CompareSide, rows: Uint32Array): AsyncGenerator<string[]> {
  const { dataset, reader } = side.loaded;
  const { rule, impact, component, page, flags, timestamp } = dataset.columns;
  for (let from = 0; from < rows.length; from += BATCH_ROWS) {
    const batch = rows.subarray(from, from + BATCH_ROWS);
    const [html, target, failureSummary, behaviour] = await Promise.all(
      (['html', 'target', 'failureSummary', 'behaviour'] as const).map((column) => reader.readRows(column, batch)),
    );
    yield Array.from(batch, (row, k) => {
      const r = dataset.rules[rule[row] as number];
      const tags = r?.tags ?? [];
      const cells = csvRowCells({
        issueType: r?.id ?? '',
        severity: IMPACTS[impact[row] as number] as Impact,
        component: dataset.components[component[row] as number] as string,
        behaviour: behaviour?.[k] ?? '',
        description: r ? r.description || r.help : '',
        page: dataset.pages[page[row] as number] as string,
        guidelines: guidelinesCell(tags),
        html: html?.[k] ?? '',
        selector: target?.[k] ?? '',
        needsReview: rowNeedsReview(flags[row] as number),
        bestPractice: isBestPractice(tags),
        howToFix: failureSummary?.[k] ?? '',
        timestamp: timestampCell(timestamp[row] as number),
        link: '',
      });
      return csvLine([COMPARE_STATUS_LABELS[rowCompareStatus(side.codes[row] as number)], ...cells]);
    });
  }
}

/** The CSV rows of the view. */
export function compareCsvSource(cs: ComparedSides, filters: NormalizedFilters, wanted: ReadonlySet<number>): CsvRowSource {
  const lists = cs.sides.map((side) => exportableRows(side.loaded.dataset, scopedRows(side, filters, wanted, { group: null, componentId: null })));
  async function* batches(): AsyncGenerator<string[]> {
    for (let k = 0; k < cs.sides.length; k++) yield* sideLines(cs.sides[k] as CompareSide, lists[k] as Uint32Array);
  }
  return {
    total: lists.reduce((n, rows) => n + rows.length, 0),
    columns: [COMPARE_STATUS_COLUMN, ...CSV_COLUMNS],
    chunks: (chunkSize) => encodeLineBatches(batches(), chunkSize),
  };
}
