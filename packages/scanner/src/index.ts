/**
 * @curbcut/scanner: the website scanner. Reads sitemaps, crawls same-origin links breadth-first
 * and checks each page with axe-core in Chromium (playwright-core), page by page.
 */
export { scanSite } from './scanSite';
export { launchScanBrowser, chromiumPath, ScanBrowserError, CHROMIUM_ARGS, DEFAULT_CHROMIUM_PATH } from './browser';
export { extractSitemap, SitemapError, SITEMAP_LIMITS } from './sitemap';
export { axeTagsFor } from './axeTags';
export { normaliseUrl, matchesPattern, passesPatterns, isCrawlableLink, isHttpUrl } from './urls';
export { SNAPSHOT_LIMITS } from './snapshotResources';
export { ROBOTS_USER_AGENT } from './robots';
export { FlowRecorder } from './flowRecorder';

export type { LaunchScanBrowserOptions } from './browser';
export type { FlowRecorderOptions, RecordedState, RecordedElement, FocusedElement } from './flowRecorder';
export type { ExtractSitemapOptions, SitemapExtraction } from './sitemap';
export type { AllowUrl } from './urlPolicy';
export type {
  ScanAuth,
  PageSnapshot,
  SnapshotResource,
  PageResult,
  ScanProgress,
  ScanOptions,
  ScanBrowser,
  ScanSummary,
} from './types';
