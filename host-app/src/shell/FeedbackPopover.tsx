/**
 * 'Share feedback' in the sidebar: a popover with the side-navigation feedback form (thumbs, then
 * an optional text, then thanks). Escape closes it and focus goes back to the entry.
 */
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { MessageSquare } from 'lucide-react';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { NavMark } from './NavMark';
import { RailTooltip } from './RailTooltip';

/** The sidebar entry and its popover. */
export function FeedbackPopover({ open }: { open: boolean }) {
  return (
    <DialogTrigger>
      <RailTooltip label="Share feedback" show={!open} isReactAria>
        <Button className="nav-link nav-button">
          <NavMark icon={MessageSquare} />
          <span className={open ? undefined : 'visually-hidden'}>Share feedback</span>
        </Button>
      </RailTooltip>
      <Popover placement="end" className="popover feedback-popover">
        <Dialog className="popover-dialog" aria-labelledby="feedback-popover-title">
          <Heading slot="title" id="feedback-popover-title" className="popover-title">
            Share feedback
          </Heading>
          <FeedbackWidget kind="side-navigation" label="How is the Accessibility Dashboard working for you?" />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
