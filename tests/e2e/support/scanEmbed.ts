/**
 * Pages of other sites that frame the website scan report's embed entry (`/embed/scan-report`),
 * speaking the raw handshake of docs/embedding.md ("The website scan report in an iframe"): the
 * loader script lists only the build report, so a scan report's parent talks the protocol itself.
 * Each page is served by a real local server on the port of a partner site its server lets frame
 * the embed entries (partnerSites.ts).
 */
import type { Page } from '@playwright/test';
import { serveHtml, type PartnerSite, type ServedPage } from './partnerSites';

export type { ServedPage } from './partnerSites';

/** The channel the partner page chooses for its one embed. */
export const EMBED_CHANNEL = 'scan-e2e';

/** A message the partner page's window received, whoever sent it. */
export interface ReceivedMessage {
  origin: string;
  /** Whether it came from the page's own iframe. */
  fromFrame: boolean;
  data: { ns?: string; v?: number; channel?: string; type?: string; payload?: Record<string, unknown> } | null;
}

/**
 * A partner scanner at `site` (http://localhost:<port>, another site than the app on 127.0.0.1)
 * embedding run `reportId` with an embed token its server minted (on the scan report's entry, or
 * another `entry` such as the PDF report's). It logs every message its window
 * receives (`window.received`) and lists the protocol messages of its frame on screen; `navigate`
 * is shown, not followed, so the test can read where the parent was asked to go.
 */
export async function startPartnerPage(
  appUrl: string,
  reportId: string,
  token: string,
  site: PartnerSite,
  entry: { path: string; title: string } = { path: '/embed/scan-report', title: 'Website scan report' },
): Promise<ServedPage> {
  // The page's own origin is only known once it listens: the script reads it from location.
  const config = JSON.stringify({ app: new URL(appUrl).origin, reportId, token, channel: EMBED_CHANNEL, entry });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner scanner</title></head>
<body><main><h1>Partner scanner</h1><div id="slot"></div>
<h2>Messages from the report</h2><ol id="events"></ol></main>
<script>
const { app, reportId, token, channel, entry } = ${config};
window.received = [];
const iframe = Object.assign(document.createElement('iframe'), {
  title: entry.title,
  src: app + entry.path + '?reportId=' + encodeURIComponent(reportId) + '&parentOrigin=' + encodeURIComponent(location.origin) + '&channel=' + channel,
});
iframe.style.width = '100%';
iframe.style.border = '0';
const send = (type, payload) => iframe.contentWindow.postMessage({ ns: 'curbcut', v: 1, channel, type, payload }, app);
addEventListener('message', (e) => {
  window.received.push({ origin: e.origin, fromFrame: e.source === iframe.contentWindow, data: e.data });
  if (e.source !== iframe.contentWindow || e.origin !== app) return;
  const m = e.data;
  if (!m || m.ns !== 'curbcut' || m.v !== 1 || m.channel !== channel) return;
  const item = document.createElement('li');
  item.dataset.type = m.type;
  item.textContent = m.type + ' ' + JSON.stringify(m.payload);
  document.getElementById('events').append(item);
  if (m.type === 'announce') send('hello', { token });
  if (m.type === 'resize') iframe.style.height = m.payload.height + 'px';
});
iframe.addEventListener('load', () => send('hello', { token }));
document.getElementById('slot').append(iframe);
</script></body></html>`;
  return serveHtml(html, 'localhost', site.port);
}

/**
 * A page on a third origin (`site`, 127.0.0.1 on another port) that frames the report claiming to
 * be `claimedParent`, and records whatever reaches its window (`window.heard`). Its server lets it
 * frame the embed entry, so what refuses it is the frame's own check of `parentOrigin`.
 */
export async function startImpostorPage(appUrl: string, reportId: string, claimedParent: string, site: PartnerSite): Promise<ServedPage> {
  const src = `${new URL(appUrl).origin}/embed/scan-report?reportId=${encodeURIComponent(reportId)}&parentOrigin=${encodeURIComponent(claimedParent)}&channel=${EMBED_CHANNEL}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Impostor</title></head>
<body><main><h1>Impostor</h1><iframe title="Website scan report" style="width:100%;height:400px" src="${src}"></iframe></main>
<script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script></body></html>`;
  return serveHtml(html, '127.0.0.1', site.port);
}

/** The messages the partner page's window has received so far. */
export function receivedMessages(page: Page): Promise<ReceivedMessage[]> {
  return page.evaluate(() => (window as unknown as { received: ReceivedMessage[] }).received);
}

/** The protocol message types the partner page has listed so far. */
export function loggedTypes(page: Page): Promise<string[]> {
  return page.locator('#events li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset['type'] ?? ''));
}
