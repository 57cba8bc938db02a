/**
 * String slices: rows [start, end) of one string column as bytes, the way the dataset stores them
 * (UTF-8 data with byte and UTF-16 code-unit offsets), rebased to the slice. A worker that exports a
 * million rows asks the server for slices instead of JSON string arrays: the server copies stored
 * bytes without decoding them, and the CSV writer copies them on without building strings.
 *
 * Binary form (little-endian, docs/decisions/0008): magic "CCSL" (4), version u16, reserved u16,
 * row count u32, data byte length u32; then rowCount + 1 u32 byte offsets, rowCount + 1 u32
 * code-unit offsets (both starting at 0), then the data. A slice states its own length, so several
 * (one per column of the same rows) travel back to back in one answer.
 */
import { DatasetFormatError, assertLittleEndian } from './format';
import type { LocalStringSection } from './decode';
import { utf8Encoder } from './utf8';

/** The first four bytes of a slice: ASCII "CCSL". */
export const STRING_SLICE_MAGIC = 'CCSL';
/** Version of the slice form this build writes and reads. */
export const STRING_SLICE_VERSION = 1;
/** Content type of a binary string slice. */
export const STRING_SLICE_CONTENT_TYPE = 'application/vnd.curbcut.string-slice+binary; v=1';

const HEADER_BYTES = 16;

/** Rows [start, end) of a section as a section of their own (offsets from 0; the data is not copied). */
export function sliceSection(section: LocalStringSection, start: number, end: number): LocalStringSection {
  const b0 = section.offsets[start] as number;
  const u0 = section.unitOffsets[start] as number;
  const offsets = section.offsets.slice(start, end + 1);
  const unitOffsets = section.unitOffsets.slice(start, end + 1);
  for (let i = 0; i < offsets.length; i++) {
    offsets[i] = (offsets[i] as number) - b0;
    unitOffsets[i] = (unitOffsets[i] as number) - u0;
  }
  return { offsets, unitOffsets, data: section.data.subarray(b0, section.offsets[end] as number) };
}

/** A section holding the given strings, in order. */
export function sectionOfStrings(strings: readonly string[]): LocalStringSection {
  const offsets = new Uint32Array(strings.length + 1);
  const unitOffsets = new Uint32Array(strings.length + 1);
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let units = 0;
  strings.forEach((s, i) => {
    const encoded = utf8Encoder.encode(s);
    parts.push(encoded);
    bytes += encoded.length;
    units += s.length;
    offsets[i + 1] = bytes;
    unitOffsets[i + 1] = units;
  });
  const data = new Uint8Array(bytes);
  let at = 0;
  for (const p of parts) {
    data.set(p, at);
    at += p.length;
  }
  return { offsets, unitOffsets, data };
}

/** The binary form of a section starting at 0, as parts to send one after another (the data is not copied). */
export function encodeStringSlice(section: LocalStringSection): Uint8Array[] {
  assertLittleEndian();
  const rows = section.offsets.length - 1;
  const head = new Uint8Array(HEADER_BYTES);
  for (let i = 0; i < 4; i++) head[i] = STRING_SLICE_MAGIC.charCodeAt(i);
  const view = new DataView(head.buffer);
  view.setUint16(4, STRING_SLICE_VERSION, true);
  view.setUint32(8, rows, true);
  view.setUint32(12, section.data.length, true);
  const bytesOf = (a: Uint32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  return [head, bytesOf(section.offsets), bytesOf(section.unitOffsets), section.data];
}

/** Reads a binary slice, checking its header and offsets; names what is wrong. */
export function decodeStringSlice(bytes: Uint8Array): LocalStringSection {
  const { section, byteLength } = readSlice(bytes, 0);
  if (byteLength !== bytes.length) {
    throw new DatasetFormatError(`String slice of ${section.offsets.length - 1} rows should be ${byteLength} bytes, got ${bytes.length}.`);
  }
  return section;
}

/** Reads slices sent back to back (one answer for several columns); `count` of them must fill the bytes. */
export function decodeStringSlices(bytes: Uint8Array, count: number): LocalStringSection[] {
  const out: LocalStringSection[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const { section, byteLength } = readSlice(bytes, at);
    out.push(section);
    at += byteLength;
  }
  if (at !== bytes.length) throw new DatasetFormatError(`${count} string slices end at byte ${at}, but ${bytes.length} bytes came.`);
  return out;
}

function readSlice(all: Uint8Array, at: number): { section: LocalStringSection; byteLength: number } {
  assertLittleEndian();
  const bytes = all.subarray(at);
  if (bytes.length < HEADER_BYTES) throw new DatasetFormatError(`Not a string slice: ${bytes.length} bytes is shorter than its ${HEADER_BYTES}-byte header.`);
  let magic = '';
  for (let i = 0; i < 4; i++) magic += String.fromCharCode(bytes[i] as number);
  if (magic !== STRING_SLICE_MAGIC) throw new DatasetFormatError(`Not a string slice: expected magic '${STRING_SLICE_MAGIC}', found ${JSON.stringify(magic)}.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const version = view.getUint16(4, true);
  if (version !== STRING_SLICE_VERSION) throw new DatasetFormatError(`Unsupported string slice version ${version}: this build reads ${STRING_SLICE_VERSION}.`);
  const rows = view.getUint32(8, true);
  const dataLength = view.getUint32(12, true);
  const offsetsBytes = (rows + 1) * 4;
  const byteLength = HEADER_BYTES + 2 * offsetsBytes + dataLength;
  if (bytes.length < byteLength) throw new DatasetFormatError(`String slice of ${rows} rows should be ${byteLength} bytes, got ${bytes.length}.`);
  // Copy the offsets: the bytes may start anywhere in their buffer, and typed views need alignment.
  const offsets = new Uint32Array(bytes.slice(HEADER_BYTES, HEADER_BYTES + offsetsBytes).buffer);
  const unitOffsets = new Uint32Array(bytes.slice(HEADER_BYTES + offsetsBytes, HEADER_BYTES + 2 * offsetsBytes).buffer);
  if (offsets[0] !== 0 || offsets[rows] !== dataLength || unitOffsets[0] !== 0) {
    throw new DatasetFormatError('String slice offsets do not match its data.');
  }
  for (let i = 0; i < rows; i++) {
    if ((offsets[i + 1] as number) < (offsets[i] as number) || (unitOffsets[i + 1] as number) < (unitOffsets[i] as number)) {
      throw new DatasetFormatError(`String slice offsets decrease at row ${i}.`);
    }
  }
  const dataStart = HEADER_BYTES + 2 * offsetsBytes;
  return { section: { offsets, unitOffsets, data: bytes.subarray(dataStart, dataStart + dataLength) }, byteLength };
}
