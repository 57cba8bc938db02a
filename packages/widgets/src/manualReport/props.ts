/**
 * The public face of the manual report widget (spec 002 section 2.1, docs/decisions/0041): its
 * props, events and imperative API, parallel to the scan report's.
 */
import type { ReactNode } from 'react';
import type { ApiClient } from '@curbcut/client';
import type { ReportFeatures } from '../buildReport/features';
import type { IssueSnapshotAccess } from '../details/snapshot/access';
import type { UrlStateStore, WidgetCommand, WidgetEvent } from '../buildReport/props';

/** The navigate targets of the manual report: its list (Workflow Analyzer or Assisted Tests) and home. */
export type ManualNavigateTarget = 'manualList' | 'home';

/** Events `<ManualReport>` emits; `navigate` leads to the report's list ('manualList', also on a 422) or home. */
export type ManualReportEvent = WidgetEvent<ManualNavigateTarget>;

/**
 * Which reports to show, read from a Curbcut server: one workflow report (`ids`) or assisted test
 * (`arIds`), or several of either kind, consolidated. A token (embed or public link) reads one.
 */
export interface ManualReportSource {
  kind: 'server';
  ids?: readonly string[];
  arIds?: readonly string[];
  /** Client to call the API with; default: the page's default client (same-origin `/api`, session cookie). */
  client?: ApiClient;
  /** An embed or public-link token of the report, sent as `Authorization: Bearer`. */
  token?: string;
  /** 'public' shows the public variant (prefixed heading, no breadcrumbs, copy link only). */
  access?: 'member' | 'embed' | 'public';
}

/** Links the header and the empty states lead to. */
export interface ManualReportLinks {
  /** The report's list ('Workflow Analyzer' or 'Assisted Tests' breadcrumb). */
  list?: string;
  /** 'Go to homepage'. */
  home?: string;
  /** Contact-support links of the failure page and toasts. */
  support?: string;
}

/** The flags the manual report reads; `issueSnapshots` is the viewer's access to a workflow step's page snapshot. */
export type ManualReportFeatures = Pick<ReportFeatures, 'score' | 'decisionPersistence' | 'bugTracker'> & { issueSnapshots: IssueSnapshotAccess };

/** Props of `<ManualReport>` and of `mountManualReport`. */
export interface ManualReportProps {
  source: ManualReportSource;
  /** View state store; default: the page's own URL. */
  urlState?: UrlStateStore;
  links?: ManualReportLinks;
  /** Embedded (iframe) view: breadcrumbs post `navigate` events instead of linking. */
  minimal?: boolean;
  theme?: 'light' | 'dark';
  /** The viewer's flags; each left out is on, except `bugTracker` (off unless the host knows its server files bugs). */
  features?: Partial<ManualReportFeatures>;
  onEvent?: (event: ManualReportEvent) => void;
  onApi?: (api: ManualReportApi) => void;
  /** The host's own notice, shown under the heading. */
  notice?: ReactNode;
}

/** The imperative API of a mounted `<ManualReport>`. */
export interface ManualReportApi {
  command(command: WidgetCommand): void;
}
