/**
 * The public face of the PDF report widget: its props, events and imperative API, parallel to the
 * build and scan reports' so hosts and the embed entry treat all three alike.
 */
import type { ReactNode } from 'react';
import type { ServerReportSource } from '../reportSource';
import type { UrlStateStore, WidgetCommand, WidgetEvent } from '../buildReport/props';
import type { ReportFeatures } from '../buildReport/features';

/** The PDF report's navigate target: the PDF report list ('PDF Scanner' breadcrumb and the failure page's back button). */
export type PdfNavigateTarget = 'pdfList' | 'home';

/** Events `<PdfReport>` emits (`issue-selected` carries the object as `componentId`). */
export type PdfReportEvent = WidgetEvent<PdfNavigateTarget>;

/** Links of the PDF report. */
export interface PdfReportLinks {
  /** The PDF report list ('PDF Scanner' breadcrumb). */
  pdfList?: string;
  /** 'Go to homepage'. */
  home?: string;
  /** Contact-support links of the failure page and toasts; default `mailto:support@curbcut.local`. */
  support?: string;
}

/** The flags the PDF report reads: `bugTracker`, off unless given. */
export type PdfReportFeatures = Pick<ReportFeatures, 'bugTracker'>;

/** Props of `<PdfReport>` and of `mountPdfReport`. */
export interface PdfReportProps {
  /** A `pdfScanner` report on a server: the viewer's session, an embed token or a public-link token. */
  source: ServerReportSource;
  /** View state store; default: the page's own URL (history.replaceState / pushState). */
  urlState?: UrlStateStore;
  links?: PdfReportLinks;
  /** Embedded (iframe) view: breadcrumbs post `navigate` events instead of linking. */
  minimal?: boolean;
  onEvent?: (event: PdfReportEvent) => void;
  /**
   * `bugTracker: true` when the host's server files bugs (settings `integrations.bug_tracker`): the
   * issue detail then offers 'File a bug' to a viewer reading with their session (never public or
   * token-read views). Off unless given: the widget cannot know it on its own.
   */
  features?: Partial<PdfReportFeatures>;
  /** Colour scheme; default 'light'. */
  theme?: 'light' | 'dark';
  onApi?: (api: PdfReportApi) => void;
  /**
   * Where pdf.js's character maps, standard fonts and image decoders are served (`cmaps/`,
   * `standard_fonts/`, `wasm/`); default `/pdfjs/` on the page's origin, which the reference host
   * app serves, so the viewer needs no third-party origin.
   */
  pdfAssetsBase?: string;
  /** The host's own notice, shown under the report heading. */
  notice?: ReactNode;
}

/** The imperative API of a mounted `<PdfReport>`: `set-theme` applies; the issue-filter commands are refused with an `error` event. */
export interface PdfReportApi {
  command(command: WidgetCommand): void;
}
