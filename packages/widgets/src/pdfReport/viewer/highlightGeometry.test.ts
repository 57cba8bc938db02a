/**
 * The highlight geometry against real pdf.js viewports: pages with /Rotate 0, 90, 180 and 270 and
 * a view box (CropBox) that does not start at 0,0, read by pdf.js itself from a small PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { highlightBox } from './highlightGeometry';
import type { PdfRect } from './types';

/** The page's visible area: 612 x 792 points starting at (100, 200) of a larger media box. */
const CROP = [100, 200, 712, 992] as const;
const ROTATIONS = [0, 90, 180, 270] as const;

/** A PDF of one page per rotation, each with media box [0 0 900 1200] and the crop box above. */
function rotatedPagesPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${ROTATIONS.length} /Kids [${ROTATIONS.map((_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
    ...ROTATIONS.map((r) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 900 1200] /CropBox [${CROP.join(' ')}] /Rotate ${r} /Resources << >> >>`),
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

let doc: PDFDocumentProxy;

beforeAll(async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  doc = await pdfjs.getDocument({ data: rotatedPagesPdf(), isEvalSupported: false, verbosity: 0 }).promise;
});

afterAll(async () => {
  await doc.destroy();
});

/** The box of `rect` on page `index` (0: no rotation, 1: 90, …) at `scale`, rounded to 1/1000 px. */
async function boxOn(index: number, rect: PdfRect, scale = 1) {
  const page = await doc.getPage(index + 1);
  const viewport = page.getViewport({ scale });
  const box = highlightBox(viewport, rect);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { box: { left: round(box.left), top: round(box.top), width: round(box.width), height: round(box.height) }, width: viewport.width, height: viewport.height };
}

// 50 x 20 points in the top-left corner of the visible area (the crop box), seen unrotated.
const TOP_LEFT: PdfRect = [CROP[0], CROP[3] - 20, CROP[0] + 50, CROP[3]];

describe('highlightBox', () => {
  it('reads the rotations and the crop box the test means', async () => {
    const pages = await Promise.all(ROTATIONS.map((_, i) => doc.getPage(i + 1)));
    expect(pages.map((p) => p.rotate)).toEqual([0, 90, 180, 270]);
    expect(pages.map((p) => p.view)).toEqual(ROTATIONS.map(() => [...CROP]));
  });

  it('puts a top-left rect at the top left of an unrotated page, measured from the crop box', async () => {
    const { box, width, height } = await boxOn(0, TOP_LEFT);
    expect([width, height]).toEqual([612, 792]);
    expect(box).toEqual({ left: 0, top: 0, width: 50, height: 20 });
  });

  it('turns it top right after 90 degrees (the page turns clockwise; width and height swap)', async () => {
    const { box, width, height } = await boxOn(1, TOP_LEFT);
    expect([width, height]).toEqual([792, 612]);
    expect(box).toEqual({ left: 792 - 20, top: 0, width: 20, height: 50 });
  });

  it('turns it bottom right after 180 degrees', async () => {
    const { box } = await boxOn(2, TOP_LEFT);
    expect(box).toEqual({ left: 612 - 50, top: 792 - 20, width: 50, height: 20 });
  });

  it('turns it bottom left after 270 degrees', async () => {
    const { box, width, height } = await boxOn(3, TOP_LEFT);
    expect([width, height]).toEqual([792, 612]);
    expect(box).toEqual({ left: 0, top: 612 - 50, width: 20, height: 50 });
  });

  it('scales with the viewport (CSS px per point = scale)', async () => {
    const mid: PdfRect = [300, 500, 400, 550];
    const { box } = await boxOn(0, mid, 1.5);
    // x from the crop box's left edge, y from its top edge (992), both times 1.5.
    expect(box).toEqual({ left: 200 * 1.5, top: (992 - 550) * 1.5, width: 150, height: 75 });
  });

  it('accepts the corners in either order', async () => {
    const flipped: PdfRect = [TOP_LEFT[2], TOP_LEFT[3], TOP_LEFT[0], TOP_LEFT[1]];
    expect((await boxOn(1, flipped)).box).toEqual((await boxOn(1, TOP_LEFT)).box);
  });
});
