export { consolidateDatasets, DatasetConsolidation } from './consolidate';
export type { ConsolidationSource, ConsolidationResult } from './consolidate';
export { rowReportIds } from './sourceReports';
