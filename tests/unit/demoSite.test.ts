/**
 * The demo site's server (examples/demo-site/serve.mjs) as a website scanner meets it: sitemaps whose
 * pages all answer, a redirect, one broken link, a login-protected account area, and no way out of
 * the site folder. Runs the real server on an ephemeral port.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, startDemoSite, type DemoSite } from '../../examples/demo-site/serve.mjs';

let site: DemoSite;

beforeAll(async () => {
  site = await startDemoSite();
});

afterAll(async () => {
  await site?.close();
});

/** The `<loc>` values of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}

async function sitemapPages(): Promise<string[]> {
  const index = await fetch(`${site.url}/sitemap-index.xml`).then((r) => r.text());
  const pages: string[] = [];
  for (const sitemap of locs(index)) pages.push(...locs(await fetch(sitemap).then((r) => r.text())));
  return pages;
}

/** A GET with the path sent exactly as given (fetch would normalise dot segments away). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}/`, { path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function postLogin(username: string, password: string): Promise<Response> {
  return fetch(`${site.url}/account/login.html`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
    redirect: 'manual',
  });
}

/** The `name=value` part of the session cookie a response sets. */
function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie()[0] ?? '';
  return header.split(';')[0] ?? '';
}

describe('demo site: sitemaps and pages', () => {
  it('lists at least 20 pages in its sitemaps, all on this server, each answering 200 with HTML', async () => {
    const pages = await sitemapPages();
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.startsWith(`${site.url}/`), page).toBe(true);
      const res = await fetch(page, { redirect: 'manual' });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(await res.text(), page).toMatch(/^<!doctype html>/i);
    }
  });

  it('has a sitemap index of two sitemaps, and a robots.txt naming it', async () => {
    const index = await fetch(`${site.url}/sitemap-index.xml`);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const text = await index.text();
    expect(text).toContain('<sitemapindex');
    expect(locs(text)).toEqual([`${site.url}/sitemap.xml`, `${site.url}/sitemap-journal.xml`]);
    const robots = await fetch(`${site.url}/robots.txt`).then((r) => r.text());
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
    expect(robots).toContain('Disallow: /search.html');
  });

  it('serves styles and images with their content types', async () => {
    const css = await fetch(`${site.url}/styles.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const svg = await fetch(`${site.url}/img/board.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const home = await fetch(`${site.url}/`);
    expect(await home.text()).toContain('Made by hand, built to last');
  });

  it('links to exactly one missing page, which answers 404 with an HTML page', async () => {
    const missing = new Set<string>();
    const checked = new Set<string>();
    for (const page of await sitemapPages()) {
      const html = await fetch(page).then((r) => r.text());
      for (const [, href] of html.matchAll(/href="([^"#]+)"/g)) {
        const url = new URL(href as string, page);
        if (url.origin !== site.url || checked.has(url.href)) continue;
        checked.add(url.href);
        if ((await fetch(url, { redirect: 'manual' })).status === 404) missing.add(url.pathname);
      }
    }
    expect([...missing]).toEqual(['/journal/spring-lookbook-2023.html']);
    const res = await fetch(`${site.url}/journal/spring-lookbook-2023.html`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('cannot find that page');
  });

  it('redirects /old-products permanently to the catalogue', async () => {
    const res = await fetch(`${site.url}/old-products`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/products.html');
    const followed = await fetch(`${site.url}/old-products`);
    expect(followed.url).toBe(`${site.url}/products.html`);
    expect(followed.status).toBe(200);
  });
});

describe('demo site: the account area', () => {
  it('sends a visitor without a session to the login page', async () => {
    for (const path of ['/account/orders.html', '/account/details.html']) {
      const res = await fetch(`${site.url}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location')).toBe('/account/login.html');
    }
    const forged = await fetch(`${site.url}/account/orders.html`, { redirect: 'manual', headers: { cookie: 'birchwood_session=guess' } });
    expect(forged.status).toBe(302);
  });

  it('signs in with the demo credentials: a cookie, a redirect to the orders, then the protected pages', async () => {
    const res = await postLogin(DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/orders.html');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^birchwood_session=.+/);
    const orders = await fetch(`${site.url}/account/orders.html`, { headers: { cookie }, redirect: 'manual' });
    expect(orders.status).toBe(200);
    expect(await orders.text()).toContain('Your orders');
    const details = await fetch(`${site.url}/account/details.html`, { headers: { cookie }, redirect: 'manual' });
    expect(details.status).toBe(200);

    const logout = await fetch(`${site.url}/account/logout`, { method: 'POST', headers: { cookie }, redirect: 'manual' });
    expect(logout.status).toBe(303);
    const after = await fetch(`${site.url}/account/orders.html`, { headers: { cookie }, redirect: 'manual' });
    expect(after.status).toBe(302);
  });

  it('shows the form again with an error for a wrong password, and sets no cookie', async () => {
    const res = await postLogin(DEMO_CREDENTIALS.username, 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
    const html = await res.text();
    expect(html).toContain('id="login-error"');
    expect(html).toContain('id="password"');
    const page = await fetch(`${site.url}/account/login.html`).then((r) => r.text());
    expect(page).not.toContain('id="login-error"');
  });
});

describe('demo site: what it refuses', () => {
  it('never serves a file outside the site folder, nor its data and source files', async () => {
    const paths = [
      '/../package.json',
      '/../../package.json',
      '/..%2f..%2f..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
      '/img/..%2f..%2fREADME.md',
      '/..%5c..%5cpackage.json',
      '/styles.css%00.html',
      '/serve.mjs',
      '/README.md',
      '/captured/manifest.json',
      '/v2/index.html',
    ];
    for (const path of paths) {
      const res = await rawGet(path);
      expect([400, 403, 404], path).toContain(res.status);
      expect(res.body, path).not.toContain('"workspaces"');
      expect(res.body, path).not.toContain('startDemoSite');
    }
  });

  it('answers other methods with 405', async () => {
    const res = await fetch(`${site.url}/index.html`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});
