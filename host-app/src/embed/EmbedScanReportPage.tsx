/**
 * `/embed/scan-report?reportId=&parentOrigin=&channel=[&token=]`: the website scan report's iframe
 * entry of the embed protocol (docs/embedding.md; the frame side is EmbedReportFrame). Its
 * breadcrumbs become `navigate` events to 'scanList' / 'scan'.
 */
import { ScanReport } from '@curbcut/widgets';
import { EmbedReportFrame } from './EmbedReportFrame';

/** The embedded website scan report. */
export function EmbedScanReportPage() {
  return <EmbedReportFrame widget="scan-report" title="Website scan report · Curbcut" render={(props) => <ScanReport {...props} minimal />} />;
}
