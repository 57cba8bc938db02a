/**
 * The viewer bench's document: a 500-page PDF of text (a heading and 60 lines a page, Helvetica,
 * numbers in every line so the content does not compress to nothing: about 3.1 MB), the same
 * bytes every run, with either page tree:
 * - 'flat': one /Pages node with 500 kids, as pdf-lib writes it. pdf.js 5.6 prefetches every kid of
 *   the top /Pages node when it looks a page up (Catalog.getPageDict), so opening such a file reads
 *   all 500 page dictionaries, spread over the whole file between the content streams;
 * - 'balanced': the same pages under /Pages nodes of at most 10 kids (a tree three levels deep),
 *   the shape producers such as Chromium's Skia write, where a page costs only its own path.
 */
import { PDFDict, PDFDocument, PDFName, PDFNumber, StandardFonts } from '@cantoo/pdf-lib';
import type { PDFRef } from '@cantoo/pdf-lib';
import { LINES, PAGES, PAGE_SIZE, lineY } from './layout';

const WORDS = 'accessible document structure reading order heading paragraph figure alternate text table header list item link annotation'.split(' ');

/** Kids per /Pages node of the balanced tree. */
const FANOUT = 10;

export type PageTree = 'flat' | 'balanced';

/** Regroups the document's pages under /Pages nodes of at most FANOUT kids. */
function balancePageTree(doc: PDFDocument): void {
  const ctx = doc.context;
  const rootRef = doc.catalog.get(PDFName.of('Pages')) as PDFRef;
  const root = ctx.lookup(rootRef, PDFDict);
  let level = doc.getPages().map((page) => ({ ref: page.ref, count: 1 }));
  while (level.length > FANOUT) {
    const next: { ref: PDFRef; count: number }[] = [];
    for (let i = 0; i < level.length; i += FANOUT) {
      const group = level.slice(i, i + FANOUT);
      const count = group.reduce((n, g) => n + g.count, 0);
      const ref = ctx.register(ctx.obj({ Type: 'Pages', Kids: group.map((g) => g.ref), Count: count }));
      for (const g of group) ctx.lookup(g.ref, PDFDict).set(PDFName.of('Parent'), ref);
      next.push({ ref, count });
    }
    level = next;
  }
  root.set(PDFName.of('Kids'), ctx.obj(level.map((l) => l.ref)));
  root.set(PDFName.of('Count'), PDFNumber.of(PAGES));
  for (const l of level) ctx.lookup(l.ref, PDFDict).set(PDFName.of('Parent'), rootRef);
}

/** The PDF's bytes. */
export async function generateViewerPdf(tree: PageTree): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let seed = 2026;
  const next = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let p = 1; p <= PAGES; p++) {
    const page = doc.addPage(PAGE_SIZE);
    page.drawText(`Chapter ${p}`, { x: 72, y: 730, size: 18, font });
    for (let line = 0; line < LINES; line++) {
      const words = Array.from({ length: 16 }, (_, i) => (i % 4 === 3 ? String(next()) : WORDS[Math.floor(next() / 65_536) % WORDS.length])).join(' ');
      page.drawText(`${line + 1}. ${words}`, { x: 72, y: lineY(line), size: 7, font });
    }
  }
  if (tree === 'balanced') balancePageTree(doc);
  return doc.save({ useObjectStreams: true });
}
