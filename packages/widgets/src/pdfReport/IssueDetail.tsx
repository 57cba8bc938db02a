/**
 * One issue of the open rule (spec 002 section 2.2): 'Page N, Issue X of Y' (or 'Issue X of Y' for
 * document-wide and metadata issues) with Previous and Next across the rule's pages, the object
 * and what was found as text, the needs-review and hidden banners, 'Highlight is not available for
 * this issue.' where it cannot be outlined, how to fix, the author's hide and review actions, and
 * 'File a bug' where the host has a tracker.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { ChevronLeft, ChevronRight, Eye, EyeOff } from 'lucide-react';
import type { PdfReportIssue, PdfReportRule } from '@curbcut/core';
import { HideDialog } from '../details/HideDialog';
import type { HideChoice } from '../details/HideDialog';
import { usePdf } from './pdfContext';
import { PdfFileBugAction } from './PdfFileBugAction';
import { BackButton, RuleSummary } from './RuleView';
import { hiddenBannerText, issuePositionText, PDF_TEXTS } from './texts';
import { usePdfDecisions } from './usePdfDecisions';
import { stepIssue } from './viewState';
import type { LocationGroup } from './viewState';

export interface IssueDetailProps {
  rule: PdfReportRule;
  groups: readonly LocationGroup[];
  /** The open issue; undefined while its page of 10 loads. */
  issue: PdfReportIssue | undefined;
}

export function IssueDetail({ rule, groups, issue }: IssueDetailProps) {
  const { view, setView, emit } = usePdf();
  const pageIndex = view.activePageIndex ?? 0;
  const group = groups[pageIndex];
  const place = { pageIndex, issueIndex: view.activeIssueIndex };
  const previous = stepIssue(groups, place, -1);
  const next = stepIssue(groups, place, 1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const steppedBy = useRef(false);
  // A new issue moves focus to its heading, unless the user is stepping with Previous / Next,
  // where focus stays on the button pressed so they can press it again.
  useEffect(() => {
    if (!steppedBy.current) headingRef.current?.focus();
    steppedBy.current = false;
  }, [view.ruleId, view.activePageIndex]);
  useEffect(() => {
    if (issue && group) {
      emit({ type: 'issue-selected', payload: { issueId: issue.id, ruleId: issue.ruleData.id, componentId: issue.object, index: view.activeIssueIndex, total: group.count } });
    }
  }, [issue, group, view.activeIssueIndex, emit]);
  const go = (to: typeof place | null) => {
    if (!to) return;
    steppedBy.current = true;
    setView({ activePageIndex: to.pageIndex, activeIssueIndex: to.issueIndex });
  };
  const position = group ? issuePositionText(group.pageNumber, view.activeIssueIndex + 1, group.count) : '';
  return (
    <div className="cc-pdf-issue">
      <BackButton label={`All issues of ${rule.ruleId}`} onPress={() => setView({ activePageIndex: null }, { push: true })} />
      <div className="cc-pdf-issue-header">
        <h2 ref={headingRef} tabIndex={-1} className="cc-pdf-position" aria-live="polite">
          {position}
        </h2>
        <div className="cc-details-nav">
          <Button className="cc-button cc-button-small" isDisabled={previous === null} onPress={() => go(previous)}>
            <ChevronLeft className="cc-icon" aria-hidden="true" />
            Previous
          </Button>
          <Button className="cc-button cc-button-small" isDisabled={next === null} onPress={() => go(next)}>
            Next
            <ChevronRight className="cc-icon" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <RuleSummary rule={rule} headingLevel="h3" />
      {issue === undefined ? (
        <p role="status" className="cc-loading">
          Loading issue…
        </p>
      ) : (
        <IssueBody issue={issue} rule={rule} groups={groups} />
      )}
    </div>
  );
}

function IssueBody({ issue, rule, groups }: { issue: PdfReportIssue; rule: PdfReportRule; groups: readonly LocationGroup[] }) {
  const { canDecide, canFileBug } = usePdf();
  return (
    <>
      {issue.needsReview && issue.confirmed === null ? <p className="cc-pdf-banner cc-pdf-banner-info">{PDF_TEXTS.needsReviewBanner}</p> : null}
      {issue.issueStatus === 'hidden' && issue.hideReason ? <p className="cc-pdf-banner">{hiddenBannerText(issue.hideReason)}</p> : null}
      <dl className="cc-pdf-facts">
        <div>
          <dt>Where</dt>
          <dd>{issue.location}</dd>
        </div>
        <div>
          <dt>Object</dt>
          <dd className="cc-mono cc-break">{issue.object}</dd>
        </div>
        <div>
          <dt>What was found</dt>
          <dd className="cc-break">{issue.failureSummary}</dd>
        </div>
      </dl>
      {issue.target === null ? <p className="cc-pdf-banner cc-pdf-banner-muted">{PDF_TEXTS.highlightUnavailable}</p> : null}
      <div className="cc-pdf-fix">
        <h3>How to fix</h3>
        <p>{rule.howToFix}</p>
      </div>
      {canDecide || canFileBug ? (
        <div className="cc-actions cc-pdf-actions" role="group" aria-label="Issue actions">
          {canDecide ? <IssueDecisionButtons issue={issue} groups={groups} /> : null}
          <PdfFileBugAction issue={issue} rule={rule} />
        </div>
      ) : null}
    </>
  );
}

function IssueDecisionButtons({ issue, groups }: { issue: PdfReportIssue; groups: readonly LocationGroup[] }) {
  const decisions = usePdfDecisions(groups);
  const [hideMode, setHideMode] = useState<'hide' | 'unhide' | null>(null);
  const onConfirm = (choice: HideChoice) => {
    const scope = choice.scope === 'rule' ? 'rule' : 'issue';
    if (hideMode === 'hide' && choice.reason) void decisions.hide(issue, choice.reason, scope);
    else if (hideMode === 'unhide') void decisions.unhide(issue, scope);
  };
  const reviewed = issue.needsReview && issue.confirmed !== null;
  return (
    <>
      {issue.issueStatus === 'non-issue' ? (
        <Button className="cc-button" onPress={() => void decisions.review(issue, null)}>
          Restore as needs review
        </Button>
      ) : issue.issueStatus === 'hidden' ? (
        <Button className="cc-button" onPress={() => setHideMode('unhide')}>
          <Eye className="cc-icon" aria-hidden="true" />
          Unhide
        </Button>
      ) : (
        <>
          {issue.needsReview && issue.confirmed === null ? (
            <>
              <Button className="cc-button cc-button-primary" onPress={() => void decisions.review(issue, true)}>
                Confirm as issue
              </Button>
              <Button className="cc-button" onPress={() => void decisions.review(issue, false)}>
                Not an issue
              </Button>
            </>
          ) : null}
          {reviewed ? (
            <Button className="cc-button" onPress={() => void decisions.review(issue, null)}>
              Undo review
            </Button>
          ) : null}
          <Button className="cc-button" onPress={() => setHideMode('hide')}>
            <EyeOff className="cc-icon" aria-hidden="true" />
            Hide
          </Button>
        </>
      )}
      {hideMode !== null ? (
        <HideDialog mode={hideMode} isOpen onOpenChange={(open) => setHideMode(open ? hideMode : null)} scopes={['issue', 'rule']} persistable={false} onConfirm={onConfirm} />
      ) : null}
    </>
  );
}
