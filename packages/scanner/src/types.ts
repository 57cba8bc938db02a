/**
 * The scanner's public contract: what a scan is given, what it reports page by page and what it
 * answers at the end. The server's scan job, `curbcut scan` and the benchmarks all use these.
 */
import type { PageStatus, ScanSettings } from '@curbcut/core';
import type { AllowUrl } from './urlPolicy';

/** Credentials to sign in with before scanning (the password in plain text: decrypted by the caller). */
export type ScanAuth =
  | {
      type: 'form';
      /** The login page. */
      url: string;
      username: string;
      password: string;
      selectors: { username: string; password: string; submit: string };
    }
  | {
      type: 'basic';
      /** Origin the credentials are sent to (other origins never receive them). */
      url: string;
      username: string;
      password: string;
    };

/** A page's HTML as it was checked, and the resources it loaded, for the issue-snapshot viewer. */
export interface PageSnapshot {
  /** Serialised DOM after the check, scripts removed, with a `<base>` pointing at the page. */
  html: string;
  /** Stylesheets, images and fonts the page loaded (same and cross origin), at most a few MB per page. */
  resources: SnapshotResource[];
}

/** One stored resource of a snapshot. */
export interface SnapshotResource {
  url: string;
  contentType: string;
  body: Uint8Array;
}

/** What one page came to. */
export interface PageResult {
  /** The URL requested (normalised: no fragment). */
  url: string;
  /** Where the browser ended; differs from `url` for a redirect. */
  finalUrl: string;
  status: PageStatus;
  /** HTTP status of the final response; null when none arrived. */
  httpStatus: number | null;
  /** Why a page failed ('Page timed out', 'HTTP 404 Not Found', 'net::ERR_CONNECTION_REFUSED', ...); null otherwise. */
  reason: string | null;
  /** axe-core's raw results (violations, incomplete, passes, inapplicable with node lists); null for failures. */
  axe: unknown;
  /** Page score with core's score model; null for failures. */
  score: number | null;
  /** Violation nodes per rule id (what `curbcut scan --json` prints). */
  violations: Record<string, number>;
  /** The snapshot, when snapshots are on and the page was checked. */
  snapshot: PageSnapshot | null;
  /** Link hops from a start page (0 for start and sitemap pages). */
  depth: number;
  startedAt: Date;
  durationMs: number;
}

/** Progress after every page. */
export interface ScanProgress {
  pagesDone: number;
  /** Pages found so far and still allowed by the limits (grows while crawling). */
  pagesTotal: number;
}

/** How a scan runs; only `settings` is required. */
export interface ScanOptions {
  settings: ScanSettings;
  auth?: ScanAuth | null;
  /** Aborting stops the scan: pages in flight are dropped, none started after; `scanSite` then resolves with `cancelled: true`. */
  signal?: AbortSignal;
  /** Called once per page in scan order of completion, awaited: a slow consumer slows the scan rather than piling pages up. */
  onPage?: (page: PageResult) => Promise<void> | void;
  onProgress?: (progress: ScanProgress) => void;
  /** URLs already done by an earlier attempt of the same run: not scanned again, counted as done. */
  skipUrls?: ReadonlySet<string>;
  /** Capture page snapshots (default true). */
  snapshots?: boolean;
  /** A browser to reuse (warm); default: one launched for this scan and closed after it. */
  browser?: ScanBrowser;
  /** Overall time limit in ms; when reached the scan stops with `timedOut: true`. Default: none. */
  totalTimeoutMs?: number;
  /**
   * Network policy (a server scanning for users refuses private addresses): the sitemap, robots.txt,
   * sign-in and every page and browser request ask it before they are fetched, and what a redirect
   * hop to a refused URL brought is discarded (the page fails with 'Blocked: ...'). Decide by
   * scheme, host and port: answers are cached per origin for the scan. Default: everything allowed,
   * with no request interception.
   */
  allowUrl?: AllowUrl;
}

/** A launched Chromium that several scans can share. */
export interface ScanBrowser {
  /** Chromium's version ('156.0.8078.79'). */
  readonly version: string;
  /** False once the browser exited or crashed: a worker keeping a warm browser launches a new one. */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** The end of a scan. */
export interface ScanSummary {
  pagesDone: number;
  pagesFailed: number;
  /** URLs found but not scanned because `maxPages` was reached. */
  pagesLeftByLimit: number;
  cancelled: boolean;
  timedOut: boolean;
  /** Sign-in failed: nothing was scanned ('Login configuration error: Failed to login.'). */
  loginFailed: boolean;
  /** Set when the scan could not start at all (no browser, start URL unreachable before any page, ...). */
  error: string | null;
  /** axe-core version used. */
  engineVersion: string;
  /**
   * What did not stop the scan but the user should know, in order: a sitemap that could not be
   * read while start URLs were scanned, a start URL that is not http(s), why a sign-in failed.
   */
  warnings: string[];
}
