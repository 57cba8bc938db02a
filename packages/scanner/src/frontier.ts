/**
 * The scan's page list: a FIFO queue (so a crawl is breadth-first: start pages, then sitemap
 * pages, then links in the order found, hop after hop) with the page limit applied as URLs arrive.
 */

/** Where a page came from. */
export type PageSource = 'start' | 'sitemap' | 'link';

/** One page to scan. */
export interface PageTask {
  url: string;
  /** Link hops from a start or sitemap page. */
  depth: number;
  source: PageSource;
}

/** The queue and its counts. */
export class Frontier {
  private readonly queue: PageTask[] = [];
  private head = 0;
  private readonly known = new Set<string>();
  /** Pages accepted within the limit so far (the progress total). */
  accepted = 0;
  /** Distinct URLs found after the limit was reached. */
  leftByLimit = 0;

  constructor(private readonly maxPages: number) {}

  /** Whether `url` was already met (queued, scanned, refused by the limit or marked). */
  isKnown(url: string): boolean {
    return this.known.has(url);
  }

  /** Records a URL as met without queueing it (a redirect's target, a page robots.txt refused). */
  markKnown(url: string): void {
    this.known.add(url);
  }

  /** Queues a normalised URL unless already known; past the limit it is only counted. True when queued. */
  add(url: string, depth: number, source: PageSource): boolean {
    if (this.known.has(url)) return false;
    this.known.add(url);
    if (this.accepted >= this.maxPages) {
      this.leftByLimit += 1;
      return false;
    }
    this.accepted += 1;
    this.queue.push({ url, depth, source });
    return true;
  }

  /** The next page to scan, or undefined when the queue is empty (for now). */
  next(): PageTask | undefined {
    if (this.head >= this.queue.length) return undefined;
    const task = this.queue[this.head];
    this.queue[this.head] = undefined as unknown as PageTask;
    this.head += 1;
    // Compact now and then so a 5000-page crawl does not keep every task alive.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    return task;
  }
}
