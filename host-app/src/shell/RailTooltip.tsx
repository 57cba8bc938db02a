/**
 * The collapsed sidebar rail shows icons alone: each entry's name appears beside it in a tooltip on
 * hover and on keyboard focus (react-aria), not only as a `title` that keyboard users never see.
 */
import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';

type Trigger = ReactElement<DOMAttributes<HTMLElement>>;

/** Wraps a rail entry; `show` is false while the sidebar is open, where the name is visible text. */
export function RailTooltip({ label, show, children, isReactAria = false }: { label: string; show: boolean; children: Trigger; isReactAria?: boolean }) {
  if (!show) return children;
  return (
    <TooltipTrigger delay={300}>
      {/* A react-aria Button takes the trigger's props itself. A link goes through Focusable, whose
          types ask for a DOM element: react-router's NavLink renders one <a> and passes the DOM
          props and the ref on to it, so it is one as far as Focusable can tell. */}
      {isReactAria ? children : <Focusable>{children as ReactElement<DOMAttributes<HTMLElement>, 'a'>}</Focusable>}
      <Tooltip className="tooltip" placement="end" offset={8}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
