/** `mountScanReport(element, props)`: the website scan report in any page, without React of its own. */
import type { MountedWidget } from '../buildReport/props';
import { mountWidget } from '../shell';
import { ScanReport } from './ScanReport';
import type { ScanReportApi, ScanReportProps } from './props';

/** Mounts a website scan report into `element`; commands sent before it is ready are queued. */
export function mountScanReport(element: Element, props: ScanReportProps): MountedWidget<ScanReportProps> {
  return mountWidget<ScanReportApi, ScanReportProps>('mountScanReport', ScanReport, element, props);
}
