/**
 * Mounting a report widget in any page, without React of its own (`mountBuildReport`,
 * `mountScanReport`): the widget gets its own React root (and, inside, its own QueryClient, store
 * and worker); commands sent before it is ready are queued and delivered once it is.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedWidget, WidgetCommand } from '../buildReport/props';

/** What every mountable widget's API offers. */
interface CommandApi {
  command(command: WidgetCommand): void;
}

/** Mounts `Widget` into `element`; `name` is the calling function, for the error message. */
export function mountWidget<A extends CommandApi, P extends { onApi?: (api: A) => void }>(
  name: string,
  Widget: ComponentType<P>,
  element: Element,
  props: P,
): MountedWidget<P> {
  if (!(element instanceof Element)) throw new TypeError(`${name}: element must be a DOM element.`);
  const root = createRoot(element);
  let current = props;
  let api: A | null = null;
  const queued: WidgetCommand[] = [];
  const onApi = (next: A) => {
    api = next;
    for (const c of queued.splice(0)) next.command(c);
    current.onApi?.(next);
  };
  const render = () => root.render(<Widget {...current} onApi={onApi} />);
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
