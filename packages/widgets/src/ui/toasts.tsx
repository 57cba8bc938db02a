/**
 * Each widget's own toast queue and region (react-aria-components' toast state), so two widgets on
 * a page never show each other's toasts. Toasts last the spec's 5000 ms; an action (Undo), a
 * contact-support link or a link to another site's page can ride along.
 */
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS } from '@curbcut/client';
import { TEXTS } from './texts';

/** What a toast shows. */
export interface WidgetToast {
  title: string;
  description?: string;
  tone: 'error' | 'success' | 'info';
  /** A button in the toast (Undo). */
  action?: { label: string; onAction: () => void };
  /** Shows a contact-support link after the description. */
  supportHref?: string;
  /** A link opening another site's page in a new tab (a filed ticket's View Issue). */
  link?: { label: string; href: string };
}

/** A widget's toast queue. */
export type WidgetToastQueue = ToastQueue<WidgetToast>;

/** Creates the queue of one widget instance. */
export function createToastQueue(): WidgetToastQueue {
  return new ToastQueue<WidgetToast>({ maxVisibleToasts: 3 });
}

/**
 * The spec's toast for a failed call (spec 001 section 8, spec 002 section 8): 'Oops! Something went
 * wrong.' / 'Please try again later. If this issue persists' and a contact-support link, the same
 * wherever an action fails.
 */
export function failureToast(supportHref: string): WidgetToast & { tone: 'error' } {
  return { title: TEXTS.failureTitle, description: TEXTS.failureDescription, supportHref, tone: 'error' };
}

/** Shows a toast for 5000 ms (or until closed when `sticky`). */
export function showToast(queue: WidgetToastQueue, toast: WidgetToast, options: { sticky?: boolean } = {}): void {
  queue.add(toast, options.sticky ? {} : { timeout: TOAST_DURATION_MS });
}

/**
 * The region where a widget's toasts appear, announced to screen readers politely (a status, not
 * react-aria's default alert: a toast confirms, it does not interrupt). A toast, Undo included,
 * stays while it holds focus or the pointer (react-aria pauses its timer; WCAG 2.2.1).
 */
export function Toasts({ queue }: { queue: WidgetToastQueue }) {
  return (
    <ToastRegion queue={queue} className="cc-toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`cc-toast cc-toast-${toast.content.tone}`}>
          <ToastContent className="cc-toast-content" role="status">
            <Text slot="title" className="cc-toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description || toast.content.supportHref ? (
              <Text slot="description" className="cc-toast-description">
                {toast.content.description}
                {toast.content.supportHref ? (
                  <>
                    {' '}
                    <a href={toast.content.supportHref}>contact support</a>.
                  </>
                ) : null}
              </Text>
            ) : null}
          </ToastContent>
          {toast.content.action ? (
            <Button
              className="cc-button cc-button-link"
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          {toast.content.link ? (
            <a className="cc-button cc-button-link" href={toast.content.link.href} target="_blank" rel="noopener noreferrer">
              {toast.content.link.label}
            </a>
          ) : null}
          <Button slot="close" className="cc-toast-close" aria-label="Close notification">
            <X className="cc-icon" aria-hidden="true" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
