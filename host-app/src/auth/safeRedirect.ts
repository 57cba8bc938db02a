/**
 * Where sign-in may send the user back to. Only paths of this origin are accepted, so a crafted
 * `/sign-in?redirect=https://evil.example` link cannot use the sign-in page as an open redirect.
 */

/** Default destination after sign-in. */
export const HOME_PATH = '/home';

/**
 * The path (with query and hash) to return to after sign-in, or '/home' when `value` is missing,
 * leads to another origin, or points back at sign-in or the API.
 */
export function safeRedirectPath(value: string | null | undefined, origin: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin) return HOME_PATH;
  if (url.pathname === '/sign-in' || url.pathname === '/api' || url.pathname.startsWith('/api/')) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The server route that starts sign-in and comes back to `path` afterwards. */
export function startSignInUrl(path: string): string {
  return `/api/v1/auth/start-sso?redirection_url=${encodeURIComponent(path)}`;
}
