/**
 * Walks every page's content (and the form XObjects it paints) once, with a marked-content stack,
 * and records the facts the content rules need: untagged real content, artifact/tag nesting
 * errors, Lang values and their absence, fonts and character codes used, images outside
 * Figure/Formula, Private Use Area text, and form XObjects reused with MCIDs. Positions are
 * approximated from the current transformation and text matrices (good enough to highlight).
 */
import { PDFArray, PDFDict, PDFRef, PDFStream } from '@cantoo/pdf-lib';
import { lexContent, num } from './contentLexer';
import type { Operand } from './contentLexer';
import type { DocModel, PageInfo, Rect } from './document';
import { analyzeFont, isPua } from './fonts';
import type { FontInfo } from './fonts';
import { N, get, getDict, getName, getNumber, items, numbers, resolve, streamBytes, textOf } from './objects';
import { inheritedLang, parentTreeElement } from './structTree';
import type { StructNode } from './structTree';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function mul(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function boxOf(points: [number, number][]): Rect | null {
  if (points.length === 0) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return Number.isFinite(x0) ? [x0, y0, x1, y1] : null;
}

function lastFrame(frames: Frame[], test: (f: Frame) => boolean): Frame | undefined {
  for (let k = frames.length - 1; k >= 0; k--) if (test(frames[k] as Frame)) return frames[k];
  return undefined;
}

/** A marked-content frame. */
interface Frame {
  tag: string;
  mcid: number | null;
  owner: StructNode | null;
  lang: string | null;
  hasAlt: boolean;
  hasActualText: boolean;
}

export interface Located {
  page: number;
  rect: Rect | null;
}

export interface FontUse {
  info: FontInfo;
  ref: PDFRef | null;
  resName: string;
  codes: Set<number>;
  /** Codes shown in a rendering mode other than 3 (invisible). */
  renderedCodes: Set<number>;
  pages: Set<number>;
}

export interface ContentFacts {
  untagged: (Located & { kind: string })[];
  untaggedCount: number;
  artifactInTagged: (Located & { tag: string })[];
  taggedInArtifact: (Located & { tag: string })[];
  mcLangValues: (Located & { value: string })[];
  spanWithoutLang: (Located & { attr: 'ActualText' | 'Alt' | 'E' })[];
  textWithoutLang: Located[];
  puaWithoutAlt: Located[];
  nonTextOutsideFigure: (Located & { owner: StructNode })[];
  fonts: Map<PDFDict, FontUse>;
  /** Form XObjects with MCIDs painted more than once. */
  reusedMcidForms: { ref: PDFRef | null; uses: number }[];
  /** The walk hit its operation budget. */
  truncated: boolean;
}

const MAX_PER_LIST = 2000;

interface Gs {
  ctm: Matrix;
  font: FontInfo | null;
  fontDict: PDFDict | null;
  fontRef: PDFRef | null;
  fontRes: string;
  size: number;
  renderMode: number;
  leading: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  rise: number;
}

export function walkContent(doc: DocModel, opBudget = 30_000_000): ContentFacts {
  const ctx = doc.ctx;
  const facts: ContentFacts = {
    untagged: [],
    untaggedCount: 0,
    artifactInTagged: [],
    taggedInArtifact: [],
    mcLangValues: [],
    spanWithoutLang: [],
    textWithoutLang: [],
    puaWithoutAlt: [],
    nonTextOutsideFigure: [],
    fonts: new Map(),
    reusedMcidForms: [],
    truncated: false,
  };
  const fontCache = new Map<PDFDict, FontInfo>();
  const formUses = new Map<PDFStream, { ref: PDFRef | null; uses: number; hasMcid: boolean }>();
  // MCID-marked sequences begun so far: a form has MCIDs when walking it begins any, whether or
  // not the page (or another form sharing its stream key) already used the same numbers.
  let mcidMarks = 0;
  let opsLeft = opBudget;
  const catalogLang = doc.catalogLang;
  const struct = doc.struct;

  const push = <T>(list: T[], item: T): void => {
    if (list.length < MAX_PER_LIST) list.push(item);
  };

  const fontInfo = (dict: PDFDict): FontInfo => {
    let info = fontCache.get(dict);
    if (!info) {
      info = analyzeFont(ctx, dict);
      fontCache.set(dict, info);
    }
    return info;
  };

  let stmCache: Set<number> | null = null;
  const stmObjs = (): Set<number> => {
    if (!stmCache) {
      stmCache = new Set();
      for (const k of struct?.mcOwner.keys() ?? []) if (k.startsWith('s')) stmCache.add(Number(k.slice(1, k.indexOf(':'))));
    }
    return stmCache;
  };

  const ownerOf = (streamKey: string, structParents: number | null, mcid: number): StructNode | null => {
    if (!struct) return null;
    return struct.mcOwner.get(`${streamKey}:${mcid}`) ?? parentTreeElement(ctx, struct, structParents, mcid);
  };

  const walkStream = (
    data: Uint8Array,
    resources: PDFDict | null,
    page: PageInfo,
    streamKey: string,
    structParents: number | null,
    frames: Frame[],
    ctm0: Matrix,
    formStack: PDFStream[],
  ): void => {
    const gsStack: Gs[] = [];
    let gs: Gs = { ctm: ctm0, font: null, fontDict: null, fontRef: null, fontRes: '', size: 0, renderMode: 0, leading: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, rise: 0 };
    let tm: Matrix = IDENTITY;
    let tlm: Matrix = IDENTITY;
    let path: [number, number][] = [];
    const mcDepthAtStart = frames.length;
    const xobjects = getDict(ctx, resources, 'XObject');
    const fontsRes = getDict(ctx, resources, 'Font');
    const propsRes = getDict(ctx, resources, 'Properties');

    const context = (): { artifact: boolean; owner: StructNode | null; lang: string | null; alt: boolean } => {
      let artifact = false;
      let owner: StructNode | null = null;
      let lang: string | null = null;
      let alt = false;
      for (let k = frames.length - 1; k >= 0; k--) {
        const f = frames[k] as Frame;
        if (f.tag === 'Artifact') artifact = true;
        if (!owner && f.owner) owner = f.owner;
        if (lang === null && f.lang !== null) lang = f.lang;
        if (f.hasAlt || f.hasActualText) alt = true;
      }
      return { artifact, owner, lang, alt };
    };

    const ownerAltChain = (owner: StructNode | null): boolean => {
      for (let n = owner; n; n = n.parent) if (n.alt !== null || n.actualText !== null) return true;
      return false;
    };

    const realContent = (kind: string, rect: Rect | null): { owner: StructNode | null } => {
      const c = context();
      if (!c.artifact && !c.owner) {
        facts.untaggedCount++;
        push(facts.untagged, { page: page.number, rect, kind });
      }
      if (kind === 'image' && !c.artifact && c.owner && !c.alt && !ownerAltChain(c.owner)) {
        let inFigure = false;
        for (let n: StructNode | null = c.owner; n; n = n.parent) {
          if (n.std === 'Figure' || n.std === 'Formula' || n.stdNs === 'http://www.w3.org/1998/Math/MathML') inFigure = true;
        }
        if (!inFigure) push(facts.nonTextOutsideFigure, { page: page.number, rect, owner: c.owner });
      }
      return { owner: c.owner };
    };

    const showText = (str: Uint8Array, adjustments: number): void => {
      const font = gs.font;
      const trm = mul(mul([gs.size * gs.hScale, 0, 0, gs.size, 0, gs.rise], tm), gs.ctm);
      let advance = 0;
      const codes = font ? font.codes(str) : Array.from(str);
      for (const code of codes) {
        const w = font?.dictWidth(code) ?? 500;
        advance += (w / 1000) * gs.size + gs.charSpacing + (code === 32 ? gs.wordSpacing : 0);
      }
      advance = advance * gs.hScale - (adjustments / 1000) * gs.size * gs.hScale;
      const [x0, y0] = apply(trm, 0, -0.2);
      const [x1, y1] = apply(trm, gs.size > 0 ? advance / (gs.size * gs.hScale) : 0, 0.9);
      const rect = boxOf([
        [x0, y0],
        [x1, y1],
      ]);
      tm = mul([1, 0, 0, 1, advance, 0], tm);
      if (codes.length === 0) return;
      realContent('text', rect);
      const c = context();
      if (!catalogLang && c.lang === null && inheritedLang(c.owner) === null) push(facts.textWithoutLang, { page: page.number, rect });
      if (font && gs.fontDict) {
        let use = facts.fonts.get(gs.fontDict);
        if (!use) {
          use = { info: font, ref: gs.fontRef, resName: gs.fontRes, codes: new Set(), renderedCodes: new Set(), pages: new Set() };
          facts.fonts.set(gs.fontDict, use);
        }
        use.pages.add(page.number);
        for (const code of codes) {
          if (use.codes.size < 70_000) use.codes.add(code);
          if (gs.renderMode !== 3 && use.renderedCodes.size < 70_000) use.renderedCodes.add(code);
        }
        if (!c.artifact && !c.alt && !ownerAltChain(c.owner)) {
          for (const code of codes) {
            const u = font.unicode(code);
            if (u && [...u].some((ch) => isPua(ch.codePointAt(0) ?? 0))) {
              push(facts.puaWithoutAlt, { page: page.number, rect });
              break;
            }
          }
        }
      }
    };

    const propsOf = (op: Operand | undefined): Map<string, Operand> | PDFDict | null => {
      if (!op) return null;
      if (op.t === 'dict') return op.v;
      if (op.t === 'name' && propsRes) {
        const d = get(ctx, propsRes, op.v);
        return d instanceof PDFDict ? d : null;
      }
      return null;
    };

    const propText = (props: Map<string, Operand> | PDFDict | null, key: string): string | null => {
      if (!props) return null;
      if (props instanceof PDFDict) return textOf(get(ctx, props, key));
      const v = props.get(key);
      if (!v || v.t !== 'str') return null;
      const b = v.v;
      if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) {
        let s = '';
        for (let k = 2; k + 1 < b.length; k += 2) s += String.fromCharCode(((b[k] as number) << 8) | (b[k + 1] as number));
        return s;
      }
      return Buffer.from(b).toString('latin1');
    };

    const propNumber = (props: Map<string, Operand> | PDFDict | null, key: string): number | null => {
      if (!props) return null;
      if (props instanceof PDFDict) return getNumber(ctx, props, key);
      const v = props.get(key);
      return v && v.t === 'num' ? v.v : null;
    };

    for (const { op, args } of lexContent(data)) {
      if (--opsLeft <= 0) {
        facts.truncated = true;
        return;
      }
      switch (op) {
        case 'q':
          if (gsStack.length < 256) gsStack.push({ ...gs });
          break;
        case 'Q':
          gs = gsStack.pop() ?? gs;
          break;
        case 'cm':
          gs.ctm = mul([num(args[0], 1), num(args[1]), num(args[2]), num(args[3], 1), num(args[4]), num(args[5])], gs.ctm);
          break;
        case 'BT':
          tm = IDENTITY;
          tlm = IDENTITY;
          break;
        case 'Tf': {
          const nameOp = args[0];
          gs.size = num(args[1], 0);
          gs.font = null;
          gs.fontDict = null;
          gs.fontRef = null;
          if (nameOp && nameOp.t === 'name' && fontsRes) {
            const raw = fontsRes.get(N(nameOp.v));
            const fd = resolve(ctx, raw);
            if (fd instanceof PDFDict) {
              gs.font = fontInfo(fd);
              gs.fontDict = fd;
              gs.fontRef = raw instanceof PDFRef ? raw : null;
              gs.fontRes = nameOp.v;
            }
          }
          break;
        }
        case 'Tr':
          gs.renderMode = num(args[0]);
          break;
        case 'Tc':
          gs.charSpacing = num(args[0]);
          break;
        case 'Tw':
          gs.wordSpacing = num(args[0]);
          break;
        case 'Tz':
          gs.hScale = num(args[0], 100) / 100;
          break;
        case 'Ts':
          gs.rise = num(args[0]);
          break;
        case 'TL':
          gs.leading = num(args[0]);
          break;
        case 'Td':
          tlm = mul([1, 0, 0, 1, num(args[0]), num(args[1])], tlm);
          tm = tlm;
          break;
        case 'TD':
          gs.leading = -num(args[1]);
          tlm = mul([1, 0, 0, 1, num(args[0]), num(args[1])], tlm);
          tm = tlm;
          break;
        case 'Tm':
          tlm = [num(args[0], 1), num(args[1]), num(args[2]), num(args[3], 1), num(args[4]), num(args[5])];
          tm = tlm;
          break;
        case 'T*':
          tlm = mul([1, 0, 0, 1, 0, -gs.leading], tlm);
          tm = tlm;
          break;
        case 'Tj':
          if (args[0]?.t === 'str') showText(args[0].v, 0);
          break;
        case "'":
        case '"': {
          tlm = mul([1, 0, 0, 1, 0, -gs.leading], tlm);
          tm = tlm;
          const s = args[args.length - 1];
          if (s?.t === 'str') showText(s.v, 0);
          break;
        }
        case 'TJ': {
          const arr = args[0];
          if (arr?.t === 'arr') {
            let pending = 0;
            for (const el of arr.v) {
              if (el.t === 'num') pending += el.v;
              else if (el.t === 'str') {
                if (pending !== 0) {
                  tm = mul([1, 0, 0, 1, (-pending / 1000) * gs.size * gs.hScale, 0], tm);
                  pending = 0;
                }
                showText(el.v, 0);
              }
            }
          }
          break;
        }
        case 'm':
        case 'l':
          path.push(apply(gs.ctm, num(args[0]), num(args[1])));
          break;
        case 'c':
          path.push(apply(gs.ctm, num(args[4]), num(args[5])), apply(gs.ctm, num(args[0]), num(args[1])));
          break;
        case 'v':
        case 'y':
          path.push(apply(gs.ctm, num(args[2]), num(args[3])));
          break;
        case 're': {
          const x = num(args[0]);
          const y = num(args[1]);
          const w = num(args[2]);
          const h = num(args[3]);
          path.push(apply(gs.ctm, x, y), apply(gs.ctm, x + w, y + h), apply(gs.ctm, x + w, y), apply(gs.ctm, x, y + h));
          break;
        }
        case 'S':
        case 's':
        case 'f':
        case 'F':
        case 'f*':
        case 'B':
        case 'B*':
        case 'b':
        case 'b*':
          realContent('path', boxOf(path));
          path = [];
          break;
        case 'n':
          path = [];
          break;
        case 'sh':
          realContent('shading', null);
          break;
        case 'BI': {
          const rect = boxOf([apply(gs.ctm, 0, 0), apply(gs.ctm, 1, 1), apply(gs.ctm, 1, 0), apply(gs.ctm, 0, 1)]);
          realContent('image', rect);
          break;
        }
        case 'Do': {
          const nameOp = args[0];
          if (!nameOp || nameOp.t !== 'name' || !xobjects) break;
          const raw = xobjects.get(N(nameOp.v));
          const xo = resolve(ctx, raw);
          if (!(xo instanceof PDFStream)) break;
          const subtype = getName(ctx, xo.dict, 'Subtype');
          if (subtype === 'Image') {
            const rect = boxOf([apply(gs.ctm, 0, 0), apply(gs.ctm, 1, 1), apply(gs.ctm, 1, 0), apply(gs.ctm, 0, 1)]);
            realContent('image', rect);
          } else if (subtype === 'Form') {
            const use = formUses.get(xo) ?? { ref: raw instanceof PDFRef ? raw : null, uses: 0, hasMcid: false };
            use.uses++;
            formUses.set(xo, use);
            if (formStack.includes(xo) || formStack.length > 12) break;
            const bytes = streamBytes(xo);
            if (!bytes) break;
            const mArr = get(ctx, xo.dict, 'Matrix');
            const m = mArr instanceof PDFArray ? numbers(ctx, mArr) : [];
            const fm: Matrix = m.length === 6 ? (m as Matrix) : IDENTITY;
            const formSp = getNumber(ctx, xo.dict, 'StructParents');
            const ownKey = raw instanceof PDFRef && (formSp !== null || stmObjs().has(raw.objectNumber)) ? `s${raw.objectNumber}` : streamKey;
            const before = mcidMarks;
            walkStream(
              bytes,
              getDict(ctx, xo.dict, 'Resources') ?? resources,
              page,
              ownKey,
              formSp ?? structParents,
              frames,
              mul(fm, gs.ctm),
              [...formStack, xo],
            );
            if (mcidMarks > before) use.hasMcid = true;
          }
          break;
        }
        case 'BMC':
        case 'BDC': {
          const tagOp = args[0];
          const tag = tagOp && tagOp.t === 'name' ? tagOp.v : '';
          const props = op === 'BDC' ? propsOf(args[1]) : null;
          const mcid = propNumber(props, 'MCID');
          const lang = propText(props, 'Lang');
          const frame: Frame = {
            tag,
            mcid,
            owner: mcid !== null ? ownerOf(streamKey, structParents, mcid) : null,
            lang,
            hasAlt: propText(props, 'Alt') !== null,
            hasActualText: propText(props, 'ActualText') !== null,
          };
          const here: Located = { page: page.number, rect: null };
          if (lang !== null) push(facts.mcLangValues, { ...here, value: lang });
          const inArtifact = frames.some((f) => f.tag === 'Artifact');
          const inTagged = frames.some((f) => f.mcid !== null);
          if (tag === 'Artifact' && inTagged) push(facts.artifactInTagged, { ...here, tag: lastFrame(frames, (f) => f.mcid !== null)?.owner?.type ?? 'tagged content' });
          if (mcid !== null) {
            mcidMarks++;
            if (inArtifact) push(facts.taggedInArtifact, { ...here, tag: frame.owner?.type ?? tag });
          }
          if (tag === 'Span' && lang === null) {
            const inherited = frames.some((f) => f.lang !== null) || inheritedLang(lastFrame(frames, (f) => f.owner !== null)?.owner ?? null) !== null;
            if (!inherited && !catalogLang) {
              for (const attr of ['ActualText', 'Alt', 'E'] as const) {
                if (propText(props, attr) !== null) push(facts.spanWithoutLang, { ...here, attr });
              }
            }
          }
          if (frames.length < 512) frames.push(frame);
          break;
        }
        case 'EMC':
          if (frames.length > mcDepthAtStart) frames.pop();
          break;
        default:
          break;
      }
    }
    // Unbalanced BDC/BMC inside one stream do not leak into the next.
    frames.length = Math.min(frames.length, mcDepthAtStart);
  };

  for (const page of doc.pages) {
    if (opsLeft <= 0) break;
    const contents = get(ctx, page.dict, 'Contents');
    const streams: PDFStream[] = [];
    if (contents instanceof PDFStream) streams.push(contents);
    else if (contents instanceof PDFArray) {
      for (const s of items(ctx, contents)) if (s instanceof PDFStream) streams.push(s);
    }
    const parts: Uint8Array[] = [];
    for (const s of streams) {
      const b = streamBytes(s);
      if (b) parts.push(b, new Uint8Array([0x0a]));
    }
    const data = Buffer.concat(parts);
    const key = page.ref ? String(page.ref.objectNumber) : `p${page.number}`;
    walkStream(data, page.resources, page, key, page.structParents, [], IDENTITY, []);
  }
  for (const use of formUses.values()) if (use.hasMcid && use.uses > 1) facts.reusedMcidForms.push({ ref: use.ref, uses: use.uses });
  return facts;
}

