export {
  DATASET_VERSION,
  DATASET_MAGIC,
  DATASET_FLAGS,
  FLAG_STATES,
  ISSUE_STATUS_CODES,
  CONFIRMED_CODES,
  NUMERIC_SECTIONS,
  STRING_COLUMNS,
  DatasetFormatError,
} from './format';
export type {
  StringColumn,
  NumericSectionName,
  SectionType,
  DatasetHeader,
  DatasetTestCase,
  DatasetPageEnvironment,
  NameAndVersion,
  NumericSectionEntry,
  StringSectionEntry,
} from './format';
export { DatasetBuilder, encodeDataset, concatBytes } from './builder';
export type { DatasetIssueInput, DatasetBuilderOptions } from './builder';
export { decodeDataset, readDatasetLayout, datasetHeaderByteLength, DATASET_PREAMBLE_BYTES } from './decode';
export type { Dataset, DatasetColumns, DatasetRule, DatasetLayout, LocalStringSection } from './decode';
export {
  createLocalStringReader,
  createRemoteStringReader,
  readStringRange,
  readStringRows,
  openDatasetFile,
  decodeChecks,
  assertRowRange,
} from './strings';
export type {
  StringColumnReader,
  StringSliceFetcher,
  StringSectionFetcher,
  RemoteStringReaderOptions,
  ByteRangeReader,
  DatasetFile,
} from './strings';
export { fingerprintHash } from './hash';
export { issueEnvironment, nameAndVersionLabel, rowEnvironment } from './environment';
export type { IssueEnvironment, TestedEnvironment } from './environment';
export { rowIssueStatus, rowConfirmed, rowNeedsReview, rowTestCases } from './rows';
export {
  sliceSection,
  sectionOfStrings,
  encodeStringSlice,
  decodeStringSlice,
  decodeStringSlices,
  STRING_SLICE_MAGIC,
  STRING_SLICE_VERSION,
  STRING_SLICE_CONTENT_TYPE,
} from './slices';
export { writeDatasetLayout } from './writer';
export type { DatasetPart, SpilledColumnData } from './writer';
