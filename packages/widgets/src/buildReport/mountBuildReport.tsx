/**
 * `mountBuildReport(element, props)`: the build report in any page, without React of its own. The
 * widget gets its own React root (and, inside, its own QueryClient, store and worker); commands sent
 * before it is ready are queued and delivered once it is.
 */
import { createRoot } from 'react-dom/client';
import { BuildReport } from './BuildReport';
import type { BuildReportApi, BuildReportProps, MountedWidget, WidgetCommand } from './props';

/** Mounts a build report into `element`. */
export function mountBuildReport(element: Element, props: BuildReportProps): MountedWidget<BuildReportProps> {
  if (!(element instanceof Element)) throw new TypeError('mountBuildReport: element must be a DOM element.');
  const root = createRoot(element);
  let current = props;
  let api: BuildReportApi | null = null;
  const queued: WidgetCommand[] = [];
  const onApi = (next: BuildReportApi) => {
    api = next;
    for (const c of queued.splice(0)) next.command(c);
    current.onApi?.(next);
  };
  const render = () => root.render(<BuildReport {...current} onApi={onApi} />);
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
