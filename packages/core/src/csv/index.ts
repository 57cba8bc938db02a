export { escapeCsvCell, neutralizeFormula, csvLine } from './escape';
export {
  CSV_COLUMNS,
  severityLabel,
  guidelinesCell,
  booleanCell,
  timestampCell,
  csvRowCells,
} from './columns';
export type { CsvIssueRow } from './columns';
export { csvChunks, csvTextChunks, writeCsv, writeCsvText } from './writer';
export type {
  CsvRowSource,
  CsvSourceChunk,
  CsvSourceOptions,
  CsvChunkOptions,
  CsvWriteOptions,
  CsvTextWriteOptions,
  CsvWriteResult,
} from './writer';
export { datasetCsvSource, exportableRows, issueLinksFrom } from './datasetSource';
export type { DatasetCsvOptions } from './datasetSource';
export { issuesCsvSource, issueCsvRow } from './issueSource';
export type { ExportableIssue } from './issueSource';
export { pdfIssueCsvRow, pdfIssuesCsvSource, pdfObjectParts } from './pdfRows';
export type { ExportablePdfIssue } from './pdfRows';
export { csvFileName, exportReportName, sanitizeFileName, formatExportDate } from './fileName';
export type { CsvFileNameOptions } from './fileName';
export { csvExportRows } from './exportRows';
export { encodeLineBatches } from './lineChunks';
