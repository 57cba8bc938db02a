/**
 * The pages other sites may frame: the host app's iframe entries of the embed protocol
 * (docs/embedding.md). One list, read by the host app's router (one page per entry) and by the
 * server (which lets only these be framed, by this origin and the `--embed-origins` it is given),
 * so an entry added here is routed and framable together. Any other path under `/embed` is a 404
 * that nobody may frame.
 */

/** Where every embed entry lives. */
export const EMBED_PREFIX = '/embed';

/** The embed entries, as exact paths (no trailing slash, no query). */
export const EMBED_PATHS = ['/embed/build-report', '/embed/scan-report', '/embed/pdf-report', '/embed/manual-report', '/embed/compare'] as const;

/** One embed entry. */
export type EmbedPath = (typeof EMBED_PATHS)[number];

const ENTRIES: ReadonlySet<string> = new Set(EMBED_PATHS);

/**
 * True for an embed entry, compared exactly: a path spelled otherwise (a trailing slash, other
 * letter case, an encoded character) is not one, so it is refused framing rather than guessed at.
 */
export function isEmbedPath(path: string): path is EmbedPath {
  return ENTRIES.has(path);
}

/** True for `/embed` and every path under it, entries or not. */
export function isUnderEmbed(path: string): boolean {
  return path === EMBED_PREFIX || path.startsWith(`${EMBED_PREFIX}/`);
}
