/**
 * How to fix an issue of a rule, in our words: what to change, a short correct example and the
 * WCAG Understanding document of the criterion it serves. Every rule axe-core tags with a WCAG A or
 * AA level has an entry (a unit test reads axe-core's rule list to keep it so); other rules fall
 * back to the help text and link their own engine reported.
 */
import { getCriterion, understandingUrl } from '../wcag';
import { ARIA_GUIDANCE } from './ariaGuidance';
import { PAGE_GUIDANCE } from './pageGuidance';
import type { RuleGuidanceEntry } from './types';

/** Every rule with our own guidance, by rule id. */
export const RULE_GUIDANCE: Readonly<Record<string, RuleGuidanceEntry>> = { ...ARIA_GUIDANCE, ...PAGE_GUIDANCE };

/** Guidance as the details pane shows it. */
export type RuleGuidance =
  | {
      kind: 'own';
      change: string;
      example: string;
      /** 'SC 1.1.1 Non-text Content'. */
      criterion: string;
      understandingUrl: string;
    }
  /** No entry of ours: the engine's own help text and link. */
  | { kind: 'engine'; help: string; helpUrl: string };

/** The engine's texts of a rule, used when we have no entry for it. */
export interface EngineRuleTexts {
  help: string;
  helpUrl: string;
}

/** The guidance for `ruleId`, ours when we wrote some, else the engine's help text and link. */
export function ruleGuidance(ruleId: string, engine: EngineRuleTexts): RuleGuidance {
  const own = Object.hasOwn(RULE_GUIDANCE, ruleId) ? RULE_GUIDANCE[ruleId] : undefined;
  const url = own ? understandingUrl(own.sc) : undefined;
  if (!own || url === undefined) return { kind: 'engine', help: engine.help, helpUrl: engine.helpUrl };
  const handle = getCriterion(own.sc)?.handle ?? '';
  return { kind: 'own', change: own.change, example: own.example, criterion: `SC ${own.sc} ${handle}`.trim(), understandingUrl: url };
}
