/**
 * The rules under which an assisted test's failing instances are issues: one per WCAG success
 * criterion (docs/decisions/0041-manual-reports.md), with the criterion's own words as the rule's
 * facts, so the explorer, conformance and CSV treat them as any other rule.
 */
import type { RuleInfo } from '../model';
import { getCriterion, understandingUrl } from '../wcag/lookup';

/** Marks a rule whose issues a tester found (not a machine). */
export const ASSISTED_RULE_TAG = 'curbcut-assisted';

const RULE_PREFIX = 'assisted-';

/**
 * The category of a criterion's issues, by its guideline: axe's category names, so the category
 * table and filter group tester findings with the automated ones of the same kind.
 */
const GUIDELINE_CATEGORIES: Readonly<Record<string, string>> = {
  '1.1': 'text-alternatives',
  '1.2': 'time-and-media',
  '1.3': 'structure',
  '1.4': 'color',
  '2.1': 'keyboard',
  '2.2': 'time-and-media',
  '2.3': 'sensory-and-visual-cues',
  '2.4': 'keyboard',
  '2.5': 'sensory-and-visual-cues',
  '3.1': 'language',
  '3.2': 'semantics',
  '3.3': 'forms',
  '4.1': 'name-role-value',
};

/** Criteria of guideline 1.4 about colour; the others are about how content is presented. */
const COLOUR_CRITERIA = new Set(['1.4.1', '1.4.3', '1.4.6', '1.4.11']);

/** The rule id of a criterion's tester findings (`1.4.3` -> `assisted-1-4-3`). */
export function assistedRuleId(criterion: string): string {
  return RULE_PREFIX + criterion.replaceAll('.', '-');
}

/** The criterion an assisted rule id stands for, or null for any other rule. */
export function criterionOfAssistedRule(ruleId: string): string | null {
  if (!ruleId.startsWith(RULE_PREFIX)) return null;
  const sc = ruleId.slice(RULE_PREFIX.length).replaceAll('-', '.');
  return getCriterion(sc) ? sc : null;
}

/** The rule facts of a criterion's tester findings, or null when `criterion` is no WCAG criterion. */
export function assistedRuleInfo(criterion: string): RuleInfo | null {
  const c = getCriterion(criterion);
  if (!c) return null;
  const first = c.versions[0] ?? '2.0';
  const versionTag = first === '2.0' ? 'wcag2' : `wcag${first.replace('.', '')}`;
  const category = COLOUR_CRITERIA.has(c.sc) || c.guideline !== '1.4' ? GUIDELINE_CATEGORIES[c.guideline] : 'sensory-and-visual-cues';
  return {
    id: assistedRuleId(c.sc),
    help: `${c.sc} ${c.handle}`,
    description: c.title,
    helpUrl: understandingUrl(c.sc) ?? '',
    tags: [`cat.${category ?? 'structure'}`, `${versionTag}${c.level.toLowerCase()}`, `wcag${c.sc.replaceAll('.', '')}`, ASSISTED_RULE_TAG],
    impact: null,
  };
}
