/**
 * The embed protocol end to end: the ci-portal example, served as http://localhost:<port> (another
 * site than the app on 127.0.0.1), embeds a build report with `/embed.js` and an embed token its
 * own server mints, and logs the events the report sends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { REPO_ROOT } from './support/curbcutServer';
import { expect, test } from './support/fixtures';
import type { PartnerSite } from './support/partnerSites';
import { test as sdkTest } from './support/sdkSuite';

const PORTAL_MAIN = path.join(REPO_ROOT, 'examples/ci-portal/serve.mjs');
const READY_LINE = /CI portal at (http:\/\/localhost:\d+)/;

/** Starts the portal against `appUrl` on the port of `site` (which the app lets frame its embeds); resolves with its URL and a stop function. */
async function startPortal(appUrl: string, site: PartnerSite): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [PORTAL_MAIN, '--port', String(site.port), '--app', appUrl], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the portal did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the portal exited (${code}):\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** The event types logged on the portal page so far. */
function loggedTypes(page: Page): Promise<string[]> {
  return page.locator('#events li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset['type'] ?? ''));
}

sdkTest('a partner portal on another site embeds the build the SDK uploaded and receives its events', async ({ page, server, sdkReport, partnerSites }) => {
  const reportId = new URL(sdkReport).searchParams.get('thBuildId') ?? '';
  const portal = await startPortal(server.url, partnerSites.partner);
  try {
    await page.goto(`${portal.url}/?reportId=${reportId}`);
    const iframe = page.locator('iframe[title="Curbcut build report"]');
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${server.url}/embed/build-report\\?reportId=${reportId}&`));
    // The token travels in the handshake, never in the iframe's address.
    expect(await iframe.getAttribute('src')).not.toContain('token');

    await expect.poll(() => loggedTypes(page)).toEqual(expect.arrayContaining(['ready', 'resize']));
    const ready = await page.locator('#events li[data-type="ready"]').first().textContent();
    expect(ready).toMatch(/"reportId":"rep_/);

    // The loader sized the iframe to the content height the frame reported last (the report
    // grows as its overview loads, so the newest resize is read each time).
    const lastReported = async () => Number(/"height":(\d+)/.exec((await page.locator('#events li[data-type="resize"]').last().textContent()) ?? '')?.[1]);
    await expect.poll(async () => {
      const reported = await lastReported();
      const height = await iframe.evaluate((el) => getComputedStyle(el).height);
      return reported > 0 && height === `${reported}px`;
    }).toBe(true);

    const frame = page.frameLocator('iframe[title="Curbcut build report"]');
    await expect(frame.getByRole('heading', { level: 1, name: /^sdk-main#1/ })).toBeVisible();

    // A command from the portal reaches the widget: set-theme switches the report to dark.
    await page.getByRole('button', { name: 'Dark report' }).click();
    await expect(frame.locator('.cc-widget')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Dark report' }).click();
    await expect(frame.locator('.cc-widget')).toHaveAttribute('data-theme', 'light');

    // Opening an issue inside the frame reaches the portal as issue-selected.
    await frame.getByRole('tab', { name: /issues/i }).first().click();
    await frame.locator('.cc-accordion-trigger').first().click();
    await frame.locator('.cc-table tbody button').first().click();
    await expect.poll(() => loggedTypes(page)).toContain('issue-selected');
    const selected = await page.locator('#events li[data-type="issue-selected"]').first().textContent();
    expect(selected).toMatch(/"issueId":"[^"]+","ruleId":"[^"]+"/);
    await expectNoAxeViolations(page, 'the portal page with the embedded report');
  } finally {
    await portal.stop();
  }
});

test('messages from a wrong origin or window are ignored on both sides', async ({ page, server, partnerSites }) => {
  const portal = await startPortal(server.url, partnerSites.partner);
  const stops: (() => Promise<void>)[] = [portal.stop];
  try {
    await page.goto(portal.url);
    await expect.poll(() => loggedTypes(page)).toContain('ready');
    const before = await loggedTypes(page);

    // Parent side: a forged event posted by the page itself (wrong window and origin) is not forwarded.
    const channel = await page.locator('iframe').evaluate((el) => new URL((el as HTMLIFrameElement).src).searchParams.get('channel'));
    await page.evaluate((ch) => {
      window.postMessage({ ns: 'curbcut', v: 1, channel: ch, type: 'error', payload: { code: 'forged', message: 'forged' } }, '*');
    }, channel);
    await page.waitForTimeout(300);
    expect(await loggedTypes(page)).toEqual(before);

    // Frame side: a page on a third origin that frames the report claiming to be the portal is refused.
    // It is served by a real local server: Chromium blocks public (routed) pages from framing local ones.
    // Its server lets that origin frame the embed (--embed-origins), so the refusal is the frame's own.
    const html = `<!doctype html><html lang="en"><title>Evil</title><body><h1>Evil</h1>
      <iframe title="report" style="width:100%;height:400px" src="${server.url}/embed/build-report?reportId=rep_x&parentOrigin=${encodeURIComponent(portal.url)}&channel=c1"></iframe>
      <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script></body></html>`;
    const evilServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => evilServer.listen(partnerSites.impostor.port, '127.0.0.1', resolve));
    const evil = `http://127.0.0.1:${(evilServer.address() as AddressInfo).port}`;
    stops.push(() => new Promise((resolve) => evilServer.close(() => resolve())));
    await page.goto(`${evil}/page`);
    const evilFrame = page.frameLocator('iframe[title="report"]');
    await expect(evilFrame.getByRole('heading', { name: 'This report cannot be embedded here' })).toBeVisible();
    await expect(evilFrame.getByText(`parentOrigin ${portal.url} is not the embedding page (${evil})`)).toBeVisible();
    // Its hello (even with a token) gets no welcome: the frame never speaks to it.
    await page.evaluate(() => {
      const frame = document.querySelector('iframe')!.contentWindow!;
      frame.postMessage({ ns: 'curbcut', v: 1, channel: 'c1', type: 'hello', payload: { token: 'cce_guess' } }, '*');
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
  } finally {
    for (const stop of stops) await stop();
  }
});
