/// <reference lib="dom" />
/**
 * A scripted walk through a site in one tab, recording each state the way a person with a
 * recorder would: what axe-core finds there (the scanner's own axe run, so results match a scan's),
 * a PNG of the viewport, a page snapshot made as a scan makes one (pageTab.ts), and the elements a
 * tester points at. The demo's workflow and assisted-test reports are made with it; the Playwright
 * browser stays inside this package.
 *
 * Page text is only ever read as data (outerHTML, attributes): nothing from a page is evaluated.
 */
import type { Page, Response } from 'playwright-core';
import { BASE_CONTEXT_OPTIONS } from './auth';
import { loadAxeEngine, runAxe, type AxeEngine } from './axeRunner';
import { unwrapScanBrowser } from './browser';
import { capturePage } from './pageScripts';
import { collectResources, isSnapshotResource, ResourceCache, SNAPSHOT_LIMITS } from './snapshotResources';
import type { PageSnapshot, ScanBrowser } from './types';

/** How a recorder checks pages. */
export interface FlowRecorderOptions {
  /** axe-core tags to run (`axeTagsFor`); null runs every rule. */
  tags: readonly string[] | null;
  /** Keep axe's needs-review results. */
  needsReview: boolean;
  /** Viewport of the tab and its screenshots; default 1280 x 720. */
  viewport?: { width: number; height: number };
  /** Limit of each navigation and action in ms; default 15 s. */
  timeoutMs?: number;
}

/** One recorded state of the page. */
export interface RecordedState {
  /** The page's URL at the time. */
  url: string;
  /** axe-core's results object for the page as it was. */
  axe: unknown;
  /** PNG of the viewport. */
  screenshot: Buffer;
  /** The page as it looked, with the resources it used; null when its HTML is over the snapshot cap. */
  snapshot: PageSnapshot | null;
}

/** An element as a tester reports it. */
export interface RecordedElement {
  /** A selector that finds only it in the page. */
  selector: string;
  /** Its outerHTML, as found. */
  html: string;
  /** PNG of the element; null when it has no box to show. */
  screenshot: Buffer | null;
}

/** The focused element, and whether the page draws a focus indicator on it. */
export interface FocusedElement extends RecordedElement {
  /** Its computed outline or box-shadow is visible while focused. */
  indicatorVisible: boolean;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 720 } as const;
const DEFAULT_TIMEOUT_MS = 15_000;

/** What an element is as a tester reports it, read in the page. */
interface ElementFacts {
  selector: string;
  html: string;
  indicatorVisible: boolean;
}

/**
 * In-page (no closures, DOM only): `element`'s outerHTML, a selector that finds only it (`#id` when
 * its id is unique, else `tag:nth-of-type(n)` steps up to the nearest such id or the root), and
 * whether its computed outline or box-shadow shows (meaningful while it has focus).
 */
function describeElement(element: Element): ElementFacts {
  const steps: string[] = [];
  let current: Element | null = element;
  while (current !== null) {
    if (current.id !== '' && document.querySelectorAll(`#${CSS.escape(current.id)}`).length === 1) {
      steps.unshift(`#${CSS.escape(current.id)}`);
      break;
    }
    const tag = current.localName;
    const parent: Element | null = current.parentElement;
    const sameTag = parent === null ? [] : Array.from(parent.children).filter((child) => child.localName === tag);
    steps.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(current) + 1})` : tag);
    current = parent;
  }
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
  return { selector: steps.join(' > '), html: element.outerHTML, indicatorVisible: outline || shadow };
}

/** In-page: the focused element, or null when focus is on the document itself. */
function focusedElement(): Element | null {
  const element = document.activeElement;
  return element === null || element === document.body || element === document.documentElement ? null : element;
}

/** A tab walking a flow; close it when done. */
export class FlowRecorder {
  /** Resource responses of the current document, for its snapshots. */
  private responses: Response[] = [];
  /** Bodies shared by the walk's pages: the site's stylesheet is read from the browser once. */
  private readonly resources = new ResourceCache();

  private constructor(
    private readonly page: Page,
    private readonly engine: AxeEngine,
    private readonly options: FlowRecorderOptions,
    private readonly closeContext: () => Promise<void>,
  ) {
    page.on('response', (response) => {
      try {
        if (response.frame() !== page.mainFrame()) return;
        // A new document: resources of the one before are no longer what the page shows. Told by its
        // navigation request, not by framenavigated, which also fires for history.pushState and
        // hash changes: a single-page app's next state still shows what its document loaded.
        if (response.request().isNavigationRequest()) this.responses = [];
        else if (isSnapshotResource(response)) this.responses.push(response);
      } catch {
        // A worker's response has no frame: it is not one of the page's own resources.
      }
    });
  }

  /** Opens a fresh context (no cookies of any scan) with one tab in a browser from launchScanBrowser. */
  static async open(scanBrowser: ScanBrowser, options: FlowRecorderOptions): Promise<FlowRecorder> {
    const { browser } = unwrapScanBrowser(scanBrowser);
    const engine = loadAxeEngine();
    const context = await browser.newContext({ ...BASE_CONTEXT_OPTIONS, viewport: options.viewport ?? DEFAULT_VIEWPORT });
    try {
      context.setDefaultTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      await context.addInitScript({ content: engine.source });
      const page = await context.newPage();
      // A page's own alert or confirm would stall the walk; a recorder dismisses them as a scan does.
      page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
      return new FlowRecorder(page, engine, options, () => context.close().catch(() => undefined));
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** Loads `url` and waits for its load event; throws on an HTTP error answer. */
  async goto(url: string): Promise<void> {
    const response = await this.page.goto(url, { waitUntil: 'load' });
    if (response !== null && !response.ok()) throw new Error(`${url} answered HTTP ${response.status()}`);
    await this.settle();
  }

  /** Clicks the element `selector` finds and waits for any navigation it started to load. */
  async click(selector: string): Promise<void> {
    await this.page.locator(selector).first().click();
    await this.page.waitForLoadState('load');
    await this.settle();
  }

  /** Presses `key` (Playwright's key names: Tab, Space, Escape...) in the focused element. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    await this.settle();
  }

  /** Focuses the element `selector` finds, as a keyboard user reaching it would. */
  async focus(selector: string): Promise<void> {
    await this.page.locator(selector).first().focus();
  }

  /** The value of an attribute of the element `selector` finds; null when it has none. */
  attribute(selector: string, name: string): Promise<string | null> {
    return this.page.locator(selector).first().getAttribute(name);
  }

  /** The page's current URL. */
  url(): string {
    return this.page.url();
  }

  /** axe's results, a viewport PNG and a snapshot of the page as it is now. */
  async record(): Promise<RecordedState> {
    const axe = JSON.parse(await runAxe(this.page, this.engine, this.options.tags, this.options.needsReview)) as unknown;
    const screenshot = await this.page.screenshot({ type: 'png' });
    const [capture, resources] = await Promise.all([
      this.page.evaluate(capturePage, { links: false, snapshot: true, maxLinks: 0, maxHtmlChars: SNAPSHOT_LIMITS.maxHtmlChars }),
      collectResources(this.responses, this.resources),
    ]);
    return { url: this.page.url(), axe, screenshot, snapshot: capture.html === null ? null : { html: capture.html, resources } };
  }

  /** The element `selector` finds, with axe's selector for it, its markup and a PNG of it. */
  async element(selector: string): Promise<RecordedElement> {
    const { selector: unique, html } = await this.page.locator(selector).first().evaluate(describeElement);
    return { selector: unique, html, screenshot: await this.shot(unique) };
  }

  /** The focused element, or null when focus is on the document itself. */
  async focused(): Promise<FocusedElement | null> {
    const handle = await this.page.evaluateHandle(focusedElement);
    const element = handle.asElement();
    if (element === null) return null;
    const found = await element.evaluate(describeElement);
    await handle.dispose();
    return { ...found, screenshot: await this.shot(found.selector) };
  }

  /** Closes the tab and its context. */
  close(): Promise<void> {
    return this.closeContext();
  }

  private async shot(selector: string): Promise<Buffer | null> {
    const locator = this.page.locator(selector).first();
    const box = await locator.boundingBox();
    if (box === null || box.width === 0 || box.height === 0) return null;
    return locator.screenshot({ type: 'png', animations: 'disabled' });
  }

  /** Two animation frames: what a click or key started has been painted before the state is recorded. */
  private async settle(): Promise<void> {
    await this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }
}
