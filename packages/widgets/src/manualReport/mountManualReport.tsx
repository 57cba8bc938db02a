/** `mountManualReport(element, props)`: the manual report in any page, without React of its own. */
import type { MountedWidget } from '../buildReport/props';
import { mountWidget } from '../shell';
import { ManualReport } from './ManualReport';
import type { ManualReportApi, ManualReportProps } from './props';

/** Mounts a manual report into `element`; commands sent before it is ready are queued. */
export function mountManualReport(element: Element, props: ManualReportProps): MountedWidget<ManualReportProps> {
  return mountWidget<ManualReportApi, ManualReportProps>('mountManualReport', ManualReport, element, props);
}
