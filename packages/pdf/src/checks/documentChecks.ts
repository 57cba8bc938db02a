/**
 * Document-wide rules: identification and XMP metadata, catalog entries (MarkInfo, Lang,
 * ViewerPreferences, StructTreeRoot), encryption, optional content, embedded files, XFA, media
 * clips, reference XObjects, destinations and human-readable text strings.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFStream, PDFString, PDFHexString } from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';
import { allDicts } from '../model/document';
import type { DocModel } from '../model/document';
import { hasPua } from '../model/fonts';
import { N, get, getArray, getBool, getDict, getName, getNumber, getStream, getText, items, latin1, refLabel, resolve, streamBytes, textOf, utf8, walkTree } from '../model/objects';
import { readXmp } from '../model/xmp';
import type { XmpFacts } from '../model/xmp';
import type { CheckContext } from './context';

/** The catalog's XMP facts, or null when there is no readable Metadata stream. */
export function xmpOf(doc: DocModel): XmpFacts | null {
  const s = getStream(doc.ctx, doc.catalog, 'Metadata');
  if (!s) return null;
  const bytes = streamBytes(s);
  return bytes ? readXmp(utf8(bytes)) : null;
}

const LANG_TAG = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

export function isLanguageTag(value: string): boolean {
  return LANG_TAG.test(value);
}

export function checkDocument(c: CheckContext): void {
  const { doc } = c;
  const ctx = doc.ctx;
  const cat = doc.catalog;
  const META = { page: null, object: 'Metadata' } as const;
  const CAT = { page: null, object: 'Catalog' } as const;
  const xmp = xmpOf(doc);

  // Clause 5: PDF/UA identification.
  const part = xmp?.pdfuaid.get('part') ?? null;
  if (!part) {
    c.report('ua1:5-t01', { ...META, message: 'The XMP metadata has no PDF/UA identification (pdfuaid:part)' });
    c.report('ua2:5-t01', { ...META, message: 'The XMP metadata has no PDF/UA identification (pdfuaid:part)' });
  } else {
    if (part.value.trim() !== '1') c.report('ua1:5-t02', { ...META, message: `pdfuaid:part is ${part.value} instead of 1` });
    if (part.value.trim() !== '2') c.report('ua2:5-t02', { ...META, message: `pdfuaid:part is ${part.value} instead of 2` });
    if (part.prefix !== 'pdfuaid') {
      c.report('ua1:5-t03', { ...META, message: `pdfuaid:part is written with prefix ${part.prefix}` });
      c.report('ua2:5-t03', { ...META, message: `pdfuaid:part is written with prefix ${part.prefix}` });
    }
  }
  const amd = xmp?.pdfuaid.get('amd');
  if (amd && amd.prefix !== 'pdfuaid') c.report('ua1:5-t04', { ...META, message: `pdfuaid:amd is written with prefix ${amd.prefix}` });
  const corr = xmp?.pdfuaid.get('corr');
  if (corr && corr.prefix !== 'pdfuaid') c.report('ua1:5-t05', { ...META, message: `pdfuaid:corr is written with prefix ${corr.prefix}` });
  const rev = xmp?.pdfuaid.get('rev');
  if (rev && rev.prefix !== 'pdfuaid') c.report('ua2:5-t04', { ...META, message: `pdfuaid:rev is written with prefix ${rev.prefix}` });
  // veraPDF's current profile wants the edition year itself (ISO 14289-2:2024), not any year.
  if (part && rev?.value.trim() !== '2024') {
    c.report('ua2:5-t05', { ...META, message: rev ? `pdfuaid:rev is ${rev.value} instead of 2024` : 'pdfuaid:rev is missing' });
  }

  if (!/^%PDF-1\.[0-7]$/.test(doc.headerLine ?? '')) {
    c.report('ua1:6.1-t01', { page: null, object: 'File header', message: `File header ${doc.headerLine ?? '(none)'} is not %PDF-1.n (n 0 to 7)` });
  }
  // doc.version is the catalog Version when it is later than the header, so either may say 2.0.
  if (doc.version !== '2.0') {
    c.report('ua2:6.1-t01', { page: null, object: 'File header', message: `The file version is ${doc.version ?? 'unknown'}, not 2.0` });
  }
  const markInfo = getDict(ctx, cat, 'MarkInfo');
  if (getBool(ctx, markInfo, 'Marked') !== true) {
    const why = markInfo ? 'MarkInfo Marked is not true' : 'The catalog has no MarkInfo dictionary';
    c.report('ua1:6.2-t01', { ...CAT, message: why });
    c.report('ua2:6.2-t01', { ...CAT, message: why });
  }
  if (getBool(ctx, markInfo, 'Suspects') === true) c.report('ua1:7.1-t04', { ...CAT, message: 'MarkInfo Suspects is true' });

  const metaStream = getStream(ctx, cat, 'Metadata');
  if (!metaStream) {
    c.report('ua1:7.1-t08', { ...META, message: 'The catalog has no Metadata stream' });
    c.report('ua2:8.11.1-t02', { ...META, message: 'The catalog has no Metadata stream' });
  } else {
    const type = getName(ctx, metaStream.dict, 'Type');
    const subtype = getName(ctx, metaStream.dict, 'Subtype');
    if (type !== 'Metadata' || subtype !== 'XML') {
      c.report('ua2:8.11.1-t02', { ...META, message: `The Metadata stream has Type ${type ?? '(none)'} and Subtype ${subtype ?? '(none)'} instead of Metadata and XML` });
    }
  }
  if (!xmp?.hasDcTitle) {
    c.report('ua1:7.1-t09', { ...META, message: 'The XMP metadata has no dc:title' });
    c.report('ua2:8.11.1-t01', { ...META, message: 'The XMP metadata has no dc:title' });
  }
  const vp = getDict(ctx, cat, 'ViewerPreferences');
  if (getBool(ctx, vp, 'DisplayDocTitle') !== true) {
    const why = vp ? 'ViewerPreferences DisplayDocTitle is not true' : 'The catalog has no ViewerPreferences dictionary';
    c.report('ua1:7.1-t10', { ...CAT, message: why });
    c.report('ua2:8.11.2-t01', { ...CAT, message: why });
  }
  if (!getDict(ctx, cat, 'StructTreeRoot')) {
    c.report('ua1:7.1-t11', { ...CAT, message: 'The catalog has no StructTreeRoot: the document is not tagged' });
    c.report('ua2:8.2.1-t01', { ...CAT, message: 'The catalog has no StructTreeRoot: the document is not tagged' });
  }

  // Language.
  const lang = doc.catalogLang;
  if (!lang) {
    if (getDict(ctx, cat, 'Outlines') && getDict(ctx, getDict(ctx, cat, 'Outlines'), 'First')) {
      c.report('ua1:7.2-t02', { ...CAT, message: 'Outline entries exist but the catalog has no Lang' });
    }
    if (xmp?.hasXDefault) c.report('ua1:7.2-t33', { ...META, message: 'Metadata uses x-default text but the catalog has no Lang' });
    c.report('ua2:8.4.4-t01', { ...CAT, message: 'The catalog has no (or an empty) Lang entry' });
  }
  if (lang !== null && !isLanguageTag(lang)) {
    c.report('ua1:7.2-t29', { ...CAT, message: `Catalog Lang "${lang}" is not a language tag` });
    c.report('ua2:8.4.4-t02', { ...CAT, message: `Catalog Lang "${lang}" is not a language tag` });
  }

  // Encryption (7.16).
  if (doc.encryptDict) {
    const p = getNumber(ctx, doc.encryptDict, 'P');
    if (p === null || (p & 512) !== 512) {
      c.report('ua1:7.16-t01', { page: null, object: 'Encrypt dictionary', message: p === null ? 'The encryption dictionary has no P entry' : `P = ${p}: bit 10 (accessibility) is not set` });
    }
  }

  // Optional content (7.10 / 8.7).
  const ocp = getDict(ctx, cat, 'OCProperties');
  if (ocp) {
    const configs: PDFDict[] = [];
    const d = getDict(ctx, ocp, 'D');
    if (d) configs.push(d);
    const list = items(ctx, getArray(ctx, ocp, 'Configs')).filter((x): x is PDFDict => x instanceof PDFDict);
    configs.push(...list);
    for (const [i, conf] of configs.entries()) {
      const label = i === 0 && d ? 'Default optional content configuration (D)' : `Optional content configuration ${i}`;
      const name = getText(ctx, conf, 'Name');
      if (!name) {
        c.report('ua1:7.10-t01', { page: null, object: label, message: 'The configuration has no (or an empty) Name' });
        if (list.length > 0) c.report('ua2:8.7-t01', { page: null, object: label, message: 'The configuration has no (or an empty) Name' });
      }
      if (conf.has(N('AS'))) {
        c.report('ua1:7.10-t02', { page: null, object: label, message: 'The configuration contains an AS entry' });
        c.report('ua2:8.7-t02', { page: null, object: label, message: 'The configuration contains an AS entry' });
      }
    }
  }

  // XFA (7.15 / 8.10.1-t03).
  const acro = getDict(ctx, cat, 'AcroForm');
  const xfa = get(ctx, acro, 'XFA');
  if (xfa) {
    c.report('ua2:8.10.1-t03', { page: null, object: 'AcroForm', message: 'The form contains XFA' });
    const parts: PDFStream[] = [];
    if (xfa instanceof PDFStream) parts.push(xfa);
    else if (xfa instanceof PDFArray) for (const it of items(ctx, xfa)) if (it instanceof PDFStream) parts.push(it);
    const text = parts.map((s) => latin1(streamBytes(s) ?? new Uint8Array())).join('\n');
    // XML allows white space (and attributes) inside tags: `<dynamicRender\n>required</dynamicRender\n>`.
    if (/<dynamicRender(\s[^>]*)?>\s*required\s*<\/dynamicRender\s*>/.test(text)) {
      c.report('ua1:7.15-t01', { page: null, object: 'AcroForm XFA', message: 'The XFA form requires dynamic rendering' });
    }
  }

  // Object-level rules over every dictionary: indirect objects and the direct ones inside them.
  const embeddedSpecs = new Set<PDFDict>();
  const ef = getDict(ctx, getDict(ctx, cat, 'Names'), 'EmbeddedFiles');
  for (const [, v] of walkTree(ctx, ef, 'Names', 100_000)) {
    const spec = resolve(ctx, v);
    if (spec instanceof PDFDict) embeddedSpecs.add(spec);
  }
  for (const spec of embeddedSpecs) {
    if (!spec.has(N('Desc'))) c.report('ua2:8.14.1-t01', { page: null, object: `File specification ${getText(ctx, spec, 'UF') ?? getText(ctx, spec, 'F') ?? ''}`.trim(), message: 'An embedded file specification has no Desc' });
  }
  for (const { ref, dict, stream, nested } of allDicts(doc)) {
    const where = nested ? `(direct, in ${refLabel(ref)})` : refLabel(ref);
    if (dict.has(N('EF')) && (getName(ctx, dict, 'Type') === 'Filespec' || dict.has(N('F')) || dict.has(N('UF')))) {
      const f = getText(ctx, dict, 'F');
      const uf = getText(ctx, dict, 'UF');
      if (!f || !uf) c.report('ua1:7.11-t01', { page: null, object: `File specification ${where}`, message: `Embedded file specification lacks a non-empty ${!f && !uf ? 'F and UF' : !f ? 'F' : 'UF'}` });
    }
    if (stream && getName(ctx, dict, 'Subtype') === 'Form' && dict.has(N('Ref'))) {
      c.report('ua1:7.20-t01', { page: null, object: `XObject ${where}`, message: 'A reference XObject (form XObject with Ref) is present' });
    }
    if (getName(ctx, dict, 'S') === 'MCD' || (getName(ctx, dict, 'Type') === 'MediaClip' && getName(ctx, dict, 'S') !== 'MCS')) {
      if (!dict.has(N('CT'))) c.report('ua1:7.18.6.2-t01', { page: null, object: `Media clip ${where}`, message: 'The media clip data has no CT (content type)' });
      const alt = getArray(ctx, dict, 'Alt');
      const altItems = items(ctx, alt);
      if (!alt || altItems.length === 0 || altItems.length % 2 !== 0 || !altItems.some((x, i) => i % 2 === 1 && (textOf(x) ?? '') !== '')) {
        c.report('ua1:7.18.6.2-t02', { page: null, object: `Media clip ${where}`, message: 'The media clip data has no valid Alt array' });
      }
    }
    if (getName(ctx, dict, 'S') === 'GoTo' && dict.has(N('D')) && !dict.has(N('SD'))) {
      c.report('ua2:8.8-t02', { page: null, object: `Action ${where}`, message: 'A GoTo action has no structure destination (SD)' });
    }
  }

  // 8.6: text strings meant for people.
  const checkText = (v: PDFObject | undefined, object: string, page: number | null): void => {
    const t = textOf(v);
    if (t && hasPua(t)) c.report('ua2:8.6-t01', { page, object, message: 'A text string uses Private Use Area characters' });
  };
  const info = resolve(ctx, ctx.trailerInfo.Info as PDFObject | undefined);
  if (info instanceof PDFDict) for (const k of ['Title', 'Subject', 'Author', 'Keywords']) checkText(info.get(N(k)), `Info ${k}`, null);
  for (const p of doc.pages) for (const a of p.annots) for (const k of ['Contents', 'TU', 'T']) checkText(a.dict.get(N(k)), `Annot ${a.subtype} ${refLabel(a.ref)}`, p.number);
  // Form fields are named and described for people whether or not a page lists their widgets.
  const fields: PDFDict[] = [...items(ctx, getArray(ctx, getDict(ctx, cat, 'AcroForm'), 'Fields'))].filter((f): f is PDFDict => f instanceof PDFDict);
  const onPages = new Set<PDFDict>(doc.pages.flatMap((p) => p.annots.map((a) => a.dict)));
  const seenFields = new Set<PDFDict>();
  while (fields.length > 0 && seenFields.size < 100_000) {
    const field = fields.pop() as PDFDict;
    if (seenFields.has(field)) continue;
    seenFields.add(field);
    // Widgets a page lists were checked above.
    if (!onPages.has(field)) for (const k of ['T', 'TU', 'TM']) checkText(field.get(N(k)), `Form field ${getText(ctx, field, 'T') ?? ''}`.trim(), null);
    for (const kid of items(ctx, getArray(ctx, field, 'Kids'))) if (kid instanceof PDFDict) fields.push(kid);
  }

  // 8.8: outline destinations.
  let outline = getDict(ctx, getDict(ctx, cat, 'Outlines'), 'First');
  const seen = new Set<PDFDict>();
  const stack: PDFDict[] = [];
  while (outline && seen.size < 50_000) {
    if (seen.has(outline)) break;
    seen.add(outline);
    const title = getText(ctx, outline, 'Title') ?? '';
    if (title && hasPua(title)) c.report('ua2:8.6-t01', { page: null, object: `Outline item "${title}"`, message: 'An outline title uses Private Use Area characters' });
    const dest = internalDestination(doc, outline);
    if (dest && !isStructDestination(doc, dest)) c.report('ua2:8.8-t01', { page: null, object: `Outline item "${title}"`, message: 'The outline item destination is not a structure destination' });
    const first = getDict(ctx, outline, 'First');
    const next = getDict(ctx, outline, 'Next');
    if (first) {
      if (next) stack.push(next);
      outline = first;
    } else outline = next ?? stack.pop() ?? null;
  }
}

/**
 * Where a link annotation or outline item leads inside the document: its Dest, or else the
 * destination of its GoTo action (SD, which PDF 2.0 readers prefer, or else D).
 */
export function internalDestination(doc: DocModel, dict: PDFDict): PDFObject | undefined {
  const ctx = doc.ctx;
  const dest = get(ctx, dict, 'Dest');
  if (dest) return dest;
  const action = getDict(ctx, dict, 'A');
  if (getName(ctx, action, 'S') !== 'GoTo') return undefined;
  return get(ctx, action, 'SD') ?? get(ctx, action, 'D');
}

/** A destination whose first element is a structure element (PDF 2.0 structure destination). */
export function isStructDestination(doc: DocModel, dest: PDFObject): boolean {
  const ctx = doc.ctx;
  let d: PDFObject | undefined = resolve(ctx, dest);
  if (d instanceof PDFName || d instanceof PDFString || d instanceof PDFHexString) {
    const key = d instanceof PDFName ? d.decodeText() : (textOf(d) ?? '');
    d = undefined;
    const tree = getDict(ctx, getDict(ctx, doc.catalog, 'Names'), 'Dests');
    for (const [k, v] of walkTree(ctx, tree, 'Names', 200_000)) {
      if (textOf(k) === key) {
        d = resolve(ctx, v);
        break;
      }
    }
    if (!d) d = get(ctx, getDict(ctx, doc.catalog, 'Dests'), key);
    if (d instanceof PDFDict) d = get(ctx, d, 'D');
  }
  if (!(d instanceof PDFArray)) return true;
  const first = resolve(ctx, d.get(0));
  if (first instanceof PDFNumber) return true; // a page number: a remote destination
  return first instanceof PDFDict && getName(ctx, first, 'Type') !== 'Page' && first.has(N('S'));
}
