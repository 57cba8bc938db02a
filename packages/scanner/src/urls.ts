/**
 * URL rules of the scanner: one normal form for every URL it compares or reports, the pattern
 * language of include/exclude settings, and which links are worth a browser navigation.
 */

/**
 * The normal form of a page URL, or null when `input` is not an http(s) URL. Drops the fragment
 * (it never changes what the server sends), the default port and an empty `?`, lowercases the
 * scheme and host (WHATWG URL parsing does those two), and resolves `input` against `base` first.
 */
export function normaliseUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = base === undefined ? new URL(input.trim()) : new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  // WHATWG keeps a bare '?' in href; assigning the empty search drops it.
  if (url.search === '' || url.search === '?') url.search = '';
  return url.href;
}

/** True for http and https URLs (the only ones a scan navigates to). */
export function isHttpUrl(input: string): boolean {
  return normaliseUrl(input) !== null;
}

const patternCache = new Map<string, RegExp>();

function compilePattern(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (compiled === undefined) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`, 's');
    // Settings hold at most a few dozen patterns; the cap only guards a long-lived process.
    if (patternCache.size > 1000) patternCache.clear();
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

/**
 * Whether `url` matches an include/exclude `pattern` (core's ScanSettings): `*` matches any run of
 * characters (including none and `/`), the rest literally; a pattern starting with `/` is matched
 * against the path and query (`/blog/*`), any other against the whole normalised URL
 * (`https://example.com/shop/*`). The match is anchored at both ends.
 */
export function matchesPattern(url: string, pattern: string): boolean {
  const normal = normaliseUrl(url) ?? url;
  let subject = normal;
  if (pattern.startsWith('/')) {
    try {
      const parsed = new URL(normal);
      subject = parsed.pathname + parsed.search;
    } catch {
      return false;
    }
  }
  return compilePattern(pattern).test(subject);
}

/**
 * Whether `url` passes a scan's include and exclude lists: exclude wins; an empty include list
 * includes everything.
 */
export function passesPatterns(url: string, include: readonly string[], exclude: readonly string[]): boolean {
  if (exclude.some((p) => matchesPattern(url, p))) return false;
  return include.length === 0 || include.some((p) => matchesPattern(url, p));
}

/** File extensions that are never an HTML page: following such a link would only fetch a file. */
const NON_HTML_EXTENSIONS = new Set(
  (
    'pdf zip gz tgz bz2 xz rar 7z tar exe dmg msi pkg deb rpm apk iso img bin jar ' +
    'jpg jpeg png gif webp svg ico bmp tif tiff avif heic psd ' +
    'mp3 mp4 m4a m4v wav ogg oga ogv webm mov avi mkv flv wmv mpg mpeg aac flac ' +
    'doc docx xls xlsx ppt pptx odt ods odp rtf csv tsv txt xml json rss atom ' +
    'css js mjs map woff woff2 ttf otf eot epub mobi ics vcf'
  ).split(' '),
);

/**
 * Whether a link found on a page is worth navigating to as a page: http(s) only (so not mailto:,
 * tel:, javascript: or data:) and not an obvious file by its extension.
 */
export function isCrawlableLink(url: string): boolean {
  const normal = normaliseUrl(url);
  if (normal === null) return false;
  const path = new URL(normal).pathname;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  if (dot <= 0) return true;
  return !NON_HTML_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

/** Links a signed-in crawl must not follow: visiting them would end the session it depends on. */
const SIGN_OUT_PATH = /(^|[/_.-])(log[-_]?out|sign[-_]?out|logoff|log[-_]?off)([/_.?-]|$)/i;

/** Whether a URL looks like a sign-out link (left out of crawls that signed in). */
export function looksLikeSignOut(url: string): boolean {
  try {
    const parsed = new URL(url);
    return SIGN_OUT_PATH.test(parsed.pathname + parsed.search);
  } catch {
    return false;
  }
}

/** The origin of a URL (scheme, host, port), or null when it does not parse. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
