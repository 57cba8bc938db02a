/**
 * `mountSharePopover` renders the share popover into an element of a page that does not use
 * React, in the manner of the other `mount*` functions of @curbcut/widgets.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SharePopover, type SharePopoverProps } from './SharePopover';

/** What {@link mountSharePopover} returns. */
export interface MountedSharePopover {
  /** Re-renders with new props merged over the current ones. */
  update(props: Partial<SharePopoverProps>): void;
  /** Removes the popover and its trigger. */
  unmount(): void;
}

/** Renders the Share button and its popover into `element`. */
export function mountSharePopover(element: Element, props: SharePopoverProps): MountedSharePopover {
  if (!(element instanceof Element)) throw new Error('mountSharePopover: element must be a DOM element.');
  const root = createRoot(element);
  let current = props;
  const render = () =>
    root.render(
      <StrictMode>
        <SharePopover {...current} />
      </StrictMode>,
    );
  render();
  return {
    update(next) {
      current = { ...current, ...next };
      render();
    },
    unmount() {
      root.unmount();
    },
  };
}
