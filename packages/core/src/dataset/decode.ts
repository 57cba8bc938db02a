/**
 * Reads a worker dataset: the header and every numeric column at once (views over the bytes, no
 * copy when aligned), string columns left encoded for a {@link StringColumnReader}.
 */
import { IMPACTS, ISSUE_STATUSES } from '../model';
import type { RuleInfo } from '../model';
import { categoriesFromTags, scsFromTags } from '../rules/tags';
import {
  DATASET_FLAGS,
  DATASET_MAGIC,
  DATASET_VERSION,
  DatasetFormatError,
  FIXED_HEADER_BYTES,
  NUMERIC_SECTIONS,
  SECTION_TYPE_BYTES,
  STRING_COLUMNS,
  alignSection,
  assertLittleEndian,
  bodyStart,
} from './format';
import type { DatasetHeader, DatasetPageEnvironment, DatasetTestCase, NumericSectionEntry, SectionType, StringColumn } from './format';
import { utf8Decoder } from './utf8';

/** A rule of the dictionary with what filters and grouping need precomputed. */
export interface DatasetRule extends RuleInfo {
  /** Success criteria named by the tags, as `x.y.z`. */
  scs: string[];
  /** Indexes into `Dataset.categories`. */
  categoryIndexes: number[];
}

/** The numeric columns, one element per row (test-case membership: offsets + indexes). */
export interface DatasetColumns {
  /** Index into `rules`. */
  rule: Uint16Array;
  /** 0 critical ... 3 minor (the spec's impact order). */
  impact: Uint8Array;
  /** Bits described by DATASET_FLAGS. */
  flags: Uint16Array;
  /** Index into `components`. */
  component: Uint32Array;
  /** Index into `pages`. */
  page: Uint32Array;
  /** fingerprintHash() of the row's fingerprint. */
  fingerprintHash: Uint32Array;
  /** Milliseconds since the epoch; NaN when the issue had no valid timestamp. */
  timestamp: Float64Array;
  /** Row r's test cases are `testCaseIndexes[testCaseOffsets[r] .. testCaseOffsets[r + 1])`. */
  testCaseOffsets: Uint32Array;
  testCaseIndexes: Uint32Array;
}

/** A string column held in bytes: `rowCount + 1` byte and code-unit offsets, and the UTF-8 data. */
export interface LocalStringSection {
  offsets: Uint32Array;
  unitOffsets: Uint32Array;
  data: Uint8Array;
}

/** A decoded dataset: dictionaries, numeric columns and (when present) the encoded string columns. */
export interface Dataset {
  version: number;
  rowCount: number;
  rules: readonly DatasetRule[];
  components: readonly string[];
  pages: readonly string[];
  /** One per page; `{}` for a page with no recorded environment, and for every page of an older dataset. */
  pageEnvironments: readonly DatasetPageEnvironment[];
  testCases: readonly DatasetTestCase[];
  files: readonly string[];
  categories: readonly string[];
  columns: DatasetColumns;
  /** String columns found in the decoded bytes; empty when only the core prefix was given. */
  localStrings: Partial<Record<StringColumn, LocalStringSection>>;
}

/** Where things are in a dataset's bytes (absolute offsets). */
export interface DatasetLayout {
  version: number;
  rowCount: number;
  header: DatasetHeader;
  /** Absolute offset of the first section. */
  bodyStart: number;
  /**
   * Length of the prefix holding the header and every numeric column: what a browser downloads.
   * String columns follow it.
   */
  coreByteLength: number;
  /** Length of the complete dataset, string columns included. */
  totalByteLength: number;
}

/** Bytes needed to read the fixed header, which gives the length of the rest of the header. */
export const DATASET_PREAMBLE_BYTES = FIXED_HEADER_BYTES;

/**
 * Length of the header (fixed part plus JSON) from the first 16 bytes; checks magic and version.
 * Lets a reader with random access fetch exactly the header before anything else.
 */
export function datasetHeaderByteLength(preamble: Uint8Array): number {
  if (preamble.length < FIXED_HEADER_BYTES) {
    throw new DatasetFormatError(
      `Not a Curbcut dataset: ${preamble.length} bytes is shorter than the ${FIXED_HEADER_BYTES}-byte preamble.`,
    );
  }
  let magic = '';
  for (let i = 0; i < 4; i++) magic += String.fromCharCode(preamble[i] as number);
  if (magic !== DATASET_MAGIC) {
    throw new DatasetFormatError(`Not a Curbcut dataset: expected magic '${DATASET_MAGIC}', found ${JSON.stringify(magic)}.`);
  }
  const view = new DataView(preamble.buffer, preamble.byteOffset, FIXED_HEADER_BYTES);
  const version = view.getUint16(4, true);
  if (version !== DATASET_VERSION) {
    throw new DatasetFormatError(
      `Unsupported dataset version ${version}: this build reads version ${DATASET_VERSION}; rebuild the dataset.`,
    );
  }
  return FIXED_HEADER_BYTES + view.getUint32(12, true);
}

/** Parses the fixed header and the JSON header and checks the section directory. */
export function readDatasetLayout(bytes: Uint8Array): DatasetLayout {
  assertLittleEndian();
  const headerEnd = datasetHeaderByteLength(bytes);
  if (bytes.length < headerEnd) {
    throw new DatasetFormatError(`Dataset is truncated: the header needs ${headerEnd} bytes, only ${bytes.length} given.`);
  }
  const rowCount = new DataView(bytes.buffer, bytes.byteOffset, FIXED_HEADER_BYTES).getUint32(8, true);
  let header: DatasetHeader;
  try {
    header = JSON.parse(utf8Decoder.decode(bytes.subarray(FIXED_HEADER_BYTES, headerEnd))) as DatasetHeader;
  } catch (e) {
    throw new DatasetFormatError(`Dataset header is not valid JSON: ${(e as Error).message}`);
  }
  checkHeader(header, rowCount);
  const start = bodyStart(headerEnd - FIXED_HEADER_BYTES);
  let coreEnd = 0;
  for (const s of header.sections) coreEnd = Math.max(coreEnd, s.offset + s.length * SECTION_TYPE_BYTES[s.type]);
  let totalEnd = alignSection(coreEnd);
  for (const s of header.strings) totalEnd = Math.max(totalEnd, alignSection(s.dataOffset + s.dataByteLength));
  return {
    version: DATASET_VERSION,
    rowCount,
    header,
    bodyStart: start,
    coreByteLength: start + alignSection(coreEnd),
    totalByteLength: start + totalEnd,
  };
}

/**
 * Decodes a dataset. `bytes` may be the whole dataset or only its core prefix
 * (`layout.coreByteLength` bytes, as the dataset endpoint serves it); string columns are then read
 * through a remote {@link StringColumnReader}. Refuses a wrong magic or version with a clear error.
 */
export function decodeDataset(input: Uint8Array): Dataset {
  // A plain view: subarrays of a Node Buffer are Buffers, several times slower to create.
  const bytes = new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  const layout = readDatasetLayout(bytes);
  if (bytes.length < layout.coreByteLength) {
    throw new DatasetFormatError(
      `Dataset is truncated: the numeric columns end at byte ${layout.coreByteLength}, only ${bytes.length} given.`,
    );
  }
  const { header, rowCount } = layout;
  const at = (name: NumericSectionEntry['name']): NumericSectionEntry =>
    header.sections.find((s) => s.name === name) as NumericSectionEntry;
  const col = <T>(name: NumericSectionEntry['name']): T => {
    const s = at(name);
    return typedView(bytes, s.type, layout.bodyStart + s.offset, s.length) as T;
  };
  const columns: DatasetColumns = {
    rule: col('rule'),
    impact: col('impact'),
    flags: col('flags'),
    component: col('component'),
    page: col('page'),
    fingerprintHash: col('fingerprintHash'),
    timestamp: col('timestamp'),
    testCaseOffsets: col('testCaseOffsets'),
    testCaseIndexes: col('testCaseIndexes'),
  };
  checkRows(columns, header, rowCount);

  const localStrings: Partial<Record<StringColumn, LocalStringSection>> = {};
  for (const s of header.strings) {
    const dataStart = layout.bodyStart + s.dataOffset;
    if (dataStart + s.dataByteLength > bytes.length) continue;
    localStrings[s.name] = {
      offsets: typedView(bytes, 'u32', layout.bodyStart + s.offsetsOffset, rowCount + 1) as Uint32Array,
      unitOffsets: typedView(bytes, 'u32', layout.bodyStart + s.unitOffsetsOffset, rowCount + 1) as Uint32Array,
      data: bytes.subarray(dataStart, dataStart + s.dataByteLength),
    };
  }

  const categoryIndex = new Map(header.categories.map((c, i) => [c, i]));
  const rules: DatasetRule[] = header.rules.map((r) => ({
    ...r,
    scs: scsFromTags(r.tags),
    categoryIndexes: categoriesFromTags(r.tags).flatMap((c) => {
      const i = categoryIndex.get(c);
      return i === undefined ? [] : [i];
    }),
  }));
  return {
    version: layout.version,
    rowCount,
    rules,
    components: header.components,
    pages: header.pages,
    pageEnvironments: header.pageEnvironments ?? header.pages.map(() => ({})),
    testCases: header.testCases,
    files: header.files,
    categories: header.categories,
    columns,
    localStrings,
  };
}

function typedView(bytes: Uint8Array, type: SectionType, offset: number, length: number): ArrayBufferView {
  const size = SECTION_TYPE_BYTES[type];
  const abs = bytes.byteOffset + offset;
  // Views need element alignment; a Node Buffer from the shared pool may start anywhere.
  const src =
    abs % size === 0
      ? { buffer: bytes.buffer, offset: abs }
      : { buffer: bytes.slice(offset, offset + length * size).buffer, offset: 0 };
  switch (type) {
    case 'u8':
      return new Uint8Array(src.buffer, src.offset, length);
    case 'u16':
      return new Uint16Array(src.buffer, src.offset, length);
    case 'u32':
      return new Uint32Array(src.buffer, src.offset, length);
    case 'f64':
      return new Float64Array(src.buffer, src.offset, length);
  }
}

function checkHeader(header: DatasetHeader, rowCount: number): void {
  if (typeof header !== 'object' || header === null) throw new DatasetFormatError('Dataset header is not an object.');
  for (const key of ['rules', 'components', 'pages', 'testCases', 'files', 'categories', 'sections', 'strings'] as const) {
    if (!Array.isArray(header[key])) throw new DatasetFormatError(`Dataset header: '${key}' is missing or not an array.`);
  }
  const environments = header.pageEnvironments;
  if (environments !== undefined && (!Array.isArray(environments) || environments.length !== header.pages.length)) {
    throw new DatasetFormatError(`Dataset header: 'pageEnvironments' must hold one entry per page (${header.pages.length}).`);
  }
  for (const expected of NUMERIC_SECTIONS) {
    const s = header.sections.find((x) => x.name === expected.name);
    if (!s) throw new DatasetFormatError(`Dataset header: section '${expected.name}' is missing.`);
    if (s.type !== expected.type) {
      throw new DatasetFormatError(`Dataset header: section '${expected.name}' has type ${s.type}, expected ${expected.type}.`);
    }
    if (s.offset % SECTION_TYPE_BYTES[s.type] !== 0) {
      throw new DatasetFormatError(`Dataset header: section '${expected.name}' is not aligned.`);
    }
    const want = expected.name === 'testCaseOffsets' ? rowCount + 1 : rowCount;
    if (expected.name !== 'testCaseIndexes' && s.length !== want) {
      throw new DatasetFormatError(`Dataset header: section '${expected.name}' has ${s.length} elements, expected ${want}.`);
    }
  }
  for (const name of STRING_COLUMNS) {
    if (!header.strings.some((s) => s.name === name)) {
      throw new DatasetFormatError(`Dataset header: string column '${name}' is missing.`);
    }
  }
}

function checkRows(c: DatasetColumns, header: DatasetHeader, rowCount: number): void {
  const fail = (row: number, what: string): never => {
    throw new DatasetFormatError(`Dataset row ${row}: ${what}.`);
  };
  const rules = header.rules.length;
  const components = header.components.length;
  const pages = header.pages.length;
  const tests = header.testCases.length;
  const maxStatus = ISSUE_STATUSES.length - 1;
  for (let i = 0; i < rowCount; i++) {
    if ((c.rule[i] as number) >= rules) fail(i, `rule index ${c.rule[i]} but the dataset has ${rules} rules`);
    if ((c.impact[i] as number) >= IMPACTS.length) fail(i, `impact code ${c.impact[i]} is not 0..3`);
    const f = c.flags[i] as number;
    if ((f & DATASET_FLAGS.statusMask) >> DATASET_FLAGS.statusShift > maxStatus) fail(i, 'issueStatus code 3 is undefined');
    if ((f & DATASET_FLAGS.confirmedMask) >> DATASET_FLAGS.confirmedShift > 2) fail(i, 'confirmed code 3 is undefined');
    if ((c.component[i] as number) >= components) fail(i, `component index ${c.component[i]} of ${components}`);
    if ((c.page[i] as number) >= pages) fail(i, `page index ${c.page[i]} of ${pages}`);
    if ((c.testCaseOffsets[i + 1] as number) < (c.testCaseOffsets[i] as number)) fail(i, 'test-case offsets decrease');
  }
  if (c.testCaseOffsets[rowCount] !== c.testCaseIndexes.length) {
    throw new DatasetFormatError('Dataset: test-case offsets do not match the test-case index column.');
  }
  for (let k = 0; k < c.testCaseIndexes.length; k++) {
    if ((c.testCaseIndexes[k] as number) >= tests) {
      throw new DatasetFormatError(`Dataset: test-case index ${c.testCaseIndexes[k]} of ${tests} test cases.`);
    }
  }
}
