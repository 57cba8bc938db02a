/**
 * Signing in before a scan. Form login runs once, in a context of its own; the signed-in storage
 * state (cookies and local storage) is then given to every slot's context. Basic authentication
 * is a context option limited to the configured origin, checked once before any page is scanned.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { ScanAuth } from './types';
import { guardContext, refusedText, type UrlPolicy } from './urlPolicy';
import { normaliseUrl } from './urls';

/** Storage state as Playwright's `storageState()` returns it. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Sign-in outcome: the context options every slot uses, or why it failed. */
export type SignInResult = { ok: true; contextOptions: BrowserContextOptions } | { ok: false; reason: string };

/** Context options of every scan context, before sign-in adds its part. */
export const BASE_CONTEXT_OPTIONS: BrowserContextOptions = {
  acceptDownloads: false,
  // A service worker would answer requests from its own cache and hide them from the snapshot.
  serviceWorkers: 'block',
};

/** Redirects the basic-auth check follows. */
const MAX_REDIRECTS = 10;

/**
 * Signs in with `auth` (or does nothing without it) and returns the context options for the
 * scan's contexts. Never throws for a sign-in that did not work: the answer says why. Under a
 * network policy a refused sign-in URL or redirect hop fails the sign-in, and the login page's
 * requests are routed through the policy like a scan's.
 */
export async function signIn(browser: Browser, auth: ScanAuth | null | undefined, timeoutMs: number, policy: UrlPolicy | null = null): Promise<SignInResult> {
  if (auth === null || auth === undefined) return { ok: true, contextOptions: { ...BASE_CONTEXT_OPTIONS } };
  if (policy !== null && !(await policy.allows(auth.url))) return { ok: false, reason: `Blocked: ${refusedText(auth.url)}` };
  if (auth.type === 'basic') return basicSignIn(browser, auth, timeoutMs, policy);
  return formSignIn(browser, auth, timeoutMs, policy);
}

async function basicSignIn(
  browser: Browser,
  auth: Extract<ScanAuth, { type: 'basic' }>,
  timeoutMs: number,
  policy: UrlPolicy | null,
): Promise<SignInResult> {
  let origin: string;
  try {
    origin = new URL(auth.url).origin;
  } catch {
    return { ok: false, reason: `Not a URL: ${auth.url}` };
  }
  const contextOptions: BrowserContextOptions = {
    ...BASE_CONTEXT_OPTIONS,
    httpCredentials: { username: auth.username, password: auth.password, origin },
  };
  // One request through a context with the credentials: a 401 means they are wrong, so no page is scanned with them.
  const context = await browser.newContext(contextOptions);
  try {
    // Hop by hop (the request API is not routed), so that each redirect target meets the policy.
    let url = auth.url;
    for (let hop = 0; ; hop += 1) {
      const response = await context.request.get(url, { timeout: timeoutMs, failOnStatusCode: false, maxRedirects: policy === null ? MAX_REDIRECTS : 0 });
      const status = response.status();
      if (status === 401) return { ok: false, reason: `HTTP 401 Unauthorized at ${auth.url}` };
      const location = response.headers().location;
      if (policy === null || location === undefined || status < 300 || status >= 400) return { ok: true, contextOptions };
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: `More than ${MAX_REDIRECTS} redirects from ${auth.url}` };
      url = new URL(location, url).href;
      if (!(await policy.allows(url))) return { ok: false, reason: `Blocked: redirected to ${refusedText(url)}` };
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function formSignIn(
  browser: Browser,
  auth: Extract<ScanAuth, { type: 'form' }>,
  timeoutMs: number,
  policy: UrlPolicy | null,
): Promise<SignInResult> {
  const loginUrl = normaliseUrl(auth.url);
  if (loginUrl === null) return { ok: false, reason: `Not an http(s) URL: ${auth.url}` };
  const context = await browser.newContext(BASE_CONTEXT_OPTIONS);
  try {
    if (policy !== null) await guardContext(context, policy);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    page.setDefaultTimeout(timeoutMs);
    const response = await page.goto(loginUrl, { waitUntil: 'load' });
    const refused = policy === null || response === null ? null : await policy.refusedHop(response.request());
    if (refused !== null) return { ok: false, reason: `Blocked: redirected to ${refusedText(refused)}` };
    if (response !== null && response.status() >= 400) return { ok: false, reason: `The login page answered HTTP ${response.status()}` };
    await page.locator(auth.selectors.username).first().fill(auth.username);
    const password = page.locator(auth.selectors.password).first();
    await password.fill(auth.password);

    const mainFrame = page.mainFrame();
    const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === mainFrame, timeout: timeoutMs });
    const formGone = password.waitFor({ state: 'hidden', timeout: timeoutMs });
    navigated.catch(() => undefined);
    formGone.catch(() => undefined);
    await page.locator(auth.selectors.submit).first().click();
    // A classic form posts and navigates; a script-driven one may only hide the form: either ends the wait.
    await Promise.race([navigated, formGone]).catch(() => undefined);
    await page.waitForLoadState('load').catch(() => undefined);

    const stillOnLoginPage = samePage(page.url(), loginUrl);
    const formVisible = await password.isVisible().catch(() => false);
    if (stillOnLoginPage && formVisible) return { ok: false, reason: 'The login form is still shown after submitting it' };
    return { ok: true, contextOptions: { ...BASE_CONTEXT_OPTIONS, storageState: await context.storageState() } };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Same origin and path: `/login?error=1` is still the login page. */
function samePage(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
}
