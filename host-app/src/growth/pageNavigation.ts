/**
 * The page-level effects of the growth flows (new tabs, reloads, leaving for an order page) in one
 * module: addresses come from a service, so each is checked to be http(s) before it is followed,
 * and tests replace the module instead of jsdom's unforgeable `location`.
 */

/** `url` resolved against the page, when it is an http(s) address; null otherwise (`javascript:`...). */
export function httpUrl(url: string, base: string = window.location.href): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** Opens `url` in a new tab without giving it a handle on this one; false when the address is refused. */
export function openInNewTab(url: string): boolean {
  const target = httpUrl(url);
  if (target === null) return false;
  window.open(target, '_blank', 'noopener,noreferrer');
  return true;
}

/** Reloads the page (after free access is granted the whole app must see the new products). */
export function reloadPage(): void {
  window.location.reload();
}

/** Leaves for `url` (an order's next step); false when the address is refused. */
export function leaveFor(url: string): boolean {
  const target = httpUrl(url);
  if (target === null) return false;
  window.location.assign(target);
  return true;
}
