/**
 * Font rules over the fonts the content actually uses: embedding, CMaps, CIDSystemInfo,
 * TrueType encodings and cmaps, Unicode mapping, .notdef, glyph presence, widths, CIDSet/CharSet.
 * Glyph-level checks read TrueType programs; Type 1 and bare CFF programs are only partly read
 * (see docs/pdf-rules.md).
 */
import { PDFStream } from '@cantoo/pdf-lib';
import type { PDFDict } from '@cantoo/pdf-lib';
import { ADOBE_GLYPH_LIST } from '../model/adobeGlyphList';
import { readCffGlyphs } from '../model/cff';
import type { FontUse } from '../model/contentWalker';
import { PREDEFINED_CMAPS, cmapSystemInfo } from '../model/fonts';
import { get, getDict, getName, getNumber, getStream, getText, latin1, refLabel, streamBytes } from '../model/objects';
import type { CheckContext } from './context';

function both(c: CheckContext, ua1: string, ua2: string, input: Parameters<CheckContext['report']>[1]): void {
  c.report(ua1, input);
  c.report(ua2, input);
}

function type1GlyphNames(bytes: Uint8Array, length1: number): string[] | null {
  const clear = latin1(bytes.subarray(0, Math.min(length1 || bytes.length, bytes.length)));
  if (!/%!PS-AdobeFont|%!FontType1/.test(clear)) return null;
  let enc = bytes.subarray(length1);
  const head = latin1(enc.subarray(0, 4));
  if (/^[0-9A-Fa-f\s]{4}$/.test(head)) {
    const hex = latin1(enc).replace(/[^0-9A-Fa-f]/g, '');
    enc = Uint8Array.from({ length: hex.length >> 1 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  }
  let r = 55665;
  const plain = new Uint8Array(enc.length);
  for (let i = 0; i < enc.length; i++) {
    const cb = enc[i] as number;
    plain[i] = cb ^ (r >> 8);
    r = ((cb + r) * 52845 + 22719) & 0xffff;
  }
  const text = latin1(plain.subarray(4));
  const at = text.indexOf('/CharStrings');
  if (at < 0) return null;
  const names: string[] = [];
  const re = /\/([^\s/[\]{}()<>]+)\s+(\d+)\s+(RD|-\|)\s/g;
  re.lastIndex = at + 12;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) && names.length < 70_000) {
    names.push(m[1] as string);
    re.lastIndex += Number(m[2]);
  }
  return names;
}

/** The CIDs a FontFile3 CFF program defines, or null when it has none or cannot be read. */
function cffCidsOf(c: CheckContext, descriptor: PDFDict | null): Set<number> | null {
  const s = getStream(c.doc.ctx, descriptor, 'FontFile3');
  const bytes = s ? streamBytes(s) : null;
  return bytes ? (readCffGlyphs(bytes)?.cids ?? null) : null;
}

export function checkFonts(c: CheckContext): void {
  for (const use of c.facts.fonts.values()) checkFont(c, use);
}

function checkFont(c: CheckContext, use: FontUse): void {
  const ctx = c.doc.ctx;
  const f = use.info;
  const object = `Font ${use.resName} (${f.name}) ${refLabel(use.ref)}`;
  const page = Math.min(...use.pages);
  const at = { page: Number.isFinite(page) ? page : null, object };
  const rendered = use.renderedCodes.size > 0;

  // Embedding.
  if (f.subtype !== 'Type3' && rendered && !f.embedded) {
    both(c, 'ua1:7.21.4.1-t01', 'ua2:8.4.5.5.1-t01', { ...at, message: `The font ${f.name} is used for rendering but not embedded` });
  }

  // Composite fonts.
  if (f.subtype === 'Type0') {
    const info = cmapSystemInfo(ctx, f.dict);
    const cmapName = info.name ?? f.encodingName ?? '';
    const cidInfo = getDict(ctx, f.cidFont, 'CIDSystemInfo');
    const reg = getText(ctx, cidInfo, 'Registry');
    const ord = getText(ctx, cidInfo, 'Ordering');
    const sup = getNumber(ctx, cidInfo, 'Supplement');
    if (!cmapName.startsWith('Identity-')) {
      const ok = reg !== null && ord !== null && reg === info.registry && ord === info.ordering && (info.supplement === null || (sup !== null && sup <= info.supplement));
      if (!ok) both(c, 'ua1:7.21.3.1-t01', 'ua2:8.4.5.3.1-t01', { ...at, message: `CIDSystemInfo (${reg}-${ord}-${sup}) does not match the CMap ${cmapName} (${info.registry}-${info.ordering}-${info.supplement})` });
    }
    const cidSub = getName(ctx, f.cidFont, 'Subtype');
    const c2g = get(ctx, f.cidFont, 'CIDToGIDMap');
    if (cidSub === 'CIDFontType2' && f.embedded && !(c2g instanceof PDFStream || getName(ctx, f.cidFont, 'CIDToGIDMap') === 'Identity')) {
      both(c, 'ua1:7.21.3.2-t01', 'ua2:8.4.5.3.2-t01', { ...at, message: 'The embedded Type 2 CIDFont has no CIDToGIDMap' });
    }
    const encObj = get(ctx, f.dict, 'Encoding');
    if (encObj instanceof PDFStream) {
      const text = latin1(streamBytes(encObj) ?? new Uint8Array());
      const dictW = getNumber(ctx, encObj.dict, 'WMode') ?? 0;
      const m = /\/WMode\s+(\d+)\s+def/.exec(text);
      const streamW = m ? Number(m[1]) : 0;
      if (dictW !== streamW) both(c, 'ua1:7.21.3.3-t02', 'ua2:8.4.5.4-t02', { ...at, message: `WMode ${streamW} in the embedded CMap differs from ${dictW} in its dictionary` });
      const useName = getName(ctx, encObj.dict, 'UseCMap') ?? /\/([^\s/]+)\s+usecmap/.exec(text)?.[1] ?? null;
      if (useName && !PREDEFINED_CMAPS.has(useName)) both(c, 'ua1:7.21.3.3-t03', 'ua2:8.4.5.4-t03', { ...at, message: `The CMap references the non-standard CMap ${useName}` });
    } else if (cmapName && !PREDEFINED_CMAPS.has(cmapName)) {
      both(c, 'ua1:7.21.3.3-t01', 'ua2:8.4.5.4-t01', { ...at, message: `The CMap ${cmapName} is neither predefined nor embedded` });
    }
    // CIDSet of subset fonts.
    const cidSet = getStream(ctx, f.descriptor, 'CIDSet');
    const prog = f.program();
    if (cidSet && prog && /^[A-Z]{6}\+/.test(f.name) && cidSub === 'CIDFontType2' && getName(ctx, f.cidFont, 'CIDToGIDMap') === 'Identity') {
      const bits = streamBytes(cidSet);
      if (bits) {
        let missing = 0;
        for (let gid = 1; gid < prog.numGlyphs; gid++) {
          const present = prog.hasOutline(gid);
          const set = (((bits[gid >> 3] ?? 0) >> (7 - (gid & 7))) & 1) === 1;
          if (present && !set) missing++;
        }
        if (missing > 0) c.report('ua1:7.21.4.2-t02', { ...at, message: `The CIDSet misses ${missing} glyph(s) present in the font program` });
      }
    }
  }

  // Type 1 CharSet, against a Type 1 (FontFile) or a CFF (FontFile3 Type1C) program.
  if ((f.subtype === 'Type1' || f.subtype === 'MMType1') && /^[A-Z]{6}\+/.test(f.name) && (f.fontFileKey === 'FontFile' || f.fontFileKey === 'FontFile3')) {
    const charSet = getText(ctx, f.descriptor, 'CharSet');
    const s = getStream(ctx, f.descriptor, f.fontFileKey);
    if (charSet !== null && s) {
      const bytes = streamBytes(s);
      const names = !bytes ? null : f.fontFileKey === 'FontFile' ? type1GlyphNames(bytes, getNumber(ctx, s.dict, 'Length1') ?? 0) : (readCffGlyphs(bytes)?.names ?? null);
      if (names) {
        const listed = new Set(charSet.split('/').map((x) => x.trim()).filter((x) => x.length > 0));
        const inProgram = new Set(names.filter((x) => x !== '.notdef'));
        const notListed = [...inProgram].filter((x) => !listed.has(x));
        const notPresent = [...listed].filter((x) => x !== '.notdef' && !inProgram.has(x));
        if (notListed.length > 0 || notPresent.length > 0) {
          c.report('ua1:7.21.4.2-t01', { ...at, message: `The CharSet does not match the glyphs of the font program (${notListed.length} unlisted, ${notPresent.length} absent)` });
        }
      }
    }
  }

  // TrueType encodings and cmaps.
  if (f.subtype === 'TrueType') {
    if (f.symbolic && f.hasEncodingEntry) both(c, 'ua1:7.21.6-t03', 'ua2:8.4.5.7-t03', { ...at, message: 'The symbolic TrueType font has an Encoding entry' });
    const prog = f.program();
    const has = (p: number, e: number): boolean => !!prog?.cmaps.some((x) => x.platform === p && x.encoding === e);
    if (!f.symbolic) {
      const encOk = f.encodingName === 'WinAnsiEncoding' || f.encodingName === 'MacRomanEncoding';
      // Differences may use only names of the Adobe Glyph List (or its uniXXXX / uXXXX forms), so each maps to Unicode.
      const inAgl = (n: string): boolean => ADOBE_GLYPH_LIST.has(n) || /^(uni([0-9A-F]{4})+|u[0-9A-F]{4,6})$/.test(n);
      const diffOk = f.differences.size === 0 || ([...f.differences.values()].every(inAgl) && (!prog || has(3, 1)));
      if (!encOk || !diffOk) both(c, 'ua1:7.21.6-t02', 'ua2:8.4.5.7-t02', { ...at, message: `The non-symbolic TrueType font uses ${f.encodingName ?? 'no'} encoding${f.differences.size ? ' with Differences' : ''}` });
      if (prog && rendered) {
        const nonSymbolic = prog.cmaps.filter((x) => !(x.platform === 3 && x.encoding === 0)).length;
        if (nonSymbolic === 0) c.report('ua1:7.21.6-t01', { ...at, message: 'The TrueType program has no non-symbolic cmap' });
        if (!has(3, 1) && !has(1, 0)) c.report('ua2:8.4.5.7-t01', { ...at, message: 'The TrueType program has neither a (3,1) nor a (1,0) cmap' });
      }
    } else if (prog && rendered) {
      if (!(prog.cmaps.length === 1 || has(3, 0))) c.report('ua1:7.21.6-t04', { ...at, message: `The symbolic TrueType program has ${prog.cmaps.length} cmaps and no (3,0) cmap` });
      if (!has(3, 0) && !has(1, 0)) c.report('ua2:8.4.5.7-t04', { ...at, message: 'The symbolic TrueType program has neither a (3,0) nor a (1,0) cmap' });
    }
  }

  // Per used code: Unicode mapping, .notdef, glyph presence and width.
  let unmapped = 0;
  let bad = 0;
  let notdef = 0;
  let missingGlyph = 0;
  let widthMismatch = 0;
  const prog = f.program();
  // A CFF CIDFont shown through an Identity CMap: codes are CIDs, CID 0 is .notdef and a CID
  // outside the program's charset has no glyph.
  const cffCids = f.subtype === 'Type0' && getName(ctx, f.cidFont, 'Subtype') === 'CIDFontType0' && f.encodingName?.startsWith('Identity') ? cffCidsOf(c, f.descriptor) : null;
  for (const code of use.codes) {
    if (!f.mappable(code)) unmapped++;
    if (f.badUnicode.has(code)) bad++;
    if (f.subtype !== 'Type0' && f.glyphName(code) === '.notdef') notdef++;
    if (cffCids && code === 0) notdef++;
    else if (cffCids && !cffCids.has(code) && use.renderedCodes.has(code)) missingGlyph++;
  }
  if (prog && (f.subtype === 'TrueType' || f.subtype === 'Type0')) {
    for (const code of use.renderedCodes) {
      const gid = f.gid(code);
      if (gid === null) continue;
      if (gid === 0 || gid >= prog.numGlyphs) {
        if (gid >= prog.numGlyphs) missingGlyph++;
        else notdef++;
        continue;
      }
      const adv = prog.advance(gid);
      const w = f.dictWidth(code);
      if (adv !== null && w !== null && Math.abs((adv * 1000) / prog.unitsPerEm - w) > 1) widthMismatch++;
    }
  }
  if (unmapped > 0) both(c, 'ua1:7.21.7-t01', 'ua2:8.4.5.8-t01', { ...at, message: `${unmapped} character code(s) of ${f.name} cannot be mapped to Unicode` });
  if (bad > 0) both(c, 'ua1:7.21.7-t02', 'ua2:8.4.5.8-t02', { ...at, message: `${bad} character code(s) map to U+0000, U+FEFF or U+FFFE` });
  if (notdef > 0) both(c, 'ua1:7.21.8-t01', 'ua2:8.4.5.9-t01', { ...at, message: `${notdef} character code(s) of ${f.name} show the .notdef glyph` });
  if (missingGlyph > 0) both(c, 'ua1:7.21.4.1-t02', 'ua2:8.4.5.5.1-t02', { ...at, message: `${missingGlyph} glyph(s) used are missing from the embedded program` });
  if (widthMismatch > 0) both(c, 'ua1:7.21.5-t01', 'ua2:8.4.5.6-t01', { ...at, message: `${widthMismatch} glyph width(s) differ between the font dictionary and the program` });
}
