/**
 * The flow recorder's page snapshots: each recorded state is the page as it is then, with the
 * resources its document loaded, also after a single-page app changed its address in place; a new
 * document leaves the previous one's resources behind.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlowRecorder, launchScanBrowser, type ScanBrowser } from '@curbcut/scanner';

const PAGES: Readonly<Record<string, { type: string; body: string }>> = {
  '/': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>App</title><link rel="stylesheet" href="/app.css"></head><body><main><h1>Step one</h1>
<button id="go" onclick="history.pushState(null, '', '/two'); document.querySelector('h1').textContent = 'Step two'">Next</button></main></body></html>`,
  },
  '/app.css': { type: 'text/css', body: 'h1 { color: rebeccapurple; }' },
  '/plain': { type: 'text/html', body: '<!DOCTYPE html><html lang="en"><head><title>Plain</title></head><body><main><h1>Plain</h1></main></body></html>' },
};

describe('flow recorder snapshots', () => {
  let server: Server;
  let site: string;
  let browser: ScanBrowser;
  let recorder: FlowRecorder;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const page = PAGES[req.url ?? ''];
      res.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/plain' }).end(page?.body ?? 'Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchScanBrowser({ warmContexts: false });
    recorder = await FlowRecorder.open(browser, { tags: null, needsReview: false });
  });

  afterAll(async () => {
    await recorder?.close();
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("keeps the document's stylesheet when the page changes its address in place, and drops it on a new document", async () => {
    await recorder.goto(`${site}/`);
    await recorder.click('#go');
    const inPlace = await recorder.record();
    expect(inPlace.url).toBe(`${site}/two`);
    expect(inPlace.snapshot?.html).toContain('<h1>Step two</h1>');
    expect(inPlace.snapshot?.resources.map((r) => [r.url, new TextDecoder().decode(r.body)])).toEqual([[`${site}/app.css`, PAGES['/app.css']?.body]]);

    await recorder.goto(`${site}/plain`);
    const next = await recorder.record();
    expect(next.snapshot?.html).toContain('<h1>Plain</h1>');
    expect(next.snapshot?.resources).toEqual([]);
  });
});
