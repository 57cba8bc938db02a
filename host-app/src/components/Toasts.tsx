import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { X } from 'lucide-react';
import { toastQueue } from '../toasts';

/**
 * The region where the app's toasts appear (bottom right), announced to screen readers politely
 * (a status, not react-aria's default alert: a toast confirms, it does not interrupt). A toast
 * stays while it holds focus or the pointer (react-aria pauses its timer; WCAG 2.2.1).
 */
export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.tone}`}>
          <ToastContent className="toast-content" role="status">
            <Text slot="title" className="toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="toast-description">
                {toast.content.description}
              </Text>
            ) : null}
            {toast.content.action ? (
              <a className="toast-action" href={toast.content.action.href} target="_blank" rel="noopener noreferrer">
                {toast.content.action.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label="Close notification">
            <X className="icon" aria-hidden="true" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
