/**
 * Lays out finished columns and dictionaries as a version-1 dataset. Shared by the row-by-row
 * {@link DatasetBuilder} and by consolidation (which merges stored datasets column by column), so
 * both write the same bytes for the same content.
 */
import type { RuleInfo, TestCase } from '../model';
import { categoriesFromTags, isAiDetectedRule, isBestPractice, isExperimental } from '../rules/tags';
import {
  DATASET_FLAGS,
  DATASET_MAGIC,
  DATASET_VERSION,
  FIXED_HEADER_BYTES,
  NUMERIC_SECTIONS,
  SECTION_TYPE_BYTES,
  STRING_COLUMNS,
  alignSection,
  bodyStart,
} from './format';
import type {
  DatasetHeader,
  DatasetPageEnvironment,
  DatasetTestCase,
  NameAndVersion,
  NumericSectionEntry,
  NumericSectionName,
  StringSectionEntry,
} from './format';
import type { StringColumnBuffer } from './growable';
import { utf8Encoder } from './utf8';

/** The numeric columns of a dataset being written, one view per section. */
export type DatasetNumericViews = Record<NumericSectionName, Uint8Array | Uint16Array | Uint32Array | Float64Array> & {
  rule: Uint16Array;
  flags: Uint16Array;
};

/** Everything a dataset holds, ready to be written. */
export interface DatasetContent {
  rowCount: number;
  rules: readonly RuleInfo[];
  components: readonly string[];
  pages: readonly string[];
  /** One per page. */
  pageEnvironments: readonly DatasetPageEnvironment[];
  testCases: readonly TestCase[];
  columns: DatasetNumericViews;
  /** One buffer per STRING_COLUMNS entry, in that order. */
  strings: readonly StringColumnBuffer[];
}

/**
 * Where the bytes of a string column that spilled (StringColumnBuffer.spillTo) sit in a written
 * dataset: the writer of the file streams them from wherever its sink put them.
 */
export interface SpilledColumnData {
  column: (typeof STRING_COLUMNS)[number];
  byteLength: number;
}

/** A part of a written dataset: bytes, or a spilled column's data. */
export type DatasetPart = Uint8Array | SpilledColumnData;

/**
 * Writes the dataset as consecutive byte parts (header, then each section) that view the columns'
 * memory, so a server can stream them without one large copy. First ORs each rule's flag bits
 * (bestPractice, experimental, aiDetected) into `columns.flags`, in place: a rule's tags may arrive
 * after its rows.
 */
export function writeDatasetParts(content: DatasetContent): Uint8Array[] {
  const parts = writeDatasetLayout(content);
  if (!parts.every((p): p is Uint8Array => p instanceof Uint8Array)) throw new Error('A string column spilled: write the dataset with writeDatasetLayout.');
  return parts;
}

/** As writeDatasetParts, with each spilled column's data as a {@link SpilledColumnData} part. */
export function writeDatasetLayout(content: DatasetContent): DatasetPart[] {
  applyRuleFlags(content.rules, content.columns.rule, content.columns.flags);
  const numeric = content.columns;
  const stringParts = STRING_COLUMNS.map((name, i) => {
    const buf = content.strings[i] as StringColumnBuffer;
    return {
      name,
      offsets: buf.offsets.view(),
      unitOffsets: buf.unitOffsets.view(),
      data: buf.parts(),
      spilled: buf.spilled,
      byteLength: buf.byteLength,
    };
  });

  const sections: NumericSectionEntry[] = [];
  let offset = 0;
  for (const s of NUMERIC_SECTIONS) {
    const view = numeric[s.name];
    sections.push({ name: s.name, type: s.type, offset, length: view.length });
    offset = alignSection(offset + view.length * SECTION_TYPE_BYTES[s.type]);
  }
  const strings: StringSectionEntry[] = [];
  for (const s of stringParts) {
    const unitOffsetsOffset = offset + s.offsets.byteLength;
    const dataOffset = unitOffsetsOffset + s.unitOffsets.byteLength;
    strings.push({ name: s.name, offsetsOffset: offset, unitOffsetsOffset, dataOffset, dataByteLength: s.byteLength });
    offset = alignSection(dataOffset + s.byteLength);
  }

  const headerBytes = utf8Encoder.encode(JSON.stringify(datasetHeader(content, sections, strings)));
  const start = bodyStart(headerBytes.length);
  const head = new Uint8Array(start);
  writeFixedHeader(head, content.rowCount, headerBytes.length);
  head.set(headerBytes, FIXED_HEADER_BYTES);

  const parts: DatasetPart[] = [head];
  let written = 0;
  const emit = (bytes: Uint8Array): void => {
    if (bytes.length > 0) parts.push(bytes);
    written += bytes.length;
  };
  const padTo = (target: number): void => {
    if (target > written) emit(new Uint8Array(target - written));
  };
  for (const s of sections) {
    padTo(s.offset);
    const view = numeric[s.name];
    emit(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  }
  stringParts.forEach((s, i) => {
    padTo((strings[i] as StringSectionEntry).offsetsOffset);
    emit(new Uint8Array(s.offsets.buffer, s.offsets.byteOffset, s.offsets.byteLength));
    emit(new Uint8Array(s.unitOffsets.buffer, s.unitOffsets.byteOffset, s.unitOffsets.byteLength));
    if (s.spilled) {
      parts.push({ column: s.name, byteLength: s.byteLength });
      written += s.byteLength;
    } else for (const d of s.data) emit(d);
  });
  padTo(offset);
  return parts;
}

/**
 * bestPractice and experimental come from the rule's tags; so does aiDetected for the rows of an
 * AI-detected rule, so the AI-detected filter finds them.
 */
function applyRuleFlags(rules: readonly RuleInfo[], rule: Uint16Array, flags: Uint16Array): void {
  const bits = new Uint16Array(rules.length);
  rules.forEach((r, i) => {
    bits[i] =
      (isBestPractice(r.tags) ? DATASET_FLAGS.bestPractice : 0) |
      (isExperimental(r.tags) ? DATASET_FLAGS.experimental : 0) |
      (isAiDetectedRule(r.tags) ? DATASET_FLAGS.aiDetected : 0);
  });
  for (let i = 0; i < rule.length; i++) flags[i] = (flags[i] as number) | (bits[rule[i] as number] as number);
}

function datasetHeader(content: DatasetContent, sections: NumericSectionEntry[], strings: StringSectionEntry[]): DatasetHeader {
  const categories = [...new Set(content.rules.flatMap((r) => categoriesFromTags(r.tags)))].sort();
  const files = [...new Set(content.testCases.flatMap((t) => (t.file ? [t.file] : [])))].sort();
  const testCases: DatasetTestCase[] = content.testCases.map((t) => ({
    id: t.id,
    name: t.name,
    status: t.status,
    file: t.file ? files.indexOf(t.file) : -1,
    ...(t.browser ? { browser: nameAndVersion(t.browser) } : {}),
    ...(t.os ? { os: nameAndVersion(t.os) } : {}),
    ...(t.reportId !== undefined ? { reportId: t.reportId } : {}),
  }));
  return {
    rules: [...content.rules],
    components: [...content.components],
    pages: [...content.pages],
    pageEnvironments: [...content.pageEnvironments],
    testCases,
    files,
    categories,
    sections,
    strings,
  };
}

/** Only the two fields, whatever else the caller's object carries. */
function nameAndVersion(value: NameAndVersion): NameAndVersion {
  return value.version ? { name: value.name, version: value.version } : { name: value.name };
}

function writeFixedHeader(head: Uint8Array, rows: number, headerLength: number): void {
  for (let i = 0; i < 4; i++) head[i] = DATASET_MAGIC.charCodeAt(i);
  const view = new DataView(head.buffer, head.byteOffset, FIXED_HEADER_BYTES);
  view.setUint16(4, DATASET_VERSION, true);
  view.setUint16(6, 0, true);
  view.setUint32(8, rows, true);
  view.setUint32(12, headerLength, true);
}
