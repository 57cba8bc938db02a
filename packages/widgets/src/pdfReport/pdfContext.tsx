/** What the parts of one `<PdfReport>` share: the report, the view and how to change it, the caller's rights, toasts and events. */
import { createContext, useContext } from 'react';
import type { ApiClient } from '@curbcut/client';
import type { PdfReportMeta } from '@curbcut/core';
import type { WidgetToastQueue } from '../ui/toasts';
import type { PdfReportEvent } from './props';
import type { PdfViewState } from './viewState';

/** Changes the view; `push` makes a history entry (opening a rule or an issue), otherwise it replaces. */
export type SetPdfView = (patch: Partial<PdfViewState>, options?: { push?: boolean }) => void;

export interface PdfContextValue {
  client: ApiClient;
  meta: PdfReportMeta;
  view: PdfViewState;
  setView: SetPdfView;
  /** The viewer may hide and review: the report's author, signed in, not through a token. */
  canDecide: boolean;
  /** The viewer may file a bug: the host says a tracker exists, and the viewer reads with their session. */
  canFileBug: boolean;
  /** The widget keeps its view in the page's own URL, so it can link to an issue. */
  ownsPageUrl: boolean;
  isPublic: boolean;
  minimal: boolean;
  toasts: WidgetToastQueue;
  supportHref: string;
  emit: (event: PdfReportEvent) => void;
}

const PdfContext = createContext<PdfContextValue | null>(null);

export const PdfProvider = PdfContext.Provider;

/** The enclosing `<PdfReport>`'s shared values. */
export function usePdf(): PdfContextValue {
  const value = useContext(PdfContext);
  if (!value) throw new Error('usePdf must be used inside <PdfReport>.');
  return value;
}
