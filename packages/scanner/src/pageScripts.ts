/// <reference lib="dom" />
/**
 * Functions evaluated inside checked pages (they run in Chromium: no closures, DOM only).
 */

/** What a page hands back after its check. */
export interface PageCapture {
  /** Link targets as absolute URLs, without duplicates; empty unless asked for. */
  links: string[];
  /** The snapshot's HTML; null when not asked for or larger than the cap. */
  html: string | null;
}

/**
 * Collects links and serialises the DOM for the snapshot viewer: scripts emptied and made inert,
 * inline event handlers, meta refreshes and existing `<base>` elements removed, and one `<base
 * href>` set to the document's base URL so relative resource URLs still resolve. Scripts stay as
 * empty elements: axe's selectors count siblings (`:nth-child`), and the viewer finds the issue's
 * element by them. `<noscript>` stays as it is: the viewer's frame runs scripts, so it shows no
 * fallback the page did not show.
 */
export function capturePage(args: { links: boolean; snapshot: boolean; maxLinks: number; maxHtmlChars: number }): PageCapture {
  const links: string[] = [];
  if (args.links) {
    const seen = new Set<string>();
    for (const anchor of Array.from(document.links)) {
      const href = (anchor as HTMLAnchorElement).href;
      if (typeof href !== 'string' || href === '' || seen.has(href)) continue;
      seen.add(href);
      links.push(href);
      if (links.length >= args.maxLinks) break;
    }
  }
  if (!args.snapshot || document.documentElement === null) return { links, html: null };
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  for (const element of Array.from(root.querySelectorAll('script'))) {
    element.removeAttribute('src');
    element.setAttribute('type', 'application/x-curbcut-removed');
    element.textContent = '';
  }
  for (const element of Array.from(root.querySelectorAll('base, meta[http-equiv]'))) {
    if (element.localName !== 'meta' || /refresh/i.test(element.getAttribute('http-equiv') ?? '')) element.remove();
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) {
      if (name.startsWith('on')) element.removeAttribute(name);
    }
  }
  let head = root.querySelector('head');
  if (head === null) {
    head = document.createElement('head');
    root.prepend(head);
  }
  const base = document.createElement('base');
  base.setAttribute('href', document.baseURI);
  head.prepend(base);
  const doctype = document.doctype;
  const prefix =
    doctype === null
      ? ''
      : `<!DOCTYPE ${doctype.name}${doctype.publicId !== '' ? ` PUBLIC "${doctype.publicId}"` : ''}${doctype.systemId !== '' ? `${doctype.publicId === '' ? ' SYSTEM' : ''} "${doctype.systemId}"` : ''}>\n`;
  const html = prefix + root.outerHTML;
  return { links, html: html.length > args.maxHtmlChars ? null : html };
}

/** Link targets only (a page visited to find links, not checked). */
export function collectLinks(maxLinks: number): string[] {
  const seen = new Set<string>();
  for (const anchor of Array.from(document.links)) {
    const href = (anchor as HTMLAnchorElement).href;
    if (typeof href === 'string' && href !== '') seen.add(href);
    if (seen.size >= maxLinks) break;
  }
  return [...seen];
}
