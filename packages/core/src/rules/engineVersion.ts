/**
 * The newest axe-core version the product knows: the one RULE_IMPACTS was generated from
 * (scripts/generate-rule-impacts.ts). Reports tested with it get the latest-engine notice
 * (spec 001 sections 4 and 9); bump it whenever the rule table is regenerated.
 */
export const LATEST_AXE_CORE_VERSION = '4.13.0';
