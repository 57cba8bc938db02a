/**
 * Which rows of a report's dataset an export holds: the test case asked for (if any) and the view's
 * filters. Hidden and non-issue rows are dropped later by core's datasetCsvSource, not here, so
 * the rule lives in one place.
 */
import { IMPACTS, rowNeedsReview, rowTestCases, type Dataset, type ExportFilters } from '@curbcut/core';

/** What the export request selected, stored with the export as JSON. */
export interface ExportSelection {
  testCaseId: string | null;
  filters: ExportFilters;
}

/** Row ids (ascending) of the dataset that match the selection. */
export function selectExportRows(dataset: Dataset, selection: ExportSelection): Uint32Array {
  const { filters } = selection;
  const { rule, impact, component, page, flags } = dataset.columns;
  const testCase = selection.testCaseId === null ? -2 : dataset.testCases.findIndex((t) => t.id === selection.testCaseId);
  const indexSet = (values: readonly string[] | undefined, dictionary: readonly string[]): Set<number> | null =>
    values === undefined ? null : new Set(dictionary.flatMap((v, i) => (values.includes(v) ? [i] : [])));
  const impacts = filters.impact === undefined ? null : new Set(filters.impact.map((i) => IMPACTS.indexOf(i)));
  const rules = indexSet(filters.ruleId, dataset.rules.map((r) => r.id));
  const components = indexSet(filters.component, dataset.components);
  const pages = indexSet(filters.page, dataset.pages);
  const out = new Uint32Array(dataset.rowCount);
  let n = 0;
  for (let r = 0; r < dataset.rowCount; r++) {
    if (testCase !== -2 && !rowTestCases(dataset, r).includes(testCase)) continue;
    if (impacts && !impacts.has(impact[r] as number)) continue;
    if (rules && !rules.has(rule[r] as number)) continue;
    if (components && !components.has(component[r] as number)) continue;
    if (pages && !pages.has(page[r] as number)) continue;
    if (filters.needsReview !== undefined && rowNeedsReview(flags[r] as number) !== filters.needsReview) continue;
    out[n++] = r;
  }
  return out.slice(0, n);
}
