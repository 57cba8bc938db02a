export { RULE_GUIDANCE, ruleGuidance } from './ruleGuidance';
export type { RuleGuidance, EngineRuleTexts } from './ruleGuidance';
export type { RuleGuidanceEntry } from './types';
