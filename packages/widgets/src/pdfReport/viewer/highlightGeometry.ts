/**
 * Where an issue's rectangle (PDF user space) lands on a rendered page (CSS px from the page box's
 * top-left corner). pdf.js's PageViewport holds the whole mapping: the view box (CropBox) offset,
 * the page's /Rotate, /UserUnit, the y flip and the scale, so nothing here redoes that arithmetic.
 */
import type { PdfRect } from './types';

/** What the geometry needs of a pdf.js `PageViewport`. */
export interface ViewportLike {
  convertToViewportRectangle(rect: number[]): number[];
}

/** A box in CSS px relative to the page box. */
export interface CssBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The CSS box of `rect` on a page rendered with `viewport`. */
export function highlightBox(viewport: ViewportLike, rect: PdfRect): CssBox {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = viewport.convertToViewportRectangle([...rect]);
  // The corners come back in whatever order the rotation left them in.
  return { left: Math.min(x0, x1), top: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
}
