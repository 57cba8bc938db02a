/**
 * Sign-in and session calls (`/api/v1/auth/*`). The session travels in the `curbcut_session` cookie
 * (HttpOnly, SameSite=Lax, 7 days).
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'curbcut_session';
/** Session lifetime (spec 000 section 9: the auth cookie lasts 7 days). */
export const SESSION_TTL_DAYS = 7;

/**
 * `POST /api/v1/auth/sign-in`, JSON or form-encoded. With `redirect` (a same-site path) a
 * successful sign-in answers 303 to it, so a plain HTML form works without script.
 */
export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320, description: 'Email address of the account; compared case-insensitively' }),
  password: Type.String({ minLength: 1, maxLength: 1024, description: 'Password of the account' }),
  redirect: Type.Optional(
    Type.String({
      maxLength: 2000,
      description:
        'Same-site path to go to after signing in: the answer is then a 303 to it (or back to the sign-in page with ' +
        '`error=invalid_credentials`, `error=too_many_attempts&retry_after=<seconds>` or `error=busy`), so a plain HTML ' +
        'form works without script',
    }),
  ),
});
export type SignInBody = Static<typeof SignInBody>;

/**
 * The `error=` codes a form sign-in (`redirect` given) sends the browser back to the sign-in page
 * with. `too_many_attempts` comes with `retry_after=<seconds>`; `busy` means every password check
 * slot was taken, so trying again in a second or two works.
 */
export const SIGN_IN_PAGE_ERRORS = {
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_attempts',
  busy: 'busy',
} as const;
export type SignInPageError = (typeof SIGN_IN_PAGE_ERRORS)[keyof typeof SIGN_IN_PAGE_ERRORS];

/** What a refused sign-in says; the server's 429 and the sign-in page use the same words. */
export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect.',
  busy: 'The server is busy signing people in. Try again in a moment.',
} as const;

/**
 * "Too many sign-in attempts. Try again in 3 minutes." for a wait of `seconds`: whole seconds under
 * a minute, else minutes rounded up, so the wait said is never shorter than the real one.
 */
export function tooManySignInAttemptsMessage(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const [count, unit] = wait < 60 ? [wait, 'second'] : [Math.ceil(wait / 60), 'minute'];
  return `Too many sign-in attempts. Try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}

/** The signed-in user as sign-in returns it. */
export const SignedInUser = Type.Object({
  id: Type.String({ description: 'User id (`usr_...`)' }),
  name: Type.String({ description: 'Display name' }),
  email: Type.String({ description: 'Email address, lower-cased' }),
});
export type SignedInUser = Static<typeof SignedInUser>;

/** Response of sign-in. */
export const SignInResponse = Type.Object({ user: CloneType(SignedInUser, { description: 'The user now signed in' }) });
export type SignInResponse = Static<typeof SignInResponse>;

/** Query of `GET /api/v1/auth/start-sso`. */
export const StartSsoQuery = Type.Object({
  redirection_url: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Same-site path to return to after signing in; default `/home`' }),
  ),
});
export type StartSsoQuery = Static<typeof StartSsoQuery>;
