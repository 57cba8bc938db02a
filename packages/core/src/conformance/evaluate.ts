/**
 * Conformance per success criterion from a report's rule outcomes (spec 001 sections 3 and 4).
 *
 * Each criterion of the viewed target gets one status, decided in this order:
 * 1. fail: a violated rule is tagged with it (the page count is the distinct pages of all such
 *    rules). A violation is evidence whatever version was scanned, so it comes first.
 * 2. notTested (outsideScannedVersion): the criterion is not part of the scanned WCAG version or
 *    level; a passing rule there is not a claim the scan made.
 * 3. needsManualCheck: a rule tagged with it came back incomplete (axe asks a person to decide).
 * 4. pass: the criterion is automated and a rule tagged with it ran without failing.
 * 5. notTested (needsRerun): automated, but no rule for it ran; the scan predates the rule.
 * 6. needsAssistedTest / needsManualCheck: no rule can decide it (see wcag/testability.ts).
 */
import type { ImportedResults } from '../model';
import { scsFromTags } from '../rules/tags';
import { criteriaFor, criterionText, isCriterionIn, levelIncludes } from '../wcag/lookup';
import { testabilityOf } from '../wcag/testability';
import type { WcagLevel, WcagPrinciple, WcagTarget, WcagVersion } from '../wcag/types';
import { DEFAULT_CONFORMANCE_TARGET } from './regulations';

/** Statuses in the order the "by status" sort shows them: what needs attention first. */
export const CONFORMANCE_STATUSES = ['fail', 'needsManualCheck', 'needsAssistedTest', 'notTested', 'pass'] as const;
/** Conformance status of one success criterion. */
export type ConformanceStatus = (typeof CONFORMANCE_STATUSES)[number];

/** Why a criterion was not tested. */
export type NotTestedReason = 'outsideScannedVersion' | 'needsRerun';

/** The warning shown for each not-tested reason (spec 001 section 8). */
export const NOT_TESTED_MESSAGES: Readonly<Record<NotTestedReason, string>> = {
  outsideScannedVersion: 'Not tested \u2013 SC not included in scanned WCAG version',
  needsRerun: 'Available in latest rule engine version. This Success Criterion can be tested by running a new scan.',
};

/** A rule and its tags (the tags carry the criteria, `wcag111` -> 1.1.1). */
export interface ConformanceRule {
  ruleId: string;
  tags: readonly string[];
}

/** A rule with violations and the pages (URLs) it failed on. */
export interface ViolatedRule extends ConformanceRule {
  pages: readonly string[];
}

/** What a report's rules did. A rule may appear in several lists (it passed on one page, failed on another). */
export interface ConformanceOutcomes {
  violated: readonly ViolatedRule[];
  incomplete: readonly ConformanceRule[];
  /** Rules that ran without failing: axe `passes` and `inapplicable`. */
  passed: readonly ConformanceRule[];
}

/** What the report was scanned against; a missing level means every level was scanned. */
export interface ScannedTarget {
  version: WcagVersion;
  level?: WcagLevel;
}

/** One row of the conformance view. */
export interface ConformanceRow {
  sc: string;
  /** Handle as the viewed WCAG version words it. */
  handle: string;
  level: WcagLevel;
  principle: WcagPrinciple;
  guideline: string;
  status: ConformanceStatus;
  /** Distinct pages with a violation of the criterion (0 unless it failed). */
  pageCount: number;
  /** Rules that decided the status (violated, incomplete or passed ones), sorted. */
  ruleIds: string[];
  notTestedReason: NotTestedReason | null;
}

interface Evidence {
  violatedPages: Set<string>;
  violatedRules: Set<string>;
  incompleteRules: Set<string>;
  passedRules: Set<string>;
}

function collectEvidence(outcomes: ConformanceOutcomes): Map<string, Evidence> {
  const bySc = new Map<string, Evidence>();
  const at = (sc: string): Evidence => {
    let e = bySc.get(sc);
    if (!e) {
      e = { violatedPages: new Set(), violatedRules: new Set(), incompleteRules: new Set(), passedRules: new Set() };
      bySc.set(sc, e);
    }
    return e;
  };
  for (const rule of outcomes.violated) {
    for (const sc of scsFromTags(rule.tags)) {
      const e = at(sc);
      e.violatedRules.add(rule.ruleId);
      for (const page of rule.pages) e.violatedPages.add(page);
    }
  }
  for (const rule of outcomes.incomplete) for (const sc of scsFromTags(rule.tags)) at(sc).incompleteRules.add(rule.ruleId);
  for (const rule of outcomes.passed) for (const sc of scsFromTags(rule.tags)) at(sc).passedRules.add(rule.ruleId);
  return bySc;
}

/**
 * Conformance of every criterion of `target` (default WCAG 2.2 AAA), in SC-number order, for a
 * report scanned against `scanned`.
 */
export function evaluateConformance(
  outcomes: ConformanceOutcomes,
  scanned: ScannedTarget,
  target: WcagTarget = DEFAULT_CONFORMANCE_TARGET,
): ConformanceRow[] {
  const evidence = collectEvidence(outcomes);
  return criteriaFor(target.version, target.level).map((c) => {
    const e = evidence.get(c.sc);
    const row: ConformanceRow = {
      sc: c.sc,
      handle: criterionText(c.sc, target.version)?.handle ?? c.handle,
      level: c.level,
      principle: c.principle,
      guideline: c.guideline,
      status: 'notTested',
      pageCount: 0,
      ruleIds: [],
      notTestedReason: null,
    };
    const inScope = isCriterionIn(c.sc, scanned.version) && (scanned.level === undefined || levelIncludes(scanned.level, c.level));
    if (e && e.violatedRules.size > 0) {
      return { ...row, status: 'fail', pageCount: e.violatedPages.size, ruleIds: [...e.violatedRules].sort() };
    }
    if (!inScope) return { ...row, notTestedReason: 'outsideScannedVersion' };
    if (e && e.incompleteRules.size > 0) return { ...row, status: 'needsManualCheck', ruleIds: [...e.incompleteRules].sort() };
    const testability = testabilityOf(c.sc);
    if (testability === 'automated') {
      if (e && e.passedRules.size > 0) return { ...row, status: 'pass', ruleIds: [...e.passedRules].sort() };
      return { ...row, notTestedReason: 'needsRerun' };
    }
    return { ...row, status: testability };
  });
}

/**
 * The rule outcomes of imported axe results: violations with the pages they failed on, incomplete
 * rules, and rules that passed or were inapplicable. Tags come from the results' rule table.
 */
export function conformanceOutcomesFromResults(results: ImportedResults): ConformanceOutcomes {
  const tagsOf = (ruleId: string): readonly string[] => results.rules[ruleId]?.tags ?? [];
  const violated = new Map<string, Set<string>>();
  const incomplete = new Set<string>();
  const passed = new Set<string>();
  for (const page of results.pages) {
    for (const node of page.violations) {
      const pages = violated.get(node.ruleId) ?? new Set<string>();
      pages.add(node.pageUrl || page.url);
      violated.set(node.ruleId, pages);
    }
    for (const node of page.incomplete) incomplete.add(node.ruleId);
    for (const outcome of [...page.passes, ...page.inapplicable]) passed.add(outcome.ruleId);
  }
  return {
    violated: [...violated].map(([ruleId, pages]) => ({ ruleId, tags: tagsOf(ruleId), pages: [...pages] })),
    incomplete: [...incomplete].map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
    passed: [...passed].map((ruleId) => ({ ruleId, tags: tagsOf(ruleId) })),
  };
}
