/**
 * The public face of the build report widget: its props, the events it emits and the commands a
 * host (or the embed protocol) may send it. `<BuildReport>`, `mountBuildReport` and the iframe
 * entry all use these types, so the three stay in step.
 */
import type { ReactNode } from 'react';
import type { IssueFilters } from '@curbcut/core';
import type { ReportSource } from '../reportSource';
import type { ReportFeatures } from './features';

/** Where the widget keeps its view state (tab, open rule, issue, filters). */
export interface UrlStateStore {
  /** The current query parameters. */
  read(): URLSearchParams;
  /** Replaces the query parameters (push: a new history entry; otherwise replace). */
  write(params: URLSearchParams, options: { push: boolean }): void;
  /** Calls back when the parameters change from outside (back/forward); returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * Where a `navigate` event leads: the build list ('allBuilds'), the home page, the compare page, a
 * test case, the website scan list ('scanList') one scan's page with its runs ('scan'), the PDF report list
 * ('pdfList') or a manual report's list, Workflow Analyzer or Assisted Tests ('manualList').
 */
export type NavigateTarget = 'allBuilds' | 'home' | 'compare' | 'testCase' | 'scanList' | 'scan' | 'pdfList' | 'manualList';

/** The targets the build report navigates to (what `@curbcut/embed`'s protocol lists today). */
export type BuildNavigateTarget = 'allBuilds' | 'home' | 'compare' | 'testCase';

/**
 * Events a widget emits (the embed protocol forwards them to the parent page). `To` narrows the
 * `navigate` targets to those of one widget: `WidgetEvent` alone is the build report's, so code that
 * forwards it to `@curbcut/embed` (whose protocol does not list the scan targets yet) still type-checks;
 * `ScanReportEvent` is the scan report's.
 */
export type WidgetEvent<To extends NavigateTarget = BuildNavigateTarget> =
  | { type: 'ready'; payload: { reportId: string | null; name: string } }
  | { type: 'navigate'; payload: { to: To; href: string | null } }
  | { type: 'issue-selected'; payload: { issueId: string; ruleId: string; componentId: string; index: number; total: number } }
  | { type: 'filters-changed'; payload: { filters: IssueFilters } }
  | { type: 'error'; payload: { code: string; message: string } };

/** An event of any widget (what the parts shared by every widget emit). */
export type AnyWidgetEvent = WidgetEvent<NavigateTarget>;

/** `event` narrowed to the widget whose navigate targets are `targets` (events of other widgets: false). */
export function isEventFor<To extends NavigateTarget>(event: AnyWidgetEvent, targets: readonly To[]): event is WidgetEvent<To> {
  return event.type !== 'navigate' || (targets as readonly NavigateTarget[]).includes(event.payload.to);
}

/** Commands a host may send a widget. */
export type WidgetCommand =
  | { type: 'set-filters'; payload: { filters: IssueFilters } }
  | { type: 'open-issue'; payload: { issueId: string } }
  | { type: 'set-theme'; payload: { theme: 'light' | 'dark' } };

/** Props of `<BuildReport>` and of `mountBuildReport`. */
export interface BuildReportProps {
  source: ReportSource;
  /** View state store; default: the page's own URL (history.replaceState / pushState). */
  urlState?: UrlStateStore;
  /** Links the header and fallbacks lead to; omitted links become `navigate` events only. */
  links?: {
    allBuilds?: string;
    home?: string;
    compare?: (baseId: string, id: string) => string;
    /** Contact-support links of the failure page and toasts; default `mailto:support@curbcut.local`. */
    support?: string;
  };
  /** Embedded (iframe) view: no breadcrumb links, navigation posted as events. */
  minimal?: boolean;
  /** A low-code build (decision 0040, the page's `source=lcnc`): its compare pages open with `source=lcnc`. */
  lowCode?: boolean;
  /**
   * The viewer's feature flags; a host with a signed-in user passes `featuresFromProfile(profile)`,
   * and `bugTracker: true` when its server files bugs. Each flag left out is on except `bugTracker`,
   * and the public view never shows comparison or 'File a bug'.
   */
  features?: Partial<ReportFeatures>;
  /** Receives every widget event. */
  onEvent?: (event: WidgetEvent) => void;
  /** Colour scheme; default 'light'. */
  theme?: 'light' | 'dark';
  /** Receives the widget's imperative API once mounted (how hosts send commands to a React widget). */
  onApi?: (api: BuildReportApi) => void;
  /** The host's own notice (a banner), shown under the report heading so it follows it in reading and tab order. */
  notice?: ReactNode;
}

/** The imperative API of a mounted `<BuildReport>`. */
export interface BuildReportApi {
  /** Sends a command, as the embed protocol does. */
  command(command: WidgetCommand): void;
}

/** What `mountBuildReport` returns. */
export interface MountedWidget<P> {
  /** Re-renders with new props (merged over the current ones). */
  update(props: Partial<P>): void;
  /** Sends a command, as the embed protocol does. */
  command(command: WidgetCommand): void;
  /** Unmounts and releases the worker. */
  unmount(): void;
}
