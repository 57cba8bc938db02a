/**
 * The worker dataset's binary layout, version 1 (docs/decisions/0008-worker-dataset.md describes it
 * byte by byte). Everything here is shared by the builder, the decoder and the string readers, so
 * the three can never disagree about an offset.
 */
import type { PageEnvironment, RuleInfo, TestStatus } from '../model';

/**
 * Format version written by this build and the only one it reads. Optional header fields (test-case
 * browser, OS and reportId, `pageEnvironments`) were added within version 1: readers ignore JSON keys they do
 * not know and this one accepts their absence, so neither side needs a new version.
 */
export const DATASET_VERSION = 1;

/** The first four bytes of every dataset: ASCII "CCDS" (Curbcut DataSet). */
export const DATASET_MAGIC = 'CCDS';

/** Bytes before the JSON header: magic (4), version u16, reserved u16, row count u32, header length u32. */
export const FIXED_HEADER_BYTES = 16;

/** Every section starts at a multiple of this, so typed arrays can view the bytes without a copy. */
export const SECTION_ALIGNMENT = 8;

/**
 * Bits of the `flags` column. issueStatus and confirmed take two bits each; see
 * {@link ISSUE_STATUS_CODES} and {@link CONFIRMED_CODES} for their values.
 */
export const DATASET_FLAGS = {
  needsReview: 1 << 0,
  bestPractice: 1 << 1,
  experimental: 1 << 2,
  aiDetected: 1 << 3,
  statusShift: 4,
  statusMask: 0b11 << 4,
  confirmedShift: 6,
  confirmedMask: 0b11 << 6,
  preferred: 1 << 8,
} as const;

/** Number of distinct `flags` values (9 bits): the size of per-flags lookup tables. */
export const FLAG_STATES = 1 << 9;

/** issueStatus code stored in flags bits 4-5: index into this list. */
export const ISSUE_STATUS_CODES = ['visible', 'hidden', 'non-issue'] as const;

/** confirmed code stored in flags bits 6-7: 0 undecided (null), 1 confirmed (true), 2 not an issue (false). */
export const CONFIRMED_CODES = [null, true, false] as const;

/** Numeric columns, in file order, with their element type. */
export const NUMERIC_SECTIONS = [
  { name: 'rule', type: 'u16' },
  { name: 'impact', type: 'u8' },
  { name: 'flags', type: 'u16' },
  { name: 'component', type: 'u32' },
  { name: 'page', type: 'u32' },
  { name: 'fingerprintHash', type: 'u32' },
  { name: 'timestamp', type: 'f64' },
  { name: 'testCaseOffsets', type: 'u32' },
  { name: 'testCaseIndexes', type: 'u32' },
] as const;

/** Name of a numeric column. */
export type NumericSectionName = (typeof NUMERIC_SECTIONS)[number]['name'];

/** Element type of a numeric column. */
export type SectionType = 'u8' | 'u16' | 'u32' | 'f64';

/**
 * String columns, in file order. They are never decoded up front: a reader fetches row ranges on
 * demand, from the same bytes or from the server. `behaviour` is '' for non-behaviour rules;
 * `checks` is the JSON of `{any, all, none}` or '' when all three are empty.
 */
export const STRING_COLUMNS = ['html', 'target', 'failureSummary', 'behaviour', 'fingerprint', 'checks'] as const;

/** Name of a string column. */
export type StringColumn = (typeof STRING_COLUMNS)[number];

/** Bytes per element of each section type. */
export const SECTION_TYPE_BYTES: Readonly<Record<SectionType, number>> = { u8: 1, u16: 2, u32: 4, f64: 8 };

/** Directory entry of a numeric section; offset is relative to the body start. */
export interface NumericSectionEntry {
  name: NumericSectionName;
  type: SectionType;
  offset: number;
  /** Element count. */
  length: number;
}

/**
 * Directory entry of a string column: `rowCount + 1` u32 byte offsets at `offsetsOffset`, then
 * `rowCount + 1` u32 UTF-16 code-unit offsets at `unitOffsetsOffset`, then the UTF-8 bytes of every
 * row back to back at `dataOffset` (all relative to the body start). The code-unit offsets let a
 * reader decode a whole range in one call and slice it into rows even when it holds non-ASCII text.
 */
export interface StringSectionEntry {
  name: StringColumn;
  offsetsOffset: number;
  unitOffsetsOffset: number;
  dataOffset: number;
  dataByteLength: number;
}

/** A browser or operating system as a test recorded it. */
export interface NameAndVersion {
  name: string;
  version?: string;
}

/** What the dataset keeps of a page's environment: what the details pane shows. */
export type DatasetPageEnvironment = Pick<PageEnvironment, 'userAgent' | 'windowWidth' | 'windowHeight'>;

/**
 * A test case as the dataset's dictionary keeps it. `file` indexes `files`, -1 for none; browser and
 * os are absent when the test did not record them (and in datasets written before they existed).
 * `reportId` names the source report of a consolidated report's unit (docs/decisions/0041); it is
 * absent elsewhere, an optional key within version 1 like browser and os.
 */
export interface DatasetTestCase {
  id: string;
  name: string;
  status: TestStatus;
  file: number;
  browser?: NameAndVersion;
  os?: NameAndVersion;
  reportId?: string;
}

/** The JSON header: dictionaries and the section directory. */
export interface DatasetHeader {
  rules: RuleInfo[];
  components: string[];
  pages: string[];
  /** One per `pages` entry, `{}` when unknown; absent in datasets written before it existed. */
  pageEnvironments?: DatasetPageEnvironment[];
  testCases: DatasetTestCase[];
  files: string[];
  categories: string[];
  sections: NumericSectionEntry[];
  strings: StringSectionEntry[];
}

/** Rounds up to the section alignment. */
export function alignSection(n: number): number {
  return Math.ceil(n / SECTION_ALIGNMENT) * SECTION_ALIGNMENT;
}

/** Byte offset where sections start, given the JSON header's byte length. */
export function bodyStart(headerByteLength: number): number {
  return alignSection(FIXED_HEADER_BYTES + headerByteLength);
}

/** Thrown for bytes that are not a dataset this build can read. */
export class DatasetFormatError extends Error {
  override name = 'DatasetFormatError';
}

/** Typed arrays use the platform's byte order; the format is little-endian, like every target we ship on. */
export function assertLittleEndian(): void {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
    throw new DatasetFormatError('The worker dataset is little-endian; this platform is big-endian.');
  }
}
