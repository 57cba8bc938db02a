/**
 * Builds small tagged PDFs for tests: a catalog with MarkInfo, Lang, ViewerPreferences and XMP,
 * a structure tree from a nested element spec, one page whose content marks each element's text
 * or image with an MCID, and annotations tied into the tree. Options turn each piece off so a
 * test can break exactly one rule.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFString, StandardFonts } from '@cantoo/pdf-lib';

export interface ElemSpec {
  type: string;
  alt?: string;
  actualText?: string;
  lang?: string;
  id?: string;
  /** Attribute entries (numbers, or names written as '/Name'). */
  attrs?: Record<string, number | string>;
  /** Text shown in this element (gets an MCID). */
  text?: string;
  /** Paint a small image in this element (gets an MCID). */
  image?: boolean;
  kids?: ElemSpec[];
  /** Omit the P entry (for 7.1-t12). */
  noParent?: boolean;
}

export interface AnnotSpec {
  subtype: string;
  contents?: string;
  /** Element type that holds the annotation (OBJR); none leaves it untagged. */
  tagIn?: string;
  rect?: [number, number, number, number];
  flags?: number;
  uri?: string;
  tu?: string;
}

export interface TestPdfOptions {
  version?: string;
  tagged?: boolean;
  lang?: string | null;
  title?: string | null;
  displayDocTitle?: boolean;
  pdfuaPart?: number | null;
  pdfuaPrefix?: string;
  elements?: ElemSpec[];
  roleMap?: Record<string, string>;
  annots?: AnnotSpec[];
  tabs?: string | null;
  /** Text outside any marked content. */
  untaggedText?: string;
  /** Text marked as an artifact. */
  artifactText?: string;
  suspects?: boolean;
}

function xmp(title: string | null, part: number | null, prefix: string): string {
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:${prefix}="http://www.aiim.org/pdfua/ns/id/">
${title !== null ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>` : ''}
${part !== null ? `<${prefix}:part>${part}</${prefix}:part>` : ''}
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

function pdfText(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Builds a PDF from options; defaults give a document that passes the document-level rules. */
export async function buildTestPdf(o: TestPdfOptions = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontName = 'F1';
  page.node.setFontDictionary(PDFName.of(fontName), font.ref);
  const img = ctx.stream(new Uint8Array([0, 0, 0]), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 });
  const imgRef = ctx.register(img);
  page.node.setXObject(PDFName.of('Im1'), imgRef);
  const pageRef = page.ref;
  const catalog = doc.catalog;
  const tagged = o.tagged ?? true;

  let content = '';
  let mcid = 0;
  let y = 740;
  const parentTreeArr: PDFRef[] = [];
  const structRoot = ctx.obj({ Type: 'StructTreeRoot' }) as PDFDict;
  const rootRef = ctx.register(structRoot);
  const elemRefs = new Map<string, PDFRef>();
  const annotsArr = ctx.obj([]) as PDFArray;

  const makeElem = (spec: ElemSpec, parentRef: PDFRef): PDFRef => {
    const dict = ctx.obj({ Type: 'StructElem', S: spec.type }) as PDFDict;
    const ref = ctx.register(dict);
    if (!spec.noParent) dict.set(PDFName.of('P'), parentRef);
    dict.set(PDFName.of('Pg'), pageRef);
    if (spec.alt !== undefined) dict.set(PDFName.of('Alt'), PDFString.of(spec.alt));
    if (spec.actualText !== undefined) dict.set(PDFName.of('ActualText'), PDFString.of(spec.actualText));
    if (spec.lang !== undefined) dict.set(PDFName.of('Lang'), PDFString.of(spec.lang));
    if (spec.id !== undefined) dict.set(PDFName.of('ID'), PDFString.of(spec.id));
    if (spec.attrs) {
      const a = ctx.obj({ O: 'Table' }) as PDFDict;
      for (const [k, v] of Object.entries(spec.attrs)) a.set(PDFName.of(k), typeof v === 'number' ? PDFNumber.of(v) : v.startsWith('/') ? PDFName.of(v.slice(1)) : PDFString.of(v));
      dict.set(PDFName.of('A'), a);
    }
    const kids = ctx.obj([]) as PDFArray;
    if (spec.text !== undefined || spec.image) {
      const id = mcid++;
      parentTreeArr[id] = ref;
      kids.push(PDFNumber.of(id));
      if (spec.image) content += `/${spec.type} <</MCID ${id}>> BDC q 40 0 0 40 72 ${y - 40} cm /Im1 Do Q EMC\n`;
      else content += `/${spec.type} <</MCID ${id}>> BDC BT /${fontName} 12 Tf 72 ${y} Td ${pdfText(spec.text ?? '')} Tj ET EMC\n`;
      y -= spec.image ? 50 : 20;
    }
    for (const k of spec.kids ?? []) kids.push(makeElem(k, ref));
    elemRefs.set(spec.type, ref);
    dict.set(PDFName.of('K'), kids);
    return ref;
  };

  const top = ctx.obj([]) as PDFArray;
  for (const e of o.elements ?? [{ type: 'Document', kids: [{ type: 'P', text: 'Hello' }] }]) top.push(makeElem(e, rootRef));
  if (o.artifactText) content += `/Artifact BMC BT /${fontName} 10 Tf 72 40 Td ${pdfText(o.artifactText)} Tj ET EMC\n`;
  if (o.untaggedText) content += `BT /${fontName} 12 Tf 72 100 Td ${pdfText(o.untaggedText)} Tj ET\n`;

  const nums = ctx.obj([0, ctx.obj(parentTreeArr)]) as PDFArray;
  let nextKey = 1;
  for (const a of o.annots ?? []) {
    const rect = a.rect ?? [72, 500, 200, 520];
    const ad = ctx.obj({ Type: 'Annot', Subtype: a.subtype, Rect: rect, F: a.flags ?? 4 }) as PDFDict;
    if (a.contents !== undefined) ad.set(PDFName.of('Contents'), PDFString.of(a.contents));
    if (a.tu !== undefined) ad.set(PDFName.of('TU'), PDFString.of(a.tu));
    if (a.uri) ad.set(PDFName.of('A'), ctx.obj({ S: 'URI', URI: PDFString.of(a.uri) }));
    if (a.subtype === 'Widget') ad.set(PDFName.of('FT'), PDFName.of('Tx'));
    ad.set(PDFName.of('P'), pageRef);
    const aref = ctx.register(ad);
    annotsArr.push(aref);
    if (a.tagIn) {
      const key = nextKey++;
      ad.set(PDFName.of('StructParent'), PDFNumber.of(key));
      const holder = ctx.obj({ Type: 'StructElem', S: a.tagIn, P: top.get(0) ?? rootRef, Pg: pageRef }) as PDFDict;
      const holderRef = ctx.register(holder);
      holder.set(PDFName.of('K'), ctx.obj([ctx.obj({ Type: 'OBJR', Obj: aref, Pg: pageRef })]));
      const docElem = top.get(0);
      if (docElem instanceof PDFRef) {
        const de = ctx.lookup(docElem) as PDFDict;
        (de.lookup(PDFName.of('K')) as PDFArray).push(holderRef);
      }
      nums.push(PDFNumber.of(key));
      nums.push(holderRef);
    }
  }
  if (annotsArr.size() > 0) page.node.set(PDFName.of('Annots'), annotsArr);
  if (o.tabs !== null) page.node.set(PDFName.of('Tabs'), PDFName.of(o.tabs ?? 'S'));

  if (tagged) {
    structRoot.set(PDFName.of('K'), top);
    structRoot.set(PDFName.of('ParentTree'), ctx.obj({ Nums: nums }));
    structRoot.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(nextKey));
    if (o.roleMap) structRoot.set(PDFName.of('RoleMap'), ctx.obj(Object.fromEntries(Object.entries(o.roleMap).map(([k, v]) => [k, PDFName.of(v)]))));
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true, ...(o.suspects ? { Suspects: true } : {}) }));
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(0));
  } else {
    content = content.replace(/\/\w+ <<\/MCID \d+>> BDC /g, '').replace(/ EMC\n/g, '\n');
  }
  if (o.lang !== null) catalog.set(PDFName.of('Lang'), PDFString.of(o.lang ?? 'en-US'));
  if (o.displayDocTitle !== false) catalog.set(PDFName.of('ViewerPreferences'), ctx.obj({ DisplayDocTitle: true }));
  const meta = ctx.stream(xmp(o.title === undefined ? 'Test document' : o.title, o.pdfuaPart === undefined ? 1 : o.pdfuaPart, o.pdfuaPrefix ?? 'pdfuaid'), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), ctx.register(meta));
  const stream = ctx.stream(content);
  page.node.set(PDFName.of('Contents'), ctx.register(stream));
  const bytes = await doc.save({ useObjectStreams: false, updateFieldAppearances: false });
  const version = o.version ?? '1.7';
  const head = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  const fixed = Buffer.from(bytes);
  fixed.write(head.replace(/%PDF-\d\.\d/, `%PDF-${version}`), 0, 'latin1');
  return new Uint8Array(fixed);
}
