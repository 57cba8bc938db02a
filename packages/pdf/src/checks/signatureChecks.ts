/**
 * PDF/UA-2 8.10.3.5: a graphic in the appearance of a signature field needs alternative text.
 * Appearance streams are not part of the page content, so they are walked here: the normal
 * appearance (every state of it) of each signature widget, and the form XObjects it paints. An
 * image (XObject or inline) counts as described when a marked-content sequence around it carries
 * Alt or ActualText, or when the widget's structure element has Alt. Vector paths are not taken
 * as graphics: every appearance draws its border with them.
 */
import { PDFDict, PDFStream } from '@cantoo/pdf-lib';
import { lexContent } from '../model/contentLexer';
import type { Operand } from '../model/contentLexer';
import type { AnnotInfo } from '../model/document';
import { N, get, getDict, getName, refLabel, resolve, streamBytes, textOf } from '../model/objects';
import { parentTreeObjectOwner } from '../model/structTree';
import type { CheckContext } from './context';

const MAX_DEPTH = 12;

/** Whether the widget belongs to a signature field (FT Sig, inherited from its parents). */
function isSignature(c: CheckContext, widget: PDFDict): boolean {
  let d: PDFDict | null = widget;
  for (let i = 0; d && i < 32; i++) {
    const ft = getName(c.doc.ctx, d, 'FT');
    if (ft !== null) return ft === 'Sig';
    d = getDict(c.doc.ctx, d, 'Parent');
  }
  return false;
}

/** The streams of the normal appearance: N itself, or each of its appearance states. */
function normalAppearances(c: CheckContext, widget: PDFDict): PDFStream[] {
  const n = resolve(c.doc.ctx, getDict(c.doc.ctx, widget, 'AP')?.get(N('N')));
  if (n instanceof PDFStream) return [n];
  if (!(n instanceof PDFDict)) return [];
  return [...n.values()].map((v) => resolve(c.doc.ctx, v)).filter((v): v is PDFStream => v instanceof PDFStream);
}

/** Counts the images a form stream paints outside any marked content with Alt or ActualText. */
function undescribedImages(c: CheckContext, form: PDFStream, seen: Set<PDFStream>, depth: number): number {
  const ctx = c.doc.ctx;
  if (seen.has(form) || depth > MAX_DEPTH) return 0;
  seen.add(form);
  const bytes = streamBytes(form);
  if (!bytes) return 0;
  const resources = getDict(ctx, form.dict, 'Resources');
  const xobjects = getDict(ctx, resources, 'XObject');
  const properties = getDict(ctx, resources, 'Properties');
  const describes = (op: Operand | undefined): boolean => {
    if (op?.t === 'dict') return ['Alt', 'ActualText'].some((k) => op.v.get(k)?.t === 'str');
    if (op?.t === 'name') {
      const d = getDict(ctx, properties, op.v);
      return textOf(get(ctx, d, 'Alt')) !== null || textOf(get(ctx, d, 'ActualText')) !== null;
    }
    return false;
  };
  const frames: boolean[] = [];
  let count = 0;
  for (const { op, args } of lexContent(bytes, 1_000_000)) {
    if (op === 'BMC') frames.push(false);
    else if (op === 'BDC') frames.push(describes(args[1]));
    else if (op === 'EMC') frames.pop();
    else if (op === 'BI' || op === 'Do') {
      if (frames.includes(true)) continue;
      if (op === 'BI') {
        count++;
        continue;
      }
      const name = args[0];
      const xo = name?.t === 'name' ? resolve(ctx, get(ctx, xobjects, name.v)) : undefined;
      if (!(xo instanceof PDFStream)) continue;
      const subtype = getName(ctx, xo.dict, 'Subtype');
      if (subtype === 'Image') count++;
      else if (subtype === 'Form') count += undescribedImages(c, xo, seen, depth + 1);
    }
  }
  return count;
}

export function checkSignatureAppearances(c: CheckContext): void {
  const { doc } = c;
  const struct = doc.struct;
  const ownerOf = (a: AnnotInfo): { alt: string | null } | null => (struct ? (struct.objOwner.get(a.dict) ?? parentTreeObjectOwner(doc.ctx, struct, a.structParent)) : null);
  for (const page of doc.pages) {
    for (const a of page.annots) {
      if (a.subtype !== 'Widget' || !isSignature(c, a.dict)) continue;
      if (ownerOf(a)?.alt) continue;
      const seen = new Set<PDFStream>();
      const images = normalAppearances(c, a.dict).reduce((n, s) => n + undescribedImages(c, s, seen, 0), 0);
      if (images > 0) {
        c.report('ua2:8.10.3.5-t01', { page: page.number, rect: a.rect, object: `Annot Widget ${refLabel(a.ref)}`, message: `The signature appearance shows ${images} image(s) without alternative text` });
      }
    }
  }
}
