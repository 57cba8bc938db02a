/**
 * The Playwright fixtures of the end-to-end suite: `server`, one real Curbcut server shared by
 * the tests of a worker (baseURL points at it), and `freshServer`, a server of the test's own
 * for flows that need an empty database. Both start as `serverOptions` says: a spec that needs live
 * updates writes `test.use({ serverOptions: { live: true } })` and gets a worker of its own whose
 * server runs soketi (stopped with the server); every other spec keeps the plain server. Every
 * server lets the worker's `partnerSites` frame its embed entries (`--embed-origins`).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startCurbcutServer, type CurbcutServer, type CurbcutServerOptions } from './curbcutServer';
import { reservePartnerSites, type PartnerSites } from './partnerSites';

/** The demo account `--demo` creates. */
export const DEMO_USER = { email: 'demo@curbcut.local', password: 'curbcut-demo' } as const;

/** The server options plus the partner sites' origins, which may frame the embed entries. */
function withPartners(options: CurbcutServerOptions, partners: PartnerSites): CurbcutServerOptions {
  return { ...options, embedOrigins: [...(options.embedOrigins ?? []), partners.partner.origin, partners.impostor.origin] };
}

export const test = base.extend<
  { freshServer: CurbcutServer },
  { server: CurbcutServer; serverOptions: CurbcutServerOptions; partnerSites: PartnerSites }
>({
  serverOptions: [{}, { scope: 'worker', option: true }],
  partnerSites: [
    async ({}, use) => {
      await use(await reservePartnerSites());
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverOptions, partnerSites }, use) => {
      const server = await startCurbcutServer(withPartners(serverOptions, partnerSites));
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  freshServer: async ({ serverOptions, partnerSites }, use) => {
    const server = await startCurbcutServer(withPartners(serverOptions, partnerSites));
    await use(server);
    await server.stop();
  },
});

export { expect };

/** Fills and submits the sign-in form shown on the current page. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string } = DEMO_USER): Promise<void> {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the guard: visits `path`, signs in, and waits to be back on `path`. */
export async function signInAt(page: Page, path = '/home', credentials: { email: string; password: string } = DEMO_USER): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await submitSignIn(page, credentials);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Matches the sign-in page's URL with `redirect` pointing at `path` (encoded or not). */
export function signInUrlFor(path: string): RegExp {
  const encoded = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const plain = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/sign-in\\?redirect=(${encoded}|${plain})$`);
}
