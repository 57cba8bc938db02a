/**
 * What the sign-in page says about a refused sign-in: the reason a form sign-in came back with
 * (`?error=...&retry_after=N`, see SIGN_IN_PAGE_ERRORS of @curbcut/core), or the server's own
 * message for an answer to the page's script. Same words either way.
 */
import { isApiRequestError } from '@curbcut/client';
import { SIGN_IN_MESSAGES, SIGN_IN_PAGE_ERRORS, tooManySignInAttemptsMessage } from '@curbcut/core';

/** Shown when the server does not say why sign-in failed. */
export const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/** The message for the sign-in page's `error` and `retry_after` query parameters; null without an error. */
export function signInPageErrorMessage(error: string | null, retryAfter: string | null): string | null {
  switch (error) {
    case null:
    case '':
      return null;
    case SIGN_IN_PAGE_ERRORS.invalidCredentials:
      return SIGN_IN_MESSAGES.invalidCredentials;
    case SIGN_IN_PAGE_ERRORS.tooManyAttempts: {
      const seconds = Number(retryAfter);
      return tooManySignInAttemptsMessage(Number.isFinite(seconds) && seconds > 0 ? seconds : 60);
    }
    case SIGN_IN_PAGE_ERRORS.busy:
      return SIGN_IN_MESSAGES.busy;
    default:
      return SIGN_IN_FAILED;
  }
}

/** The message for a failed sign-in call: the server's for a wrong password (401) or a wait (429). */
export function signInFailureMessage(failure: unknown): string {
  if (isApiRequestError(failure) && (failure.status === 401 || failure.status === 429)) return failure.body?.message ?? SIGN_IN_FAILED;
  return SIGN_IN_FAILED;
}
