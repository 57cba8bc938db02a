export { buildIssues, mergeIssues, issueFromNode } from './issues';
export { RULE_IMPACTS, ruleImpact } from './ruleImpacts';
