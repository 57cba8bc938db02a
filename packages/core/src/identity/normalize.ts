/**
 * Normalisers behind issue identity (docs/decisions/0003-issue-identity.md). Two runs of the same
 * page differ in strings nobody chose: framework-generated ids, CSS-in-JS hashes, bundle hashes,
 * dev-server ports, timestamps, cache busters. Each is replaced by a placeholder in `{braces}`
 * before whitespace is collapsed, so equal elements give equal text. Steps run in the order listed;
 * changing any of them changes fingerprints and needs a new FINGERPRINT_VERSION.
 */

/** One replacement step: a pattern and what it becomes. */
interface Step {
  name: string;
  pattern: RegExp;
  replace: string | ((match: string, ...groups: string[]) => string);
  /**
   * Text a match always contains, one of these (case as written): a text with none cannot match,
   * so the step is skipped without running the pattern. Most steps look for framework names a
   * snippet rarely has, and a substring test costs a small part of a pattern scan.
   */
  needs: readonly string[];
}

const CACHE_BUSTER_PARAMS = 'v|ver|version|t|ts|_|cb|cachebust|cachebuster|cache|bust|nocache|rev|hash|timestamp';
const ASSET_EXTENSIONS = 'js|mjs|cjs|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|map';

/**
 * The steps, in order. Specific shapes (UUIDs, dates) run before general ones (hex runs) so a UUID
 * is not half-eaten as hex first.
 */
const STEPS: readonly Step[] = [
  { name: 'uuid', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, replace: '{uuid}', needs: ['-'] },
  {
    name: 'iso date and time',
    pattern: /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
    replace: '{date}',
    needs: ['-'],
  },
  { name: 'slashed date', pattern: /\b(?:\d{4}\/\d{1,2}\/\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})\b/g, replace: '{date}', needs: ['/'] },
  { name: 'clock time', pattern: /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\b/g, replace: '{time}', needs: [':'] },
  { name: 'epoch timestamp', pattern: /\b1\d{9}(?:\d{3})?\b/g, replace: '{ts}', needs: ['1'] },
  { name: 'url port', pattern: /(\/\/[^/\s"'?#:<>]+):\d{2,5}(?=[/\s"'?#<>)]|$)/g, replace: '$1', needs: ['//'] },
  {
    name: 'cache-buster parameter',
    pattern: new RegExp(`((?:\\?|&amp;|&)(?:${CACHE_BUSTER_PARAMS}))=[^&#"'\\s<>)]*`, 'gi'),
    replace: '$1={cb}',
    needs: ['='],
  },
  { name: 'nonce and integrity', pattern: /\b(nonce|integrity)=(["'])[^"']*\2/gi, replace: '$1=$2{hash}$2', needs: ['='] },
  { name: 'ember id', pattern: /\bember\d+\b/g, replace: 'ember{id}', needs: ['ember'] },
  { name: 'react-aria id', pattern: /\breact-aria-?\d+/g, replace: 'react-aria-{id}', needs: ['react-aria'] },
  { name: 'react useId', pattern: /(\\?:|«|\b_)r(?=[0-9a-z]*\d)[0-9a-z]+(\\?:|»|_)/g, replace: '$1r{id}$2', needs: [':', '«', '_'] },
  {
    name: 'component-library id',
    pattern: /\b(mui|radix|downshift|ui-id|gwt-uid|headlessui(?:-[a-z]+)+|(?:mat|cdk)(?:-[a-z]+)+)-\d+\b/g,
    replace: '$1-{id}',
    needs: ['mui-', 'radix-', 'downshift-', 'ui-id-', 'gwt-uid-', 'headlessui-', 'mat-', 'cdk-'],
  },
  {
    name: 'legacy framework id',
    pattern: /\b(yui_|ext-gen|ext-comp-|__BVID__|jQuery|jss)[\d_]+\b/g,
    replace: '$1{id}',
    needs: ['yui_', 'ext-gen', 'ext-comp-', '__BVID__', 'jQuery', 'jss'],
  },
  { name: 'vue scoped attribute', pattern: /\bdata-v-[0-9a-f]{6,8}\b/g, replace: 'data-v-{hash}', needs: ['data-v-'] },
  { name: 'angular scoped attribute', pattern: /\b(_ngcontent|_nghost)-[a-z0-9-]+/g, replace: '$1-{id}', needs: ['_ngcontent-', '_nghost-'] },
  { name: 'angular animation class', pattern: /\bng-tns-c\d+-\d+\b/g, replace: 'ng-tns-{id}', needs: ['ng-tns-c'] },
  { name: 'makeStyles class', pattern: /\bmakeStyles-([A-Za-z]+)-\d+\b/g, replace: 'makeStyles-$1-{id}', needs: ['makeStyles-'] },
  {
    name: 'css-in-js class',
    pattern: /\b(css|svelte|jsx|emotion)-(?=[a-z0-9]*\d)[a-z0-9]{4,}\b/g,
    replace: '$1-{hash}',
    needs: ['css-', 'svelte-', 'jsx-', 'emotion-'],
  },
  { name: 'styled-components class', pattern: /\bsc-[A-Za-z0-9]{5,}\b/g, replace: 'sc-{hash}', needs: ['sc-'] },
  { name: 'css-modules class', pattern: /\b([A-Za-z][\w-]*?)__(?=[\w-]*\d)[\w-]{5}\b/g, replace: '$1__{hash}', needs: ['__'] },
  {
    name: 'bundle file hash',
    pattern: new RegExp(`([-.])([A-Za-z0-9_]{8,})(\\.(?:${ASSET_EXTENSIONS}))\\b`, 'g'),
    replace: (match, sep: string, hash: string, ext: string) =>
      /\d/.test(hash) || /[A-Z]/.test(hash) ? `${sep}{hash}${ext}` : match,
    needs: ['.'],
  },
  // A run of eight hex characters with a digit: a text without a digit has none (the test is the pattern's own scan).
  { name: 'hex run', pattern: /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi, replace: '{hex}', needs: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] },
];

/** The steps themselves (module-internal: tests check that each step's `needs` are necessary). */
export const NORMALIZATION_STEPS: readonly Readonly<Step>[] = STEPS;

/** Names of the replacement steps, in the order they run (documented in ADR 0003). */
export const NORMALIZATION_STEP_NAMES: readonly string[] = STEPS.map((s) => s.name);

/** Replaces nondeterministic strings by placeholders; whitespace is left alone. */
export function replaceNondeterministic(text: string): string {
  let out = text;
  for (const step of STEPS) {
    if (!step.needs.some((needed) => out.includes(needed))) continue;
    out = typeof step.replace === 'string' ? out.replace(step.pattern, step.replace) : out.replace(step.pattern, step.replace);
  }
  return out;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A code point from a CSS hex escape; CSS Syntax turns zero, surrogates and out-of-range values into U+FFFD. */
function fromCssHex(hex: string): string {
  const cp = Number.parseInt(hex, 16);
  return cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp);
}

/** Decodes CSS escapes (`\32 5px` -> `25px`, `\.` -> `.`) in one quoted attribute value. */
function unescapeCss(value: string): string {
  return value.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/gs, (_m, hex: string | undefined, ch: string | undefined) =>
    hex !== undefined ? fromCssHex(hex) : (ch ?? ''),
  );
}

/**
 * axe before 4.3 escaped attribute values in its selectors (`[height="\32 5px"]`, `[src$="a\.gif"]`);
 * later versions write them plainly. Decoding quoted values keeps identity across an axe upgrade.
 */
function unescapeQuotedValues(selector: string): string {
  return selector.replace(/"((?:[^"\\]|\\.)*)"/gs, (_m, value: string) => `"${unescapeCss(value)}"`);
}

/**
 * A CSS selector (or ' >>> ' path) with escapes in quoted attribute values decoded, nondeterministic
 * strings replaced and whitespace collapsed.
 */
export function normalizeSelector(selector: string): string {
  return collapseWhitespace(replaceNondeterministic(unescapeQuotedValues(selector)));
}

// styled-components pairs its `sc-` class with a second, unprefixed hash class (`sc-bdVaJa kVtMtA`).
const STYLED_PAIR_CLASS = /^(?=[a-z]*[A-Z])(?=[A-Z]*[a-z])[A-Za-z]{5,8}$/;

function dropStyledComponentsPairs(html: string): string {
  // Only a class list holding the replaced `sc-` class changes: most snippets have none.
  if (!html.includes('sc-{hash}')) return html;
  return html.replace(/\bclass=(["'])([^"']*)\1/g, (match, quote: string, value: string) => {
    const classes = value.split(/\s+/);
    if (!classes.includes('sc-{hash}')) return match;
    const kept = classes.map((c) => (STYLED_PAIR_CLASS.test(c) ? '{hash}' : c));
    return `class=${quote}${kept.join(' ')}${quote}`;
  });
}

/** An HTML snippet with nondeterministic strings replaced and whitespace (also between tags) collapsed. */
export function normalizeHtml(html: string): string {
  return collapseWhitespace(dropStyledComponentsPairs(replaceNondeterministic(html))).replace(/>\s+</g, '><');
}

const TRACKING_PARAM = /^(?:utm_[a-z_]+|fbclid|gclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;
const CACHE_BUSTER_PARAM = new RegExp(`^(?:${CACHE_BUSTER_PARAMS})$`, 'i');
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

function hostOf(authority: string): string {
  const host = authority.replace(/^[^@]*@/, '').replace(/:\d*$/, '').toLowerCase();
  return LOOPBACK_HOST.test(host) ? 'localhost' : host;
}

function sortedQuery(query: string): string {
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .filter((pair) => {
      const name = pair.split('=')[0] ?? '';
      return !TRACKING_PARAM.test(name) && !CACHE_BUSTER_PARAM.test(name);
    })
    .map(replaceNondeterministic)
    .sort()
    .join('&');
}

/**
 * The page part of identity: host (lowercased; port, scheme and credentials dropped; loopback
 * addresses all `localhost`), path, and the query with parameters sorted and tracking and
 * cache-buster parameters dropped. The fragment is dropped. Text that is not an absolute URL is
 * kept as it is, normalised like a selector.
 */
export function pagePathOf(url: string): string {
  const withoutFragment = url.trim().replace(/#.*$/s, '');
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?]*)([^?]*)(?:\?(.*))?$/is.exec(withoutFragment);
  if (m === null) return normalizeSelector(withoutFragment);
  const [, authority = '', rawPath = '', query = ''] = m;
  const path = replaceNondeterministic(rawPath === '' ? '/' : rawPath);
  const params = sortedQuery(query);
  return `${hostOf(authority)}${path}${params === '' ? '' : `?${params}`}`;
}
