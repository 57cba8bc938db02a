/**
 * Do Curbcut and pa11y-ci find the same issues? Both run axe-core in Chromium with the same tags, so
 * per page and per rule the number of violation nodes is comparable: pa11y's axe runner makes one
 * issue per axe node, with the rule id as its code, and flags the ones from axe's `incomplete` list.
 * What can still make them differ, and is not a scanner defect:
 *   - the axe-core version: pa11y 9 pins axe-core ~4.11, Curbcut ~4.13; rules changed between them;
 *   - frames: pa11y injects axe into the top document only, so axe cannot reach into an iframe and
 *     reports it as needs review; a scanner that injects axe into every frame checks its content;
 *   - timing: pa11y checks after `networkidle2`, Curbcut after the load event; a page that changes
 *     itself after load can differ (the two sites here are static);
 *   - the viewport (pa11y 1280x1024), which can change what is on screen for colour contrast.
 * Needs-review counts are compared as totals only: axe decides many of them from layout details.
 */
import type { PageOutcome, RuleCounts } from './pa11y';

/** One rule on one page where the counts differ. */
export interface Mismatch {
  url: string;
  rule: string;
  curbcut: number;
  pa11y: number;
}

/** The agreement of two runs over the same pages. */
export interface Agreement {
  pagesCompared: number;
  pagesAgreeing: number;
  mismatches: Mismatch[];
  /** Pages a tool failed or did not report, with why. */
  missing: { url: string; tool: 'Curbcut' | 'pa11y-ci'; why: string }[];
  totals: { curbcutViolations: number; pa11yViolations: number; curbcutReview: number; pa11yReview: number };
}

const sum = (counts: RuleCounts): number => Object.values(counts).reduce((a, b) => a + b, 0);

/** Compares violation nodes per page per rule; `urls` is the list both were given. */
export function compareRuns(urls: readonly string[], curbcut: Map<string, PageOutcome>, pa11y: Map<string, PageOutcome>): Agreement {
  const result: Agreement = {
    pagesCompared: 0,
    pagesAgreeing: 0,
    mismatches: [],
    missing: [],
    totals: { curbcutViolations: 0, pa11yViolations: 0, curbcutReview: 0, pa11yReview: 0 },
  };
  for (const url of urls) {
    const c = curbcut.get(url);
    const p = pa11y.get(url);
    if (!c?.ok) result.missing.push({ url, tool: 'Curbcut', why: c?.error ?? 'not reported' });
    if (!p?.ok) result.missing.push({ url, tool: 'pa11y-ci', why: p?.error ?? 'not reported' });
    if (!c?.ok || !p?.ok) continue;
    result.pagesCompared++;
    result.totals.curbcutViolations += sum(c.violations);
    result.totals.pa11yViolations += sum(p.violations);
    result.totals.curbcutReview += sum(c.review);
    result.totals.pa11yReview += sum(p.review);
    const rules = [...new Set([...Object.keys(c.violations), ...Object.keys(p.violations)])].sort();
    const differing = rules.filter((rule) => (c.violations[rule] ?? 0) !== (p.violations[rule] ?? 0));
    if (differing.length === 0) result.pagesAgreeing++;
    for (const rule of differing) result.mismatches.push({ url, rule, curbcut: c.violations[rule] ?? 0, pa11y: p.violations[rule] ?? 0 });
  }
  return result;
}

/** Printable lines for an agreement; page URLs shown by path. */
export function agreementLines(agreement: Agreement, maxMismatches = 12): string[] {
  const path = (url: string): string => new URL(url).pathname;
  const t = agreement.totals;
  const lines = [
    `    violation nodes per page per rule: ${agreement.pagesAgreeing} of ${agreement.pagesCompared} pages agree exactly` +
      ` (totals: Curbcut ${t.curbcutViolations}, pa11y-ci ${t.pa11yViolations});` +
      ` needs-review nodes, totals only: Curbcut ${t.curbcutReview}, pa11y-ci ${t.pa11yReview}`,
  ];
  for (const m of agreement.mismatches.slice(0, maxMismatches)) {
    lines.push(`      differs: ${path(m.url)} ${m.rule}: Curbcut ${m.curbcut}, pa11y-ci ${m.pa11y}`);
  }
  if (agreement.mismatches.length > maxMismatches) lines.push(`      ... and ${agreement.mismatches.length - maxMismatches} more`);
  for (const m of agreement.missing) lines.push(`      not compared: ${path(m.url)}: ${m.tool} ${m.why}`);
  return lines;
}
