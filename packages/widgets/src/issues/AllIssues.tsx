/**
 * The All issues tab (spec 001 section 2.5): toolbar, the rule or guideline accordions, empty
 * states, and the details pane of the open issue. A link (or an `open-issue` command) naming only
 * an issue id is resolved to its rule, component and position here.
 */
import { useDeferredValue, useEffect, useId, useMemo } from 'react';
import { UNMEASURED_BEHAVIOUR } from '@curbcut/core';
import { useView, useWidget } from '../shell/widgetContext';
import type { GuidelineEntry, ReviewTab, RuleEntry } from '../data/types';
import { IssueDetailsPane } from '../details/IssueDetailsPane';
import { EmptyState } from './EmptyState';
import { GroupList } from './GroupList';
import { IssuesToolbar } from './IssuesToolbar';
import { summaryAnswers } from './summaryAnswers';
import { useEngineQuery, useGroupKind, useIssueView } from './useIssueView';

/** Fills in the rule, component and position of an issue named only by id. */
function useLocateIssue(): void {
  const { engine, store } = useWidget();
  const view = useIssueView();
  const groupKind = useGroupKind();
  const url = useView((s) => s.url);
  const version = useView((s) => s.dataVersion);
  const issueId = url.activeIssueId;
  const needsLocating = issueId !== undefined && (url.activeIssueIndex === undefined || url.activeComponentId === undefined);
  useEffect(() => {
    // Located by the engine, once it holds the dataset (version 0: only the server's summary shows).
    if (!needsLocating || issueId === undefined || version === 0) return;
    let cancelled = false;
    const scope =
      url.activeViolationId && url.activeComponentId
        ? { group: { kind: groupKind, id: url.activeViolationId }, componentId: url.activeComponentId, behaviour: url.activeBehaviorValue ?? null }
        : undefined;
    void (async () => {
      let found = await engine.locateIssue(view, issueId, { groupKind, ...(scope ? { scope } : {}) });
      // A link names no review tab (an exported Issue link, an open-issue command): an issue not
      // in the one shown may be in the other.
      let review: ReviewTab | undefined;
      if (!found && view.hidden === null) {
        const other: ReviewTab = view.review === 'confirmed' ? 'needs-review' : 'confirmed';
        found = await engine.locateIssue({ ...view, review: other }, issueId, { groupKind });
        if (found) review = other;
      }
      if (cancelled) return;
      store.getState().patchUrl(
        found
          ? {
              ...(review ? { activeReviewStatus: review } : {}),
              activeViolationId: found.scope.group.id,
              activeComponentId: found.scope.componentId,
              activeBehaviorValue: found.scope.behaviour ?? undefined,
              activeIssueId: issueId,
              activeIssueIndex: found.position,
            }
          : { activeIssueId: undefined, activeIssueIndex: undefined },
      );
    })();
    return () => {
      cancelled = true;
    };
    // The URL fields read above are what decide needsLocating; re-run only when it or the data change.
  }, [needsLocating, issueId, version]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The All issues tab. */
export function AllIssues() {
  const view = useIssueView();
  const groupKind = useGroupKind();
  const headingId = useId();
  useLocateIssue();
  const countsQuery = useEngineQuery(['counts', view], (e) => e.counts(view));
  const groupsQuery = useEngineQuery<(RuleEntry | GuidelineEntry)[]>(['groups', groupKind, view], (e) =>
    groupKind === 'guideline' ? e.guidelines(view) : e.rules(view),
  );
  // Until the engine answers, a finished report's unfiltered view shows the server's summary: the
  // same figures, so the switch changes nothing on screen.
  const { explorerSummary } = useWidget();
  const early = useMemo(() => summaryAnswers(explorerSummary, view, groupKind), [explorerSummary, view, groupKind]);
  const counts = { isError: countsQuery.isError, data: countsQuery.data ?? early?.counts };
  const groups = { isError: groupsQuery.isError, data: groupsQuery.data ?? early?.groups };
  const componentOpen = useView((s) => s.url.activeComponentId !== undefined && s.url.activeViolationId !== undefined);
  const behaviourNeeded = useView((s) => s.url.activeBehaviorValue === undefined);
  const openGroup = useView((s) => s.url.activeViolationId);
  const openComponent = useView((s) => s.url.activeComponentId);
  const openEntry = groups.data?.find((g) => g.id === openGroup);
  const behaviourRule = openEntry?.kind === 'rule' && openEntry.behaviourRule;
  // A behaviour-type rule opens an issue once a behaviour is chosen, except for a component none of
  // whose issues has a measured behaviour (needs-review contrast): its issues open at once.
  // (The answer names its component: a kept answer of another component decides nothing.)
  const component = `${openGroup ?? ''}\u0000${openComponent ?? ''}`;
  const measured = useEngineQuery(
    ['hasBehaviours', view, groupKind, component],
    async (e) => ({
      component,
      any: (await e.behaviours(view, { kind: groupKind, id: openGroup ?? '' }, openComponent ?? '')).some((b) => b.value !== UNMEASURED_BEHAVIOUR),
    }),
    !!behaviourRule && behaviourNeeded && componentOpen,
  );
  const withoutBehaviours = measured.data?.component === component && !measured.data.any;
  // The counts show as soon as they arrive; the list (up to a hundred accordions) renders after
  // them, in a render React may interrupt, so a filter change never blocks the page for long.
  const shownGroups = useDeferredValue(groups.data);
  const waitsForBehaviour = behaviourRule && behaviourNeeded && !withoutBehaviours;
  return (
    <section className="cc-all-issues" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-visually-hidden">
        All issues
      </h2>
      <IssuesToolbar counts={counts.data} />
      <div className="cc-issues-layout">
        <div className="cc-issues-list">
          {groups.isError || counts.isError ? (
            <p role="alert">The issues could not be loaded.</p>
          ) : !groups.data || !counts.data ? (
            <p role="status">Loading issues…</p>
          ) : groups.data.length === 0 ? (
            <EmptyState counts={counts.data} />
          ) : (
            <GroupList groups={shownGroups ?? groups.data} />
          )}
        </div>
        {componentOpen && !waitsForBehaviour ? <IssueDetailsPane /> : null}
      </div>
    </section>
  );
}
