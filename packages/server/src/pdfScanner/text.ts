/**
 * Text from a PDF (titles, object names, messages quoting the file) is untrusted and may hold
 * U+0000, which PostgreSQL text columns refuse while SQLite keeps it, or lone surrogates, which no
 * UTF-8 text can hold: every such string is cleaned before it is stored, so both databases hold the
 * same thing, and capped (core's STORED_TEXT_CAPS.pdfText) so a crafted file cannot store megabytes.
 */
import { capStoredText, STORED_TEXT_CAPS } from '@curbcut/core';

/** `text` with NUL characters and lone surrogates replaced by U+FFFD, within the stored text cap. */
export function clean(text: string): string {
  const safe = text.includes('\u0000') ? text.replace(/\u0000/g, '\uFFFD') : text;
  return capStoredText(safe, STORED_TEXT_CAPS.pdfText);
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
  // Cleaned again after the cut, which may split a surrogate pair.
  return clean(clean(name).trim().slice(0, 255)) || 'document.pdf';
}
