/**
 * What every part of one report widget shares: its view store, its engine, its toasts, the report
 * meta and what the viewer may do. Provided once per instance by `<ReportFrame>`.
 */
import { createContext, useContext, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ExplorerSummary, ReportMeta } from '@curbcut/core';
import type { ApiClient } from '@curbcut/client';
import type { ReportWorkerApi } from '../worker/engineHost';
import type { ViewState } from '../store/viewStore';
import type { WidgetToastQueue } from '../ui/toasts';
import type { IssueAction, IssueDetails } from '../data/types';
import type { ReportFeatures } from '../buildReport/features';
import type { IssueSnapshotAccess } from '../details/snapshot/access';
import type { AnyWidgetEvent, BuildReportProps } from '../buildReport/props';

/** What the viewer may see and do. */
export interface ReportPermissions {
  /** The signed-in author of the report: hide, review and preferred actions. */
  isAuthor: boolean;
  isPublic: boolean;
  /** Read with the viewer's session rather than a token: session-only calls (export links) work. */
  signedIn: boolean;
  /** Rendered from axe results: server-only actions are hidden. */
  offline: boolean;
  completed: boolean;
  /**
   * A consolidation of several reports (docs/decisions/0041): it has no author of its own, so hide,
   * review and preferred belong to its source reports and say so.
   */
  consolidated: boolean;
}

/**
 * What a widget adds to the details pane about where an issue was found: a manual report names
 * the workflow step or assisted check, a consolidation the source reports.
 */
export interface IssueOrigin {
  /** Shown under the affected page. */
  Summary: ComponentType<{ issue: IssueDetails }>;
  /** Takes the place of the Source Tests tab. */
  sourcesTab?: { label: string; Panel: ComponentType<{ issue: IssueDetails }> };
}

/** Options of an action run from the UI. */
export interface RunActionOptions {
  /** Toast title on success; with `undo`, the toast offers Undo. */
  successTitle: string;
  undo?: IssueAction;
}

/** The shared parts of one widget instance. */
export interface WidgetContextValue {
  store: StoreApi<ViewState>;
  engine: ReportWorkerApi;
  toasts: WidgetToastQueue;
  meta: ReportMeta;
  permissions: ReportPermissions;
  /** The feature flags in force (the host's, defaults filled in). */
  features: ReportFeatures;
  supportHref: string;
  /** The host's links (absent in minimal mode, where navigation is an event only). */
  links: NonNullable<BuildReportProps['links']>;
  /** The server client; null offline. */
  client: ApiClient | null;
  /**
   * The widget keeps its view state in the page's own URL (no host URL store, not embedded, not
   * public), so links to this page in another view state (issue links, test case links) can be given.
   */
  ownsPageUrl: boolean;
  /** The viewer's organisation allows public links (profile `public_links_enabled`). */
  publicLinksAllowed: boolean;
  /** The details pane's issue snapshot (only website scans keep page snapshots). */
  issueSnapshots: IssueSnapshotAccess;
  /** Where the details pane's issue was found, when the widget knows more than its test cases. */
  issueOrigin: IssueOrigin | null;
  /** The server's explorer with no filter, shown until the engine has the dataset; null offline or in progress. */
  explorerSummary: ExplorerSummary | null;
  /** Label of the report's first tab: 'Overview' in the build report, 'Summary' in the scan report. */
  summaryTabLabel: string;
  /** Emits an event to the host (each widget forwards only the events its host's `onEvent` takes). */
  emit(event: AnyWidgetEvent): void;
  /** Applies locally, sends to the server, rolls back and tells the user on failure. Resolves true on success. */
  runAction(action: IssueAction, options: RunActionOptions): Promise<boolean>;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

/** Provides one widget's shared parts. */
export const WidgetProvider = WidgetContext.Provider;

/** The shared parts of the enclosing widget. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget must be used inside a report widget (<BuildReport>, <ScanReport>).');
  return value;
}

/** A slice of the enclosing widget's view state. */
export function useView<T>(selector: (state: ViewState) => T): T {
  return useStore(useWidget().store, selector);
}
