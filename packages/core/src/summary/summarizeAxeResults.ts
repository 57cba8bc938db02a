/**
 * The counts `curbcut summarize` prints for an axe results file, straight from the import (no
 * fingerprint deduplication: these are axe's own counts, so they match what axe reported).
 */
import type { Impact } from '../model';
import { importAxeResults } from '../axe/importAxeResults';

/** Counts of one axe results input. */
export interface AxeSummary {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  /** Violation nodes (elements failing a rule), over every page. */
  issueCount: number;
  /** Incomplete nodes (elements axe could not decide). */
  needsReviewCount: number;
  /** Distinct rules with at least one violation. */
  ruleCount: number;
  /** Distinct page URLs in the input. */
  pageCount: number;
}

/**
 * Summarises axe output of any shape; severities count violation nodes by the node's impact.
 * @throws AxeImportError when the input is not axe output.
 */
export function summarizeAxeResults(input: unknown): AxeSummary {
  const { pages } = importAxeResults(input);
  const severities: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const rules = new Set<string>();
  let needsReviewCount = 0;
  for (const page of pages) {
    for (const node of page.violations) {
      severities[node.impact] += 1;
      rules.add(node.ruleId);
    }
    needsReviewCount += page.incomplete.length;
  }
  return {
    ...severities,
    issueCount: severities.critical + severities.serious + severities.moderate + severities.minor,
    needsReviewCount,
    ruleCount: rules.size,
    pageCount: new Set(pages.map((p) => p.url)).size,
  };
}
