/** `mountPdfReport(element, props)`: the PDF report viewer in any page, without React of its own. */
import type { MountedWidget } from '../buildReport/props';
import { mountWidget } from '../shell';
import { PdfReport } from './PdfReport';
import type { PdfReportApi, PdfReportProps } from './props';

/** Mounts a PDF report into `element`; commands sent before it is ready are queued. */
export function mountPdfReport(element: Element, props: PdfReportProps): MountedWidget<PdfReportProps> {
  return mountWidget<PdfReportApi, PdfReportProps>('mountPdfReport', PdfReport, element, props);
}
