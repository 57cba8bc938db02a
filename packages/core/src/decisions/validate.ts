/** Checking a decision before it is applied or stored. */
import { DecisionError, HIDE_REASONS, HIDE_SCOPES, isHideReason, type IssueDecision } from './model';
import { criterionKeyOf } from './scope';

function need(value: string | undefined, field: string, why: string): void {
  if (value === undefined || value === '') throw new DecisionError(field, `${field} is required ${why}.`);
}

/**
 * Checks that a decision names everything its kind and scope need; throws a DecisionError naming
 * the missing or wrong field. Returns the decision for chaining.
 */
export function validateDecision<T extends IssueDecision>(decision: T): T {
  if (decision.kind === 'hide') {
    if (!(HIDE_SCOPES as readonly string[]).includes(decision.scope)) {
      throw new DecisionError('scope', `Unknown scope '${String(decision.scope)}': expected ${HIDE_SCOPES.join(', ')}.`);
    }
    if (decision.hidden && !isHideReason(decision.reason)) {
      throw new DecisionError('reason', `A reason is required to hide issues: one of ${HIDE_REASONS.join(', ')}.`);
    }
    if (decision.scope === 'issue') need(decision.fingerprint, 'issueId', 'for the issue scope');
    if (decision.scope === 'component') need(decision.componentId, 'componentId', 'for the component scope');
    if (decision.scope === 'rule') need(decision.ruleId, 'ruleId', 'for the rule scope');
    if (decision.scope === 'guideline') need(decision.guidelineTag, 'guidelineTag', 'for the guideline scope');
    // A guideline that names no criterion would reach nothing: refuse it rather than record it.
    if (decision.guidelineTag) criterionKeyOf(decision.guidelineTag);
  } else if (decision.kind === 'review') {
    need(decision.fingerprint, 'issueId', 'to review an issue');
  } else {
    need(decision.ruleId, 'ruleId', 'to mark a preferred behaviour');
    need(decision.componentId, 'componentId', 'to mark a preferred behaviour');
    need(decision.behaviour, 'behaviour', 'to mark a preferred behaviour (the issue has none: its rule is not behaviour-type)');
  }
  return decision;
}
