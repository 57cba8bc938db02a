/**
 * Annotation rules: tagging (Annot, Link, Form, artifacts), descriptions (Contents, Alt, TU),
 * tab order, forbidden types, link targets and form field values.
 */
import { PDFDict, PDFName } from '@cantoo/pdf-lib';
import type { AnnotInfo, PageInfo } from '../model/document';
import { N, get, getDict, getName, getText, refLabel } from '../model/objects';
import { elemLabel, inheritedLang, parentTreeObjectOwner } from '../model/structTree';
import type { StructNode } from '../model/structTree';
import type { CheckContext } from './context';
import { internalDestination, isStructDestination } from './documentChecks';
import { stdOf } from './tables';

const MARKUP = new Set(['Text', 'FreeText', 'Line', 'Square', 'Circle', 'Polygon', 'PolyLine', 'Highlight', 'Underline', 'Squiggly', 'StrikeOut', 'Caret', 'Stamp', 'Ink', 'FileAttachment', 'Redact', 'Sound']);

function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkAnnotations(c: CheckContext): void {
  const { doc } = c;
  const ctx = doc.ctx;
  const struct = doc.struct;
  const ownerOf = (a: AnnotInfo): StructNode | null => (struct ? (struct.objOwner.get(a.dict) ?? parentTreeObjectOwner(ctx, struct, a.structParent)) : null);
  const targetOf = new Map<StructNode, { key: string; annot: AnnotInfo }[]>();
  const byTarget = new Map<string, Set<StructNode>>();

  const fieldValue = (widget: PDFDict, key: string): string | null => {
    let d: PDFDict | null = widget;
    for (let i = 0; d && i < 32; i++) {
      const t = getText(ctx, d, key);
      if (t !== null) return t;
      d = getDict(ctx, d, 'Parent');
    }
    return null;
  };
  /**
   * The field's tooltip (TU). TU is not inherited and belongs to the field: a widget that is a kid
   * of its field (no T of its own) takes the TU of its Parent, and a TU on such a widget is ignored.
   */
  const fieldTooltip = (widget: PDFDict): string | null => {
    const parent = getDict(ctx, widget, 'Parent');
    const field = widget.has(N('T')) || !parent ? widget : parent;
    return getText(ctx, field, 'TU');
  };
  const fieldHas = (widget: PDFDict, key: string): boolean => {
    let d: PDFDict | null = widget;
    for (let i = 0; d && i < 32; i++) {
      if (d.has(N(key))) return true;
      d = getDict(ctx, d, 'Parent');
    }
    return false;
  };

  const pageTabs = (p: PageInfo): string | null => getName(ctx, p.dict, 'Tabs');

  for (const page of doc.pages) {
    if (page.annots.length > 0) {
      const tabs = pageTabs(page);
      if (tabs !== 'S') c.report('ua1:7.18.3-t01', { page: page.number, object: `Page ${page.number}`, message: `The page has annotations but Tabs is ${tabs ?? 'missing'} instead of S` });
      if (tabs !== 'S' && tabs !== 'A' && tabs !== 'W') c.report('ua2:8.9.3.3-t01', { page: page.number, object: `Page ${page.number}`, message: `The page has annotations but Tabs is ${tabs ?? 'missing'}` });
    }
    const [cx0, cy0, cx1, cy1] = page.cropBox;
    for (const a of page.annots) {
      const label = `Annot ${a.subtype || '?'} ${refLabel(a.ref)}`;
      const where = { page: page.number, object: label, rect: a.rect };
      const outside = a.rect ? a.rect[2] < cx0 || a.rect[0] > cx1 || a.rect[3] < cy0 || a.rect[1] > cy1 : false;
      const hidden = (a.flags & 2) === 2;
      const exempt = outside || hidden;
      const owner = ownerOf(a);
      const ownerType = owner ? stdOf(owner) : null;
      const isArtifact = ownerType === 'Artifact';
      const inStructure = owner !== null && !isArtifact;
      const contents = a.contents;
      const zeroSize = a.rect ? a.rect[2] - a.rect[0] === 0 && a.rect[3] - a.rect[1] === 0 : false;

      // PDF/UA-1.
      if (!['Widget', 'Popup', 'Link'].includes(a.subtype) && !exempt) {
        if (ownerType !== 'Annot' && owner?.type !== 'Annot') c.report('ua1:7.18.1-t01', { ...where, message: `${a.subtype} annotation is ${owner ? `nested in ${owner.type}` : 'not tagged'} instead of Annot` });
        if (!contents && !(owner?.alt)) c.report('ua1:7.18.1-t02', { ...where, message: `${a.subtype} annotation has neither Contents nor Alt` });
      }
      if (a.subtype === 'Widget' && !exempt) {
        const tu = fieldTooltip(a.dict);
        if (!tu && !owner?.alt) c.report('ua1:7.18.1-t03', { ...where, message: 'The form field has no TU (tooltip) and its widget no Alt' });
        if (ownerType !== 'Form') c.report('ua1:7.18.4-t01', { ...where, message: `The widget is ${owner ? `nested in ${owner.type}` : 'not tagged'} instead of Form` });
      }
      if (a.subtype === 'TrapNet') {
        if (!exempt) c.report('ua1:7.18.2-t01', { ...where, message: 'A TrapNet annotation is present' });
        c.report('ua2:8.9.2.4.15-t01', { ...where, message: 'A TrapNet annotation is present' });
      }
      if (a.subtype === 'Link' && !exempt) {
        if (ownerType !== 'Link') c.report('ua1:7.18.5-t01', { ...where, message: `The link is ${owner ? `nested in ${owner.type}` : 'not tagged'} instead of Link` });
        if (!contents) c.report('ua1:7.18.5-t02', { ...where, message: 'The link annotation has no Contents description' });
      }
      if (a.subtype === 'PrinterMark' && owner && !exempt) c.report('ua1:7.18.8-t01', { ...where, message: 'A PrinterMark annotation is in the structure tree' });
      if (contents !== null && !doc.catalogLang && !getText(ctx, a.dict, 'Lang') && inheritedLang(owner) === null) {
        c.report('ua1:7.2-t24', { ...where, message: 'The language of the annotation Contents cannot be determined' });
      }
      // The field's language is its Form element's own Lang (veraPDF reads no Lang inherited from ancestors here).
      if (a.subtype === 'Widget' && fieldTooltip(a.dict) !== null && !doc.catalogLang && !owner?.lang && !fieldValue(a.dict, 'Lang')) {
        c.report('ua1:7.2-t25', { ...where, message: 'The language of the form field TU cannot be determined' });
      }

      // PDF/UA-2.
      const invisible = (a.flags & 1) === 1;
      const noView = (a.flags & 32) === 32 && (a.flags & 256) === 0;
      if (!inStructure && !['Popup', 'PrinterMark'].includes(a.subtype) && !(a.subtype === 'Widget' && zeroSize) && !invisible && !noView) {
        c.report('ua2:8.9.2.1-t01', { ...where, message: `${a.subtype} annotation is not in the structure tree` });
      }
      if (inStructure && invisible) c.report('ua2:8.9.2.2-t01', { ...where, message: 'An invisible annotation is tagged instead of being an artifact' });
      if (inStructure && noView) c.report('ua2:8.9.2.2-t02', { ...where, message: 'A NoView annotation is tagged instead of being an artifact' });
      if (MARKUP.has(a.subtype)) {
        if (ownerType !== 'Annot') c.report('ua2:8.9.2.3-t01', { ...where, message: `Markup annotation ${a.subtype} is ${owner ? `in ${owner.type}` : 'not tagged'} instead of Annot` });
        const rc = getText(ctx, a.dict, 'RC') ?? (get(ctx, a.dict, 'RC') ? '' : null);
        if (rc !== null && contents !== null && plain(rc) !== plain(contents)) c.report('ua2:8.9.2.3-t02', { ...where, message: 'RC and Contents are not textually equivalent' });
      }
      if (a.subtype === 'Stamp' && !a.dict.has(N('Name')) && contents === null) c.report('ua2:8.9.2.4.7-t01', { ...where, message: 'The stamp has neither Name nor Contents' });
      if (a.subtype === 'Ink' && contents === null) c.report('ua2:8.9.2.4.8-t01', { ...where, message: 'The ink annotation has no Contents' });
      if (a.subtype === 'Popup' && inStructure) c.report('ua2:8.9.2.4.9-t01', { ...where, message: 'A Popup annotation is in the structure tree' });
      if (a.subtype === 'FileAttachment') {
        const fs = getDict(ctx, a.dict, 'FS');
        if (fs && !fs.has(N('AFRelationship'))) c.report('ua2:8.9.2.4.10-t01', { ...where, message: 'The attached file specification has no AFRelationship' });
      }
      if (a.subtype === 'Sound') c.report('ua2:8.9.2.4.11-t01', { ...where, message: 'A Sound annotation is present' });
      if (a.subtype === 'Movie') c.report('ua2:8.9.2.4.11-t02', { ...where, message: 'A Movie annotation is present' });
      if (a.subtype === 'Screen' && contents === null) c.report('ua2:8.9.2.4.12-t01', { ...where, message: 'The Screen annotation has no Contents' });
      if (a.subtype === 'Widget' && zeroSize && inStructure) c.report('ua2:8.9.2.4.13-t01', { ...where, message: 'A zero-size widget is tagged instead of being an artifact' });
      if (a.subtype === 'PrinterMark' && inStructure) c.report('ua2:8.9.2.4.14-t01', { ...where, message: 'A PrinterMark annotation is in the structure tree' });
      if (a.subtype === 'Watermark' && inStructure && ownerType !== 'Annot') c.report('ua2:8.9.2.4.16-t01', { ...where, message: `The watermark is in ${owner?.type ?? '?'} instead of Annot` });
      if (a.subtype === '3D' && contents === null) c.report('ua2:8.9.2.4.19-t01', { ...where, message: 'The 3D annotation has no Contents' });
      if (a.subtype === 'RichMedia' && contents === null) c.report('ua2:8.9.2.4.19-t02', { ...where, message: 'The RichMedia annotation has no Contents' });
      if (contents !== null && owner?.alt != null && contents !== owner.alt) c.report('ua2:8.9.4.2-t01', { ...where, message: 'Contents and the structure element Alt differ' });
      if (a.subtype === 'Widget') {
        if (owner && !isArtifact && ownerType !== 'Form') c.report('ua2:8.10.1-t01', { ...where, message: `The widget is in ${owner.type} instead of Form` });
        const hasLbl = owner ? owner.elems.some((k) => stdOf(k) === 'Lbl') : false;
        if (!hasLbl && contents === null) c.report('ua2:8.10.2.3-t01', { ...where, message: 'The widget has neither a label nor Contents' });
        if (a.dict.has(N('AA')) && contents === null) c.report('ua2:8.10.2.3-t02', { ...where, message: 'The widget has additional actions (AA) but no Contents' });
        const ft = (() => {
          let d: PDFDict | null = a.dict;
          for (let i = 0; d && i < 32; i++) {
            const v = getName(ctx, d, 'FT');
            if (v) return v;
            d = getDict(ctx, d, 'Parent');
          }
          return null;
        })();
        if (ft === 'Tx' && fieldHas(a.dict, 'RV')) {
          const rv = fieldValue(a.dict, 'RV');
          const v = fieldValue(a.dict, 'V');
          if (v === null || plain(rv ?? '') !== plain(v)) c.report('ua2:8.10.3.3-t01', { ...where, message: 'The text field RV has no equivalent V' });
        }
      }
      if (a.subtype === 'Link') {
        if (ownerType !== 'Link' && ownerType !== 'Reference') c.report('ua2:8.2.5.20-t01', { ...where, message: `The link is ${owner ? `in ${owner.type}` : 'not tagged'} instead of Link or Reference` });
        const dest = internalDestination(doc, a.dict);
        if (dest && !isStructDestination(doc, dest)) c.report('ua2:8.8-t01', { ...where, message: 'The link destination is not a structure destination' });
        const action = getDict(ctx, a.dict, 'A');
        const uri = getText(ctx, action, 'URI');
        // The destination a reader follows: a structure destination (SD) before the page one (D).
        const d = dest ?? get(ctx, action, 'D');
        const target = uri ? `uri:${uri}` : d ? `dest:${d instanceof PDFName ? d.decodeText() : String(d)}` : null;
        if (owner && target) {
          const list = targetOf.get(owner) ?? [];
          list.push({ key: target, annot: a });
          targetOf.set(owner, list);
          const set = byTarget.get(target) ?? new Set();
          set.add(owner);
          byTarget.set(target, set);
        }
      }
    }
  }
  for (const [owner, list] of targetOf) {
    const first = list[0];
    const other = list.find((x) => x.key !== first?.key);
    if (first && other) {
      c.report('ua2:8.2.5.20-t02', { page: other.annot.page, object: elemLabel(owner), rect: other.annot.rect, message: 'Link annotations with different targets share one structure element' });
    }
  }
  for (const [target, owners] of byTarget) {
    if (owners.size > 1) {
      const first = [...owners][0] as StructNode;
      c.report('ua2:8.2.5.20-t03', { outcome: 'needsReview', elem: first, object: elemLabel(first), message: `Links to ${target.replace(/^(uri|dest):/, '')} are in ${owners.size} structure elements: check whether they read as one link` });
    }
  }
  if (struct) {
    for (const n of struct.all) {
      if (stdOf(n) !== 'Form') continue;
      const widgets = n.kids.filter((k) => k.kind === 'obj' && k.dict && getName(ctx, k.dict, 'Subtype') === 'Widget').length;
      if (widgets > 1) c.report('ua2:8.10.1-t02', { elem: n, object: elemLabel(n), message: `The Form element contains ${widgets} widget annotations` });
      if (!n.attrs.has('Role') && !(n.kids.length === 1 && widgets === 1)) {
        c.report('ua1:7.18.4-t02', { elem: n, object: elemLabel(n), message: 'The Form element has no Role attribute and does not contain exactly one widget annotation' });
      }
    }
  }
}
