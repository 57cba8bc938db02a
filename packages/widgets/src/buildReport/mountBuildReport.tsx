/** `mountBuildReport(element, props)`: the build report in any page, without React of its own. */
import { mountWidget } from '../shell';
import { BuildReport } from './BuildReport';
import type { BuildReportApi, BuildReportProps, MountedWidget } from './props';

/** Mounts a build report into `element`; commands sent before it is ready are queued. */
export function mountBuildReport(element: Element, props: BuildReportProps): MountedWidget<BuildReportProps> {
  return mountWidget<BuildReportApi, BuildReportProps>('mountBuildReport', BuildReport, element, props);
}
