/**
 * Loads a PDF into the checker's document model: the @cantoo/pdf-lib document (which decrypts
 * files protected by the standard security handler with an empty user password), the version,
 * the pages with their inherited attributes and annotations, and the structure tree.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, ParseSpeeds } from '@cantoo/pdf-lib';
import type { PDFContext, PDFObject } from '@cantoo/pdf-lib';
import { N, get, getArray, getDict, getName, getNumber, getText, items, numbers, resolve } from './objects';
import { readStructTree } from './structTree';
import type { StructModel } from './structTree';

export type Rect = [number, number, number, number];

export interface AnnotInfo {
  dict: PDFDict;
  ref: PDFRef | null;
  subtype: string;
  rect: Rect | null;
  flags: number;
  contents: string | null;
  structParent: number | null;
  /** 1-based page number. */
  page: number;
}

export interface PageInfo {
  /** 1-based. */
  number: number;
  ref: PDFRef | null;
  dict: PDFDict;
  resources: PDFDict | null;
  cropBox: Rect;
  structParents: number | null;
  annots: AnnotInfo[];
}

export interface DocModel {
  pdf: PDFDocument;
  ctx: PDFContext;
  catalog: PDFDict;
  bytes: Uint8Array;
  version: string | null;
  /** The first line of the file from `%PDF-`, without its end-of-line. */
  headerLine: string | null;
  pages: PageInfo[];
  pageByObj: Map<number, PageInfo>;
  struct: StructModel | null;
  encrypted: boolean;
  encryptDict: PDFDict | null;
  catalogLang: string | null;
}

/** Raised when the file cannot be read at all; its message is shown as the failure reason. */
export class PdfReadError extends Error {
  override name = 'PdfReadError';
}

function normRect(nums: number[]): Rect | null {
  if (nums.length < 4) return null;
  const [a, b, c, d] = nums as [number, number, number, number];
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

function readHeader(bytes: Uint8Array): { line: string | null; version: string | null } {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const at = head.indexOf('%PDF-');
  if (at < 0) return { line: null, version: null };
  const rest = head.slice(at);
  const end = rest.search(/[\r\n]/);
  const line = end < 0 ? rest : rest.slice(0, end);
  const m = /^%PDF-(\d+\.\d+)/.exec(line);
  return { line, version: m ? (m[1] as string) : null };
}

const MAX_PAGES = 100_000;

function collectPages(ctx: PDFContext, catalog: PDFDict): PageInfo[] {
  const pages: PageInfo[] = [];
  const root = getDict(ctx, catalog, 'Pages');
  if (!root) return pages;
  const seen = new Set<PDFDict>();
  type Inherited = { resources: PDFDict | null; crop: Rect | null; media: Rect | null };
  const walk = (node: PDFDict, ref: PDFRef | null, inh: Inherited, depth: number): void => {
    if (seen.has(node) || depth > 64 || pages.length >= MAX_PAGES) return;
    seen.add(node);
    const here: Inherited = {
      resources: getDict(ctx, node, 'Resources') ?? inh.resources,
      media: normRect(numbers(ctx, getArray(ctx, node, 'MediaBox'))) ?? inh.media,
      crop: normRect(numbers(ctx, getArray(ctx, node, 'CropBox'))) ?? inh.crop,
    };
    const kids = getArray(ctx, node, 'Kids');
    const type = getName(ctx, node, 'Type');
    if (kids && type !== 'Page') {
      for (let i = 0; i < kids.size(); i++) {
        const raw = kids.get(i);
        const kid = resolve(ctx, raw);
        if (kid instanceof PDFDict) walk(kid, raw instanceof PDFRef ? raw : null, here, depth + 1);
      }
      return;
    }
    const number = pages.length + 1;
    const box: Rect = here.crop ?? here.media ?? [0, 0, 612, 792];
    const annots: AnnotInfo[] = [];
    const annotArr = getArray(ctx, node, 'Annots');
    if (annotArr) {
      for (let i = 0; i < Math.min(annotArr.size(), 20_000); i++) {
        const raw = annotArr.get(i);
        const a = resolve(ctx, raw);
        if (!(a instanceof PDFDict)) continue;
        annots.push({
          dict: a,
          ref: raw instanceof PDFRef ? raw : null,
          subtype: getName(ctx, a, 'Subtype') ?? '',
          rect: normRect(numbers(ctx, getArray(ctx, a, 'Rect'))),
          flags: getNumber(ctx, a, 'F') ?? 0,
          contents: getText(ctx, a, 'Contents'),
          structParent: getNumber(ctx, a, 'StructParent'),
          page: number,
        });
      }
    }
    pages.push({ number, ref, dict: node, resources: here.resources, cropBox: box, structParents: getNumber(ctx, node, 'StructParents'), annots });
  };
  const rootRef = catalog.get(N('Pages'));
  walk(root, rootRef instanceof PDFRef ? rootRef : null, { resources: null, crop: null, media: null }, 0);
  return pages;
}

/** Parses bytes into the document model; throws PdfReadError with a readable reason. */
export async function loadDocument(bytes: Uint8Array): Promise<DocModel> {
  const header = readHeader(bytes);
  if (!header.line) throw new PdfReadError('Not a PDF file: no %PDF- header in the first 1024 bytes');
  const encryptedInFile = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf('/Encrypt') >= 0;
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: false,
      password: '',
      updateMetadata: false,
      throwOnInvalidObject: false,
      warnOnInvalidObjects: false,
      parseSpeed: ParseSpeeds.Fastest,
      capNumbers: true,
      preserveXFA: true,
    });
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    if (/encrypt|password/i.test(msg)) {
      throw new PdfReadError(`The file is encrypted and could not be decrypted without a password (${msg})`);
    }
    throw new PdfReadError(`The file could not be parsed: ${msg}`);
  }
  const ctx = pdf.context;
  let catalog: PDFDict;
  try {
    catalog = pdf.catalog;
    if (!(catalog instanceof PDFDict)) throw new Error('no catalog');
  } catch {
    throw new PdfReadError('The file has no readable document catalog');
  }
  let encObj = resolve(ctx, ctx.trailerInfo.Encrypt as PDFObject | undefined);
  if (!encObj && encryptedInFile) {
    // The decrypting parser drops Encrypt from the trailer; find the dictionary by its reference.
    const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const at = raw.lastIndexOf('/Encrypt');
    const m = at >= 0 ? /^\/Encrypt\s*(\d+)\s+(\d+)\s+R/.exec(raw.subarray(at, at + 40).toString('latin1')) : null;
    if (m) encObj = resolve(ctx, PDFRef.of(Number(m[1]), Number(m[2])));
  }
  const encryptDict = encObj instanceof PDFDict ? encObj : null;
  const pages = collectPages(ctx, catalog);
  const pageByObj = new Map<number, PageInfo>();
  for (const p of pages) if (p.ref) pageByObj.set(p.ref.objectNumber, p);
  const catVersion = getName(ctx, catalog, 'Version');
  let version = header.version;
  if (catVersion && /^\d+\.\d+$/.test(catVersion) && (!version || Number(catVersion) > Number(version))) version = catVersion;
  const struct = readStructTree(ctx, catalog, new Set(pageByObj.keys()));
  return {
    pdf,
    ctx,
    catalog,
    bytes,
    version,
    headerLine: header.line,
    pages,
    pageByObj,
    struct,
    encrypted: encryptDict !== null,
    encryptDict,
    catalogLang: getText(ctx, catalog, 'Lang'),
  };
}

/** MarkInfo Marked is true. */
export function isMarked(doc: DocModel): boolean {
  const mi = getDict(doc.ctx, doc.catalog, 'MarkInfo');
  const m = get(doc.ctx, mi, 'Marked');
  return m !== undefined && String(m) === 'true';
}

/** A dictionary of the file: an indirect object (or its stream's dictionary), or one nested in it. */
export interface ObjectDict {
  /** The indirect object the dictionary is, or is written inside. */
  ref: PDFRef;
  dict: PDFDict;
  /** The stream whose dictionary this is (indirect streams only). */
  stream: PDFStream | null;
  /** True for a direct dictionary written inside the indirect object (an annotation's action). */
  nested: boolean;
}

/** Depth past which nested direct values are not visited (parsed files nest a few levels at most). */
const MAX_DIRECT_DEPTH = 32;

/**
 * Every dictionary of the file, for object-type rules (file specifications, actions, media
 * clips): each indirect object and the direct dictionaries and arrays nested in it, without
 * following references, so each value is visited once. Bounded in objects and in visited values,
 * and in depth, so huge or (built in memory) cyclic structures end within the time limits.
 */
export function* allDicts(doc: DocModel, objectLimit = 2_000_000, valueLimit = 20_000_000): Generator<ObjectDict> {
  let objects = 0;
  let values = 0;
  const stack: { value: PDFDict | PDFArray; depth: number }[] = [];
  const push = (child: PDFObject | undefined, depth: number): void => {
    if (depth <= MAX_DIRECT_DEPTH && (child instanceof PDFDict || child instanceof PDFArray)) stack.push({ value: child, depth });
  };
  for (const [ref, obj] of doc.ctx.enumerateIndirectObjects()) {
    if (++objects > objectLimit) return;
    const stream = obj instanceof PDFStream ? obj : null;
    push(stream ? stream.dict : obj, 0);
    while (stack.length > 0) {
      const { value, depth } = stack.pop() as { value: PDFDict | PDFArray; depth: number };
      if (value instanceof PDFDict) {
        yield { ref, dict: value, stream: depth === 0 ? stream : null, nested: depth > 0 };
        const children = value.values();
        values += children.length;
        if (values > valueLimit) return;
        for (const child of children) push(child, depth + 1);
      } else {
        // Read in place: number arrays (widths, parent trees) can be long.
        const size = value.size();
        values += size;
        if (values > valueLimit) return;
        for (let i = 0; i < size; i++) push(value.get(i), depth + 1);
      }
    }
  }
}

export { PDFArray, PDFName, items };
