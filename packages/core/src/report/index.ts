export { buildIssues, mergeIssues, issueFromNode } from './issues';
export { RULE_IMPACTS, ruleImpact } from './ruleImpacts';
export { STORED_TEXT_CAPS, capStoredText, capIssueText, truncationMarker, wellFormedText } from './storedText';
