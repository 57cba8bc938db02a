/**
 * Font facts for the PDF/UA font rules: how a font splits shown strings into character codes,
 * which codes map to Unicode (ToUnicode CMap, or glyph names the standard accepts), embedding,
 * encodings, and what the embedded TrueType program says about cmaps, glyphs and widths.
 * One FontInfo per font dictionary, built lazily and cached.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFStream } from '@cantoo/pdf-lib';
import type { PDFContext } from '@cantoo/pdf-lib';
import { isCodeDefinedInBaseEncoding, isKnownGlyphName } from './glyphNames';
import {
  N,
  get,
  getArray,
  getDict,
  getName,
  getNumber,
  getStream,
  getText,
  items,
  latin1,
  nameText,
  resolve,
  streamBytes,
} from './objects';
import { readTrueType } from './trueType';
import type { TrueTypeProgram } from './trueType';

/** The CMaps of ISO 32000-1 Table 118 that need not be embedded. */
export const PREDEFINED_CMAPS = new Set(
  (
    'Identity-H Identity-V GB-EUC-H GB-EUC-V GBpc-EUC-H GBpc-EUC-V GBK-EUC-H GBK-EUC-V GBKp-EUC-H GBKp-EUC-V GBK2K-H GBK2K-V ' +
    'UniGB-UCS2-H UniGB-UCS2-V UniGB-UTF16-H UniGB-UTF16-V B5pc-H B5pc-V HKscs-B5-H HKscs-B5-V ETen-B5-H ETen-B5-V ' +
    'ETenms-B5-H ETenms-B5-V CNS-EUC-H CNS-EUC-V UniCNS-UCS2-H UniCNS-UCS2-V UniCNS-UTF16-H UniCNS-UTF16-V 83pv-RKSJ-H ' +
    '90ms-RKSJ-H 90ms-RKSJ-V 90msp-RKSJ-H 90msp-RKSJ-V 90pv-RKSJ-H Add-RKSJ-H Add-RKSJ-V EUC-H EUC-V Ext-RKSJ-H Ext-RKSJ-V ' +
    'H V UniJIS-UCS2-H UniJIS-UCS2-V UniJIS-UCS2-HW-H UniJIS-UCS2-HW-V UniJIS-UTF16-H UniJIS-UTF16-V KSC-EUC-H KSC-EUC-V ' +
    'KSCms-UHC-H KSCms-UHC-V KSCms-UHC-HW-H KSCms-UHC-HW-V KSCpc-EUC-H UniKS-UCS2-H UniKS-UCS2-V UniKS-UTF16-H UniKS-UTF16-V'
  ).split(' '),
);

const WIN_ANSI_HIGH: Record<number, number> = {
  128: 0x20ac, 130: 0x201a, 131: 0x0192, 132: 0x201e, 133: 0x2026, 134: 0x2020, 135: 0x2021, 136: 0x02c6, 137: 0x2030,
  138: 0x0160, 139: 0x2039, 140: 0x0152, 142: 0x017d, 145: 0x2018, 146: 0x2019, 147: 0x201c, 148: 0x201d, 149: 0x2022,
  150: 0x2013, 151: 0x2014, 152: 0x02dc, 153: 0x2122, 154: 0x0161, 155: 0x203a, 156: 0x0153, 158: 0x017e, 159: 0x0178,
};

/** The registry/ordering a predefined CMap name implies. */
function orderingOfCMap(name: string): string | null {
  if (/GB/.test(name)) return 'GB1';
  if (/CNS|B5|ETen|HKscs/.test(name)) return 'CNS1';
  if (/KS/.test(name)) return 'Korea1';
  if (/JIS|RKSJ|^EUC|^H$|^V$/.test(name)) return 'Japan1';
  return null;
}

export interface FontInfo {
  dict: PDFDict;
  name: string;
  subtype: string;
  /** For Type0: the descendant CIDFont. */
  cidFont: PDFDict | null;
  descriptor: PDFDict | null;
  symbolic: boolean;
  embedded: boolean;
  fontFileKey: 'FontFile' | 'FontFile2' | 'FontFile3' | null;
  /** Encoding name (simple fonts: Encoding or BaseEncoding; Type0: CMap name). */
  encodingName: string | null;
  hasEncodingEntry: boolean;
  differences: Map<number, string>;
  toUnicode: Map<number, string> | null;
  /** Codes the ToUnicode CMap maps to U+0000, U+FEFF or U+FFFE. */
  badUnicode: Set<number>;
  /** Splits a shown string into character codes. */
  codes(bytes: Uint8Array): number[];
  /** Unicode text of a code, or null when it cannot be determined. */
  unicode(code: number): string | null;
  /** Whether a code maps to Unicode by any mechanism ISO 14289 accepts. */
  mappable(code: number): boolean;
  /** The glyph name a simple font's encoding gives a code (null when unknown). */
  glyphName(code: number): string | null;
  /** The embedded TrueType program, parsed on first use (null when none or not TrueType). */
  program(): TrueTypeProgram | null;
  /** Glyph id a code selects in the embedded TrueType program, or null when it cannot be told. */
  gid(code: number): number | null;
  /** Width in glyph space (1/1000 em) the font dictionary gives a code, or null. */
  dictWidth(code: number): number | null;
}

function parseToUnicode(text: string): { map: Map<number, string>; bad: Set<number> } {
  const map = new Map<number, string>();
  const bad = new Set<number>();
  const hexToStr = (hex: string): string => {
    const clean = hex.replace(/[^0-9a-fA-F]/g, '');
    if (clean.length <= 2) return String.fromCharCode(Number.parseInt(clean || '0', 16));
    let s = '';
    for (let i = 0; i < clean.length; i += 4) s += String.fromCharCode(Number.parseInt(clean.slice(i, i + 4).padEnd(4, '0'), 16));
    return s;
  };
  const set = (code: number, value: string): void => {
    if (map.size > 300_000) return;
    map.set(code, value);
    if (value === '\u0000' || value.includes('\uFEFF') || value.includes('\uFFFE')) bad.add(code);
  };
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>\s*<([0-9a-fA-F\s]*)>/g)) {
      set(Number.parseInt((m[1] ?? '').replace(/\s/g, '') || '0', 16), hexToStr(m[2] ?? ''));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>\s*<([0-9a-fA-F\s]*)>\s*(<[0-9a-fA-F\s]*>|\[[^\]]*\])/g)) {
      const lo = Number.parseInt((m[1] ?? '').replace(/\s/g, '') || '0', 16);
      const hi = Math.min(Number.parseInt((m[2] ?? '').replace(/\s/g, '') || '0', 16), lo + 65535);
      const dst = m[3] ?? '';
      if (dst.startsWith('[')) {
        const list = [...dst.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((x) => hexToStr(x[1] ?? ''));
        for (let c = lo; c <= hi && c - lo < list.length; c++) set(c, list[c - lo] as string);
      } else {
        const base = hexToStr(dst.slice(1, -1));
        if (base.length === 0) continue;
        const last = base.charCodeAt(base.length - 1);
        for (let c = lo; c <= hi; c++) set(c, base.slice(0, -1) + String.fromCharCode((last + (c - lo)) & 0xffff));
      }
    }
  }
  return { map, bad };
}

/** Code space byte lengths from an embedded CMap (`begincodespacerange`). */
function codeSpaceLengths(text: string): number[] {
  const lens = new Set<number>();
  for (const block of text.matchAll(/begincodespacerange([\s\S]*?)endcodespacerange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) lens.add(Math.max(1, Math.ceil((m[1] ?? '').length / 2)));
  }
  return [...lens].sort((a, b) => a - b);
}

export function analyzeFont(ctx: PDFContext, dict: PDFDict): FontInfo {
  const subtype = getName(ctx, dict, 'Subtype') ?? '';
  const name = getName(ctx, dict, 'BaseFont') ?? getName(ctx, dict, 'Name') ?? '(unnamed)';
  let cidFont: PDFDict | null = null;
  if (subtype === 'Type0') {
    const desc = items(ctx, getArray(ctx, dict, 'DescendantFonts'))[0];
    cidFont = desc instanceof PDFDict ? desc : null;
  }
  const descriptor = getDict(ctx, cidFont ?? dict, 'FontDescriptor');
  const flags = getNumber(ctx, descriptor, 'Flags') ?? 0;
  const symbolic = (flags & 4) === 4;
  const fontFileKey = (['FontFile', 'FontFile2', 'FontFile3'] as const).find((k) => get(ctx, descriptor, k) instanceof PDFStream) ?? null;

  const encodingObj = get(ctx, dict, 'Encoding');
  let encodingName: string | null = null;
  const differences = new Map<number, string>();
  let cmapText = '';
  if (encodingObj instanceof PDFName) encodingName = nameText(encodingObj);
  else if (encodingObj instanceof PDFDict) {
    encodingName = getName(ctx, encodingObj, 'BaseEncoding');
    let code = 0;
    for (const it of items(ctx, getArray(ctx, encodingObj, 'Differences'))) {
      if (it instanceof PDFNumber) code = it.asNumber();
      else if (it instanceof PDFName) differences.set(code++, nameText(it));
    }
  } else if (encodingObj instanceof PDFStream) {
    encodingName = getName(ctx, encodingObj.dict, 'CMapName');
    const bytes = streamBytes(encodingObj);
    cmapText = bytes ? latin1(bytes) : '';
  }

  let toUnicode: Map<number, string> | null = null;
  let badUnicode = new Set<number>();
  const tu = getStream(ctx, dict, 'ToUnicode');
  if (tu) {
    const bytes = streamBytes(tu);
    if (bytes) {
      const parsed = parseToUnicode(latin1(bytes));
      toUnicode = parsed.map;
      badUnicode = parsed.bad;
    }
  }

  const isType0 = subtype === 'Type0';
  const lens = isType0 ? (cmapText ? codeSpaceLengths(cmapText) : []) : [1];
  const codeLens = lens.length > 0 ? lens : [2];
  const codes = (bytes: Uint8Array): number[] => {
    const out: number[] = [];
    if (!isType0 || (codeLens.length === 1 && codeLens[0] === 1)) {
      for (const b of bytes) out.push(b);
      return out;
    }
    const len = codeLens.length === 1 ? (codeLens[0] as number) : 2;
    for (let i = 0; i + len <= bytes.length; i += len) {
      let c = 0;
      for (let k = 0; k < len; k++) c = c * 256 + (bytes[i + k] as number);
      out.push(c);
    }
    return out;
  };

  const isStd14Symbolic = /Symbol|ZapfDingbats|Dingbats/.test(name);
  const glyphName = (code: number): string | null => {
    if (isType0) return null;
    const d = differences.get(code);
    if (d !== undefined) return d;
    return null;
  };

  const cidInfo = getDict(ctx, cidFont, 'CIDSystemInfo');
  const ordering = getText(ctx, cidInfo, 'Ordering');
  const registry = getText(ctx, cidInfo, 'Registry');

  const mappable = (code: number): boolean => {
    if (toUnicode?.has(code)) return true;
    if (isType0) {
      // Predefined CMaps of the Adobe CJK collections carry their own Unicode mapping.
      const enc = encodingName ?? '';
      if (!enc.startsWith('Identity') && PREDEFINED_CMAPS.has(enc)) return true;
      // So does a descendant CIDFont of an Adobe CJK collection, whatever the CMap (ISO 32000-1 and -2, 9.10.2).
      return registry === 'Adobe' && ['GB1', 'CNS1', 'Japan1', 'Korea1'].includes(ordering ?? '');
    }
    if (subtype === 'Type3') {
      const gn = glyphName(code);
      return gn !== null && isKnownGlyphName(gn);
    }
    const gn = glyphName(code);
    if (gn !== null) return isKnownGlyphName(gn);
    if (encodingName && ['WinAnsiEncoding', 'MacRomanEncoding', 'MacExpertEncoding', 'StandardEncoding'].includes(encodingName)) {
      return isCodeDefinedInBaseEncoding(encodingName, code);
    }
    if (isStd14Symbolic) return true;
    if (subtype === 'Type1' || subtype === 'MMType1') {
      // Type 1 fonts without an Encoding use their built-in encoding: standard Latin names when nonsymbolic.
      return !symbolic && isCodeDefinedInBaseEncoding('StandardEncoding', code);
    }
    return false;
  };

  const unicode = (code: number): string | null => {
    const t = toUnicode?.get(code);
    if (t !== undefined) return t;
    const gn = glyphName(code);
    if (gn) {
      const m = /^uni([0-9A-F]{4})/.exec(gn) ?? /^u([0-9A-F]{4,6})$/.exec(gn);
      if (m) return String.fromCodePoint(Number.parseInt(m[1] as string, 16));
    }
    if (!isType0 && encodingName === 'WinAnsiEncoding') return String.fromCharCode(WIN_ANSI_HIGH[code] ?? code);
    return null;
  };

  let programCache: TrueTypeProgram | null | undefined;
  const program = (): TrueTypeProgram | null => {
    if (programCache !== undefined) return programCache;
    programCache = null;
    if (fontFileKey === 'FontFile2' || fontFileKey === 'FontFile3') {
      const s = getStream(ctx, descriptor, fontFileKey);
      const sub = s ? getName(ctx, s.dict, 'Subtype') : null;
      if (s && (fontFileKey === 'FontFile2' || sub === 'OpenType')) {
        const bytes = streamBytes(s);
        if (bytes) programCache = readTrueType(bytes);
      }
    }
    return programCache;
  };

  const cidToGid = get(ctx, cidFont, 'CIDToGIDMap');
  let cidMapBytes: Uint8Array | null | undefined;
  const gid = (code: number): number | null => {
    const prog = program();
    if (!prog) return null;
    if (isType0) {
      const enc = encodingName ?? '';
      if (!enc.startsWith('Identity')) return null;
      if (cidToGid instanceof PDFStream) {
        if (cidMapBytes === undefined) cidMapBytes = streamBytes(cidToGid);
        if (!cidMapBytes || code * 2 + 1 >= cidMapBytes.length) return null;
        return ((cidMapBytes[code * 2] as number) << 8) | (cidMapBytes[code * 2 + 1] as number);
      }
      return code;
    }
    if (subtype !== 'TrueType') return null;
    const find = (p: number, e: number): ((c: number) => number) | null => prog.cmaps.find((c) => c.platform === p && c.encoding === e)?.lookup ?? null;
    if (symbolic) {
      const c30 = find(3, 0);
      if (c30) return c30(0xf000 + code) || c30(code) || c30(0xf100 + code) || c30(0xf200 + code);
      const c10 = find(1, 0);
      return c10 ? c10(code) : null;
    }
    const c31 = find(3, 1);
    const u = unicode(code);
    if (c31 && u) return c31(u.codePointAt(0) ?? 0);
    const c10 = find(1, 0);
    return c10 && !differences.has(code) ? c10(code) : null;
  };

  const firstChar = getNumber(ctx, dict, 'FirstChar') ?? 0;
  const widths = getArray(ctx, dict, 'Widths');
  const cidW = getArray(ctx, cidFont, 'W');
  let cidWidths: Map<number, number> | null = null;
  const dw = getNumber(ctx, cidFont, 'DW') ?? 1000;
  const dictWidth = (code: number): number | null => {
    if (isType0) {
      if (!cidWidths) {
        cidWidths = new Map();
        const list = items(ctx, cidW);
        for (let i = 0; i < list.length && cidWidths.size < 200_000; ) {
          const first = list[i];
          const second = list[i + 1];
          if (!(first instanceof PDFNumber)) break;
          if (second instanceof PDFArray) {
            items(ctx, second).forEach((w, k) => {
              if (w instanceof PDFNumber) cidWidths?.set(first.asNumber() + k, w.asNumber());
            });
            i += 2;
          } else {
            const last = list[i + 1];
            const w = list[i + 2];
            if (last instanceof PDFNumber && w instanceof PDFNumber) {
              for (let c = first.asNumber(); c <= Math.min(last.asNumber(), first.asNumber() + 65535); c++) cidWidths.set(c, w.asNumber());
            }
            i += 3;
          }
        }
      }
      return cidWidths.get(code) ?? dw;
    }
    if (!widths) return null;
    const w = resolve(ctx, widths.get(code - firstChar));
    return w instanceof PDFNumber ? w.asNumber() : null;
  };

  return {
    dict,
    name,
    subtype,
    cidFont,
    descriptor,
    symbolic,
    embedded: fontFileKey !== null,
    fontFileKey,
    encodingName,
    hasEncodingEntry: dict.has(N('Encoding')),
    differences,
    toUnicode,
    badUnicode,
    codes,
    unicode,
    mappable,
    glyphName,
    program,
    gid,
    dictWidth,
  };
}

/** Whether a code point lies in a Unicode Private Use Area. */
export function isPua(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/** Whether a string contains a Private Use Area character. */
export function hasPua(text: string): boolean {
  for (const ch of text) if (isPua(ch.codePointAt(0) ?? 0)) return true;
  return false;
}

/** The CIDSystemInfo a CMap (name or stream) declares, when it can be told. */
export function cmapSystemInfo(
  ctx: PDFContext,
  font: PDFDict,
): { registry: string | null; ordering: string | null; supplement: number | null; name: string | null } {
  const enc = get(ctx, font, 'Encoding');
  if (enc instanceof PDFName) {
    const name = nameText(enc);
    return { registry: 'Adobe', ordering: orderingOfCMap(name), supplement: null, name };
  }
  if (enc instanceof PDFStream) {
    const info = getDict(ctx, enc.dict, 'CIDSystemInfo');
    return {
      registry: getText(ctx, info, 'Registry'),
      ordering: getText(ctx, info, 'Ordering'),
      supplement: getNumber(ctx, info, 'Supplement'),
      name: getName(ctx, enc.dict, 'CMapName'),
    };
  }
  return { registry: null, ordering: null, supplement: null, name: null };
}
