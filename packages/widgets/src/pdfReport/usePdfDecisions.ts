/**
 * Hide, unhide and review for the report's author (the server decides; nothing is applied before
 * it answers). After a change the viewer reads the rule's groups again and moves as spec 002
 * section 7 orders (next issue, previous issue, next page, previous page, the rules list), then
 * refreshes what it shows and offers Undo; a refused call shows the spec's failure toast.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getPdfIssues, hidePdfIssues, reviewPdfIssue } from '@curbcut/client';
import type { HideReason, PdfReportIssue } from '@curbcut/core';
import { TEXTS } from '../ui/texts';
import { failureToast, showToast } from '../ui/toasts';
import { usePdf } from './pdfContext';
import { filtersOf } from './usePdfReportData';
import { placeAfterChange } from './viewState';
import type { LocationGroup } from './viewState';

/** The decisions the issue detail offers. */
export interface PdfDecisions {
  hide(issue: PdfReportIssue, reason: HideReason, scope: 'issue' | 'rule'): Promise<void>;
  unhide(issue: PdfReportIssue, scope: 'issue' | 'rule'): Promise<void>;
  review(issue: PdfReportIssue, confirmed: boolean | null): Promise<void>;
}

export function usePdfDecisions(groups: readonly LocationGroup[]): PdfDecisions {
  const { client, meta, view, setView, toasts, supportHref } = usePdf();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (send: () => Promise<unknown>, successTitle: string, undo: { send: () => Promise<unknown>; title: string } | null) => {
      try {
        await send();
      } catch {
        showToast(toasts, failureToast(supportHref));
        return;
      }
      const ruleId = view.ruleId;
      if (ruleId !== null && view.activePageIndex !== null) {
        let after: LocationGroup[] = [];
        try {
          const answer = await getPdfIssues(meta.id, ruleId, { ...filtersOf(view), page: 1, pageSize: 1 }, client);
          after = answer.issueCountByPage.filter((g) => g.count > 0);
        } catch {
          // The change is made; without the new groups the rules list is the safe place to return to.
        }
        const place = placeAfterChange(groups, { pageIndex: view.activePageIndex, issueIndex: view.activeIssueIndex }, after);
        setView(place ? { activePageIndex: place.pageIndex, activeIssueIndex: place.issueIndex } : { ruleId: null, activePageIndex: null });
      }
      await queryClient.invalidateQueries({ queryKey: ['pdf'] });
      const undoAction = undo
        ? {
            label: 'Undo',
            onAction: () => {
              undo.send().then(
                () => {
                  void queryClient.invalidateQueries({ queryKey: ['pdf'] });
                  showToast(toasts, { title: undo.title, tone: 'success' });
                },
                () => showToast(toasts, failureToast(supportHref)),
              );
            },
          }
        : undefined;
      showToast(toasts, { title: successTitle, tone: 'success', ...(undoAction ? { action: undoAction } : {}) });
    },
    [client, meta.id, view, setView, groups, toasts, supportHref, queryClient],
  );

  return {
    hide: (issue, reason, scope) => {
      const target = scope === 'issue' ? { scope, issueId: issue.id } : { scope, ruleId: issue.ruleData.id };
      return run(
        () => hidePdfIssues(meta.id, { ...target, hidden: true, reason }, client),
        scope === 'issue' ? TEXTS.hidden : TEXTS.hiddenMany,
        { send: () => hidePdfIssues(meta.id, { ...target, hidden: false, reason: null }, client), title: TEXTS.restored },
      );
    },
    unhide: (issue, scope) => {
      const target = scope === 'issue' ? { scope, issueId: issue.id } : { scope, ruleId: issue.ruleData.id };
      const reason = (issue.hideReason ?? 'Others') as HideReason;
      return run(
        () => hidePdfIssues(meta.id, { ...target, hidden: false, reason: null }, client),
        scope === 'issue' ? TEXTS.restored : 'Issues restored successfully',
        issue.issueStatus === 'hidden' ? { send: () => hidePdfIssues(meta.id, { ...target, hidden: true, reason }, client), title: TEXTS.hidden } : null,
      );
    },
    review: (issue, confirmed) =>
      run(
        () => reviewPdfIssue(meta.id, issue.id, confirmed, client),
        confirmed === true ? TEXTS.confirmed : confirmed === false ? TEXTS.markedNonIssue : TEXTS.restored,
        confirmed === null ? null : { send: () => reviewPdfIssue(meta.id, issue.id, null, client), title: TEXTS.restored },
      ),
  };
}
