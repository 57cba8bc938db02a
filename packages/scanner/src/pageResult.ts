/** Turns a visit's plain data into the PageResult a scan reports, scored with core's model. */
import { computeScore, ruleImpact, type Impact } from '@curbcut/core';
import type { PageVisit } from './pageTab';
import type { PageResult } from './types';
import { normaliseUrl } from './urls';

interface AxeRuleResult {
  id: string;
  impact?: Impact | null;
  nodes: { impact?: Impact | null }[];
}

interface AxeRunResults {
  violations: AxeRuleResult[];
  passes: AxeRuleResult[];
}

/**
 * The PageResult of a visit: a failure when the visit failed; otherwise a redirect when the page
 * ended at another URL than the one asked for, else a success, with its score and violation
 * node counts per rule.
 */
export function toPageResult(visit: PageVisit, depth: number): PageResult {
  const base = {
    url: visit.url,
    finalUrl: visit.finalUrl,
    httpStatus: visit.httpStatus,
    depth,
    startedAt: visit.startedAt,
    durationMs: visit.durationMs,
  };
  if (visit.failure !== null || visit.axeJson === null) {
    return { ...base, status: 'failure', reason: visit.failure ?? 'Page not checked', axe: null, score: null, violations: {}, snapshot: null };
  }
  const axe = JSON.parse(visit.axeJson) as AxeRunResults;
  const violations: Record<string, number> = {};
  const failedNodes: { ruleId: string; impact: Impact }[] = [];
  for (const rule of axe.violations) {
    violations[rule.id] = (violations[rule.id] ?? 0) + rule.nodes.length;
    for (const node of rule.nodes) {
      failedNodes.push({ ruleId: rule.id, impact: node.impact ?? rule.impact ?? ruleImpact(rule.id) ?? 'moderate' });
    }
  }
  const passes = axe.passes.map((rule) => ({ ruleId: rule.id }));
  const score = computeScore([{ url: visit.url, violations: failedNodes, passes }], ruleImpact).score;
  const redirected = (normaliseUrl(visit.finalUrl) ?? visit.finalUrl) !== visit.url;
  return { ...base, status: redirected ? 'redirect' : 'success', reason: null, axe, score, violations, snapshot: visit.snapshot };
}
