import { useEffect } from 'react';
import { Button, Heading } from 'react-aria-components';

/**
 * Whether `url` may be shown at all, and framed: only http(s) addresses are (a `javascript:` URL
 * from a misconfigured service must never become a link), and an http page cannot sit in an https
 * one, so it is offered as a link instead.
 */
export function schedulerDisplay(url: string, pageProtocol: string): 'frame' | 'link' | 'none' {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'none';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'none';
  return parsed.protocol === 'http:' && pageProtocol === 'https:' ? 'link' : 'frame';
}

/**
 * The RH_SCHEDULER outcome (spec 000 section 4.4): the demo request went through and the lead is
 * routed to a scheduler, shown in a frame titled 'Schedule a demo' with a new-tab link beside it
 * (a scheduler that refuses framing shows nothing the page could detect). A scheduler that cannot
 * be shown at all calls `onFailed`: the submit still counts as a success.
 */
export function SchedulerDialog({ url, onFailed, onClose }: { url: string; onFailed: () => void; onClose: () => void }) {
  const display = schedulerDisplay(url, window.location.protocol);

  useEffect(() => {
    if (display === 'none') onFailed();
  }, [display, onFailed]);

  if (display === 'none') return null;
  return (
    <>
      <Heading slot="title">Schedule a demo</Heading>
      <p>Your demo request is in. Pick a time that suits you and we will show you around.</p>
      {display === 'frame' ? <iframe className="scheduler-frame" title="Schedule a demo" src={url} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" /> : null}
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the scheduler in a new tab
        </a>
      </p>
      <div className="dialog-actions">
        <Button className="button" onPress={onClose}>
          Close
        </Button>
      </div>
    </>
  );
}
