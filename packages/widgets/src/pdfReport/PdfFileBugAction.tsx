/**
 * 'File a bug' in the PDF report's issue detail (spec 002 sections 4 and 8), as in the other
 * reports' details pane: a ticket prefilled from the issue in view, offered where the host says a
 * tracker exists and the viewer reads with their session. Whether the dialog is open is the view's
 * `reportBug`, so a reload or a shared link reopens it over the issue the link names.
 */
import { useMemo } from 'react';
import type { PdfReportIssue, PdfReportRule } from '@curbcut/core';
import { FileBugButton } from '../fileBug/FileBugButton';
import { pdfIssueBugDraft } from '../fileBug/pdfBugDraft';
import { usePdf } from './pdfContext';
import { writePdfView, type PdfViewState } from './viewState';

/** This page's address with `view` (the dialog closed and no token), which opens the same issue. */
function issueLink(view: PdfViewState): string {
  const params = writePdfView({ ...view, reportBug: false }, new URLSearchParams(window.location.search));
  params.delete('token');
  return `${window.location.origin}${window.location.pathname}?${params.toString()}`;
}

/** The button and its dialog for `issue`, or nothing where bugs cannot be filed from here. */
export function PdfFileBugAction({ issue, rule }: { issue: PdfReportIssue; rule: PdfReportRule }) {
  const { client, meta, view, setView, canFileBug, ownsPageUrl, toasts } = usePdf();
  const link = ownsPageUrl ? issueLink(view) : null;
  const draft = useMemo(() => pdfIssueBugDraft(issue, rule, meta.name, link), [issue, rule, meta.name, link]);
  if (!canFileBug) return null;
  return (
    <FileBugButton
      isOpen={view.reportBug}
      onOpenChange={(open) => setView({ reportBug: open })}
      draft={draft}
      reportId={meta.id}
      issueUrl={link}
      client={client}
      toasts={toasts}
    />
  );
}
