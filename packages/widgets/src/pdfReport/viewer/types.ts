/**
 * The contract between the `<PdfReport>` widget and its page viewer (`PdfPages`): the widget owns
 * the issues, the selection and the zoom; the viewer shows the document's pages with the issues'
 * rectangles on them and scrolls where the widget asks.
 */

/** A rectangle `[x0, y0, x1, y1]` in PDF user space (points, origin bottom-left of the page's media box). */
export type PdfRect = readonly [number, number, number, number];

/** One located issue drawn on its page. */
export interface PdfHighlight {
  id: string;
  /** Page number, from 1. */
  page: number;
  rect: PdfRect;
  /** The selected issue: drawn emphasised. */
  active: boolean;
  /** What the box stands for (kept as `title`; the widget lists the issues as text). */
  label: string;
}

/** What the viewer lets its host do. */
export interface PdfPagesHandle {
  /** Scrolls so that page `page` (from 1) is at the top of the scroller. */
  scrollToPage(page: number): void;
  /** Scrolls the highlight into view (centred) once its page has a size; no-op for an unknown id. */
  scrollToHighlight(id: string): void;
}

export interface PdfPagesProps {
  /** The file URL (server call `/api/pdf_scanner/reports/{id}/file`, answers byte ranges). */
  url: string;
  /** Embed/public token: sent as `Authorization: Bearer`; omitted: the same-origin cookie goes. */
  token?: string;
  /**
   * Zoom, 0.4 … 2 (the widget clamps; 0.6 by default in the spec). 1 is the page's real size:
   * one PDF point is 96/72 CSS px at scale 1, as in pdf.js's own viewer (`PDF_TO_CSS_UNITS`), so
   * a US Letter page is 816 CSS px wide at 100% and 490 px at the default 0.6.
   */
  scale: number;
  highlights: readonly PdfHighlight[];
  /** Called with the page (from 1) most in view, as the user scrolls. */
  onVisiblePageChange?: (page: number) => void;
  /** The document opened (page count). */
  onLoad?: (info: { pageCount: number }) => void;
  /** The document failed to open (the widget shows the spec's 'Unable to load PDF' state). */
  onLoadError: (error: Error) => void;
  /** Where cmaps/, standard_fonts/, iccs/ and wasm/ are served; default '/pdfjs/'. */
  assetsBase?: string;
  /** Accessible name of the scrolling region, e.g. 'PDF document, Price list.pdf'. */
  label: string;
}
