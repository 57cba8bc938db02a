/**
 * The bench document's layout, shared by the PDF generator (node) and the bench page (browser):
 * 500 US Letter pages of 60 text lines, and the issue rectangles round some of those lines.
 */
import type { PdfHighlight } from '../../../packages/widgets/src/pdfReport/viewer/types';

export const PAGES = 500;
export const LINES = 60;
export const PAGE_SIZE: [number, number] = [612, 792];

/** Baseline of text line `line` (from 0). */
export const lineY = (line: number): number => 700 - line * 11;

/** The rectangle round line `line` of a page (PDF user space). */
function lineRect(line: number): PdfHighlight['rect'] {
  return [68, lineY(line) - 2, 540, lineY(line) + 8];
}

/** The highlight the jump goes to (page 400), and 200 more across the document, in page order. */
export function benchHighlights(): { jump: PdfHighlight; steps: PdfHighlight[] } {
  const steps = Array.from({ length: 200 }, (_, i): PdfHighlight => {
    const page = 1 + Math.floor((i * (PAGES - 1)) / 199);
    return { id: `step-${i}`, page, rect: lineRect((i * 7) % LINES), active: false, label: `Issue ${i + 1}` };
  });
  return { jump: { id: 'jump', page: 400, rect: lineRect(30), active: false, label: 'Issue on page 400' }, steps };
}
