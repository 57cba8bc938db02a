/**
 * Just enough of a Compact Font Format reader (Adobe TN 5176) for the font rules: the glyphs a
 * CFF program (FontFile3 Type1C / CIDFontType0C) defines, as glyph names for a name-keyed font or
 * as CIDs for a CID-keyed one, read from its charset. Malformed programs give null.
 */
import { CFF_STANDARD_STRINGS } from './cffStandardStrings';

export interface CffGlyphs {
  /** True when the font is CID-keyed (its Top DICT has ROS): then `cids` is set, else `names`. */
  cidKeyed: boolean;
  /** Glyph names by glyph id (name-keyed fonts). */
  names: string[] | null;
  /** The CIDs the font defines (CID-keyed fonts), .notdef's CID 0 included. */
  cids: Set<number> | null;
}

interface Index {
  items: Uint8Array[];
  end: number;
}

class CffError extends Error {}

function card(b: Uint8Array, at: number, size: number): number {
  if (at + size > b.length) throw new CffError('truncated');
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + (b[at + i] as number);
  return v;
}

function readIndex(b: Uint8Array, at: number): Index {
  const count = card(b, at, 2);
  if (count === 0) return { items: [], end: at + 2 };
  const offSize = card(b, at + 2, 1);
  if (offSize < 1 || offSize > 4) throw new CffError('bad offSize');
  const offsets: number[] = [];
  for (let i = 0; i <= count; i++) offsets.push(card(b, at + 3 + i * offSize, offSize));
  const base = at + 2 + (count + 1) * offSize;
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const s = base + (offsets[i] as number);
    const e = base + (offsets[i + 1] as number);
    if (e < s || e > b.length) throw new CffError('bad offsets');
    items.push(b.subarray(s, e));
  }
  return { items, end: base + (offsets[count] as number) };
}

/** Top DICT operators (12 x as 1200 + x) to their operands. */
function readDict(d: Uint8Array): Map<number, number[]> {
  const out = new Map<number, number[]>();
  let operands: number[] = [];
  for (let i = 0; i < d.length; ) {
    const b0 = d[i] as number;
    if (b0 <= 21) {
      const op = b0 === 12 ? 1200 + (d[i + 1] ?? 0) : b0;
      i += b0 === 12 ? 2 : 1;
      out.set(op, operands);
      operands = [];
    } else if (b0 === 28) {
      operands.push(((card(d, i + 1, 2) << 16) >> 16));
      i += 3;
    } else if (b0 === 29) {
      operands.push(card(d, i + 1, 4) | 0);
      i += 5;
    } else if (b0 === 30) {
      // A real number: its value is not needed here, only its length (nibbles up to 0xf).
      i++;
      while (i < d.length && ((d[i] as number) & 0x0f) !== 0x0f && ((d[i] as number) >> 4) !== 0x0f) i++;
      i++;
      operands.push(0);
    } else if (b0 >= 32 && b0 <= 246) {
      operands.push(b0 - 139);
      i++;
    } else if (b0 >= 247 && b0 <= 250) {
      operands.push((b0 - 247) * 256 + (d[i + 1] ?? 0) + 108);
      i += 2;
    } else if (b0 >= 251 && b0 <= 254) {
      operands.push(-(b0 - 251) * 256 - (d[i + 1] ?? 0) - 108);
      i += 2;
    } else i++;
  }
  return out;
}

/** Ids of glyphs 1 to nGlyphs - 1 from a charset (SIDs, or CIDs in a CID-keyed font). */
function readCharset(b: Uint8Array, at: number, nGlyphs: number): number[] {
  const ids: number[] = [];
  const format = card(b, at, 1);
  let p = at + 1;
  while (ids.length < nGlyphs - 1) {
    if (format === 0) {
      ids.push(card(b, p, 2));
      p += 2;
    } else if (format === 1 || format === 2) {
      const first = card(b, p, 2);
      const left = card(b, p + 2, format === 1 ? 1 : 2);
      p += format === 1 ? 3 : 4;
      for (let k = 0; k <= left && ids.length < nGlyphs - 1; k++) ids.push(first + k);
    } else throw new CffError('bad charset format');
  }
  return ids;
}

export function readCffGlyphs(bytes: Uint8Array): CffGlyphs | null {
  try {
    const hdrSize = card(bytes, 2, 1);
    const names = readIndex(bytes, hdrSize);
    const top = readIndex(bytes, names.end);
    const strings = readIndex(bytes, top.end);
    const topDict = readDict(top.items[0] ?? new Uint8Array());
    const charStringsAt = topDict.get(17)?.[0];
    if (charStringsAt === undefined) return null;
    const nGlyphs = readIndex(bytes, charStringsAt).items.length;
    const cidKeyed = topDict.has(1230);
    const charsetAt = topDict.get(15)?.[0] ?? 0;
    let ids: number[];
    if (charsetAt > 2) ids = readCharset(bytes, charsetAt, nGlyphs);
    else if (charsetAt === 0) ids = Array.from({ length: Math.max(0, nGlyphs - 1) }, (_, i) => i + 1); // ISOAdobe: SIDs 1..n
    else return null; // The Expert charsets name glyphs no PDF/UA rule here needs.
    if (cidKeyed) return { cidKeyed, names: null, cids: new Set([0, ...ids]) };
    const latin1 = (u: Uint8Array): string => String.fromCharCode(...u);
    const nameOf = (sid: number): string => CFF_STANDARD_STRINGS[sid] ?? latin1(strings.items[sid - CFF_STANDARD_STRINGS.length] ?? new Uint8Array());
    return { cidKeyed, names: ['.notdef', ...ids.map(nameOf)], cids: null };
  } catch (err) {
    if (err instanceof CffError) return null;
    throw err;
  }
}
