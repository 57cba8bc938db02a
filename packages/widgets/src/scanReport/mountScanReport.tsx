/**
 * `mountScanReport(element, props)`: the website scan report in any page, without React of its own.
 * Like `mountBuildReport`: its own React root, commands queued until the widget is ready.
 */
import { createRoot } from 'react-dom/client';
import type { MountedWidget, WidgetCommand } from '../buildReport/props';
import { ScanReport } from './ScanReport';
import type { ScanReportApi, ScanReportProps } from './props';

/** Mounts a website scan report into `element`. */
export function mountScanReport(element: Element, props: ScanReportProps): MountedWidget<ScanReportProps> {
  if (!(element instanceof Element)) throw new TypeError('mountScanReport: element must be a DOM element.');
  const root = createRoot(element);
  let current = props;
  let api: ScanReportApi | null = null;
  const queued: WidgetCommand[] = [];
  const onApi = (next: ScanReportApi) => {
    api = next;
    for (const c of queued.splice(0)) next.command(c);
    current.onApi?.(next);
  };
  const render = () => root.render(<ScanReport {...current} onApi={onApi} />);
  render();
  return {
    update(next) {
      current = { ...current, ...next };
      render();
    },
    command(c) {
      if (api) api.command(c);
      else queued.push(c);
    },
    unmount() {
      api = null;
      root.unmount();
    },
  };
}
