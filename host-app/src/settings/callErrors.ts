/**
 * Failed calls of the settings, screen reader, design and feedback pages. The app's query client
 * already toasts what the error catalogue lists (422, 5xx, timeouts) and navigates on 404; the
 * rest (a 403 'Only group admins can change settings.', a 409, a 400 naming a field) is shown here,
 * with the server's own message, so no failure goes unannounced and none is announced twice.
 */
import { errorReaction, isApiRequestError } from '@curbcut/client';
import { showToast } from '../toasts';

/** The server's message for a failed call, or `fallback` when the answer carried none. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.body?.message ? error.body.message : fallback;
}

/** HTTP status of a failed call; null when no answer arrived or it is not an API error. */
export function statusOf(error: unknown): number | null {
  return isApiRequestError(error) ? error.status : null;
}

/** Toasts a failure the error catalogue leaves to the caller; mutations using it set `meta.showsOwnErrors`. */
export function toastUncataloguedError(error: unknown, fallback: string): void {
  if (errorReaction(error).kind !== 'report') return;
  showToast({ title: errorMessageOf(error, fallback), tone: 'error' });
}
