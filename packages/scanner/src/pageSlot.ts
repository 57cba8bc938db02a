/**
 * One concurrency slot: pages are checked one at a time, but the next page's navigation starts
 * in a second tab as soon as the current page's check begins. Loading a page is mostly waiting
 * (network, the quiet-network window) and the renderer's own work in another process, so it
 * overlaps axe running in the first tab; the next check starts when the current one is done, so
 * the slot still checks one page at a time.
 */
import type { AxeEngine } from './axeRunner';
import { PageTab, type PageVisit, type SlotSettings } from './pageTab';
import type { ScanContext } from './scanContext';
import type { ResourceCache } from './snapshotResources';

/** A visit under way. */
export interface SlotVisit {
  /** Settles when the page's check has begun (or the visit ended first): the slot may start its next navigation. */
  checking: Promise<void>;
  result: Promise<PageVisit>;
}

/** Two tabs taking turns. */
export class PageSlot {
  private readonly tabs: PageTab[] = [];
  private readonly busy = new Set<PageTab>();
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly scanContext: ScanContext,
    private readonly engine: AxeEngine,
    private readonly settings: SlotSettings,
    private readonly resources: ResourceCache,
  ) {}

  /**
   * Starts visiting `url` in a free tab; its check waits for the slot's previous visit. At most
   * two visits may be under way: begin the next only after the previous one's `checking`.
   */
  begin(url: string, mode: { check: boolean; links: boolean }): SlotVisit {
    const tab = this.freeTab();
    this.busy.add(tab);
    let signal = (): void => undefined;
    const checking = new Promise<void>((resolve) => {
      signal = resolve;
    });
    const result = tab.visit(url, mode, { after: this.last, onChecking: signal }).finally(() => this.busy.delete(tab));
    this.last = result;
    return { checking, result };
  }

  private freeTab(): PageTab {
    const free = this.tabs.find((tab) => !this.busy.has(tab));
    if (free !== undefined) return free;
    if (this.tabs.length >= 2) throw new Error('PageSlot: both tabs are busy');
    const tab = new PageTab(this.scanContext, this.engine, this.settings, this.resources);
    this.tabs.push(tab);
    return tab;
  }

  /** Marks the tabs stopped: visits failing from now on report 'Scan stopped'. */
  stop(): void {
    for (const tab of this.tabs) tab.stop();
  }
}
