/**
 * Builds small tagged PDFs for tests: a catalog with MarkInfo, Lang, ViewerPreferences and XMP,
 * a structure tree from a nested element spec, one page whose content marks each element's text,
 * image or raw operators with an MCID, and annotations tied into the tree. Options turn each piece
 * off, and free-form entries (catalog, elements, annotations, fonts, XObjects) written as
 * {@link PdfValue}s let a test add exactly the object that breaks one rule.
 */
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFObject, PDFRef, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import type { PDFContext, PDFPage, SecurityOptions } from '@cantoo/pdf-lib';

/** A stream with its dictionary entries; always stored as an indirect object. */
export class StreamValue {
  constructor(
    readonly data: Uint8Array | string,
    readonly dict: Record<string, PdfValue> = {},
  ) {}
}

/** A value stored as an indirect object and referenced where it is used. */
export class IndirectValue {
  constructor(readonly value: PdfValue) {}
}

/** A reference to the page (`'page'`) or to the structure element with that `key`. */
export class RefValue {
  constructor(readonly to: string) {}
}

/**
 * A PDF object written as plain data: numbers, booleans, `'/Name'` for names, any other string
 * for a text string, arrays, objects for dictionaries, and the classes above; a pdf-lib object
 * is taken as it is (for a string that starts with a slash, `PDFString.of('/A/B')`).
 */
export type PdfValue = number | boolean | string | PdfValue[] | { [key: string]: PdfValue } | StreamValue | IndirectValue | RefValue | PDFObject;

export const stream = (data: Uint8Array | string, dict: Record<string, PdfValue> = {}): StreamValue => new StreamValue(data, dict);
export const indirect = (value: PdfValue): IndirectValue => new IndirectValue(value);
export const refTo = (to: string): RefValue => new RefValue(to);
/** The page the builder draws on. */
export const PAGE = refTo('page');

export interface ElemSpec {
  type: string;
  /** Name that `refTo(key)` resolves to this element. */
  key?: string;
  /** Namespace URI (PDF 2.0 NS entry); namespaces are shared and listed in the root. */
  ns?: string;
  alt?: string;
  actualText?: string;
  lang?: string;
  id?: string;
  /** Attribute dictionary entries; the owner O is /Table unless given. */
  attrs?: Record<string, PdfValue>;
  /** Any other entries of the element dictionary (Ref, E, ...). */
  entries?: Record<string, PdfValue>;
  /** Text shown in this element with F1 (gets an MCID). */
  text?: string;
  /** Paint a small image in this element (gets an MCID). */
  image?: boolean;
  /** Content operators painted inside this element's marked content (gets an MCID). */
  raw?: string;
  kids?: ElemSpec[];
  /** Annotations tagged in this element (OBJR kids). */
  annots?: AnnotSpec[];
  /** Omit the P entry (for 7.1-t12). */
  noParent?: boolean;
}

export interface AnnotSpec {
  subtype: string;
  contents?: string;
  /** Shorthand: tag the annotation in its own element of this type inside the first top element. */
  tagIn?: string;
  rect?: [number, number, number, number];
  flags?: number;
  uri?: string;
  tu?: string;
  entries?: Record<string, PdfValue>;
}

export interface TestPdfOptions {
  version?: string;
  tagged?: boolean;
  lang?: string | null;
  title?: string | null;
  displayDocTitle?: boolean;
  pdfuaPart?: number | null;
  pdfuaPrefix?: string;
  /** pdfuaid:rev (PDF/UA-2); omitted by default. */
  pdfuaRev?: string;
  /** Extra XML inside the XMP rdf:Description (may declare its own namespaces). */
  xmpProps?: string;
  /** False leaves out the Metadata stream. */
  metadata?: boolean;
  elements?: ElemSpec[];
  roleMap?: Record<string, string>;
  /** RoleMapNS per namespace URI: type to a type name (default namespace) or [type, namespace URI]. */
  roleMapNS?: Record<string, Record<string, string | [string, string]>>;
  /** Annotations on the page; untagged unless `tagIn` is given. */
  annots?: AnnotSpec[];
  tabs?: string | null;
  /** Text outside any marked content. */
  untaggedText?: string;
  /** Text marked as an artifact. */
  artifactText?: string;
  /** Content operators appended to the page content, outside any marked content. */
  extraContent?: string;
  suspects?: boolean;
  /** Page font resources added to (or replacing) F1, the standard Helvetica the text uses. */
  fonts?: Record<string, PdfValue>;
  /** Page XObject resources added to Im1, the 1x1 image. */
  xobjects?: Record<string, PdfValue>;
  /** Catalog entries added last (OCProperties, AcroForm, Names, Outlines, ...). */
  catalog?: Record<string, PdfValue>;
  encrypt?: SecurityOptions;
  /** Last changes to the document before it is saved. */
  beforeSave?: (doc: PDFDocument, page: PDFPage) => void;
}

const PDFUAID = 'http://www.aiim.org/pdfua/ns/id/';

function xmpPacket(o: TestPdfOptions): string {
  const title = o.title === undefined ? 'Test document' : o.title;
  const part = o.pdfuaPart === undefined ? 1 : o.pdfuaPart;
  const prefix = o.pdfuaPrefix ?? 'pdfuaid';
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:${prefix}="${PDFUAID}">
${title !== null ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>` : ''}
${part !== null ? `<${prefix}:part>${part}</${prefix}:part>` : ''}
${o.pdfuaRev !== undefined ? `<${prefix}:rev>${o.pdfuaRev}</${prefix}:rev>` : ''}
${o.xmpProps ?? ''}
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

function pdfText(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A text string object: literal when plain ASCII, UTF-16 hex otherwise. */
function textString(s: string): PDFObject {
  return /^[\x20-\x7e]*$/.test(s) && !/[\\()]/.test(s) ? PDFString.of(s) : PDFHexString.fromText(s);
}

/** Converts a {@link PdfValue}; `refs` resolves {@link RefValue}s. */
function toPdf(ctx: PDFContext, v: PdfValue, refs: (to: string) => PDFRef): PDFObject {
  if (typeof v === 'number') return PDFNumber.of(v);
  if (typeof v === 'boolean') return v ? PDFBool.True : PDFBool.False;
  if (typeof v === 'string') return v.startsWith('/') ? PDFName.of(v.slice(1)) : textString(v);
  if (v instanceof PDFObject) return v;
  if (v instanceof RefValue) return refs(v.to);
  if (v instanceof IndirectValue) return ctx.register(toPdf(ctx, v.value, refs));
  if (v instanceof StreamValue) return ctx.register(ctx.stream(v.data, Object.fromEntries(Object.entries(v.dict).map(([k, x]) => [k, toPdf(ctx, x, refs)]))));
  if (Array.isArray(v)) return ctx.obj(v.map((x) => toPdf(ctx, x, refs)));
  const dict = ctx.obj({}) as PDFDict;
  for (const [k, x] of Object.entries(v)) dict.set(PDFName.of(k), toPdf(ctx, x, refs));
  return dict;
}

/** Builds a PDF from options; defaults give a document that passes the document-level rules. */
export async function buildTestPdf(o: TestPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.node.setFontDictionary(PDFName.of('F1'), font.ref);
  const img = ctx.stream(new Uint8Array([0, 0, 0]), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 });
  page.node.setXObject(PDFName.of('Im1'), ctx.register(img));
  const pageRef = page.ref;
  const catalog = doc.catalog;
  const tagged = o.tagged ?? true;

  const keyed = new Map<string, PDFRef>();
  const refs = (to: string): PDFRef => {
    const r = to === 'page' ? pageRef : keyed.get(to);
    if (!r) throw new Error(`buildTestPdf: no element with key ${to}`);
    return r;
  };
  // Entries may reference elements built later, so they are written once the tree exists.
  const deferred: (() => void)[] = [];
  const setEntries = (dict: PDFDict, entries: Record<string, PdfValue> | undefined): void => {
    if (entries) deferred.push(() => Object.entries(entries).forEach(([k, v]) => dict.set(PDFName.of(k), toPdf(ctx, v, refs))));
  };

  const namespaces = new Map<string, PDFRef>();
  const nsRef = (uri: string): PDFRef => {
    let r = namespaces.get(uri);
    if (!r) {
      r = ctx.register(ctx.obj({ Type: 'Namespace', NS: PDFString.of(uri) }));
      namespaces.set(uri, r);
    }
    return r;
  };
  for (const [uri, map] of Object.entries(o.roleMapNS ?? {})) {
    const rm = ctx.obj({}) as PDFDict;
    for (const [from, to] of Object.entries(map)) rm.set(PDFName.of(from), typeof to === 'string' ? PDFName.of(to) : ctx.obj([PDFName.of(to[0]), nsRef(to[1])]));
    (ctx.lookup(nsRef(uri)) as PDFDict).set(PDFName.of('RoleMapNS'), rm);
  }

  let content = '';
  let mcid = 0;
  let y = 740;
  const parentTreeArr: PDFRef[] = [];
  const nums: PDFObject[] = [];
  let nextKey = 1;
  const structRoot = ctx.obj({ Type: 'StructTreeRoot' }) as PDFDict;
  const rootRef = ctx.register(structRoot);
  const annotsArr = ctx.obj([]) as PDFArray;

  const makeAnnot = (a: AnnotSpec, holder: PDFRef | null): PDFRef => {
    const ad = ctx.obj({ Type: 'Annot', Subtype: a.subtype, Rect: a.rect ?? [72, 500, 200, 520], F: a.flags ?? 4, P: pageRef }) as PDFDict;
    if (a.contents !== undefined) ad.set(PDFName.of('Contents'), textString(a.contents));
    if (a.tu !== undefined) ad.set(PDFName.of('TU'), textString(a.tu));
    if (a.uri) ad.set(PDFName.of('A'), ctx.obj({ S: 'URI', URI: PDFString.of(a.uri) }));
    if (a.subtype === 'Widget') ad.set(PDFName.of('FT'), PDFName.of('Tx'));
    setEntries(ad, a.entries);
    const ref = ctx.register(ad);
    annotsArr.push(ref);
    if (holder) {
      const key = nextKey++;
      ad.set(PDFName.of('StructParent'), PDFNumber.of(key));
      nums.push(PDFNumber.of(key), holder);
    }
    return ref;
  };

  const makeElem = (spec: ElemSpec, parentRef: PDFRef): PDFRef => {
    const dict = ctx.obj({ Type: 'StructElem', S: spec.type }) as PDFDict;
    const ref = ctx.register(dict);
    if (spec.key) keyed.set(spec.key, ref);
    if (!spec.noParent) dict.set(PDFName.of('P'), parentRef);
    dict.set(PDFName.of('Pg'), pageRef);
    if (spec.ns !== undefined) dict.set(PDFName.of('NS'), nsRef(spec.ns));
    if (spec.alt !== undefined) dict.set(PDFName.of('Alt'), textString(spec.alt));
    if (spec.actualText !== undefined) dict.set(PDFName.of('ActualText'), textString(spec.actualText));
    if (spec.lang !== undefined) dict.set(PDFName.of('Lang'), textString(spec.lang));
    if (spec.id !== undefined) dict.set(PDFName.of('ID'), PDFString.of(spec.id));
    if (spec.attrs) {
      const a = ctx.obj({ O: 'Table' }) as PDFDict;
      dict.set(PDFName.of('A'), a);
      setEntries(a, spec.attrs);
    }
    setEntries(dict, spec.entries);
    const kids = ctx.obj([]) as PDFArray;
    if (spec.text !== undefined || spec.image || spec.raw !== undefined) {
      const id = mcid++;
      parentTreeArr[id] = ref;
      kids.push(PDFNumber.of(id));
      const ops = spec.raw ?? (spec.image ? `q 40 0 0 40 72 ${y - 40} cm /Im1 Do Q` : `BT /F1 12 Tf 72 ${y} Td ${pdfText(spec.text ?? '')} Tj ET`);
      content += `/${spec.type} <</MCID ${id}>> BDC ${ops} EMC\n`;
      y -= spec.image ? 50 : 20;
    }
    for (const k of spec.kids ?? []) kids.push(makeElem(k, ref));
    for (const a of spec.annots ?? []) kids.push(ctx.obj({ Type: 'OBJR', Obj: makeAnnot(a, ref), Pg: pageRef }));
    dict.set(PDFName.of('K'), kids);
    return ref;
  };

  const elements = [...(o.elements ?? [{ type: 'Document', kids: [{ type: 'P', text: 'Hello' }] }])];
  const holders = (o.annots ?? []).filter((a) => a.tagIn).map((a): ElemSpec => ({ type: a.tagIn as string, annots: [a] }));
  const first = elements[0];
  if (holders.length > 0 && first) elements[0] = { ...first, kids: [...(first.kids ?? []), ...holders] };
  const top = ctx.obj(elements.map((e) => makeElem(e, rootRef)));
  for (const a of o.annots ?? []) if (!a.tagIn) makeAnnot(a, null);
  if (o.artifactText) content += `/Artifact BMC BT /F1 10 Tf 72 40 Td ${pdfText(o.artifactText)} Tj ET EMC\n`;
  if (o.untaggedText) content += `BT /F1 12 Tf 72 100 Td ${pdfText(o.untaggedText)} Tj ET\n`;
  if (o.extraContent) content += `${o.extraContent}\n`;

  if (annotsArr.size() > 0) page.node.set(PDFName.of('Annots'), annotsArr);
  if (o.tabs !== null) page.node.set(PDFName.of('Tabs'), PDFName.of(o.tabs ?? 'S'));
  if (tagged) {
    structRoot.set(PDFName.of('K'), top);
    structRoot.set(PDFName.of('ParentTree'), ctx.obj({ Nums: [PDFNumber.of(0), ctx.obj(parentTreeArr), ...nums] }));
    structRoot.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(nextKey));
    if (o.roleMap) structRoot.set(PDFName.of('RoleMap'), ctx.obj(Object.fromEntries(Object.entries(o.roleMap).map(([k, v]) => [k, PDFName.of(v)]))));
    if (namespaces.size > 0) structRoot.set(PDFName.of('Namespaces'), ctx.obj([...namespaces.values()]));
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true, ...(o.suspects ? { Suspects: true } : {}) }));
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
  } else {
    content = content.replace(/\/\w+ <<\/MCID \d+>> BDC /g, '').replace(/ EMC\n/g, '\n');
  }
  if (o.lang !== null) catalog.set(PDFName.of('Lang'), textString(o.lang ?? 'en-US'));
  if (o.displayDocTitle !== false) catalog.set(PDFName.of('ViewerPreferences'), ctx.obj({ DisplayDocTitle: true }));
  if (o.metadata !== false) catalog.set(PDFName.of('Metadata'), ctx.register(ctx.stream(xmpPacket(o), { Type: 'Metadata', Subtype: 'XML' })));
  const { Font, XObject } = page.node.normalizedEntries();
  setEntries(Font, o.fonts);
  setEntries(XObject, o.xobjects);
  setEntries(catalog, o.catalog);
  for (const write of deferred) write();
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)));
  o.beforeSave?.(doc, page);
  if (o.encrypt) doc.encrypt(o.encrypt);
  const bytes = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  // pdf-lib writes its own header version; tests choose theirs (same length, so offsets hold).
  const fixed = Buffer.from(bytes);
  const head = fixed.subarray(0, 16).toString('latin1');
  fixed.write(head.replace(/%PDF-\d\.\d/, `%PDF-${o.version ?? '1.7'}`), 0, 'latin1');
  return new Uint8Array(fixed);
}
