/**
 * The error catalogue of spec 000 section 8, as data: what the user sees when a call fails. The
 * app applies the reaction (its toast queue, its router); keeping the decision here lets every
 * app and widget react the same way.
 */
import { isApiRequestError } from './errors';

/** How long an error toast stays, in milliseconds (spec 000 section 9). */
export const TOAST_DURATION_MS = 5000;

/** The toast text for server failures (spec 000 section 8, HTTP 500). */
export const GENERIC_ERROR_MESSAGE = 'There is something wrong, please try again later...';

/** The not-found page of the app and of public reports. */
export const NOT_FOUND_PATH = '/404';
/** The not-found page of public reports. */
export const PUBLIC_NOT_FOUND_PATH = '/public_report/404';

/** Query parameters an embedded view keeps when it is sent to the not-found page. */
const EMBED_PARAMS = ['minimal', 'redirect_source'] as const;

/** What to do about a failed call. */
export type ErrorReaction =
  | { kind: 'toast'; title: string; description?: string; timeoutMs: number }
  | { kind: 'navigate'; to: string }
  /** Expected, say nothing (for example signed out while the app starts). */
  | { kind: 'ignore' }
  /** Not in the catalogue: the caller shows it where it happened and it is reported. */
  | { kind: 'report' };

/** Where the failed call happened. */
export interface ErrorContext {
  /** 'init' for the calls made while the app starts (a 401 there only means signed out). */
  phase?: 'init' | 'action';
  /** True on /public_report/* pages. */
  publicReport?: boolean;
  /** The current location's query string; embedded views keep minimal and redirect_source. */
  search?: string;
}

/** Maps a failed call to the reaction the spec prescribes. */
export function errorReaction(error: unknown, context: ErrorContext = {}): ErrorReaction {
  if (!isApiRequestError(error)) return { kind: 'report' };
  if (error.kind === 'aborted') return { kind: 'ignore' };
  if (error.kind === 'timeout' || error.kind === 'network') {
    return { kind: 'toast', title: GENERIC_ERROR_MESSAGE, timeoutMs: TOAST_DURATION_MS };
  }
  const status = error.status ?? 0;
  if (status === 422) {
    return {
      kind: 'toast',
      title: error.body?.message ?? GENERIC_ERROR_MESSAGE,
      ...(error.body?.description ? { description: error.body.description } : {}),
      timeoutMs: TOAST_DURATION_MS,
    };
  }
  if (status >= 500) return { kind: 'toast', title: GENERIC_ERROR_MESSAGE, timeoutMs: TOAST_DURATION_MS };
  if (status === 404) return { kind: 'navigate', to: notFoundTarget(context) };
  if (status === 401 && context.phase === 'init') return { kind: 'ignore' };
  return { kind: 'report' };
}

function notFoundTarget(context: ErrorContext): string {
  const path = context.publicReport ? PUBLIC_NOT_FOUND_PATH : NOT_FOUND_PATH;
  const current = new URLSearchParams(context.search ?? '');
  const kept = new URLSearchParams();
  if (current.get('minimal') === 'true') {
    for (const name of EMBED_PARAMS) {
      const value = current.get(name);
      if (value !== null) kept.set(name, value);
    }
  }
  const qs = kept.toString();
  return qs ? `${path}?${qs}` : path;
}
