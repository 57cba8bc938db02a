/**
 * The public face of the website scan report widget: its props, events and imperative API. They
 * parallel the build report's (`BuildReportProps`), so hosts and the embed entry treat both alike.
 */
import type { ReactNode } from 'react';
import type { ReportSource } from '../reportSource';
import type { ReportFeatures } from '../buildReport/features';
import type { IssueSnapshotAccess } from '../details/snapshot/access';
import type { UrlStateStore, WidgetCommand, WidgetEvent } from '../buildReport/props';

/** The navigate targets of the scan report: the scan list, the scan's page, home, the compare page. */
export type ScanNavigateTarget = 'scanList' | 'scan' | 'home' | 'compare';

/**
 * Events `<ScanReport>` emits: the widget events, with `navigate` leading to the scan list
 * ('scanList', the 'Website Scan' breadcrumb), the scan's page ('scan', the scan name breadcrumb),
 * 'home' (Go to homepage) or 'compare' (a comparison of two runs).
 */
export type ScanReportEvent = WidgetEvent<ScanNavigateTarget>;

/** The flags the scan report reads (the build report's, less the test-harness heading, plus snapshots); `bugTracker` is off unless given. */
export type ScanReportFeatures = Pick<ReportFeatures, 'score' | 'comparison' | 'decisionPersistence' | 'bugTracker'> & {
  /** The details pane's issue snapshot: 'shown', an 'upsell' (a plan without snapshots), or 'hidden'. */
  issueSnapshots: IssueSnapshotAccess;
};

/** Links the header, the empty states and the compare actions lead to. */
export interface ScanReportLinks {
  /** The website scan list ('Website Scan' breadcrumb). */
  scanList?: string;
  /** This scan's own page, with its runs (the scan name breadcrumb); without it the crumb only emits `navigate`. */
  scan?: string;
  /** 'Go to homepage'. */
  home?: string;
  /** The compare page of two runs (`/site-scanner/compare?ids=base,id`); without it there is no comparison. */
  compare?: (baseId: string, id: string) => string;
  /** Contact-support links of the failure page and toasts; default `mailto:support@curbcut.local`. */
  support?: string;
}

/** Props of `<ScanReport>` and of `mountScanReport`. */
export interface ScanReportProps {
  /**
   * A `websiteScan` report on a server (session, embed token or public-link token), or axe results
   * in memory (offline: pages come from the results' URLs, see the README).
   */
  source: ReportSource;
  /** View state store; default: the page's own URL (history.replaceState / pushState). */
  urlState?: UrlStateStore;
  /** Links; omitted links become `navigate` events only. */
  links?: ScanReportLinks;
  /** Embedded (iframe) view: breadcrumbs and 'Go to homepage' post `navigate` events instead of linking. */
  minimal?: boolean;
  /**
   * The viewer's flags; a host with a signed-in user passes `scanFeaturesFromProfile(profile)`,
   * and `bugTracker: true` when its server files bugs. Each flag left out is on except `bugTracker`,
   * and the public view never shows comparison or 'File a bug'.
   */
  features?: Partial<ScanReportFeatures>;
  /** Receives every widget event. */
  onEvent?: (event: ScanReportEvent) => void;
  /** Colour scheme; default 'light'. */
  theme?: 'light' | 'dark';
  /** Receives the widget's imperative API once mounted. */
  onApi?: (api: ScanReportApi) => void;
  /** The host's own notice (a banner), shown under the report heading so it follows it in reading and tab order. */
  notice?: ReactNode;
}

/** The imperative API of a mounted `<ScanReport>`. */
export interface ScanReportApi {
  /** Sends a command, as the embed protocol does (set-filters and open-issue open All issues). */
  command(command: WidgetCommand): void;
}
