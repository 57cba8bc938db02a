/** The PDF report widget: the component, its mount function, and its public types and texts. */
export { PdfReport } from './PdfReport';
export { mountPdfReport } from './mountPdfReport';
export { PDF_TEXTS } from './texts';
export type { PdfReportProps, PdfReportApi, PdfReportEvent, PdfReportLinks, PdfNavigateTarget, PdfReportFeatures } from './props';
