/**
 * Sitemap extraction on every database: a sitemap index served by a local node:http server is read
 * with its child sitemaps; a page that is not a sitemap is refused with the scanner's reason; a
 * server that does not allow private networks refuses loopback addresses before fetching anything.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signIn, type TestServer } from './harness';

describeEachDatabase('sitemap extraction', (db) => {
  let site: Server;
  let origin: string;
  let requests: string[];
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    requests = [];
    site = createServer((req, res) => {
      requests.push(req.url ?? '');
      const xml = (body: string) => {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
      };
      if (req.url === '/sitemap-index.xml') {
        xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap>
          <sitemap><loc>${origin}/sitemap-journal.xml</loc></sitemap>
        </sitemapindex>`);
      } else if (req.url === '/sitemap-pages.xml') {
        xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
          <url><loc>${origin}/</loc></url><url><loc>${origin}/about</loc></url>
        </urlset>`);
      } else if (req.url === '/sitemap-journal.xml') {
        xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/journal/first</loc></url></urlset>`);
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>Home</title>');
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // The embedded default (loopback host, no proxy) allows private addresses.
    server = await db().start({ demo: true, scanWorker: false });
    cookie = await signIn(server, 'demo@curbcut.local');
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  const extract = (target: TestServer, session: string, url: string) =>
    target.request('POST', '/api/v1/site-scanner/extract-sitemap', { cookie: session, json: { url } });

  it('lists the page URLs of a sitemap index and every sitemap read', async () => {
    const res = await extract(server, cookie, `${origin}/sitemap-index.xml`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      urls: [`${origin}/`, `${origin}/about`, `${origin}/journal/first`],
      sitemaps: [`${origin}/sitemap-index.xml`, `${origin}/sitemap-pages.xml`, `${origin}/sitemap-journal.xml`],
      truncated: false,
    });
  });

  it('says why a URL is not a sitemap', async () => {
    const res = await extract(server, cookie, `${origin}/`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ path: '$.url', message: expect.stringMatching(/not a sitemap/) });
    const bad = await extract(server, cookie, 'ftp://example.com/sitemap.xml');
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('$.url');
  });

  it('needs a session', async () => {
    const res = await server.request('POST', '/api/v1/site-scanner/extract-sitemap', { json: { url: `${origin}/sitemap-index.xml` } });
    expect(res.status).toBe(401);
  });

  it('refuses private and loopback addresses when the server does not allow them, for sitemaps, scans and logins', async () => {
    const strict = await db().start({ allowPrivateNetworkScans: false, scanWorker: false });
    const session = await signIn(strict, 'demo@curbcut.local');
    const before = requests.length;
    for (const url of [`${origin}/sitemap-index.xml`, 'http://localhost/sitemap.xml', 'http://[::1]/sitemap.xml', 'http://169.254.169.254/latest/meta-data', 'http://10.1.2.3/sitemap.xml']) {
      const res = await extract(strict, session, url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.path).toBe('$.url');
      expect(res.body.error.message).toMatch(/private or local network/);
    }
    expect(requests.length).toBe(before);

    // Scan and login URLs too: *.localhost passes the website URL rule, but browsers send it to loopback.
    const scan = await strict.request('POST', '/api/v1/scans', {
      cookie: session,
      json: { name: 'Loopback', settings: { startUrls: ['https://www.example.com/', 'https://app.localhost/'] }, scanNow: false },
    });
    expect(scan.status).toBe(400);
    expect(scan.body.error).toMatchObject({ path: '$.settings.startUrls[1]', message: expect.stringMatching(/private or local network/) });
    const login = await strict.request('POST', '/api/v1/auth_configs', {
      cookie: session,
      json: { name: 'Loopback login', type: 'basic', url: 'https://admin.localhost', username: 'u', password: 'p' },
    });
    expect(login.status).toBe(400);
    expect(login.body.error.path).toBe('$.url');
    // The embedded default accepts them (a local site, the demo).
    const local = await server.request('POST', '/api/v1/scans', { cookie, json: { name: 'Local app', settings: { startUrls: ['https://app.localhost/'] }, scanNow: false } });
    expect(local.status).toBe(201);
    await strict.close();
  });
});
