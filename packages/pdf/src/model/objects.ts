/**
 * Small, total helpers over @cantoo/pdf-lib's object model: every getter returns null (never
 * throws) on a missing or mistyped value, so checks read hostile files without guarding each step.
 */
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';
import type { PDFContext, PDFObject } from '@cantoo/pdf-lib';

const nameCache = new Map<string, PDFName>();

/** The interned PDFName for a key. */
export function N(key: string): PDFName {
  let name = nameCache.get(key);
  if (!name) {
    name = PDFName.of(key);
    nameCache.set(key, name);
  }
  return name;
}

/** Follows a reference (one level is all PDF allows; loops cannot happen). */
export function resolve(ctx: PDFContext, obj: PDFObject | undefined): PDFObject | undefined {
  if (obj instanceof PDFRef) {
    try {
      return ctx.lookup(obj);
    } catch {
      return undefined;
    }
  }
  return obj;
}

/** The dictionary of a dict or stream value. */
export function asDict(ctx: PDFContext, obj: PDFObject | undefined): PDFDict | null {
  const v = resolve(ctx, obj);
  if (v instanceof PDFDict) return v;
  if (v instanceof PDFStream) return v.dict;
  return null;
}

export function get(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): PDFObject | undefined {
  if (!dict) return undefined;
  try {
    return resolve(ctx, dict.get(N(key)));
  } catch {
    return undefined;
  }
}

export function has(dict: PDFDict | null | undefined, key: string): boolean {
  return !!dict && dict.has(N(key));
}

export function getDict(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): PDFDict | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFDict ? v : null;
}

/** A dict or the dict of a stream. */
export function getDictOrStreamDict(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): PDFDict | null {
  const v = get(ctx, dict, key);
  if (v instanceof PDFDict) return v;
  if (v instanceof PDFStream) return v.dict;
  return null;
}

export function getStream(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): PDFStream | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFStream ? v : null;
}

export function getArray(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): PDFArray | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFArray ? v : null;
}

export function getName(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): string | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFName ? nameText(v) : null;
}

export function getNumber(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): number | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFNumber ? v.asNumber() : null;
}

export function getBool(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): boolean | null {
  const v = get(ctx, dict, key);
  return v instanceof PDFBool ? v.asBoolean() : null;
}

/** A text string (PDFDocEncoding or UTF-16BE), or null when absent or not a string. */
export function getText(ctx: PDFContext, dict: PDFDict | null | undefined, key: string): string | null {
  return textOf(get(ctx, dict, key));
}

export function textOf(v: PDFObject | undefined): string | null {
  if (v instanceof PDFString || v instanceof PDFHexString) {
    try {
      return v.decodeText();
    } catch {
      return null;
    }
  }
  return null;
}

/** A name's text without the slash, with #xx escapes decoded. */
export function nameText(name: PDFName): string {
  try {
    return name.decodeText();
  } catch {
    return name.asString().replace(/^\//, '');
  }
}

/** Array items, resolved. */
export function items(ctx: PDFContext, arr: PDFArray | null): PDFObject[] {
  if (!arr) return [];
  const out: PDFObject[] = [];
  for (let i = 0; i < arr.size(); i++) {
    const v = resolve(ctx, arr.get(i));
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** Numbers of an array value (non-numbers skipped). */
export function numbers(ctx: PDFContext, arr: PDFArray | null): number[] {
  return items(ctx, arr)
    .filter((v): v is PDFNumber => v instanceof PDFNumber)
    .map((v) => v.asNumber());
}

/** `12 0 R` for a reference, or `direct` for a direct object. */
export function refLabel(ref: PDFRef | null | undefined): string {
  return ref ? `${ref.objectNumber} ${ref.generationNumber} R` : 'direct';
}

/** The bytes of a stream, decoded through its filters; null when a filter is unsupported or fails. */
export function streamBytes(stream: PDFStream, maxBytes = 64 * 1024 * 1024): Uint8Array | null {
  try {
    if (stream instanceof PDFRawStream) {
      const filter = stream.dict.get(N('Filter'));
      if (!filter) return stream.contents;
      const decoded = decodePDFRawStream(stream).decode();
      return decoded.length > maxBytes ? decoded.subarray(0, maxBytes) : decoded;
    }
    return stream.getContents();
  } catch {
    return null;
  }
}

/** Latin-1 view of bytes (for text-based formats inside streams: CMaps, XMP, XFA). */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) out += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return out;
}

/** UTF-8 decoding (XMP), falling back to Latin-1. */
export function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

/** Walks a name tree or number tree (Kids / Names / Nums), bounded, yielding key-value pairs. */
export function* walkTree(
  ctx: PDFContext,
  root: PDFDict | null,
  leafKey: 'Names' | 'Nums',
  limit = 1_000_000,
): Generator<[PDFObject, PDFObject | undefined]> {
  if (!root) return;
  const seen = new Set<PDFDict>();
  const stack: PDFDict[] = [root];
  let yielded = 0;
  while (stack.length > 0) {
    const node = stack.pop() as PDFDict;
    if (seen.has(node)) continue;
    seen.add(node);
    const leaves = getArray(ctx, node, leafKey);
    if (leaves) {
      for (let i = 0; i + 1 < leaves.size(); i += 2) {
        const key = resolve(ctx, leaves.get(i));
        if (key === undefined) continue;
        yield [key, leaves.get(i + 1)];
        if (++yielded >= limit) return;
      }
    }
    const kids = getArray(ctx, node, 'Kids');
    if (kids) {
      for (const kid of items(ctx, kids)) if (kid instanceof PDFDict) stack.push(kid);
    }
  }
}
