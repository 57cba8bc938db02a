/**
 * `scanSite`: the whole scan. Reads the sitemap and signs in (concurrently), then runs one worker
 * per concurrency slot over a shared breadth-first queue. A worker hands a checked page to the
 * delivery chain and moves on to its next page at once, so building and storing a result overlaps
 * the next navigation; it waits for its previous delivery first, so a slow `onPage` slows the scan
 * instead of piling results up.
 */
import { SCAN_ERROR_TEXTS, SCAN_LIMITS } from '@curbcut/core';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { loadAxeEngine } from './axeRunner';
import { axeTagsFor } from './axeTags';
import { launchScanBrowser, unwrapScanBrowser, type WarmContextSource } from './browser';
import { signIn } from './auth';
import { Frontier, type PageTask } from './frontier';
import { PageSlot } from './pageSlot';
import type { PageVisit } from './pageTab';
import { toPageResult } from './pageResult';
import { RobotsCache } from './robots';
import { extractSitemap } from './sitemap';
import { openScanContext, type ScanContext } from './scanContext';
import { ResourceCache } from './snapshotResources';
import type { PageResult, ScanBrowser, ScanOptions, ScanSummary } from './types';
import { UrlPolicy } from './urlPolicy';
import { isCrawlableLink, looksLikeSignOut, normaliseUrl, originOf, passesPatterns } from './urls';

type StopReason = 'cancelled' | 'timedOut' | 'failed' | 'browserClosed';

/**
 * Slots load their next page in a second tab while checking the current one up to this
 * concurrency; above it the extra renderers would cost more memory than the overlap gains.
 */
const MAX_LOOKAHEAD_CONCURRENCY = 4;

/** A page taken from the queue and under way in a slot. */
interface InFlight {
  task: PageTask;
  /** Done by an earlier attempt (skipUrls): never checked nor reported again. */
  skipped: boolean;
  visit: { checking: Promise<void>; result: Promise<PageVisit | null> };
}

/**
 * Scans a site as `options.settings` describe and resolves with the summary; it rejects only
 * when `onPage` or `onProgress` throws (after stopping the scan). Start pages are always scanned;
 * include/exclude patterns filter sitemap and crawled pages, robots.txt only crawled ones.
 * `maxPages` caps every page, start and sitemap pages included.
 *
 * Resuming with `skipUrls`: a page already done is counted as done, never checked again. When the
 * crawl could still follow its links, it is loaded for its links only (no check, no result), so a
 * resumed crawl reaches the same pages as an uninterrupted one.
 */
export async function scanSite(options: ScanOptions): Promise<ScanSummary> {
  const engine = loadAxeEngine();
  const summary: ScanSummary = {
    pagesDone: 0,
    pagesFailed: 0,
    pagesLeftByLimit: 0,
    cancelled: false,
    timedOut: false,
    loginFailed: false,
    error: null,
    engineVersion: engine.version,
    warnings: [],
  };
  if (options.signal?.aborted === true) return { ...summary, cancelled: true };

  const stopper = new AbortController();
  let stopReason: StopReason | null = null;
  const stop = (reason: StopReason): void => {
    if (stopReason !== null) return;
    stopReason = reason;
    stopper.abort(new Error(reason));
  };
  const onAbort = (): void => stop('cancelled');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const totalTimer = options.totalTimeoutMs === undefined ? undefined : setTimeout(() => stop('timedOut'), options.totalTimeoutMs);
  const stopped = new Promise<void>((resolve) => stopper.signal.addEventListener('abort', () => resolve(), { once: true }));

  let ownBrowser: ScanBrowser | null = null;
  let failure: unknown = null;
  try {
    let browser: { browser: Browser; warm: WarmContextSource };
    try {
      if (options.browser === undefined) ownBrowser = await launchScanBrowser();
      browser = unwrapScanBrowser(options.browser ?? (ownBrowser as ScanBrowser));
    } catch (error) {
      return { ...summary, error: error instanceof Error ? error.message : String(error) };
    }
    // Without this, every page left would fail one by one against a browser that is gone.
    const onDisconnected = (): void => stop('browserClosed');
    browser.browser.once('disconnected', onDisconnected);
    try {
      const run = new ScanRun(options, summary, browser.browser, browser.warm, stopper.signal, stopped, stop);
      failure = await run.execute();
    } finally {
      browser.browser.off('disconnected', onDisconnected);
    }
  } finally {
    clearTimeout(totalTimer);
    options.signal?.removeEventListener('abort', onAbort);
    if (ownBrowser !== null) await ownBrowser.close();
  }
  if (failure !== null) throw failure;
  if (stopReason === 'cancelled') summary.cancelled = true;
  if (stopReason === 'timedOut') summary.timedOut = true;
  if (stopReason === 'browserClosed') summary.error = 'Chromium closed during the scan';
  return summary;
}

/** One scan's state, split out of scanSite so each step reads as a method. */
class ScanRun {
  private readonly settings: ScanOptions['settings'];
  private readonly frontier: Frontier;
  private readonly skipUrls: Set<string>;
  /** The network policy with its answers cached for the whole scan; null when everything is allowed. */
  private readonly policy: UrlPolicy | null;
  private readonly scope = new Set<string>();
  private robots: RobotsCache | null = null;
  private signedIn = false;
  /** Whether slots load their next page while checking the current one (two tabs each). */
  private lookahead = true;
  private concurrency = 1;
  private active = 0;
  private waiters: (() => void)[] = [];
  private deliveries: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly options: ScanOptions,
    private readonly summary: ScanSummary,
    private readonly browser: Browser,
    private readonly warm: WarmContextSource,
    private readonly signal: AbortSignal,
    private readonly stopped: Promise<void>,
    private readonly stop: (reason: StopReason) => void,
  ) {
    this.settings = options.settings;
    this.frontier = new Frontier(this.settings.crawl.maxPages);
    this.skipUrls = new Set([...(options.skipUrls ?? [])].map((u) => normaliseUrl(u) ?? u));
    this.policy = options.allowUrl === undefined ? null : new UrlPolicy(options.allowUrl);
    this.signal.addEventListener('abort', () => this.wake(), { once: true });
  }

  /** Runs the scan; answers the error that must be rethrown (a consumer callback's), else null. */
  async execute(): Promise<unknown> {
    const { settings, summary } = this;
    const pageTimeoutMs = settings.pageTimeoutSeconds * 1000;
    const sitemapRead = settings.sitemapUrl === null ? Promise.resolve(null) : this.readSitemap(settings.sitemapUrl);
    const signedIn = this.until(signIn(this.browser, this.options.auth, pageTimeoutMs, this.policy));
    const [sitemapUrls, login] = await Promise.all([sitemapRead, signedIn]);
    if (this.signal.aborted) return null;
    if (login === undefined || !login.ok) {
      summary.loginFailed = true;
      summary.error = SCAN_ERROR_TEXTS.login;
      if (login !== undefined) summary.warnings.push(`Sign-in failed: ${login.reason}`);
      return null;
    }
    this.signedIn = this.options.auth !== null && this.options.auth !== undefined;

    for (const raw of settings.startUrls) {
      const url = normaliseUrl(raw);
      if (url === null) summary.warnings.push(`Not an http(s) URL, left out: ${raw}`);
      else this.addSeed(url, 'start');
    }
    for (const url of sitemapUrls ?? []) {
      if (passesPatterns(url, settings.include, settings.exclude)) this.addSeed(url, 'sitemap');
    }
    if (this.frontier.accepted === 0) {
      summary.error ??= 'Nothing to scan: no start URL and no page from the sitemap';
      return null;
    }
    if (settings.crawl.enabled && settings.respectRobotsTxt) {
      this.robots = new RobotsCache(this.signal, this.policy ?? undefined);
      for (const origin of this.scope) this.robots.prefetch(origin);
    }
    this.options.onProgress?.({ pagesDone: 0, pagesTotal: this.frontier.accepted });

    const slotSettings = {
      tags: axeTagsFor(settings.wcagVersion, settings.wcagLevel, settings.bestPractice),
      needsReview: settings.needsReview,
      snapshots: this.options.snapshots !== false,
      pageTimeoutMs,
    };
    // Without a crawl the page list is final: more slots than pages would only open tabs for nothing.
    const pageBound = settings.crawl.enabled ? SCAN_LIMITS.maxConcurrency : this.frontier.accepted;
    const concurrency = Math.max(1, Math.min(settings.concurrency, SCAN_LIMITS.maxConcurrency, pageBound));
    this.concurrency = concurrency;
    this.lookahead = concurrency <= MAX_LOOKAHEAD_CONCURRENCY;
    const context = await this.openContext(login.contextOptions);
    if (context === null) return null;
    const engine = loadAxeEngine();
    const resources = new ResourceCache();
    const slots = Array.from({ length: concurrency }, () => new PageSlot(context, engine, slotSettings, resources));
    // Closing the context on a stop makes visits in flight fail at once instead of running out their timeouts.
    const closeOnStop = (): void => {
      for (const slot of slots) slot.stop();
      void context.close();
    };
    this.signal.addEventListener('abort', closeOnStop, { once: true });
    try {
      await Promise.all(slots.map((slot) => this.work(slot)));
      await this.deliveries;
    } finally {
      this.signal.removeEventListener('abort', closeOnStop);
      for (const slot of slots) slot.stop();
      await context.close();
      this.prepareNextScan();
    }
    summary.pagesLeftByLimit = this.frontier.leftByLimit;
    return this.failure;
  }

  /**
   * Has a warm context prepared for the next scan on a shared browser, shortly after this one
   * (not during it: the warm-up would take CPU from this scan's last pages, measured as no gain).
   */
  private prepareNextScan(): void {
    if (this.options.browser === undefined) return;
    this.warm.prepareWarmContext(this.concurrency * (this.lookahead ? 2 : 1));
  }

  /** The browser's warm context when the scan signs in to nothing and one is ready, else a new context; null when stopped meanwhile. */
  private async openContext(contextOptions: BrowserContextOptions): Promise<ScanContext | null> {
    const plain = this.options.auth === null || this.options.auth === undefined;
    const opening = plain ? this.warm.takeWarmContext() : Promise.resolve(null);
    const warm = await this.until(opening);
    if (warm === undefined) {
      void opening.then((context) => context?.close());
      return null;
    }
    const context = warm ?? (await openScanContext(this.browser, contextOptions, loadAxeEngine()));
    try {
      if (this.policy !== null && !this.signal.aborted) await context.restrict(this.policy);
    } catch (error) {
      // A context the policy is not installed in is never used: its pages could reach any host.
      if (!this.signal.aborted) this.summary.error = `Could not apply the network policy: ${error instanceof Error ? error.message : String(error)}`;
      await context.close();
      return null;
    }
    if (this.signal.aborted) {
      await context.close();
      return null;
    }
    return context;
  }

  private async readSitemap(sitemapUrl: string): Promise<string[] | null> {
    try {
      const { policy } = this;
      const allowUrl = policy === null ? undefined : (url: URL) => policy.allows(url);
      const { urls, truncated } = await extractSitemap(sitemapUrl, { maxUrls: SCAN_LIMITS.maxPages, signal: this.signal, allowUrl });
      if (truncated) this.summary.warnings.push(`The sitemap lists more than ${SCAN_LIMITS.maxPages} pages: the rest were left out`);
      return urls;
    } catch (error) {
      if (this.signal.aborted) return null;
      const message = error instanceof Error ? error.message : String(error);
      // Without start URLs the sitemap is the whole scan, so its failure is the scan's error.
      if (this.settings.startUrls.length === 0) this.summary.error = message;
      else this.summary.warnings.push(message);
      return null;
    }
  }

  private addSeed(url: string, source: 'start' | 'sitemap'): void {
    const origin = originOf(url);
    if (origin !== null) this.scope.add(origin);
    this.frontier.add(url, 0, source);
  }

  /** Resolves with the promise's value, or undefined when the scan stops first. */
  private until<T>(promise: Promise<T>): Promise<T | undefined> {
    return Promise.race([promise, this.stopped.then(() => undefined)]);
  }

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  /**
   * One worker: takes pages from the queue until it is empty and no other worker may add more.
   * While a page is being checked, the next one from the queue is already loading in the slot's
   * other tab.
   */
  private async work(slot: PageSlot): Promise<void> {
    let delivered: Promise<void> = Promise.resolve();
    let current: InFlight | null = null;
    for (;;) {
      if (this.signal.aborted) break;
      if (current === null) {
        const task = this.frontier.next();
        if (task === undefined) {
          if (this.active === 0) break;
          await new Promise<void>((resolve) => this.waiters.push(resolve));
          continue;
        }
        current = this.start(task, slot);
      }
      await current.visit.checking;
      const nextTask = this.signal.aborted || !this.lookahead ? undefined : this.frontier.next();
      const following = nextTask === undefined ? null : this.start(nextTask, slot);
      try {
        const result = await this.finish(current);
        await delivered;
        delivered = this.deliver(result);
      } finally {
        this.active -= 1;
        this.wake();
      }
      current = following;
    }
    await delivered;
  }

  /**
   * Starts a page: a check, or for a page done earlier (skipUrls) a links-only load when the
   * crawl could still follow its links, else nothing.
   */
  private start(task: PageTask, slot: PageSlot): InFlight {
    this.active += 1;
    const { crawl } = this.settings;
    const wantLinks = crawl.enabled && task.depth < crawl.maxDepth;
    const skipped = this.skipUrls.has(task.url);
    if (skipped && !wantLinks) return { task, skipped, visit: { checking: Promise.resolve(), result: Promise.resolve(null) } };
    return { task, skipped, visit: slot.begin(task.url, { check: !skipped, links: wantLinks }) };
  }

  /** Waits for a page, queues its links and makes its result (null for a skipped page). */
  private async finish({ task, skipped, visit: pending }: InFlight): Promise<PageResult | null> {
    const visit = await pending.result;
    if (this.signal.aborted) return null;
    if (visit !== null) await this.queueLinks(task, visit);
    if (visit === null || skipped) return null;
    return toPageResult(visit, task.depth);
  }

  private async queueLinks(task: PageTask, visit: PageVisit): Promise<void> {
    const finalUrl = normaliseUrl(visit.finalUrl);
    if (finalUrl !== null && finalUrl !== task.url) {
      this.frontier.markKnown(finalUrl);
      // A start or sitemap page that redirects (http to https, a www host) brings its target's origin into the crawl.
      if (task.depth === 0 && visit.failure === null) this.scope.add(new URL(finalUrl).origin);
    }
    if (visit.failure !== null || visit.links.length === 0) return;
    const { include, exclude } = this.settings;
    for (const link of visit.links) {
      const url = normaliseUrl(link);
      if (url === null || this.frontier.isKnown(url)) continue;
      const origin = originOf(url);
      if (origin === null || !this.scope.has(origin) || !isCrawlableLink(url)) continue;
      if (this.signedIn && looksLikeSignOut(url)) continue;
      if (!passesPatterns(url, include, exclude)) continue;
      if (this.robots !== null && !(await this.robots.isAllowed(url))) {
        this.frontier.markKnown(url);
        continue;
      }
      if (this.frontier.add(url, task.depth + 1, 'link')) this.wake();
    }
  }

  /**
   * Queues a page's delivery: onPage, then the counts and onProgress. Deliveries run one at a
   * time in completion order; after a stop, pages not yet delivered are dropped.
   */
  private deliver(result: PageResult | null): Promise<void> {
    const delivery = this.deliveries.then(async () => {
      if (this.signal.aborted) return;
      try {
        if (result !== null) await this.options.onPage?.(result);
        this.summary.pagesDone += 1;
        if (result?.status === 'failure') this.summary.pagesFailed += 1;
        this.options.onProgress?.({ pagesDone: this.summary.pagesDone, pagesTotal: this.frontier.accepted });
      } catch (error) {
        this.failure ??= error;
        this.stop('failed');
      }
    });
    this.deliveries = delivery;
    return delivery;
  }
}
