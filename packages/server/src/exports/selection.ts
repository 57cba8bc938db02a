/**
 * Which rows of a report's dataset an export holds: the test case asked for (if any) and the view's
 * filters, selected by core's csvExportFilters and without preferred-behaviour rows, exactly as the
 * widget's worker selects them, so a file has the same rows whichever wrote it.
 */
import { csvExportRows, rowTestCases, type Dataset, type ExportFilters } from '@curbcut/core';

/** What the export request selected, stored with the export as JSON. */
export interface ExportSelection {
  testCaseId: string | null;
  filters: ExportFilters;
  /** The Issue link column's base (the viewer's page URL ending in `activeIssueId=`); empty cells without it. */
  issueLinkBase?: string;
}

/** Row ids (ascending) of the dataset that match the selection. */
export function selectExportRows(dataset: Dataset, selection: ExportSelection): Uint32Array {
  let rows = csvExportRows(dataset, selection.filters);
  if (selection.testCaseId !== null) {
    const testCase = dataset.testCases.findIndex((t) => t.id === selection.testCaseId);
    rows = rows.filter((r) => rowTestCases(dataset, r).includes(testCase));
  }
  return rows;
}
