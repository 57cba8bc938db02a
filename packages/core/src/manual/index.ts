export { ASSISTED_RULE_TAG, assistedRuleId, assistedRuleInfo, criterionOfAssistedRule } from './assistedRules';
