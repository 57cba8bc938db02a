/**
 * How a page under /embed that is not a widget (the 404) talks to the page that frames it: the
 * embed protocol's `navigate` event, on the parent's channel, posted only to the embedding page's
 * origin. Such a page never links out of /embed: inside a frame, a client-side link to the
 * dashboard would show the signed-in app within another site's page, which the server's
 * `frame-ancestors` cannot stop once the frame has loaded.
 */
import { envelope, toOrigin, type EmbedEvent } from '@curbcut/embed';

/** The window that frames this page, where to post to it, and the channel its embed chose. */
export interface EmbedParent {
  window: Window;
  origin: string;
  channel: string;
}

/** The embed's parent, or null when the page is not framed. */
export function embedParentOf(win: Window): EmbedParent | null {
  if (win.parent === win) return null;
  const params = new URLSearchParams(win.location.search);
  // As connectFrame: where the browser names the embedding page (Chromium, WebKit), it beats the
  // address's claim; otherwise the address's parentOrigin; failing both, only a same-origin parent hears.
  const origin = originOrNull(win.location.ancestorOrigins?.[0]) ?? originOrNull(params.get('parentOrigin')) ?? win.location.origin;
  return { window: win.parent, origin, channel: params.get('channel') || 'default' };
}

function originOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return toOrigin(value, 'parentOrigin');
  } catch {
    return null; // 'null' (an opaque parent) or not a URL
  }
}

/** The navigate event of a status page's 'Back to Home' (spec 000 section 2.1: the parent shows its scan list). */
export const BACK_TO_HOME_EVENT: EmbedEvent = { type: 'navigate', payload: { to: 'scanList', href: null } };

/** Posts the event to the parent, to its origin only. */
export function postToEmbedParent(parent: EmbedParent, event: EmbedEvent): void {
  parent.window.postMessage(envelope(parent.channel, event), parent.origin);
}
