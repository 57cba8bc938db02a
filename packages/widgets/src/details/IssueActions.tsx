/**
 * The author's actions on one issue (spec 001 sections 2.5, 4, 5, 6): hide / unhide with a scope and
 * a reason; confirm, mark as not an issue, undo; preferred behaviour with a confirmation when another
 * behaviour of the component is already preferred. Non-authors read 'Only report authors can perform
 * this action.'; offline reports have no server, so no actions.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { IssueAction, IssueDetails } from '../data/types';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { useWidget } from '../buildReport/widgetContext';
import { useEngineQuery, useGroupKind, useIssueView } from '../issues/useIssueView';
import { ConfirmDialog } from './ConfirmDialog';
import { HideDialog } from './HideDialog';
import type { HideChoice } from './HideDialog';

/** Actions for the shown issue; `onDone` moves the pane after a successful change. */
export function IssueActions({ issue, onDone }: { issue: IssueDetails; onDone: () => void }) {
  const { permissions, runAction } = useWidget();
  const groupKind = useGroupKind();
  const view = useIssueView();
  const [hideOpen, setHideOpen] = useState(false);
  const [preferOpen, setPreferOpen] = useState(false);
  const behaviours = useEngineQuery(
    ['behaviours', view, issue.scope.group, issue.componentId],
    (e) => e.behaviours(view, issue.scope.group, issue.componentId),
    issue.behaviour !== null && permissions.isAuthor,
  );
  if (permissions.offline) return null;
  if (!permissions.isAuthor) return <p className="cc-readonly">{TEXTS.authorsOnly}</p>;

  const run = async (action: IssueAction, successTitle: string, undo: IssueAction) => {
    if (await runAction(action, { successTitle, undo })) onDone();
  };
  const guideline = groupKind === 'guideline' ? issue.scope.group.id : undefined;
  const hideAction = (hidden: boolean, scope: HideChoice['scope'], choice?: HideChoice): IssueAction => ({
    kind: 'hide',
    hidden,
    scope,
    reason: hidden ? (choice?.reason ?? null) : null,
    issueId: issue.issueId,
    componentId: issue.componentId,
    ...(guideline === undefined ? { ruleId: issue.ruleId } : { guidelineTag: guideline }),
    persist: choice?.persist ?? true,
  });
  const hidden = issue.issueStatus === 'hidden';
  const review = (confirmed: boolean | null, title: string) =>
    void run({ kind: 'review', issueId: issue.issueId, confirmed, persist: true }, title, {
      kind: 'review',
      issueId: issue.issueId,
      confirmed: null,
      persist: true,
    });
  const otherPreferred = behaviours.data?.some((b) => b.preferred && b.value !== issue.behaviour) ?? false;
  const prefer = () => {
    if (issue.behaviour === null) return;
    const action: IssueAction = {
      kind: 'preferred',
      issueId: issue.issueId,
      ruleId: issue.ruleId,
      componentId: issue.componentId,
      behaviour: issue.behaviour,
      preferred: !issue.preferred,
      persist: true,
    };
    void runAction(action, { successTitle: issue.preferred ? 'Preferred selection removed' : 'Marked as preferred', undo: { ...action, preferred: issue.preferred } });
  };

  return (
    <div className="cc-actions" role="group" aria-label="Issue actions">
      {!permissions.completed ? (
        <UnavailableButton reason={TEXTS.availableOnceComplete}>{hidden ? 'Unhide' : 'Hide'}</UnavailableButton>
      ) : hidden ? (
        <Button className="cc-button" onPress={() => void run(hideAction(false, 'issue'), TEXTS.restored, hideAction(true, 'issue'))}>
          Unhide
        </Button>
      ) : issue.issueStatus === 'visible' ? (
        <Button className="cc-button" onPress={() => setHideOpen(true)}>
          Hide
        </Button>
      ) : null}
      {issue.needsReview && issue.issueStatus === 'visible' ? (
        <>
          <Button className="cc-button" onPress={() => review(true, TEXTS.confirmed)}>
            Confirm as issue
          </Button>
          <Button className="cc-button" onPress={() => review(false, TEXTS.markedNonIssue)}>
            Not an issue
          </Button>
        </>
      ) : issue.confirmed !== null ? (
        <Button className="cc-button" onPress={() => review(null, TEXTS.restored)}>
          Undo
        </Button>
      ) : null}
      {issue.behaviour !== null ? (
        !permissions.completed ? (
          <UnavailableButton reason={TEXTS.availableOnceComplete}>Mark as preferred</UnavailableButton>
        ) : hidden ? (
          <UnavailableButton reason={TEXTS.hiddenNotAllowed}>Mark as preferred</UnavailableButton>
        ) : (
          <Button
            className="cc-button"
            aria-pressed={issue.preferred}
            onPress={() => (!issue.preferred && otherPreferred ? setPreferOpen(true) : prefer())}
          >
            {issue.preferred ? 'Preferred' : 'Mark as preferred'}
          </Button>
        )
      ) : null}
      {hideOpen ? (
        <HideDialog
          isOpen={hideOpen}
          onOpenChange={setHideOpen}
          withGuideline={groupKind === 'guideline'}
          onConfirm={(choice) => void run(hideAction(true, choice.scope, choice), TEXTS.hidden, hideAction(false, choice.scope, choice))}
        />
      ) : null}
      {preferOpen ? (
        <ConfirmDialog
          isOpen={preferOpen}
          onOpenChange={setPreferOpen}
          title={TEXTS.preferredConfirm}
          body="Another behaviour of this component is marked as preferred. Proceeding undoes that selection."
          onProceed={prefer}
        />
      ) : null}
    </div>
  );
}
