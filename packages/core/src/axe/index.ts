export { importAxeResults } from './importAxeResults';
export { AxeImportError } from './axeImportError';
export { TARGET_SEPARATOR, failureSummaryOf } from './nodes';
export type { AxeImportOptions } from './importAxeResults';
