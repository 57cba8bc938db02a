/**
 * From imported pages to the distinct issues of a report. An issue is one fingerprint; when the
 * same element is reported again (another test case, another page state, another source report),
 * the report gains a source, not an issue, so counts match what a user would count by hand.
 */
import { IMPACTS, type Issue, type IssueNode, type IssueSource, type PageResult } from '../model';
import { behaviourOf } from '../identity/behaviour';
import { componentIdOfNormalized } from '../identity/component';
import { FINGERPRINT_VERSION, fingerprintOfParts, fingerprintParts } from '../identity/fingerprint';

function sameSource(a: IssueSource, b: IssueSource): boolean {
  return a.testCaseId === b.testCaseId && a.pageUrl === b.pageUrl && a.reportId === b.reportId;
}

function addSource(sources: IssueSource[], source: IssueSource): void {
  if (!sources.some((s) => sameSource(s, source))) sources.push({ ...source });
}

function sourceOf(source: IssueSource, node: IssueNode): IssueSource {
  const out: IssueSource = { ...source };
  if (out.pageUrl === undefined && node.pageUrl !== '') out.pageUrl = node.pageUrl;
  return out;
}

/** A new issue for a node, with the decisions a user has not made yet. */
export function issueFromNode(node: IssueNode, source: IssueSource): Issue {
  // Normalising selector and snippet is the costly part of identity: do it once for both uses.
  const parts = fingerprintParts(node);
  return {
    ...node,
    fingerprint: fingerprintOfParts(parts),
    fingerprintVersion: FINGERPRINT_VERSION,
    componentId: componentIdOfNormalized(parts[1], parts[2]),
    behaviour: behaviourOf(node),
    issueStatus: 'visible',
    confirmed: null,
    preferred: false,
    sources: [sourceOf(source, node)],
  };
}

/**
 * Folds a second report of the same issue into the first: its sources are added once, and a
 * confirmed violation outweighs a needs-review report of the same element (the more severe impact
 * is kept with it). Decisions already taken on `into` stay.
 */
function absorb(into: Issue, other: Issue): void {
  for (const s of other.sources) addSource(into.sources, s);
  if (into.needsReview && !other.needsReview) into.needsReview = false;
  if (IMPACTS.indexOf(other.impact) < IMPACTS.indexOf(into.impact)) into.impact = other.impact;
}

/**
 * The distinct issues of some pages, in first-seen order (violations of each page before its
 * needs-review nodes). `source` names the test case and report; each issue's source also names
 * its page.
 */
export function buildIssues(pages: PageResult[], source: IssueSource): Issue[] {
  const byFingerprint = new Map<string, Issue>();
  for (const page of pages) {
    mergeIssues(
      byFingerprint,
      [...page.violations, ...page.incomplete].map((node) => issueFromNode(node, source)),
    );
  }
  return [...byFingerprint.values()];
}

/**
 * Adds issues to a map keyed by fingerprint. An issue already present gains the incoming sources
 * (each source counted once); a new one is copied in, so the caller's objects are never shared.
 */
export function mergeIssues(into: Map<string, Issue>, incoming: Iterable<Issue>): void {
  for (const issue of incoming) {
    const existing = into.get(issue.fingerprint);
    if (existing === undefined) {
      into.set(issue.fingerprint, { ...issue, sources: issue.sources.map((s) => ({ ...s })) });
    } else {
      absorb(existing, issue);
    }
  }
}
