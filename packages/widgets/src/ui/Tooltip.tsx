/**
 * Tooltips (react-aria): a short text on hover and keyboard focus, linked as a description. A
 * control that is unavailable stays focusable (aria-disabled, presses ignored) so keyboard users
 * can reach it and hear why, which a natively disabled button would not allow.
 */
import type { ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';

/** Wraps a focusable trigger with a tooltip. */
export function WithTooltip({ text, children }: { text: ReactNode; children: ReactNode }) {
  return (
    <TooltipTrigger delay={300}>
      {children}
      <Tooltip className="cc-tooltip" offset={6}>
        {text}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** A button that explains, in a tooltip, why it cannot be used. */
export function UnavailableButton({ children, reason, className }: { children: ReactNode; reason: string; className?: string }) {
  return (
    <WithTooltip text={reason}>
      <Button className={`cc-button ${className ?? ''} cc-unavailable`} aria-disabled="true" onPress={() => undefined}>
        {children}
      </Button>
    </WithTooltip>
  );
}
