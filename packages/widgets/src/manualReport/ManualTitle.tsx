/**
 * The manual report's h1. A name over 100 characters (spec 002 section 9) is cut to one line on
 * screen and shown whole in a tooltip. The tooltip needs a focusable trigger to reach keyboard
 * users, so the long heading's text sits in a button (as the severity pills do); the h1 still holds
 * the whole text, which screen readers read as the heading.
 */
import { Button } from 'react-aria-components';
import { WithTooltip } from '../ui/Tooltip';

/** Names longer than this are truncated on screen, the full name in a tooltip. */
export const NAME_TOOLTIP_ABOVE = 100;

/** The heading `text` of a report called `name`. */
export function ManualTitle({ text, name }: { text: string; name: string }) {
  if (name.length <= NAME_TOOLTIP_ABOVE) return <h1 className="cc-heading cc-break">{text}</h1>;
  return (
    <h1 className="cc-heading cc-manual-heading-long">
      <WithTooltip text={text}>
        <Button className="cc-manual-heading-name">{text}</Button>
      </WithTooltip>
    </h1>
  );
}
