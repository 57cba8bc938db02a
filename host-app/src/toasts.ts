/**
 * The app's toast queue (react-aria-components' toast state). One queue for the whole app, so
 * the error catalogue, mutations and pages all add to the same region.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { TOAST_DURATION_MS } from '@curbcut/client';

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  tone: 'error' | 'success' | 'info';
  /** A link the toast offers (opens in a new tab), for example 'View Issue'. */
  action?: { label: string; href: string };
}

/** The app's toasts; at most three are visible at once. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

/** Shows a toast for the spec's 5 s. */
export function showToast(content: ToastContent): void {
  toastQueue.add(content, { timeout: TOAST_DURATION_MS });
}
