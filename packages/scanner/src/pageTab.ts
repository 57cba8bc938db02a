/**
 * One tab of a scan's context, reused for page after page (a new context or tab per page would
 * cost a renderer start and a cold cache each time). A visit navigates, waits for the page to
 * settle, runs axe, reads the snapshot and links, and answers with plain data; building the
 * PageResult happens outside, while the tab's slot is already on its next page. Hostile pages
 * are contained here: dialogs dismissed, downloads refused, popups closed, a page that hangs or
 * crashes replaced by a fresh tab.
 */
import type { Page, Request, Response } from 'playwright-core';
import { AxeResultsTooLargeError, runAxe, type AxeEngine } from './axeRunner';
import { httpStatusText } from './boundedFetch';
import { capturePage, collectLinks } from './pageScripts';
import type { ScanContext } from './scanContext';
import { collectResources, isSnapshotResource, SNAPSHOT_LIMITS, type ResourceCache } from './snapshotResources';
import type { PageSnapshot } from './types';
import { allowedResponses, redirectRefusal, refusedText } from './urlPolicy';

/** How long a page must be quiet, and at most how long to wait for that, after its load event. */
export const SETTLE = { quietMs: 100, capMs: 2000, pollMs: 25 } as const;
/** Links kept per page: a page listing more is a directory, not navigation. */
export const MAX_LINKS_PER_PAGE = 5000;
/** A tab is replaced after this many visits, bounding what a long scan leaks into one renderer. */
const VISITS_PER_TAB = 200;

/** How a slot checks pages. */
export interface SlotSettings {
  tags: readonly string[];
  needsReview: boolean;
  snapshots: boolean;
  pageTimeoutMs: number;
}

/** What one visit came to, before it becomes a PageResult. */
export interface PageVisit {
  url: string;
  finalUrl: string;
  httpStatus: number | null;
  /** Why the page failed; null when it was checked (or, for a links-only visit, loaded). */
  failure: string | null;
  /** axe results as JSON text; null for failures and links-only visits. */
  axeJson: string | null;
  links: string[];
  snapshot: PageSnapshot | null;
  startedAt: Date;
  durationMs: number;
}

class PageTimeoutError extends Error {
  override readonly name = 'PageTimeoutError';
}

/** A page URL the network policy refuses: never requested, reported as is. */
class BlockedError extends Error {
  override readonly name = 'BlockedError';
}

/** Requests of the current document, for the quiet-network wait and the snapshot. */
interface NavState {
  inflight: Set<Request>;
  lastActivity: number;
  responses: Response[];
  /** With a network policy, the checks of this visit's redirect hops: why the visit must be discarded, or null. */
  refusals: Promise<string | null>[];
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

/** When a visit may start its check, and whom it tells that it has. */
export interface VisitTurn {
  /** Settles when the check may start (the slot's previous page is done); navigation does not wait for it. */
  after: Promise<unknown>;
  /** Called once the check starts, or the visit ended before it. */
  onChecking(): void;
}

const FREE_TURN: VisitTurn = { after: Promise.resolve(), onChecking: () => undefined };

/** A reused tab of the scan's context. */
export class PageTab {
  private page: Page | null = null;
  private visits = 0;
  private closed = false;
  private nav: NavState = { inflight: new Set(), lastActivity: 0, responses: [], refusals: [] };

  constructor(
    private readonly scanContext: ScanContext,
    private readonly engine: AxeEngine,
    private readonly settings: SlotSettings,
    private readonly resources: ResourceCache,
  ) {}

  /**
   * Visits `url`. With `check`, runs axe and captures the snapshot (when on) and links (when
   * `links`); without, only loads the page and reads its links. The navigation starts at once;
   * the check waits for `turn.after`, and that wait does not count against the page timeout.
   * Never throws: a failure is reported in the answer. Under a network policy, a refused `url` is
   * not requested, and a visit whose page or a frame was redirected to a refused URL is a failure
   * with nothing of its content kept (no HTTP status, results, snapshot or links).
   */
  async visit(url: string, mode: { check: boolean; links: boolean }, turn: VisitTurn = FREE_TURN): Promise<PageVisit> {
    const startedAt = new Date();
    const start = performance.now();
    let deadline = Date.now() + this.settings.pageTimeoutMs;
    let waited = 0;
    const visit: PageVisit = { url, finalUrl: url, httpStatus: null, failure: null, axeJson: null, links: [], snapshot: null, startedAt, durationMs: 0 };
    this.nav = { inflight: new Set(), lastActivity: Date.now(), responses: [], refusals: [] };
    try {
      const policy = this.scanContext.policy;
      if (policy !== null && !(await policy.allows(url))) throw new BlockedError(`Blocked: ${refusedText(url)}`);
      const page = await this.ensurePage();
      const response = await page.goto(url, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
      visit.httpStatus = response?.status() ?? null;
      visit.finalUrl = page.url();
      // Checked before the status: a 404 from a refused host is no more the user's to read than its page.
      visit.failure = (await this.redirectRefusal(response)) ?? responseFailure(response);
      const waitStart = Date.now();
      await turn.after;
      waited = Date.now() - waitStart;
      deadline += waited;
      turn.onChecking();
      if (visit.failure === null) {
        if (mode.check) await this.check(page, visit, mode.links, deadline);
        else visit.links = await withDeadline(page.evaluate(collectLinks, MAX_LINKS_PER_PAGE), deadline);
      }
    } catch (error) {
      Object.assign(visit, { failure: failureReason(error, this.closed), axeJson: null, snapshot: null, links: [] });
      // Whatever broke (a hung renderer, a crash, a navigation stuck half-way), the next visit starts in a fresh tab.
      if (!this.closed && !(error instanceof BlockedError)) await this.replacePage();
    } finally {
      turn.onChecking();
    }
    // Again after the check: the page may have navigated itself (a script, a meta refresh) through a refused hop meanwhile.
    const refused = await this.redirectRefusal();
    if (refused !== null) Object.assign(visit, { failure: refused, httpStatus: null, axeJson: null, snapshot: null, links: [] });
    // The wait for the slot's previous page is not this page's time.
    visit.durationMs = Math.round(performance.now() - start - waited);
    return visit;
  }

  private async check(page: Page, visit: PageVisit, links: boolean, deadline: number): Promise<void> {
    await this.settle(deadline);
    const { snapshots } = this.settings;
    const responses = allowedResponses(this.nav.responses.slice(), this.scanContext.policy);
    const resources = snapshots ? responses.then((kept) => collectResources(kept, this.resources)) : Promise.resolve([]);
    const [axeJson, kept] = await withDeadline(Promise.all([this.runAxeOnce(page, deadline), resources]), deadline);
    const capture = await withDeadline(
      page.evaluate(capturePage, { links, snapshot: snapshots, maxLinks: MAX_LINKS_PER_PAGE, maxHtmlChars: SNAPSHOT_LIMITS.maxHtmlChars }),
      deadline,
    );
    visit.axeJson = axeJson;
    visit.links = capture.links;
    visit.snapshot = capture.html === null ? null : { html: capture.html, resources: kept };
    visit.finalUrl = page.url();
  }

  /** Runs axe; when the page navigated itself meanwhile (a script or meta refresh redirect), waits for the new document and runs again once. */
  private async runAxeOnce(page: Page, deadline: number): Promise<string> {
    try {
      return await runAxe(page, this.engine, this.settings.tags, this.settings.needsReview);
    } catch (error) {
      if (!(error instanceof Error) || !/Execution context was destroyed|navigat/i.test(error.message) || page.isClosed()) throw error;
      await page.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) });
      await this.settle(deadline);
      return runAxe(page, this.engine, this.settings.tags, this.settings.needsReview);
    }
  }

  /**
   * Why the visit must be discarded for a redirect hop to a refused URL (urlPolicy.ts); null when
   * none (or no policy). The hops seen as requests, and the chain of `navigation` when given.
   */
  private async redirectRefusal(navigation: Response | null = null): Promise<string | null> {
    const policy = this.scanContext.policy;
    if (policy !== null && navigation !== null) this.nav.refusals.push(redirectRefusal(navigation.request(), true, policy));
    const reasons = await Promise.all(this.nav.refusals);
    return reasons.find((reason) => reason !== null) ?? null;
  }

  /** After the load event: waits until no request has been in flight for SETTLE.quietMs, at most SETTLE.capMs. */
  private async settle(deadline: number): Promise<void> {
    const cap = Math.min(Date.now() + SETTLE.capMs, deadline);
    for (;;) {
      const now = Date.now();
      const quietFor = now - this.nav.lastActivity;
      if (this.nav.inflight.size === 0 && quietFor >= SETTLE.quietMs) return;
      if (now >= cap) return;
      const wait = this.nav.inflight.size === 0 ? SETTLE.quietMs - quietFor : SETTLE.pollMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(5, Math.min(wait, cap - now))));
    }
  }

  private async ensurePage(): Promise<Page> {
    if (this.closed) throw new Error('Scan stopped');
    if (this.page !== null && !this.page.isClosed() && this.visits < VISITS_PER_TAB) {
      this.visits += 1;
      return this.page;
    }
    if (this.page !== null) await this.replacePage();
    const page = await this.scanContext.takeTab();
    this.watch(page);
    this.page = page;
    this.visits = 1;
    return page;
  }

  private watch(page: Page): void {
    page.on('dialog', (dialog) => {
      // beforeunload must be accepted or the tab could not leave; every other dialog is dismissed.
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
    });
    page.on('popup', (popup) => void popup.close().catch(() => undefined));
    page.on('download', (download) => void download.cancel().catch(() => undefined));
    page.on('request', (request) => {
      if (page !== this.page) return;
      this.nav.inflight.add(request);
      this.nav.lastActivity = Date.now();
      // Chromium follows redirects without routing the hops: each one is checked here, after the fact.
      const policy = this.scanContext.policy;
      if (policy !== null && request.redirectedFrom() !== null) {
        this.nav.refusals.push(redirectRefusal(request, isMainFrameRequest(page, request), policy));
      }
    });
    const done = (request: Request): void => {
      if (page !== this.page) return;
      this.nav.inflight.delete(request);
      this.nav.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      try {
        if (page !== this.page || !this.settings.snapshots || response.frame() !== page.mainFrame()) return;
        // A new document in the tab: resources of the one before are no longer what the page shows.
        // Told by its navigation request, not by framenavigated, which also fires for
        // history.pushState: a single-page app's router would otherwise drop its own stylesheet.
        if (response.request().isNavigationRequest()) this.nav.responses = [];
        else if (isSnapshotResource(response)) this.nav.responses.push(response);
      } catch {
        // A worker's response has no frame: it is not one of the page's own resources.
      }
    });
  }

  /** Drops the tab (a hung or crashed renderer goes with it); the next visit opens a fresh one. */
  private async replacePage(): Promise<void> {
    const page = this.page;
    this.page = null;
    if (page !== null) await page.close().catch(() => undefined);
  }

  /** Marks the tab stopped: a visit failing from now on reports 'Scan stopped' (its answer is then ignored). */
  stop(): void {
    this.closed = true;
  }
}

/** 'HTTP 404 Not Found' for an error status, 'Not an HTML page (...)' for a file; null when the page can be checked. */
function responseFailure(response: Response | null): string | null {
  if (response === null) return null;
  const status = response.status();
  if (status >= 400) return httpStatusText(status, response.statusText());
  const contentType = response.headers()['content-type'];
  if (contentType !== undefined && contentType.trim() !== '' && !HTML_TYPES.test(contentType.trim())) {
    return `Not an HTML page (${contentType.split(';')[0]?.trim() ?? contentType})`;
  }
  return null;
}

function failureReason(error: unknown, stopped: boolean): string {
  if (stopped) return 'Scan stopped';
  if (error instanceof PageTimeoutError || (error instanceof Error && error.name === 'TimeoutError')) return 'Page timed out';
  if (error instanceof AxeResultsTooLargeError || error instanceof BlockedError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const net = /net::ERR_[A-Z0-9_]+/.exec(message);
  // Chromium's word for a 401 it was not allowed to answer (credentials are only sent to the configured origin).
  if (net?.[0] === 'net::ERR_INVALID_AUTH_CREDENTIALS') return 'HTTP 401 Unauthorized';
  if (net !== null) return net[0];
  if (/Download is starting/i.test(message)) return 'Not an HTML page (a file download)';
  if (/crash/i.test(message)) return 'Page crashed';
  const firstLine = message.split('\n')[0] ?? message;
  return firstLine.replace(/^[a-zA-Z.]+: /, '').slice(0, 300);
}

function isMainFrameRequest(page: Page, request: Request): boolean {
  try {
    return request.frame() === page.mainFrame();
  } catch {
    return false; // a worker's request has no frame
  }
}

/** Rejects with PageTimeoutError at `deadline` (epoch ms); the raced promise is left to settle alone. */
function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PageTimeoutError('Page timed out')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
