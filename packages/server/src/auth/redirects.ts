/** Redirect targets taken from query strings or forms: only same-site paths, never another host. */

/** Where users land when no (valid) target is given. */
export const DEFAULT_LANDING = '/home';

/** `value` when it is a same-site absolute path (`/x`, not `//host` or `/\host`), else `/home`. */
export function safeLocalPath(value: string | undefined): string {
  if (value === undefined || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_LANDING;
  if (/[\u0000-\u001f]/.test(value)) return DEFAULT_LANDING;
  return value;
}

/** The host app's sign-in page with a return path: `/sign-in?redirect=/home`. */
export function signInPage(redirect: string, error?: string): string {
  const target = encodeURIComponent(safeLocalPath(redirect)).replace(/%2F/g, '/');
  return `/sign-in?redirect=${target}${error ? `&error=${encodeURIComponent(error)}` : ''}`;
}

/**
 * `path` as a Location header value: spaces and non-ASCII characters percent-encoded (Node refuses
 * most of them in headers, which would fail the response), escapes already present kept.
 */
export function locationHeader(path: string): string {
  try {
    return path.replace(/[^\x21-\x7e]+/g, (run) => encodeURI(run));
  } catch {
    // A lone surrogate has no UTF-8 form.
    return DEFAULT_LANDING;
  }
}
