/**
 * Clickjacking under /embed (issue 16, finding 1), in Chromium. A signed-in user visits a page of
 * another origin of the same site (127.0.0.1 on another port) that frames the app: an unknown
 * `/embed/foo` used to load there, and its 'Back to Home' then showed the signed-in dashboard
 * inside the frame. Now only the embed entries may be framed, and only by the app's own origin and
 * the origins its server allows (`--embed-origins`, the worker's partner sites here); the 404 of an
 * embed, inside a frame, asks its parent to navigate and links nowhere.
 */
import type { Frame, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, signInAt, test } from './support/fixtures';
import { serveHtml } from './support/partnerSites';

/** A page that frames each of `sources` (app paths), each iframe titled by its path, and records the messages it hears. */
function framingPage(appUrl: string, sources: readonly string[]): string {
  const frames = sources.map((src) => `<iframe title="${src}" style="width:100%;height:300px" src="${appUrl}${src}"></iframe>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another page</title></head>
<body><main><h1>Another page</h1>${frames}</main>
<script>window.heard = []; addEventListener('message', (e) => window.heard.push({ origin: e.origin, data: e.data }));</script></body></html>`;
}

/** The child frame of `page` whose iframe has `title`, once it has loaded (the app, or Chromium's error page). */
async function childFrame(page: Page, title: string): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`no frame titled ${title}`);
  await frame.waitForLoadState('load');
  return frame;
}

/** Messages the framing page heard. */
function heard(page: Page): Promise<{ origin: string; data: unknown }[]> {
  return page.evaluate(() => (window as unknown as { heard: { origin: string; data: unknown }[] }).heard);
}

const ENTRY = (parentOrigin: string) => `/embed/build-report?reportId=rep_x&parentOrigin=${encodeURIComponent(parentOrigin)}&channel=c1`;

test('a page of an origin the server does not allow cannot frame /embed/foo nor the embed entry', async ({ page, server }) => {
  await signInAt(page, '/home');
  // Same site as the app (127.0.0.1), another port: not among the server's embed origins. What the
  // entry's address claims as its parent does not matter: the browser refuses the frame before it runs.
  const sources = ['/embed/foo', ENTRY('http://127.0.0.1')];
  const stranger = await serveHtml(framingPage(server.url, sources), '127.0.0.1', 0);
  try {
    await page.goto(stranger.url);
    for (const title of sources) {
      const frame = await childFrame(page, title);
      // Chromium shows its own error page in place of a refused frame: nothing of the app loads.
      expect(frame.url(), title).toBe('chrome-error://chromewebdata/');
      await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await expect(page.frameLocator(`iframe[title="${title}"]`).getByRole('link')).toHaveCount(0);
    }
    // The entry never ran, so it announced nothing.
    expect(await heard(page)).toEqual([]);
  } finally {
    await stranger.close();
  }
});

test('an allowed origin frames the embed entry, and the 404 inside it posts navigate and links nowhere', async ({ page, server, partnerSites }) => {
  await signInAt(page, '/home');
  const appOrigin = new URL(server.url).origin;
  const partnerOrigin = partnerSites.partner.origin;
  const entry = ENTRY(partnerOrigin);
  const partner = await serveHtml(framingPage(server.url, [entry]), 'localhost', partnerSites.partner.port);
  try {
    await page.goto(partner.url);
    const frame = await childFrame(page, entry);
    expect(frame.url()).toBe(`${server.url}${entry}`);
    const framed = page.frameLocator(`iframe[title="${entry}"]`);
    // The entry runs: it announced itself to the partner and waits for its hello (no token was given).
    await expect(framed.getByRole('status')).toHaveText('Waiting for the host page…');
    await expect.poll(async () => (await heard(page)).map((m) => m.data)).toContainEqual(
      expect.objectContaining({ ns: 'curbcut', channel: 'c1', type: 'announce' }),
    );

    // A navigation inside the frame to an unknown /embed path, as a link within the app would make it.
    await frame.evaluate(() => {
      window.history.pushState(null, '', `/embed/foo${window.location.search}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(framed.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(framed.getByText("We couldn't find the page you were looking for.", { exact: true })).toBeVisible();
    // No way out of /embed inside the frame: no link at all, the way home is a button.
    await expect(framed.getByRole('link')).toHaveCount(0);
    expect(await frame.locator('a[href]').count()).toBe(0);
    await framed.getByRole('button', { name: 'Back to Home' }).click();
    await expect.poll(() => heard(page)).toContainEqual({
      origin: appOrigin,
      data: { ns: 'curbcut', v: 1, channel: 'c1', type: 'navigate', payload: { to: 'scanList', href: null } },
    });
    // The frame stayed on the 404: the dashboard never showed inside it.
    expect(new URL(frame.url()).pathname).toBe('/embed/foo');
    await expect(framed.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the embed 404 inside a partner frame');
  } finally {
    await partner.close();
  }
});

test('an unknown /embed path opened on its own answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/embed/foo');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  await expectNoAxeViolations(page, 'the /embed 404 page');
});
