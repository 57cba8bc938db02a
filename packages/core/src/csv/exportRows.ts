/**
 * The rows a CSV export of a view holds: its filters over both review states unless they choose
 * one, visible issues only, preferred-behaviour instances out. The server's export job and CSV
 * stream select with it; the widget's engine selects the same rows through its own cached filter.
 */
import type { Dataset } from '../dataset/decode';
import { withoutPreferredRows } from '../decisions/dataset';
import { filterDataset } from '../filters/datasetFilter';
import { csvExportFilters } from '../filters/normalize';

/** Row ids (ascending) of a CSV export of the view with these raw filters. */
export function csvExportRows(dataset: Dataset, filters: unknown): Uint32Array {
  return withoutPreferredRows(dataset, filterDataset(dataset, csvExportFilters(filters)));
}
