/**
 * Font programs and font dictionaries for tests of the font rules: a tiny TrueType writer (the
 * tables the checker reads: cmap, glyf, head, hhea, hmtx, loca, maxp), an eexec-encrypted Type 1
 * program with named CharStrings, a CFF program with a charset, ToUnicode CMaps, and font dictionaries built from them as
 * {@link PdfValue}s for `TestPdfOptions.fonts`.
 */
import { PDFString } from '@cantoo/pdf-lib';
import { indirect, stream } from './testPdf.testUtil';
import type { PdfValue } from './testPdf.testUtil';

interface CmapSpec {
  platform: number;
  encoding: number;
  /** Character code to glyph id. */
  map: Map<number, number>;
}

/** A TrueType program with `advances.length` glyphs (units per em 1000), each with a (blank) outline. */
function trueTypeProgram(advances: number[], cmaps: CmapSpec[]): Uint8Array {
  const n = advances.length;
  const buf = (size: number): DataView => new DataView(new ArrayBuffer(size));
  const head = buf(54);
  head.setUint32(0, 0x00010000);
  head.setUint32(12, 0x5f0f3cf5);
  head.setUint16(18, 1000);
  head.setInt16(50, 1); // long loca offsets
  const hhea = buf(36);
  hhea.setUint32(0, 0x00010000);
  hhea.setUint16(34, n);
  const maxp = buf(6);
  maxp.setUint32(0, 0x00005000);
  maxp.setUint16(4, n);
  const hmtx = buf(n * 4);
  advances.forEach((a, i) => hmtx.setUint16(i * 4, a));
  // Every glyph is a 12-byte header with no contours: enough for loca to show it has data.
  const glyf = buf(n * 12);
  const loca = buf((n + 1) * 4);
  for (let i = 0; i <= n; i++) loca.setUint32(i * 4, i * 12);
  const subtables = cmaps.map((c) => {
    const codes = [...c.map.keys()];
    const firstCode = Math.min(...codes);
    const count = Math.max(...codes) - firstCode + 1;
    const t = buf(10 + count * 2);
    t.setUint16(0, 6); // format 6: a trimmed table
    t.setUint16(2, 10 + count * 2);
    t.setUint16(6, firstCode);
    t.setUint16(8, count);
    for (const [code, gid] of c.map) t.setUint16(10 + (code - firstCode) * 2, gid);
    return t;
  });
  const cmap = buf(4 + cmaps.length * 8 + subtables.reduce((s, t) => s + t.byteLength, 0));
  cmap.setUint16(2, cmaps.length);
  let at = 4 + cmaps.length * 8;
  cmaps.forEach((c, i) => {
    cmap.setUint16(4 + i * 8, c.platform);
    cmap.setUint16(6 + i * 8, c.encoding);
    cmap.setUint32(8 + i * 8, at);
    new Uint8Array(cmap.buffer).set(new Uint8Array((subtables[i] as DataView).buffer), at);
    at += (subtables[i] as DataView).byteLength;
  });
  const tables: [string, DataView][] = [
    ['cmap', cmap],
    ['glyf', glyf],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', hmtx],
    ['loca', loca],
    ['maxp', maxp],
  ];
  const dirSize = 12 + tables.length * 16;
  const padded = (v: DataView): number => (v.byteLength + 3) & ~3;
  const out = new Uint8Array(dirSize + tables.reduce((s, [, t]) => s + padded(t), 0));
  const dir = new DataView(out.buffer);
  dir.setUint32(0, 0x00010000);
  dir.setUint16(4, tables.length);
  let offset = dirSize;
  tables.forEach(([tag, t], i) => {
    for (let k = 0; k < 4; k++) dir.setUint8(12 + i * 16 + k, tag.charCodeAt(k));
    dir.setUint32(12 + i * 16 + 8, offset);
    dir.setUint32(12 + i * 16 + 12, t.byteLength);
    out.set(new Uint8Array(t.buffer), offset);
    offset += padded(t);
  });
  return out;
}

/** A Type 1 program whose encrypted part defines CharStrings for `glyphs` (and .notdef). */
function type1Program(glyphs: string[]): { data: Uint8Array; length1: number } {
  const clear = Buffer.from('%!FontType1-1.0: Test 001\n/FontName /Test def\ncurrentfile eexec\n', 'latin1');
  const body = ['.notdef', ...glyphs].map((g) => `/${g} 4 RD abcd ND\n`).join('');
  const plain = Buffer.concat([Buffer.alloc(4), Buffer.from(`dup /Private 1 dict dup begin end\n/CharStrings ${glyphs.length + 1} dict dup begin\n${body}end\n`, 'latin1')]);
  // eexec encryption (Type 1 spec, 7.1), key 55665.
  let r = 55665;
  const cipher = plain.map((p) => {
    const c = p ^ (r >> 8);
    r = ((c + r) * 52845 + 22719) & 0xffff;
    return c;
  });
  return { data: Buffer.concat([clear, cipher]), length1: clear.length };
}

/** A CFF INDEX (offset size 2) of `items`. */
function cffIndex(items: Uint8Array[]): Uint8Array {
  if (items.length === 0) return new Uint8Array([0, 0]);
  const data = Buffer.concat(items);
  const head = Buffer.alloc(3 + (items.length + 1) * 2);
  head.writeUInt16BE(items.length, 0);
  head[2] = 2;
  let off = 1;
  items.forEach((it, i) => {
    head.writeUInt16BE(off, 3 + i * 2);
    off += it.length;
  });
  head.writeUInt16BE(off, 3 + items.length * 2);
  return Buffer.concat([head, data]);
}

/**
 * A CFF program (the FontFile3 of a Type1C or CIDFontType0C font) whose glyphs after .notdef are
 * `glyphs`: glyph names make a name-keyed font, CIDs a CID-keyed one (with an ROS). Each glyph is an
 * empty charstring; only the charset matters to the checker.
 */
export function cffProgram(glyphs: string[] | number[]): Uint8Array {
  const cid = typeof glyphs[0] === 'number';
  const strings = cid ? ['Adobe', 'Identity'] : (glyphs as string[]);
  const sid = (i: number): number => 391 + i;
  const int32 = (v: number): number[] => [29, (v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
  const ros = cid ? [...int32(sid(0)), ...int32(sid(1)), 139, 12, 30] : [];
  const topSize = ros.length + 12; // charset (int32 + op) and CharStrings (int32 + op)
  const header = new Uint8Array([1, 0, 4, 2]);
  const name = cffIndex([Buffer.from('Test', 'latin1')]);
  const stringIndex = cffIndex(strings.map((x) => Buffer.from(x, 'latin1')));
  const topIndexSize = cffIndex([new Uint8Array(topSize)]).length;
  const charsetAt = header.length + name.length + topIndexSize + stringIndex.length + 2;
  const charset = Buffer.alloc(1 + glyphs.length * 2);
  glyphs.forEach((g, i) => charset.writeUInt16BE(typeof g === 'number' ? g : sid(i), 1 + i * 2));
  const charStringsAt = charsetAt + charset.length;
  const top = new Uint8Array([...ros, ...int32(charsetAt), 15, ...int32(charStringsAt), 17]);
  const charStrings = cffIndex(Array.from({ length: glyphs.length + 1 }, () => new Uint8Array([14])));
  return Buffer.concat([header, name, cffIndex([top]), stringIndex, cffIndex([]), charset, charStrings]);
}

/** A ToUnicode CMap with one-byte codes (or two-byte with `twoByte`). */
export function toUnicodeCMap(map: Record<number, string>, twoByte = false): string {
  const hex = (code: number): string => code.toString(16).toUpperCase().padStart(twoByte ? 4 : 2, '0');
  const u16 = (s: string): string => [...s].map((ch) => (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')).join('');
  const entries = Object.entries(map).map(([code, s]) => `<${hex(Number(code))}> <${u16(s)}>`);
  const space = twoByte ? '<0000> <FFFF>' : '<00> <FF>';
  return `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Test-UCS def /CMapType 2 def
1 begincodespacerange ${space} endcodespacerange
${entries.length} beginbfchar
${entries.join('\n')}
endbfchar
endcmap CMapName currentdict /CMap defineresource pop end end`;
}

const descriptor = (name: string, flags: number, file: Record<string, PdfValue>): Record<string, PdfValue> => ({
  Type: '/FontDescriptor',
  FontName: `/${name}`,
  Flags: flags,
  FontBBox: [0, -200, 1000, 800],
  ItalicAngle: 0,
  Ascent: 800,
  Descent: -200,
  CapHeight: 700,
  StemV: 80,
  ...file,
});

export interface TrueTypeFontSpec {
  symbolic?: boolean;
  /** The Encoding entry; default /WinAnsiEncoding when non-symbolic, none when symbolic; null omits it. */
  encoding?: PdfValue | null;
  /** cmap subtables as [platform, encoding]; default (3,1), or (3,0) when symbolic. */
  cmaps?: [number, number][];
  /** Width the dictionary gives every character (the program says 500). */
  width?: number;
}

/**
 * A simple TrueType font whose embedded program has glyphs 1 to 4 for H, e, l, o (the builder's
 * default text is "Hello"). (3,1) subtables map Unicode, (3,0) map 0xF000 + code and (1,0) map the
 * code itself, as ISO 32000-1 9.6.6.4 reads them.
 */
export function trueTypeFont(o: TrueTypeFontSpec = {}): PdfValue {
  const codes = [...'Helo'].map((ch) => ch.charCodeAt(0));
  const cmaps = (o.cmaps ?? [o.symbolic ? [3, 0] : [3, 1]]).map(([platform, encoding]) => {
    const offset = platform === 3 && encoding === 0 ? 0xf000 : 0;
    return { platform, encoding, map: new Map(codes.map((c, i) => [offset + c, i + 1])) };
  });
  const program = trueTypeProgram([500, ...codes.map(() => 500)], cmaps);
  const first = Math.min(...codes);
  const last = Math.max(...codes);
  const encoding = o.encoding === undefined ? (o.symbolic ? null : '/WinAnsiEncoding') : o.encoding;
  const dict: Record<string, PdfValue> = {
    Type: '/Font',
    Subtype: '/TrueType',
    BaseFont: '/TestSans',
    FirstChar: first,
    LastChar: last,
    Widths: Array.from({ length: last - first + 1 }, () => o.width ?? 500),
    FontDescriptor: indirect(descriptor('TestSans', o.symbolic ? 4 : 32, { FontFile2: stream(program, { Length1: program.length }) })),
  };
  if (encoding !== null) dict.Encoding = encoding;
  return indirect(dict);
}

export interface Type0FontSpec {
  /** Encoding: a CMap name or an embedded CMap stream; default /Identity-H. */
  encoding?: PdfValue;
  baseFont?: string;
  cidSystemInfo?: [registry: string, ordering: string, supplement: number];
  /** CIDToGIDMap; default /Identity, null omits it. */
  cidToGidMap?: PdfValue | null;
  /** Number of glyphs of the embedded TrueType program (advance 1000 each). */
  glyphs?: number;
  /** CIDSet bytes of the descriptor. */
  cidSet?: number[];
  toUnicode?: string;
  /** CIDs of a CFF program: the descendant becomes a CIDFontType0 (FontFile3 CIDFontType0C) instead of a CIDFontType2. */
  cffCids?: number[];
}

/** A Type 0 font over a CIDFontType2 (or with `cffCids` a CIDFontType0) with an embedded program; codes are two bytes. */
export function type0Font(o: Type0FontSpec = {}): PdfValue {
  const [registry, ordering, supplement] = o.cidSystemInfo ?? ['Adobe', 'Identity', 0];
  const baseFont = o.baseFont ?? 'TestCID';
  const file: Record<string, PdfValue> = o.cffCids
    ? { FontFile3: stream(cffProgram(o.cffCids), { Subtype: '/CIDFontType0C' }) }
    : { FontFile2: stream(trueTypeProgram(Array.from({ length: o.glyphs ?? 3 }, () => 1000), [])) };
  if (o.cidSet) file.CIDSet = stream(new Uint8Array(o.cidSet));
  const cidFont: Record<string, PdfValue> = {
    Type: '/Font',
    Subtype: o.cffCids ? '/CIDFontType0' : '/CIDFontType2',
    BaseFont: `/${baseFont}`,
    CIDSystemInfo: { Registry: registry, Ordering: ordering, Supplement: supplement },
    FontDescriptor: indirect(descriptor(baseFont, 4, file)),
    DW: 1000,
  };
  const c2g = o.cidToGidMap === undefined && !o.cffCids ? '/Identity' : (o.cidToGidMap ?? null);
  if (c2g !== null) cidFont.CIDToGIDMap = c2g;
  const dict: Record<string, PdfValue> = { Type: '/Font', Subtype: '/Type0', BaseFont: `/${baseFont}`, Encoding: o.encoding ?? '/Identity-H', DescendantFonts: [indirect(cidFont)] };
  if (o.toUnicode) dict.ToUnicode = stream(o.toUnicode);
  return indirect(dict);
}

/** A subset Type 1 font (ABCDEF+Test) whose embedded program (`FontFile` or `FontFile3`) says what the CharSet says it holds. */
function subsetType1(charSet: string, program: Record<string, PdfValue>): PdfValue {
  return indirect({
    Type: '/Font',
    Subtype: '/Type1',
    BaseFont: '/ABCDEF+Test',
    FirstChar: 65,
    LastChar: 65,
    Widths: [500],
    Encoding: '/WinAnsiEncoding',
    FontDescriptor: indirect(descriptor('ABCDEF+Test', 32, { CharSet: PDFString.of(charSet), ...program })),
  });
}

/** A subset Type 1 font (ABCDEF+Test) whose program defines `glyphs` and whose CharSet says `charSet`. */
export function type1Font(glyphs: string[], charSet: string): PdfValue {
  const { data, length1 } = type1Program(glyphs);
  return subsetType1(charSet, { FontFile: stream(data, { Length1: length1, Length2: data.length - length1, Length3: 0 }) });
}

/** A subset Type 1 font (ABCDEF+Test) with a CFF program (FontFile3 Type1C) defining `glyphs`, whose CharSet says `charSet`. */
export function type1CFont(glyphs: string[], charSet: string): PdfValue {
  return subsetType1(charSet, { FontFile3: stream(cffProgram(glyphs), { Subtype: '/Type1C' }) });
}

/** A standard (not embedded) Helvetica with extra dictionary entries (Encoding, ToUnicode, ...). */
export function helvetica(entries: Record<string, PdfValue>): PdfValue {
  return indirect({ Type: '/Font', Subtype: '/Type1', BaseFont: '/Helvetica', ...entries });
}

/** Content that shows `shown` (a literal or `<hex>` string) with the font resource `font`. */
export function showText(font: string, shown: string): string {
  return `BT /${font} 12 Tf 72 700 Td ${shown} Tj ET`;
}
