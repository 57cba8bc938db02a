/** What the scan report's parts read beside the shared widget context (`useWidget`). */
import type { ScanRunMeta } from '@curbcut/core';
import type { ReportData } from '../buildReport/useReportData';
import type { ScanReportLinks, ScanReportProps } from './props';

/** The scan report's own state, handed down from `<ScanReport>`. */
export interface ScanView {
  data: ReportData;
  /** Null offline, or when the scan meta could not be read. */
  scanRun: ScanRunMeta | null;
  /** The host's links; in the minimal view they only ride along in `navigate` events. */
  links: ScanReportLinks;
  minimal: boolean;
  source: ScanReportProps['source'];
}
