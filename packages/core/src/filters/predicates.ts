/**
 * The filter decisions both paths share (the Dataset filter and the plain-object matcher), so a
 * count can never differ between the server and the worker.
 */
import { categoriesFromTags, scFromTag } from '../rules/tags';
import type { IssueStatus } from '../model';
import type { NormalizedFilters } from './normalize';

/** The per-issue facts the review, best-practice, AI and status filters look at. */
export interface FlagFacts {
  /** Reported as needs review and not confirmed by the author. */
  needsReview: boolean;
  bestPractice: boolean;
  aiDetected: boolean;
  issueStatus: IssueStatus;
}

/** Whether an issue with these facts passes the review, best-practice, AI and status filters. */
export function flagsPass(f: NormalizedFilters, facts: FlagFacts): boolean {
  if (facts.issueStatus !== f.issueStatus) return false;
  if (f.needsReviewFilter === 'needsReview' && !facts.needsReview) return false;
  if (f.needsReviewFilter === 'notNeedsReview' && facts.needsReview) return false;
  if (f.bestPracticesFilter === 'bestPractices' && !facts.bestPractice) return false;
  if (f.bestPracticesFilter === 'notBestPractices' && facts.bestPractice) return false;
  if (f.aiDetectedIssuesFilter === 'onlyAiDetectedIssues' && !facts.aiDetected) return false;
  if (f.aiDetectedIssuesFilter === 'notAiDetectedIssues' && facts.aiDetected) return false;
  return true;
}

/**
 * The rule-level filters (categories, tags) as one predicate over a rule's tags, or null when
 * neither is set. A tag filter matches a raw tag (`wcag143`, `best-practice`) or a success
 * criterion given as `SC 1.4.3` or `1.4.3`.
 */
export function compileRuleFilter(f: NormalizedFilters): ((tags: readonly string[]) => boolean) | null {
  if (f.categories.length === 0 && f.tags.length === 0) return null;
  const categories = new Set(f.categories);
  const tags = new Set(f.tags);
  const scs = new Set<string>();
  for (const t of f.tags) {
    const sc = scFromTag(t) ?? /^(?:SC\s*)?(\d+\.\d+\.\d+)$/i.exec(t)?.[1];
    if (sc) scs.add(sc);
  }
  return (ruleTags) => {
    if (categories.size > 0 && !categoriesFromTags(ruleTags).some((c) => categories.has(c))) return false;
    if (tags.size > 0 && !ruleTags.some((t) => tags.has(t) || scs.has(scFromTag(t) ?? ''))) return false;
    return true;
  };
}
