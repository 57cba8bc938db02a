/**
 * Turns structure elements into highlight rectangles with pdf.js: per page, the text items and
 * painted images of each marked-content sequence (MCID), united per element. Only pages with
 * findings to locate are processed, within a time budget; failures leave targets null.
 */
import type { Rect } from './model/document';
import type { StructNode } from './model/structTree';
import type { DocModel } from './model/document';

type McRects = Map<number, Rect>;

function union(a: Rect | undefined, b: Rect): Rect {
  return a ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : b;
}

type Matrix = [number, number, number, number, number, number];

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

/** MCIDs (with their page) of an element and its descendants. */
export function mcidsOf(doc: DocModel, node: StructNode, limit = 2000): Map<number, number[]> {
  const byPage = new Map<number, number[]>();
  const stack: StructNode[] = [node];
  let n = 0;
  while (stack.length > 0 && n < limit) {
    const el = stack.pop() as StructNode;
    for (const k of el.kids) {
      if (k.kind === 'elem') stack.push(k);
      else if (k.kind === 'mc' && k.pageObj !== null && k.stmObj === null) {
        const page = doc.pageByObj.get(k.pageObj)?.number;
        if (page === undefined) continue;
        const list = byPage.get(page) ?? [];
        list.push(k.mcid);
        byPage.set(page, list);
        n++;
      }
    }
  }
  return byPage;
}

interface PdfJs {
  getDocument(src: Record<string, unknown>): { promise: Promise<PdfJsDoc>; destroy(): Promise<void> };
  OPS: Record<string, number>;
}
interface PdfJsDoc {
  getPage(n: number): Promise<PdfJsPage>;
  destroy(): Promise<void>;
}
interface PdfJsPage {
  getTextContent(o: { includeMarkedContent: boolean }): Promise<{ items: unknown[] }>;
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
}

let pdfjsPromise: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJs>;
  return pdfjsPromise;
}

async function pageRects(page: PdfJsPage, OPS: Record<string, number>): Promise<McRects> {
  const rects: McRects = new Map();
  const stack: (number | null)[] = [];
  const text = await page.getTextContent({ includeMarkedContent: true });
  for (const raw of text.items) {
    const it = raw as { type?: string; id?: string; transform?: number[]; width?: number; height?: number };
    if (it.type === 'beginMarkedContentProps' || it.type === 'beginMarkedContent') {
      const m = it.id ? /_mc(\d+)$/.exec(it.id) : null;
      stack.push(m ? Number(m[1]) : null);
    } else if (it.type === 'endMarkedContent') stack.pop();
    else if (it.transform && typeof it.width === 'number') {
      const mcid = [...stack].reverse().find((x) => x !== null);
      if (mcid === undefined || mcid === null) continue;
      const [, , , , e = 0, f = 0] = it.transform;
      const h = it.height ?? 0;
      rects.set(mcid, union(rects.get(mcid), [e, f - h * 0.2, e + it.width, f + h]));
    }
  }
  const ops = await page.getOperatorList();
  const mcStack: (number | null)[] = [];
  const ctmStack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const paint = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] ?? [];
    if (fn === OPS.save) ctmStack.push(ctm);
    else if (fn === OPS.restore) ctm = ctmStack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = mul(args.map(Number) as Matrix, ctm);
    else if (fn === OPS.beginMarkedContentProps) mcStack.push(typeof args[1] === 'number' ? args[1] : null);
    else if (fn === OPS.beginMarkedContent) mcStack.push(null);
    else if (fn === OPS.endMarkedContent) mcStack.pop();
    else if (paint.has(fn)) {
      const mcid = [...mcStack].reverse().find((x) => x !== null);
      if (mcid === undefined || mcid === null) continue;
      const pts = [
        [ctm[4], ctm[5]],
        [ctm[0] + ctm[4], ctm[1] + ctm[5]],
        [ctm[2] + ctm[4], ctm[3] + ctm[5]],
        [ctm[0] + ctm[2] + ctm[4], ctm[1] + ctm[3] + ctm[5]],
      ] as const;
      const r: Rect = [Math.min(...pts.map((p) => p[0])), Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[1]))];
      rects.set(mcid, union(rects.get(mcid), r));
    }
  }
  return rects;
}

/**
 * Rectangles for elements: `requests` maps each element to locate; the answer maps it to
 * `{ page, rect }` where found. Stops at `deadline` (epoch ms).
 */
export async function locateElements(doc: DocModel, nodes: StructNode[], deadline: number, maxPages = 60): Promise<Map<StructNode, { page: number; rect: Rect }>> {
  const out = new Map<StructNode, { page: number; rect: Rect }>();
  if (nodes.length === 0) return out;
  const wanted = new Map<number, { node: StructNode; mcids: number[] }[]>();
  for (const node of nodes) {
    const byPage = mcidsOf(doc, node);
    const first = [...byPage.entries()].sort((a, b) => a[0] - b[0])[0];
    if (!first) continue;
    const list = wanted.get(first[0]) ?? [];
    list.push({ node, mcids: first[1] });
    wanted.set(first[0], list);
  }
  if (wanted.size === 0) return out;
  let pdf: PdfJsDoc | null = null;
  try {
    const pdfjs = await loadPdfJs();
    const task = pdfjs.getDocument({ data: doc.bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0, stopAtErrors: false });
    pdf = await task.promise;
    const pages = [...wanted.keys()].sort((a, b) => a - b).slice(0, maxPages);
    for (const pageNo of pages) {
      if (Date.now() > deadline) break;
      const page = await pdf.getPage(pageNo);
      const rects = await pageRects(page, pdfjs.OPS);
      for (const { node, mcids } of wanted.get(pageNo) ?? []) {
        let r: Rect | undefined;
        for (const id of mcids) {
          const x = rects.get(id);
          if (x) r = union(r, x);
        }
        if (r) out.set(node, { page: pageNo, rect: r.map((v) => Math.round(v * 100) / 100) as Rect });
      }
    }
  } catch {
    // Locating is best effort: a file pdf.js cannot read keeps its issues without targets.
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
  return out;
}
