/**
 * `/embed/pdf-report?reportId=&parentOrigin=&channel=[&token=]`: the PDF report's iframe entry of
 * the embed protocol (docs/embedding.md; the frame side is EmbedReportFrame). Its breadcrumb
 * becomes a `navigate` event to 'pdfList'.
 */
import { PdfReport } from '@curbcut/widgets';
import { EmbedReportFrame } from './EmbedReportFrame';

/** The embedded PDF report. */
export function EmbedPdfReportPage() {
  return <EmbedReportFrame widget="pdf-report" title="PDF report · Curbcut" render={(props) => <PdfReport {...props} minimal />} />;
}
