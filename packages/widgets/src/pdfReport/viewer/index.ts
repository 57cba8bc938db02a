/** The PDF page viewer of the `<PdfReport>` widget. */
export { CSS_PX_PER_POINT, PdfPages } from './PdfPages';
export { highlightBox } from './highlightGeometry';
export { PdfFileError } from './loadDocument';
export type { CssBox, ViewportLike } from './highlightGeometry';
export type { PdfHighlight, PdfPagesHandle, PdfPagesProps, PdfRect } from './types';
