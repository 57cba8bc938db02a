/**
 * Text from a PDF (titles, object names, messages quoting the file) is untrusted and may hold
 * U+0000, which PostgreSQL text columns refuse while SQLite keeps it: every such string is cleaned
 * before it is stored, so both databases hold the same thing.
 */

/** `text` with NUL characters replaced by U+FFFD. */
export function clean(text: string): string {
  return text.includes('\u0000') ? text.replace(/\u0000/g, '\uFFFD') : text;
}

/** A report name from a URL: its last path segment, decoded, else its host. */
export function nameFromUrl(url: URL): string {
  const last = url.pathname.split('/').filter((s) => s !== '').pop();
  let name = url.hostname;
  if (last !== undefined) {
    try {
      name = decodeURIComponent(last);
    } catch {
      name = last;
    }
  }
  return clean(name).trim().slice(0, 255) || 'document.pdf';
}
