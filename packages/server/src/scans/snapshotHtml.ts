/**
 * Points a stored page snapshot at its stored resources. The scanner serialises the page as it was
 * checked (scripts removed, a `<base>` naming the page) plus the stylesheets, images and fonts it
 * loaded; here every URL that has a stored copy (the proxy map) is replaced by the copy's
 * same-origin address, and every other URL is made absolute, so nothing resolves against the
 * snapshot's own address and nothing reaches the scanned site (the served page's CSP blocks it too).
 *
 * Plain string rewriting, not a DOM: the input is a browser's own serialisation (attributes quoted,
 * entities escaped), and the result is served sandboxed without scripts, so a missed URL costs a
 * missing image, never a security hole.
 */

/** Original absolute URL -> served URL. */
export type ProxyMap = Readonly<Record<string, string>>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function encodeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The absolute form of `url` against `base`, or null for what is not a fetchable URL. */
function absolute(url: string, base: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^(data|blob|javascript|mailto|tel|about):/i.test(trimmed)) return null;
  try {
    const resolved = new URL(trimmed, base);
    resolved.hash = '';
    return resolved.href;
  } catch {
    return null;
  }
}

/** The served copy of `url`, else its absolute form, else `url` untouched. */
function mapUrl(url: string, base: string, proxyMap: ProxyMap): string {
  const resolved = absolute(url, base);
  if (resolved === null) return url;
  return proxyMap[resolved] ?? resolved;
}

/**
 * Rewrites `url(...)` and `@import "..."` references of a stylesheet (or a style attribute) found
 * at `base`.
 */
export function rewriteCss(css: string, base: string, proxyMap: ProxyMap): string {
  return css
    .replace(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^"')\s][^)]*?))\s*\)/gi, (_m, dq?: string, sq?: string, bare?: string) => {
      const url = dq ?? sq ?? bare ?? '';
      return `url("${mapUrl(url, base, proxyMap).replace(/"/g, '%22')}")`;
    })
    .replace(/@import\s+(["'])([^"']+)\1/gi, (_m, _q: string, url: string) => `@import "${mapUrl(url, base, proxyMap).replace(/"/g, '%22')}"`);
}

/** Prefix of the attribute keeping a rewritten URL attribute's original value (`data-curbcut-src`). */
export const ORIGINAL_ATTRIBUTE_PREFIX = 'data-curbcut-';

/** The attributes whose URLs are rewritten; the viewer script maps selectors on them to the originals. */
export const URL_ATTRIBUTE_NAMES = ['src', 'href', 'poster', 'data', 'background', 'srcset', 'imagesrcset'] as const;

const URL_ATTRIBUTES = new RegExp(`(\\s)(${URL_ATTRIBUTE_NAMES.join('|')})(\\s*=\\s*)(?:"([^"]*)"|'([^']*)')`, 'gi');

function rewriteSrcset(value: string, base: string, proxyMap: ProxyMap): string {
  return value
    .split(/,(?=\s|$)/)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [mapUrl(url, base, proxyMap), ...descriptor].join(' ');
    })
    .join(', ');
}

/** The page's `<base href>` resolved against the page URL (the scanner writes one), else the page URL. */
function baseOf(html: string, pageUrl: string): string {
  const match = /<base\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html);
  const href = match ? decodeEntities(match[1] ?? match[2] ?? '') : '';
  return absolute(href, pageUrl) ?? pageUrl;
}

/**
 * The snapshot HTML with its resource URLs rewritten through `proxyMap`. `<base>` elements and
 * `<meta http-equiv="refresh">` are removed (one would move every URL back to the scanned site,
 * the other would navigate the snapshot away).
 */
export function rewriteSnapshotHtml(html: string, pageUrl: string, proxyMap: ProxyMap): string {
  const base = baseOf(html, pageUrl);
  return html
    .replace(/<base\b[^>]*>/gi, '')
    .replace(/<meta\b[^>]*http-equiv\s*=\s*["']?refresh[^>]*>/gi, '')
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi, (_m, open: string, css: string, close: string) => open + rewriteCss(css, base, proxyMap) + close)
    .replace(/(\s)style(\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi, (_m, space: string, eq: string, dq?: string, sq?: string) => {
      const css = decodeEntities(dq ?? sq ?? '');
      return `${space}style${eq}"${encodeAttribute(rewriteCss(css, base, proxyMap))}"`;
    })
    .replace(URL_ATTRIBUTES, (_m, space: string, name: string, eq: string, dq?: string, sq?: string) => {
      const value = decodeEntities(dq ?? sq ?? '');
      const lower = name.toLowerCase();
      const rewritten = lower === 'srcset' || lower === 'imagesrcset' ? rewriteSrcset(value, base, proxyMap) : mapUrl(value, base, proxyMap);
      // axe's selectors may name the original value (`img[src$="board.svg"]`): the viewer script
      // reads it from here.
      const original = rewritten === value ? '' : ` ${ORIGINAL_ATTRIBUTE_PREFIX}${lower}="${encodeAttribute(value)}"`;
      return `${space}${name}${eq}"${encodeAttribute(rewritten)}"${original}`;
    });
}
