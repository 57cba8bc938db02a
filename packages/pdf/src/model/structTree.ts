/**
 * The logical structure tree, read once: structure elements with their types (as written and as
 * role-mapped to a standard type, PDF 1.7 RoleMap and PDF 2.0 namespaces alike), attributes,
 * marked-content and object references, and a path per element for messages.
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, PDFString, PDFHexString } from '@cantoo/pdf-lib';
import type { PDFContext, PDFObject } from '@cantoo/pdf-lib';
import { N, get, getArray, getDict, getName, getNumber, getText, items, nameText, resolve, walkTree } from './objects';

export const NS_PDF1 = 'http://iso.org/pdf/ssn';
export const NS_PDF2 = 'http://iso.org/pdf2/ssn';
export const NS_MATHML = 'http://www.w3.org/1998/Math/MathML';

/** Standard structure types of ISO 32000-1 (the PDF 1.7 namespace). */
export const PDF1_TYPES = new Set(
  (
    'Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 ' +
    'L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot ' +
    'Ruby RB RT RP Warichu WT WP Figure Formula Form'
  ).split(' '),
);

/** Standard structure types of ISO 32000-2 (the PDF 2.0 namespace); Hn is matched separately. */
export const PDF2_TYPES = new Set(
  (
    'Document DocumentFragment Part Sect Div Aside NonStruct P H Title FENote Sub Lbl Span Em Strong Link ' +
    'Annot Form Ruby RB RT RP Warichu WT WP L LI LBody Table TR TH TD THead TBody TFoot Caption Figure Formula Artifact'
  ).split(' '),
);

export function isStandardIn(ns: string, type: string): boolean {
  if (ns === NS_MATHML) return true;
  if (ns === NS_PDF2) return PDF2_TYPES.has(type) || /^H[1-9]\d*$/.test(type);
  if (ns === NS_PDF1) return PDF1_TYPES.has(type);
  return false;
}

/** A kid that is content: a marked-content sequence (MCID) on a page or in a form XObject. */
export interface McKid {
  kind: 'mc';
  mcid: number;
  /** Page object number, when known. */
  pageObj: number | null;
  /** Content stream (form XObject) object number for MCR with Stm. */
  stmObj: number | null;
}

/** A kid that references an object (annotation, XObject). */
export interface ObjKid {
  kind: 'obj';
  ref: PDFRef | null;
  dict: PDFDict | null;
  pageObj: number | null;
}

export type StructKid = StructNode | McKid | ObjKid;

export interface StructNode {
  kind: 'elem';
  dict: PDFDict;
  ref: PDFRef | null;
  /** The S entry as written. */
  type: string;
  /** Namespace URI (NS entry), or null for the default namespace. */
  ns: string | null;
  /** The standard type after role mapping, or null when none is reached. */
  std: string | null;
  /** Namespace of the standard type. */
  stdNs: string | null;
  parent: StructNode | null;
  kids: StructKid[];
  /** Element kids only, in order. */
  elems: StructNode[];
  path: string;
  /** Page object number from Pg (inherited). */
  pageObj: number | null;
  hasP: boolean;
  alt: string | null;
  actualText: string | null;
  e: string | null;
  lang: string | null;
  id: string | null;
  /** Attributes from A and C (class map), later entries win; owner-independent. */
  attrs: Map<string, PDFObject>;
  depth: number;
}

export interface MappingProblem {
  node: StructNode;
  problem: 'circular' | 'unmapped' | 'remappedStandard' | 'sameNamespace';
  detail: string;
}

export interface StructModel {
  root: PDFDict;
  /** Top-level elements (kids of the root). */
  top: StructNode[];
  /** Every element in document (depth-first) order. */
  all: StructNode[];
  byDict: Map<PDFDict, StructNode>;
  /** `${pageObj}:${mcid}` or `s${stmObj}:${mcid}` to the element owning it. */
  mcOwner: Map<string, StructNode>;
  /** Annotation / object dicts referenced by OBJR to their element. */
  objOwner: Map<PDFDict, StructNode>;
  /** ParentTree entries: key to array of elements (content) or one element (objects). */
  parentTree: Map<number, PDFObject | undefined>;
  mappingProblems: MappingProblem[];
  /** Elements whose kid list was cut short by limits or loops. */
  truncated: boolean;
  roleMap: PDFDict | null;
}

const MAX_ELEMENTS = 400_000;
const MAX_DEPTH = 400;

function textual(v: PDFObject | undefined): string | null {
  if (v instanceof PDFString || v instanceof PDFHexString) {
    try {
      return v.decodeText();
    } catch {
      return null;
    }
  }
  return null;
}

/** Resolves role mapping for one (type, namespace) pair. */
function mapType(
  ctx: PDFContext,
  roleMap: PDFDict | null,
  type: string,
  nsDict: PDFDict | null,
): { std: string | null; stdNs: string | null; problem: MappingProblem['problem'] | null; detail: string } {
  let curType = type;
  let curNs: PDFDict | null = nsDict;
  const seen = new Set<string>();
  for (let step = 0; step < 64; step++) {
    const nsUri = curNs ? (getText(ctx, curNs, 'NS') ?? '') : NS_PDF1;
    const key = `${nsUri}|${curType}`;
    if (seen.has(key)) return { std: null, stdNs: null, problem: 'circular', detail: `${type} maps in a circle` };
    seen.add(key);
    const standard = isStandardIn(nsUri, curType);
    // The next mapping step: RoleMapNS of the namespace, or the root RoleMap for the default namespace.
    let next: { type: string; ns: PDFDict | null } | null = null;
    if (curNs) {
      const rm = getDict(ctx, curNs, 'RoleMapNS');
      const target = rm ? get(ctx, rm, curType) : undefined;
      if (target instanceof PDFName) next = { type: nameText(target), ns: null };
      else if (target instanceof PDFArray) {
        const t = resolve(ctx, target.get(0));
        const nsd = resolve(ctx, target.get(1));
        if (t instanceof PDFName) next = { type: nameText(t), ns: nsd instanceof PDFDict ? nsd : null };
      }
    } else if (roleMap) {
      const target = get(ctx, roleMap, curType);
      if (target instanceof PDFName) next = { type: nameText(target), ns: null };
    }
    if (standard) {
      if (next && next.type === curType && (next.ns ?? null) === (curNs ?? null)) {
        // A type mapped to itself is a mapping circle of length one.
        return { std: curType, stdNs: nsUri, problem: 'circular', detail: `${type} is role mapped to itself` };
      }
      if (next) {
        // A standard type that is mapped again (ISO 14289-1 7.1 forbids remapping standard types).
        const toStd = isStandardIn(next.ns ? (getText(ctx, next.ns, 'NS') ?? '') : NS_PDF1, next.type);
        return {
          std: curType,
          stdNs: nsUri,
          problem: toStd && curNs ? null : 'remappedStandard',
          detail: `standard type ${curType} is remapped to ${next.type}`,
        };
      }
      return { std: curType, stdNs: nsUri, problem: null, detail: '' };
    }
    if (!next) return { std: null, stdNs: null, problem: 'unmapped', detail: `${type} is not mapped to a standard type` };
    curType = next.type;
    curNs = next.ns;
  }
  return { std: null, stdNs: null, problem: 'circular', detail: `${type} mapping does not terminate` };
}

/**
 * Where a namespaced type's role mapping comes back to a namespace it has left or stayed in, with
 * a different type (ISO 14289-2 8.2.4: types shall not be mapped to types of their own namespace),
 * as veraPDF follows it: through RoleMapNS only, namespaces compared by URI, and a return to the
 * same type left to the circular-mapping rule. Null when there is none.
 */
function sameNamespaceMapping(ctx: PDFContext, type: string, nsDict: PDFDict): string | null {
  const uriOf = (ns: PDFDict | null): string | null => (ns ? getText(ctx, ns, 'NS') : null);
  const seen = new Set<string>();
  const left = new Map<string, string>();
  let cur: { type: string; ns: PDFDict | null } = { type, ns: nsDict };
  for (let step = 0; step < 64 && cur.ns; step++) {
    const uri = uriOf(cur.ns) ?? '';
    seen.add(`${uri}|${cur.type}`);
    left.set(uri, cur.type);
    const rm = getDict(ctx, cur.ns, 'RoleMapNS');
    const target = rm ? get(ctx, rm, cur.type) : undefined;
    if (!(target instanceof PDFArray)) return null;
    const t = resolve(ctx, target.get(0));
    const nsd = resolve(ctx, target.get(1));
    if (!(t instanceof PDFName)) return null;
    const next = { type: nameText(t), ns: nsd instanceof PDFDict ? nsd : null };
    const nextUri = uriOf(next.ns);
    if (nextUri !== null && left.has(nextUri)) {
      return left.get(nextUri) !== next.type ? `${type} is role mapped to ${next.type} in the namespace of ${left.get(nextUri)} (${nextUri})` : null;
    }
    if (seen.has(`${nextUri ?? ''}|${next.type}`)) return null;
    cur = next;
  }
  return null;
}

function collectAttrs(ctx: PDFContext, into: Map<string, PDFObject>, v: PDFObject | undefined): void {
  const add = (o: PDFObject | undefined): void => {
    const d = resolve(ctx, o);
    const dict = d instanceof PDFDict ? d : d instanceof PDFStream ? d.dict : null;
    if (!dict) return;
    for (const [k, val] of dict.entries()) {
      const key = nameText(k);
      if (key === 'O') continue;
      into.set(key, resolve(ctx, val) ?? val);
    }
  };
  if (v instanceof PDFArray) for (const it of items(ctx, v)) add(it);
  else add(v);
}

/** Reads the structure tree of a catalog; null when there is none. */
export function readStructTree(ctx: PDFContext, catalog: PDFDict, pageObjNums: Set<number>): StructModel | null {
  const root = getDict(ctx, catalog, 'StructTreeRoot');
  if (!root) return null;
  const roleMap = getDict(ctx, root, 'RoleMap');
  const classMap = getDict(ctx, root, 'ClassMap');
  const model: StructModel = {
    root,
    top: [],
    all: [],
    byDict: new Map(),
    mcOwner: new Map(),
    objOwner: new Map(),
    parentTree: new Map(),
    mappingProblems: [],
    truncated: false,
    roleMap,
  };
  const mapCache = new Map<string, ReturnType<typeof mapType>>();
  const sameCache = new Map<string, string | null>();

  const pageOf = (v: PDFObject | undefined): number | null => {
    if (v instanceof PDFRef && pageObjNums.has(v.objectNumber)) return v.objectNumber;
    return null;
  };

  const make = (dict: PDFDict, ref: PDFRef | null, parent: StructNode | null, index: string, depth: number, pg: number | null): StructNode => {
    const sName = get(ctx, dict, 'S');
    const type = sName instanceof PDFName ? nameText(sName) : '';
    const nsDict = getDict(ctx, dict, 'NS');
    const nsUri = nsDict ? getText(ctx, nsDict, 'NS') : null;
    const cacheKey = `${nsUri ?? ''}|${type}|${nsDict ? 'ns' : ''}`;
    let mapped = mapCache.get(cacheKey);
    if (!mapped) {
      mapped = mapType(ctx, roleMap, type, nsDict);
      mapCache.set(cacheKey, mapped);
    }
    const attrs = new Map<string, PDFObject>();
    if (classMap) {
      const c = get(ctx, dict, 'C');
      const names = c instanceof PDFArray ? items(ctx, c) : c ? [c] : [];
      for (const nm of names) if (nm instanceof PDFName) collectAttrs(ctx, attrs, get(ctx, classMap, nameText(nm)));
    }
    collectAttrs(ctx, attrs, get(ctx, dict, 'A'));
    const node: StructNode = {
      kind: 'elem',
      dict,
      ref,
      type,
      ns: nsUri,
      std: mapped.std,
      stdNs: mapped.stdNs,
      parent,
      kids: [],
      elems: [],
      path: `${parent ? parent.path : ''}/${type || '?'}${index}`,
      pageObj: pageOf(dict.get(N('Pg'))) ?? pg,
      hasP: dict.has(N('P')),
      alt: textual(get(ctx, dict, 'Alt')),
      actualText: textual(get(ctx, dict, 'ActualText')),
      e: textual(get(ctx, dict, 'E')),
      lang: textual(get(ctx, dict, 'Lang')),
      id: textual(get(ctx, dict, 'ID')),
      attrs,
      depth,
    };
    if (mapped.problem) model.mappingProblems.push({ node, problem: mapped.problem, detail: mapped.detail });
    let same = sameCache.get(cacheKey);
    if (same === undefined) {
      same = nsDict ? sameNamespaceMapping(ctx, type, nsDict) : null;
      sameCache.set(cacheKey, same);
    }
    if (same) model.mappingProblems.push({ node, problem: 'sameNamespace', detail: same });
    return node;
  };

  const visited = new Set<PDFDict>();
  // Iterative depth-first walk (hostile trees can be deep).
  type Frame = { node: StructNode | null; kids: PDFObject[]; i: number; counts: Map<string, number>; depth: number; pg: number | null };
  const rootKids = get(ctx, root, 'K');
  const rootList = rootKids instanceof PDFArray ? rootKids.asArray() : rootKids !== undefined ? [root.get(N('K')) as PDFObject] : [];
  const stack: Frame[] = [{ node: null, kids: rootList, i: 0, counts: new Map(), depth: 0, pg: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.i >= frame.kids.length) {
      stack.pop();
      continue;
    }
    const raw = frame.kids[frame.i++] as PDFObject;
    const ref = raw instanceof PDFRef ? raw : null;
    const v = resolve(ctx, raw);
    const owner = frame.node;
    if (v instanceof PDFNumber) {
      if (owner) {
        const kid: McKid = { kind: 'mc', mcid: v.asNumber(), pageObj: owner.pageObj, stmObj: null };
        owner.kids.push(kid);
        if (kid.pageObj !== null) model.mcOwner.set(`${kid.pageObj}:${kid.mcid}`, owner);
      }
      continue;
    }
    if (!(v instanceof PDFDict)) continue;
    const typeName = getName(ctx, v, 'Type');
    if (typeName === 'MCR') {
      if (owner) {
        const stm = v.get(N('Stm'));
        const kid: McKid = {
          kind: 'mc',
          mcid: getNumber(ctx, v, 'MCID') ?? -1,
          pageObj: pageOf(v.get(N('Pg'))) ?? owner.pageObj,
          stmObj: stm instanceof PDFRef ? stm.objectNumber : null,
        };
        owner.kids.push(kid);
        if (kid.stmObj !== null) model.mcOwner.set(`s${kid.stmObj}:${kid.mcid}`, owner);
        else if (kid.pageObj !== null) model.mcOwner.set(`${kid.pageObj}:${kid.mcid}`, owner);
      }
      continue;
    }
    if (typeName === 'OBJR') {
      if (owner) {
        const objRaw = v.get(N('Obj'));
        const obj = resolve(ctx, objRaw);
        const dict = obj instanceof PDFDict ? obj : obj instanceof PDFStream ? obj.dict : null;
        owner.kids.push({ kind: 'obj', ref: objRaw instanceof PDFRef ? objRaw : null, dict, pageObj: pageOf(v.get(N('Pg'))) ?? owner.pageObj });
        if (dict) model.objOwner.set(dict, owner);
      }
      continue;
    }
    if (!v.has(N('S'))) continue;
    if (visited.has(v) || model.all.length >= MAX_ELEMENTS || frame.depth >= MAX_DEPTH) {
      model.truncated = true;
      continue;
    }
    visited.add(v);
    const sName = get(ctx, v, 'S');
    const t = sName instanceof PDFName ? nameText(sName) : '?';
    const count = (frame.counts.get(t) ?? 0) + 1;
    frame.counts.set(t, count);
    const node = make(v, ref, owner, `[${count}]`, frame.depth, frame.pg);
    model.all.push(node);
    model.byDict.set(v, node);
    if (owner) {
      owner.kids.push(node);
      owner.elems.push(node);
    } else model.top.push(node);
    const k = v.get(N('K'));
    const kr = resolve(ctx, k);
    const kids = kr instanceof PDFArray ? kr.asArray() : k !== undefined ? [k] : [];
    stack.push({ node, kids, i: 0, counts: new Map(), depth: frame.depth + 1, pg: node.pageObj });
  }

  for (const [key, value] of walkTree(ctx, getDict(ctx, root, 'ParentTree'), 'Nums')) {
    if (key instanceof PDFNumber) model.parentTree.set(key.asNumber(), value);
  }
  return model;
}

/** The element a ParentTree entry names for a content stream's MCID, if any. */
export function parentTreeElement(ctx: PDFContext, model: StructModel, structParents: number | null, mcid: number): StructNode | null {
  if (structParents === null) return null;
  const entry = resolve(ctx, model.parentTree.get(structParents));
  if (entry instanceof PDFArray) {
    const el = resolve(ctx, entry.get(mcid));
    return el instanceof PDFDict ? (model.byDict.get(el) ?? null) : null;
  }
  return null;
}

/** The element a ParentTree entry names for an object with StructParent. */
export function parentTreeObjectOwner(ctx: PDFContext, model: StructModel, structParent: number | null): StructNode | null {
  if (structParent === null) return null;
  const entry = resolve(ctx, model.parentTree.get(structParent));
  return entry instanceof PDFDict ? (model.byDict.get(entry) ?? null) : null;
}

/** The nearest Lang on the element or its ancestors. */
export function inheritedLang(node: StructNode | null): string | null {
  for (let n = node; n; n = n.parent) if (n.lang !== null) return n.lang;
  return null;
}

/** The standard types of an element's element kids, in order. */
export function kidTypes(node: StructNode): string[] {
  return node.elems.map((k) => k.std ?? k.type);
}

/** Message label of an element: `Figure at /Document[1]/Figure[1]`. */
export function elemLabel(node: StructNode): string {
  const shown = node.std && node.std !== node.type ? `${node.type} (${node.std})` : node.type;
  return `${shown} at ${node.path}`;
}

export { getArray };
