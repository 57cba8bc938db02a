/**
 * The actions on one issue (spec 001 sections 2.5, 4, 5, 6; spec 002 section 5): hide / unhide with
 * a scope (and, to hide, a reason); confirm, mark as not an issue, undo; preferred behaviour with a
 * confirmation when another behaviour of the component is already preferred. Only the report's
 * author acts, and only on a completed report (the server refuses otherwise): any other
 * signed-in user sees the controls unavailable with the reason in a tooltip, or the review as
 * read-only text. Offline reports and public (anonymous) viewers get no actions at all. 'File a
 * bug' closes the row where the host's server has a bug tracker (FileBugAction.tsx).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { IssueAction, IssueDetails } from '../data/types';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { useWidget } from '../shell/widgetContext';
import { useEngineQuery, useGroupKind, useIssueView } from '../issues/useIssueView';
import { ConfirmDialog } from './ConfirmDialog';
import { FileBugAction } from './FileBugAction';
import { HideDialog } from './HideDialog';
import type { HideChoice, HideMode } from './HideDialog';
import { DETAILS_TEXTS, preferredInSources, reviewAuthorOnly } from './texts';

/** A button that runs `onPress`, or explains in a tooltip why it cannot (`unavailable`). */
function ActionButton({ unavailable, onPress, pressed, children }: { unavailable: string | null; onPress: () => void; pressed?: boolean; children: ReactNode }) {
  if (unavailable !== null) return <UnavailableButton reason={unavailable}>{children}</UnavailableButton>;
  return (
    <Button className="cc-button" onPress={onPress} {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}>
      {children}
    </Button>
  );
}

/** Actions for the shown issue; `onDone` moves the pane after a successful change. */
export function IssueActions({ issue, onDone }: { issue: IssueDetails; onDone: () => void }) {
  const { permissions, runAction, meta, features } = useWidget();
  const persistable = features.decisionPersistence;
  const groupKind = useGroupKind();
  const view = useIssueView();
  const [hideMode, setHideMode] = useState<HideMode | null>(null);
  const [preferOpen, setPreferOpen] = useState(false);
  const behaviours = useEngineQuery(
    ['behaviours', view, issue.scope.group, issue.componentId],
    (e) => e.behaviours(view, issue.scope.group, issue.componentId),
    issue.behaviour !== null && permissions.isAuthor,
  );
  // Offline reports have no server to act on; an anonymous public viewer can never act, so greyed
  // author-only controls would only be clutter (issue 17).
  if (permissions.offline || permissions.isPublic) return null;

  // The author's controls wait for the report to complete; everyone else's never open.
  const whileIncomplete = permissions.completed ? null : TEXTS.availableOnceComplete;
  const run = async (action: IssueAction, successTitle: string, undo?: IssueAction) => {
    if (await runAction(action, { successTitle, ...(undo ? { undo } : {}) })) onDone();
  };
  const guideline = groupKind === 'guideline' ? issue.scope.group.id : undefined;
  const hideAction = (hidden: boolean, choice: HideChoice): IssueAction => ({
    kind: 'hide',
    hidden,
    scope: choice.scope,
    reason: hidden ? choice.reason : null,
    issueId: issue.issueId,
    componentId: issue.componentId,
    ...(guideline === undefined ? { ruleId: issue.ruleId } : { guidelineTag: guideline }),
    persist: choice.persist,
  });
  const onHideConfirm = (choice: HideChoice) => {
    // One issue is 'Issue has been hidden'; a component's or a rule's are 'Issues hidden successfully'.
    const one = choice.scope === 'issue';
    if (hideMode === 'hide') void run(hideAction(true, choice), one ? TEXTS.hidden : TEXTS.hiddenMany, hideAction(false, choice));
    // No Undo after an unhide: hiding again needs the reason, which the pane does not know.
    else void run(hideAction(false, choice), one ? TEXTS.restored : TEXTS.restoredMany);
  };
  const hidden = issue.issueStatus === 'hidden';
  const visible = issue.issueStatus === 'visible';
  const review = (confirmed: boolean | null, title: string) =>
    void run({ kind: 'review', issueId: issue.issueId, confirmed, persist: persistable }, title, {
      kind: 'review',
      issueId: issue.issueId,
      confirmed: null,
      persist: persistable,
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
      persist: persistable,
    };
    void runAction(action, { successTitle: issue.preferred ? 'Preferred selection removed' : 'Marked as preferred', undo: { ...action, preferred: issue.preferred } });
  };
  const reviewable = issue.needsReview && visible;
  const reviewed = !reviewable && issue.confirmed !== null;
  // A consolidation has no author: its decisions are made in the source reports, by their authors
  // (spec 002 section 5), whose names its meta joins for the review text.
  const { consolidated } = permissions;
  const preferredUnavailable = consolidated
    ? preferredInSources(issue.ruleId)
    : !permissions.isAuthor
      ? TEXTS.authorsOnly
      : (whileIncomplete ?? (visible ? null : TEXTS.hiddenNotAllowed));
  const hideUnavailable = consolidated ? DETAILS_TEXTS.hideInSources : permissions.isAuthor ? whileIncomplete : DETAILS_TEXTS.hideAuthorsOnly;

  return (
    <div className="cc-actions" role="group" aria-label="Issue actions">
      {hidden || visible ? (
        <ActionButton unavailable={hideUnavailable} onPress={() => setHideMode(hidden ? 'unhide' : 'hide')}>
          {hidden ? 'Unhide' : 'Hide'}
        </ActionButton>
      ) : null}
      {(reviewable || reviewed) && (!permissions.isAuthor || consolidated) ? (
        <p className="cc-readonly">{reviewAuthorOnly(meta.createdBy.name)}</p>
      ) : reviewable ? (
        <>
          <ActionButton unavailable={whileIncomplete} onPress={() => review(true, TEXTS.confirmed)}>
            Confirm as issue
          </ActionButton>
          <ActionButton unavailable={whileIncomplete} onPress={() => review(false, TEXTS.markedNonIssue)}>
            Not an issue
          </ActionButton>
        </>
      ) : reviewed ? (
        <ActionButton unavailable={whileIncomplete} onPress={() => review(null, TEXTS.restored)}>
          Undo
        </ActionButton>
      ) : null}
      {issue.behaviour !== null ? (
        <ActionButton
          unavailable={preferredUnavailable}
          pressed={issue.preferred}
          onPress={() => (!issue.preferred && otherPreferred ? setPreferOpen(true) : prefer())}
        >
          {issue.preferred ? 'Preferred' : 'Mark as preferred'}
        </ActionButton>
      ) : null}
      <FileBugAction issue={issue} />
      {hideMode !== null ? (
        <HideDialog
          mode={hideMode}
          isOpen
          onOpenChange={(open) => setHideMode(open ? hideMode : null)}
          scopes={groupKind === 'guideline' ? ['issue', 'component', 'guideline'] : ['issue', 'component', 'rule']}
          persistable={persistable}
          onConfirm={onHideConfirm}
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
