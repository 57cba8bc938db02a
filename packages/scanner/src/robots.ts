/**
 * robots.txt for crawled pages: read once per origin per scan, through robots-parser. A missing,
 * unreadable or erroring robots.txt allows everything: a scanner that the site owner configured
 * should not stop because the file is absent or the server hiccups.
 */
import robotsParser from 'robots-parser';
import { fetchFile } from './boundedFetch';
import type { UrlPolicy } from './urlPolicy';

/** The user-agent token matched against robots.txt groups (falls back to `*`). */
export const ROBOTS_USER_AGENT = 'CurbcutScanner';

const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_TIMEOUT_MS = 10_000;

/** Decides, per URL, whether robots.txt lets the scanner crawl it. */
export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<(url: string) => boolean>>();

  /** With `policy`, robots.txt and its redirects are read only where it allows; a refused file counts as unreadable. */
  constructor(
    private readonly signal?: AbortSignal,
    private readonly policy?: UrlPolicy,
  ) {}

  /** Whether `url` may be crawled; fetches its origin's robots.txt on first use. */
  async isAllowed(url: string): Promise<boolean> {
    const origin = new URL(url).origin;
    let rules = this.byOrigin.get(origin);
    if (rules === undefined) {
      rules = this.load(origin);
      this.byOrigin.set(origin, rules);
    }
    return (await rules)(url);
  }

  /** Starts reading an origin's robots.txt ahead of its first crawled link. */
  prefetch(origin: string): void {
    if (!this.byOrigin.has(origin)) this.byOrigin.set(origin, this.load(origin));
  }

  private async load(origin: string): Promise<(url: string) => boolean> {
    const robotsUrl = `${origin}/robots.txt`;
    const timeout = AbortSignal.timeout(ROBOTS_TIMEOUT_MS);
    const signal = this.signal === undefined ? timeout : AbortSignal.any([this.signal, timeout]);
    try {
      const accept = 'text/plain, */*;q=0.5';
      const file = await fetchFile(robotsUrl, { maxBytes: ROBOTS_MAX_BYTES, signal, accept, policy: this.policy });
      const robots = robotsParser(robotsUrl, file.body.toString('utf8'));
      return (url) => robots.isAllowed(url, ROBOTS_USER_AGENT) !== false;
    } catch {
      return () => true;
    }
  }
}
