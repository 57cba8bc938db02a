/**
 * The accessibility score (spec 001 sections 5 and 9; docs/decisions/0006-score-dates.md).
 *
 * score = weighted passed / (weighted passed + weighted failed) x 100, counted per rule per page:
 * each rule that failed on a page adds its failed weight once (however many elements failed), each
 * rule that only passed on a page adds its passed weight once. A rule that both passed and failed
 * on a page counts as failed there. Incomplete and inapplicable rules do not count.
 */
import { IMPACTS } from '../model';
import type { Impact } from '../model';

/** Weight of a passed rule by its impact. */
export const PASSED_WEIGHTS: Readonly<Record<Impact, number>> = { critical: 10, serious: 7, moderate: 3, minor: 1 };
/** Weight of a failed rule by its impact: twice the passed weight. */
export const FAILED_WEIGHTS: Readonly<Record<Impact, number>> = { critical: 20, serious: 14, moderate: 6, minor: 2 };

/** The parts of a tested page the score reads; `PageResult` fits. */
export interface ScorePage {
  url: string;
  violations: readonly { ruleId: string; impact: Impact }[];
  passes: readonly { ruleId: string }[];
}

/** Impact of a rule from its metadata (axe reports none for passed rules), or null when unknown. */
export type RuleImpactLookup = (ruleId: string) => Impact | null;

/** A score and what it was made of. */
export interface ScoreResult {
  /** 0 to 100, rounded down so that 100 means nothing failed; null when no rule counted. */
  score: number | null;
  /** The unrounded ratio x 100, or null. */
  exactScore: number | null;
  passedWeight: number;
  failedWeight: number;
  /** Rule-page pairs counted per impact, passed and failed (the per-severity score data). */
  bySeverity: Record<Impact, { passed: number; failed: number }>;
  /** Passed rules left out because their impact is unknown, sorted. */
  unweightedRuleIds: string[];
}

function emptyResult(): ScoreResult {
  const bySeverity = Object.fromEntries(IMPACTS.map((i) => [i, { passed: 0, failed: 0 }])) as ScoreResult['bySeverity'];
  return { score: null, exactScore: null, passedWeight: 0, failedWeight: 0, bySeverity, unweightedRuleIds: [] };
}

function addPage(result: ScoreResult, page: ScorePage, ruleImpact: RuleImpactLookup, unknown: Set<string>): void {
  const failed = new Map<string, Impact>();
  for (const v of page.violations) {
    const seen = failed.get(v.ruleId);
    if (seen === undefined || IMPACTS.indexOf(v.impact) < IMPACTS.indexOf(seen)) failed.set(v.ruleId, v.impact);
  }
  for (const impact of failed.values()) {
    result.failedWeight += FAILED_WEIGHTS[impact];
    result.bySeverity[impact].failed += 1;
  }
  const passed = new Set(page.passes.map((p) => p.ruleId).filter((id) => !failed.has(id)));
  for (const ruleId of passed) {
    const impact = ruleImpact(ruleId);
    if (impact === null) {
      unknown.add(ruleId);
      continue;
    }
    result.passedWeight += PASSED_WEIGHTS[impact];
    result.bySeverity[impact].passed += 1;
  }
}

function finish(result: ScoreResult, unknown: Set<string>): ScoreResult {
  const total = result.passedWeight + result.failedWeight;
  const exact = total === 0 ? null : (result.passedWeight / total) * 100;
  // A tiny epsilon keeps 0.29 / 0.3 style float noise from rounding an exact 97 down to 96.
  const score = exact === null ? null : Math.floor(exact + 1e-9);
  return { ...result, exactScore: exact, score, unweightedRuleIds: [...unknown].sort() };
}

/** The score of a report: every page's rule outcomes pooled (not an average of page scores). */
export function computeScore(pages: readonly ScorePage[], ruleImpact: RuleImpactLookup): ScoreResult {
  const result = emptyResult();
  const unknown = new Set<string>();
  for (const page of pages) addPage(result, page, ruleImpact, unknown);
  return finish(result, unknown);
}

/** The score of each page (the Score column of affected URLs and scan logs), in input order. */
export function computePageScores(pages: readonly ScorePage[], ruleImpact: RuleImpactLookup): { url: string; score: number | null }[] {
  return pages.map((page) => ({ url: page.url, score: computeScore([page], ruleImpact).score }));
}
