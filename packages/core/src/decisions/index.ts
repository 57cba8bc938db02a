export { HIDE_REASONS, HIDE_SCOPES, DECISION_KINDS, DecisionError, isHideReason } from './model';
export { validateDecision } from './validate';
export type {
  HideReason,
  HideScope,
  DecisionKind,
  HideDecision,
  ReviewDecision,
  PreferredDecision,
  IssueDecision,
  DecisionState,
  DecisionTarget,
} from './model';
export { criterionKeyOf, criterionKeysOfTags, decisionMatches, decisionKey } from './scope';
export { decideState, stateFromFlags, flagsWithState, countsAsIssue } from './transition';
export { candidateRows, applyDecisionToDataset, withoutPreferredRows } from './dataset';
