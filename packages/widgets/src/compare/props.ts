/**
 * The public face of `<CompareModal>` (spec 002 section 2.3), the SDK's fifth widget: the run the
 * modal compares from, where the comparison opens, and the events and commands it shares with the
 * report widgets.
 */
import type { ApiClient } from '@curbcut/client';
import type { CompareProduct } from '@curbcut/core';
import type { WidgetCommand, WidgetEvent } from '../buildReport/props';

/** The run a comparison starts from (the current run: never offered in the list). */
export interface CompareCurrentRun {
  /** Report id (`rep_...`) of the build or website scan run. */
  id: string;
  product: CompareProduct;
  /** Builds: the project (`prj_...`); without it the server finds it from `id`. */
  projectId?: string;
  /** Builds: only builds of this name are offered (one series). */
  buildName?: string;
  /** Website scans: the scan (`scn_...`); without it the server finds it from `id`. */
  scanId?: string;
  /** `'lcnc'` for a low-code build: the compare page is opened with `source=lcnc`. */
  source?: 'lcnc';
}

/** The only place the modal navigates to. */
export type CompareNavigateTarget = 'compare';

/** Events of `<CompareModal>`: `navigate` `{to: 'compare', href}` when a comparison is confirmed, `error` for a refused command. */
export type CompareModalEvent = WidgetEvent<CompareNavigateTarget>;

/** The imperative API of a mounted `<CompareModal>` (it takes `set-theme`; the issue commands are refused). */
export interface CompareModalApi {
  command(command: WidgetCommand): void;
}

/** Props of `<CompareModal>` and of `mountCompareModal`. */
export interface CompareModalProps {
  run: CompareCurrentRun;
  /** Client to call the API with; default: the page's default client (same-origin `/api`, session cookie). */
  client?: ApiClient;
  /** An embed token (`cce_...`) of `run.id`, sent as `Authorization: Bearer`; omitted: the session cookie. */
  token?: string;
  /**
   * Embedded (iframe) view: confirming posts `navigate` with the compare page's absolute address and
   * leaves opening it to the parent; otherwise the modal opens the compare page itself.
   */
  minimal?: boolean;
  /** The compare page of two runs; default `/automated-tests/compare` or `/site-scanner/compare` with `ids=selected,current`. */
  compareHref?: (selectedId: string, currentId: string) => string;
  /** Opens the compare page in the host (a router's navigate); default `location.assign`. Not called when minimal. */
  onNavigate?: (href: string) => void;
  /** Receives every widget event. */
  onEvent?: (event: CompareModalEvent) => void;
  /** Colour scheme; default 'light'. */
  theme?: 'light' | 'dark';
  /** Receives the widget's imperative API once mounted. */
  onApi?: (api: CompareModalApi) => void;
}
