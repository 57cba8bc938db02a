/** The PDF scanner's addresses (spec 002 section 2.2). */
export const PDF_SCANNER_PATH = '/pdf-scanner';

/** The viewer of one PDF report. */
export function pdfReportPath(reportId: string): string {
  return `${PDF_SCANNER_PATH}/report?id=${encodeURIComponent(reportId)}`;
}
