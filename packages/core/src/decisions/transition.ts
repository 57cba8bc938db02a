/**
 * What a decision does to one issue's state, and the same on a dataset row's `flags`. Both the
 * server (issue rows) and the worker (dataset flags) go through {@link decideState}, so an action
 * applied locally matches the report the server rebuilds.
 */
import { CONFIRMED_CODES, DATASET_FLAGS, ISSUE_STATUS_CODES } from '../dataset/format';
import { rowConfirmed, rowIssueStatus } from '../dataset/rows';
import type { DecisionState, IssueDecision } from './model';

/**
 * The state of an issue reached by `decision` (see decisionMatches) after it; the same object when
 * nothing changes.
 * - hide: a visible issue becomes hidden and loses its preferred mark (spec 002: hiding clears the
 *   chosen preferred behaviour); a non-issue cannot be hidden and stays. Unhide: hidden -> visible.
 * - review: confirm -> visible, confirmed true; not an issue -> non-issue, confirmed false (and
 *   not preferred); undo -> visible, confirmed null (spec 002 "Issue review").
 * - preferred: the issue of the chosen behaviour is marked (when visible) or unmarked; marking
 *   unmarks the other behaviours of the same rule and component.
 */
export function decideState(state: DecisionState, decision: IssueDecision, behaviour: string | null): DecisionState {
  let next: DecisionState;
  if (decision.kind === 'hide') {
    if (decision.hidden && state.issueStatus === 'visible') next = { issueStatus: 'hidden', confirmed: state.confirmed, preferred: false };
    else if (!decision.hidden && state.issueStatus === 'hidden') next = { ...state, issueStatus: 'visible' };
    else return state;
  } else if (decision.kind === 'review') {
    if (decision.confirmed === false) next = { issueStatus: 'non-issue', confirmed: false, preferred: false };
    else next = { ...state, issueStatus: 'visible', confirmed: decision.confirmed };
  } else if (behaviour === decision.behaviour) {
    next = { ...state, preferred: decision.preferred && state.issueStatus === 'visible' };
  } else if (decision.preferred) {
    next = { ...state, preferred: false };
  } else return state;
  return sameState(state, next) ? state : next;
}

function sameState(a: DecisionState, b: DecisionState): boolean {
  return a.issueStatus === b.issueStatus && a.confirmed === b.confirmed && a.preferred === b.preferred;
}

/** The decidable state stored in a dataset row's flags. */
export function stateFromFlags(flags: number): DecisionState {
  return { issueStatus: rowIssueStatus(flags), confirmed: rowConfirmed(flags), preferred: (flags & DATASET_FLAGS.preferred) !== 0 };
}

/** `flags` with its status, confirmed and preferred bits set from `state` (other bits kept). */
export function flagsWithState(flags: number, state: DecisionState): number {
  const keep = flags & ~(DATASET_FLAGS.statusMask | DATASET_FLAGS.confirmedMask | DATASET_FLAGS.preferred);
  return (
    keep |
    (ISSUE_STATUS_CODES.indexOf(state.issueStatus) << DATASET_FLAGS.statusShift) |
    (CONFIRMED_CODES.indexOf(state.confirmed) << DATASET_FLAGS.confirmedShift) |
    (state.preferred ? DATASET_FLAGS.preferred : 0)
  );
}

/**
 * Whether a row counts in issue totals: visible, not awaiting review, and not of the preferred
 * behaviour. Spec 001 "Marking removes 1 or N instances from the total issue count" and spec 002
 * "the issue count sums the behaviours that are not preferred": the instances of the preferred
 * behaviour are the intended ones, so they are no longer issues; the other behaviours of that
 * component remain (they deviate from it).
 */
export function countsAsIssue(flags: number): boolean {
  if ((flags & (DATASET_FLAGS.statusMask | DATASET_FLAGS.preferred)) !== 0) return false;
  return (flags & DATASET_FLAGS.needsReview) === 0 || rowConfirmed(flags) === true;
}
