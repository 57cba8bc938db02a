/**
 * A minimal reader of TrueType / OpenType font programs: the table directory, the `cmap`
 * subtables (formats 0, 4, 6, 12), glyph count, units per em, advance widths and glyph data
 * lengths. Enough for the PDF/UA font checks; never throws (returns null on a malformed program).
 */

export interface CmapSubtable {
  platform: number;
  encoding: number;
  lookup: (code: number) => number;
}

export interface TrueTypeProgram {
  numGlyphs: number;
  unitsPerEm: number;
  cmaps: CmapSubtable[];
  /** Advance width of a glyph in font units, or null. */
  advance(gid: number): number | null;
  /** Whether the glyph has outline data (false for empty glyphs such as space). */
  hasOutline(gid: number): boolean | null;
  isCff: boolean;
}

export function readTrueType(bytes: Uint8Array): TrueTypeProgram | null {
  try {
    return parse(bytes);
  } catch {
    return null;
  }
}

function parse(b: Uint8Array): TrueTypeProgram | null {
  if (b.length < 12) return null;
  const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u16 = (o: number): number => dv.getUint16(o);
  const u32 = (o: number): number => dv.getUint32(o);
  const i16 = (o: number): number => dv.getInt16(o);
  let base = 0;
  if (u32(0) === 0x74746366) base = u32(12); // 'ttcf': first font of a collection
  const numTables = u16(base + 4);
  if (numTables > 512) return null;
  const tables = new Map<string, { off: number; len: number }>();
  for (let t = 0; t < numTables; t++) {
    const rec = base + 12 + t * 16;
    if (rec + 16 > b.length) return null;
    const tag = String.fromCharCode(b[rec] as number, b[rec + 1] as number, b[rec + 2] as number, b[rec + 3] as number);
    const off = u32(rec + 8);
    const len = u32(rec + 12);
    if (off + len <= b.length) tables.set(tag, { off, len });
  }
  const maxp = tables.get('maxp');
  const head = tables.get('head');
  const numGlyphs = maxp ? u16(maxp.off + 4) : 0;
  const unitsPerEm = head ? u16(head.off + 18) || 1000 : 1000;
  const indexToLocFormat = head ? i16(head.off + 50) : 0;

  const cmaps: CmapSubtable[] = [];
  const cmap = tables.get('cmap');
  if (cmap) {
    const n = u16(cmap.off + 2);
    for (let k = 0; k < Math.min(n, 64); k++) {
      const rec = cmap.off + 4 + k * 8;
      const platform = u16(rec);
      const encoding = u16(rec + 2);
      const sub = cmap.off + u32(rec + 4);
      if (sub + 4 > b.length) continue;
      cmaps.push({ platform, encoding, lookup: subtableLookup(dv, b, sub) });
    }
  }

  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const numH = hhea ? u16(hhea.off + 34) : 0;
  const advance = (gid: number): number | null => {
    if (!hmtx || numH === 0 || gid < 0 || gid >= Math.max(numGlyphs, 1)) return null;
    const idx = Math.min(gid, numH - 1);
    const o = hmtx.off + idx * 4;
    return o + 2 <= hmtx.off + hmtx.len ? u16(o) : null;
  };

  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const hasOutline = (gid: number): boolean | null => {
    if (!loca || !glyf) return null;
    if (gid < 0 || gid >= numGlyphs) return false;
    const at = (i: number): number => (indexToLocFormat === 0 ? u16(loca.off + i * 2) * 2 : u32(loca.off + i * 4));
    const end = indexToLocFormat === 0 ? loca.off + (gid + 2) * 2 : loca.off + (gid + 2) * 4;
    if (end > loca.off + loca.len) return null;
    return at(gid + 1) > at(gid);
  };
  return { numGlyphs, unitsPerEm, cmaps, advance, hasOutline, isCff: tables.has('CFF ') };
}

function subtableLookup(dv: DataView, b: Uint8Array, off: number): (code: number) => number {
  const format = dv.getUint16(off);
  if (format === 0) {
    return (c) => (c >= 0 && c < 256 && off + 6 + c < b.length ? (b[off + 6 + c] as number) : 0);
  }
  if (format === 4) {
    const segX2 = dv.getUint16(off + 6);
    const ends = off + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    return (c) => {
      for (let s = 0; s < segX2; s += 2) {
        const end = dv.getUint16(ends + s);
        if (c > end) continue;
        const start = dv.getUint16(starts + s);
        if (c < start) return 0;
        const delta = dv.getInt16(deltas + s);
        const ro = dv.getUint16(ranges + s);
        if (ro === 0) return (c + delta) & 0xffff;
        const gAddr = ranges + s + ro + (c - start) * 2;
        if (gAddr + 2 > b.length) return 0;
        const g = dv.getUint16(gAddr);
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    };
  }
  if (format === 6) {
    const first = dv.getUint16(off + 6);
    const count = dv.getUint16(off + 8);
    return (c) => (c >= first && c < first + count ? dv.getUint16(off + 10 + (c - first) * 2) : 0);
  }
  if (format === 12) {
    const groups = dv.getUint32(off + 12);
    return (c) => {
      for (let g = 0; g < Math.min(groups, 100_000); g++) {
        const r = off + 16 + g * 12;
        if (r + 12 > b.length) return 0;
        const s = dv.getUint32(r);
        const e = dv.getUint32(r + 4);
        if (c >= s && c <= e) return dv.getUint32(r + 8) + (c - s);
      }
      return 0;
    };
  }
  return () => 0;
}
