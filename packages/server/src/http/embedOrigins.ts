/**
 * `embedOrigins` (`curbcut serve --embed-origins`): the sites whose pages may frame the embed
 * entries, sent as their `frame-ancestors` beside `'self'`. Each must be an exact origin, since it
 * is written into a response header: a path, a wildcard or a character such as `;` could widen or
 * break the policy, so anything but scheme, host and port is refused by name.
 */

/** An `embedOrigins` value that is not an origin. `name` lets callers tell it from other failures. */
export class EmbedOriginError extends Error {
  constructor(
    message: string,
    /** The value as given. */
    readonly value: string,
  ) {
    super(message);
    this.name = 'EmbedOriginError';
  }
}

// After URL parsing a host is lower-case ASCII (IDNs in punycode) or a bracketed IPv6 address.
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/**
 * Checks each value and returns them normalised (`https://Portal.example.com:443/` becomes
 * `https://portal.example.com`), without repeats. Throws EmbedOriginError naming the first bad
 * value; `label` says where it came from (`embedOrigins`, or the CLI's `--embed-origins`).
 */
export function checkEmbedOrigins(values: readonly string[], label = 'embedOrigins'): string[] {
  const origins: string[] = [];
  for (const value of values) {
    const origin = originOf(value);
    if (origin === null) {
      throw new EmbedOriginError(
        `${label} value ${JSON.stringify(value)} is not an origin: give scheme, host and optional port only, such as https://portal.example.com.`,
        value,
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
  // `new URL` keeps a bare `?` or `#` out of search and hash; an origin has neither.
  if (/[?#]/.test(value)) return null;
  if (!HOST.test(url.host)) return null;
  return url.origin;
}
