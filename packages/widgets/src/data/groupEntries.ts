/** The accordion entries the list renders, from core's groups: the engine and the explorer summary map alike. */
import type { ExplorerGuidelineGroup, ExplorerRuleGroup } from '@curbcut/core';
import type { GuidelineEntry, RuleEntry } from './types';

/** A rule accordion. */
export function ruleEntry(group: ExplorerRuleGroup): RuleEntry {
  return { kind: 'rule', ...group };
}

/** A guideline accordion. */
export function guidelineEntry(g: ExplorerGuidelineGroup): GuidelineEntry {
  return { kind: 'guideline', id: g.key, label: g.label, impact: g.impact, issueCount: g.issueCount, ruleIds: g.ruleIds };
}
