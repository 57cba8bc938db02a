/**
 * The same filters over plain Issue objects, for the server's small sets (a page of issues, a
 * summary endpoint). Large sets go through the Dataset filter.
 */
import type { Issue, IssueFilters, RuleInfo, TestCase } from '../model';
import { isBestPractice } from '../rules/tags';
import { normalizeFilters } from './normalize';
import type { NormalizedFilters } from './normalize';
import { compileRuleFilter, flagsPass } from './predicates';

/** The fields of an issue the filters read. `aiDetected` absent means false. */
export type FilterableIssue = Pick<
  Issue,
  'ruleId' | 'impact' | 'needsReview' | 'confirmed' | 'issueStatus' | 'pageUrl' | 'componentId' | 'sources'
> & { aiDetected?: boolean };

/** Rules (for tags, categories and best practice) and test cases (for names and files). */
export interface FilterContext {
  rules: Readonly<Record<string, Pick<RuleInfo, 'tags'>>>;
  testCases?: readonly Pick<TestCase, 'id' | 'name' | 'file'>[];
}

/** Compiles filters once into a predicate for many issues. */
export function createIssueMatcher(
  filters: IssueFilters | NormalizedFilters | undefined,
  context: FilterContext,
): (issue: FilterableIssue) => boolean {
  const f = normalizeFilters(filters);
  const ruleFilter = compileRuleFilter(f);
  const impacts = new Set<string>(f.impact);
  const pages = new Set(f.pages);
  const components = new Set(f.components);
  const testCases = new Map((context.testCases ?? []).map((t) => [t.id, t]));
  // A test filter value is an id (known to the context or not) or a test case name.
  const testIds =
    f.tests.length === 0 ? null : new Set([...f.tests, ...idsWhere(testCases, (t) => f.tests.includes(t.name))]);
  const fileIds = f.files.length === 0 ? null : idsWhere(testCases, (t) => t.file !== undefined && f.files.includes(t.file));

  return (issue) => {
    const tags = context.rules[issue.ruleId]?.tags ?? [];
    const facts = {
      needsReview: issue.needsReview && issue.confirmed !== true,
      bestPractice: isBestPractice(tags),
      aiDetected: issue.aiDetected === true,
      issueStatus: issue.issueStatus,
    };
    if (!flagsPass(f, facts)) return false;
    if (impacts.size > 0 && !impacts.has(issue.impact)) return false;
    if (ruleFilter !== null && !ruleFilter(tags)) return false;
    if (components.size > 0 && !components.has(issue.componentId)) return false;
    if (pages.size > 0 && !pages.has(issue.pageUrl)) return false;
    if (testIds !== null && !issue.sources.some((s) => s.testCaseId !== undefined && testIds.has(s.testCaseId))) return false;
    if (fileIds !== null && !issue.sources.some((s) => s.testCaseId !== undefined && fileIds.has(s.testCaseId))) return false;
    return true;
  };
}

/** Whether one issue passes the filters (defaults: visible, not needs review). */
export function matchesFilters(
  issue: FilterableIssue,
  filters: IssueFilters | NormalizedFilters | undefined,
  context: FilterContext,
): boolean {
  return createIssueMatcher(filters, context)(issue);
}

function idsWhere<T extends { id: string }>(items: Map<string, T>, pass: (t: T) => boolean): Set<string> {
  const out = new Set<string>();
  for (const [id, t] of items) if (pass(t)) out.add(id);
  return out;
}
