/**
 * Which source reports an issue of a consolidated dataset came from: its units name them
 * (`reportId` on each test case), so the Source reports tab reads them from the row alone.
 */
import type { Dataset } from '../dataset/decode';

/** The distinct source report ids of a row's units, in the order of its units. */
export function rowReportIds(dataset: Dataset, row: number): string[] {
  const { testCaseOffsets, testCaseIndexes } = dataset.columns;
  const ids: string[] = [];
  for (let k = testCaseOffsets[row] as number; k < (testCaseOffsets[row + 1] as number); k++) {
    const reportId = dataset.testCases[testCaseIndexes[k] as number]?.reportId;
    if (reportId !== undefined && !ids.includes(reportId)) ids.push(reportId);
  }
  return ids;
}
