/** The rules panel's empty states (spec 002 section 8), chosen by the view and each profile's outcome. */
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { PdfRules } from '@curbcut/core';
import { usePdf } from './pdfContext';
import { noIssuesForProfileText, PDF_TEXTS, profileFailedText } from './texts';

/** What the panel says when no rule has issues under the view. */
export function emptyStateTexts(rules: PdfRules, view: ReturnType<typeof usePdf>['view']): { title: string; detail: string | null; failed: boolean } {
  if (view.hideIssues) {
    return view.activeIssueStatus === 'hidden'
      ? { title: PDF_TEXTS.noHiddenIssues, detail: PDF_TEXTS.noHiddenExplanation, failed: false }
      : { title: PDF_TEXTS.noIssues, detail: PDF_TEXTS.nonIssueExplanation, failed: false };
  }
  const failed = rules.profiles.filter((p) => p.status === 'failed');
  if (failed.length > 0 && failed.length === rules.profiles.length) {
    const [first] = failed;
    return { title: failed.map((p) => profileFailedText(p.profile)).join('. '), detail: failed.length === 1 ? (first?.reason ?? null) : null, failed: true };
  }
  if (view.review !== 'allIssues') return { title: PDF_TEXTS.noIssuesToShow, detail: null, failed: false };
  if (view.profile !== 'all') return { title: noIssuesForProfileText(view.profile), detail: null, failed: false };
  return { title: PDF_TEXTS.noIssuesForPdf, detail: null, failed: false };
}

export function PdfEmptyState({ rules }: { rules: PdfRules }) {
  const { view } = usePdf();
  const { title, detail, failed } = emptyStateTexts(rules, view);
  const Icon = failed ? TriangleAlert : CircleCheck;
  return (
    <div className="cc-empty cc-pdf-empty" role="status">
      <Icon className="cc-icon cc-pdf-empty-icon" aria-hidden="true" />
      <p className="cc-pdf-empty-title">{title}</p>
      {detail ? <p className="cc-muted">{detail}</p> : null}
    </div>
  );
}
