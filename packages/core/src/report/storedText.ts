/**
 * Limits on the text a report stores from its sources (docs/operations.md, "Stored text limits").
 * Scanned pages and uploaded results are untrusted: one 20 MB `html` string would otherwise sit in
 * every read of its report. Caps apply when a row is written, after the issue's fingerprint and
 * component were computed from the full values, so an issue keeps its identity across builds even
 * when it differs only beyond a cap. A cut value ends with a marker saying what was cut, shown as
 * text like the rest. Lone UTF-16 surrogates become U+FFFD on the way, so the stored bytes are
 * valid UTF-8 in every database.
 */
import { formatInteger } from '../format/numbers';
import type { CheckResult, IssueNode } from '../model';

/** The most characters (UTF-16 code units) kept of each stored text, before the truncation marker. */
export const STORED_TEXT_CAPS = {
  /** An issue's HTML snippet (and a related node's): 64 Ki characters. */
  html: 65_536,
  /** An issue's selector (and a related node's): 8 Ki characters. */
  target: 8_192,
  /** An issue's failure summary and each check message: 16 Ki characters. */
  failureSummary: 16_384,
  /** A failed test case's error message: 16 Ki characters. */
  errorMessage: 16_384,
  /** A failed test case's stack trace: 64 Ki characters. */
  backtrace: 65_536,
  /** Any text a PDF check stores that quotes the file (message, location, object, reason): 16 Ki characters. */
  pdfText: 16_384,
} as const;

const ANY_SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` with every lone surrogate (half of a UTF-16 pair without its other half) replaced by
 * U+FFFD, as `String.prototype.toWellFormed` does; pairs are kept. Such a string has no UTF-8
 * encoding: one database would store invalid bytes and another a replacement, so both get this.
 */
export function wellFormedText(value: string): string {
  return ANY_SURROGATE.test(value) ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
}

/** The marker that ends a cut value: `… [truncated: 20,971,520 characters; first 65,536 kept]`. */
export function truncationMarker(originalLength: number, kept: number): string {
  return `… [truncated: ${formatInteger(originalLength)} characters; first ${formatInteger(kept)} kept]`;
}

/**
 * `value` made well-formed and, when longer than `cap`, cut to its first `cap` characters plus the
 * truncation marker. A surrogate pair is never split: the cut moves one character earlier instead.
 */
export function capStoredText(value: string, cap: number): string {
  const text = wellFormedText(value);
  if (text.length <= cap) return text;
  const high = text.charCodeAt(cap - 1);
  const kept = high >= 0xd800 && high <= 0xdbff ? cap - 1 : cap;
  return text.slice(0, kept) + truncationMarker(text.length, kept);
}

function capCheck(check: CheckResult): CheckResult {
  const message = capStoredText(check.message, STORED_TEXT_CAPS.failureSummary);
  let changed = message !== check.message;
  const relatedNodes = check.relatedNodes.map((node) => {
    const target = capStoredText(node.target, STORED_TEXT_CAPS.target);
    const html = capStoredText(node.html, STORED_TEXT_CAPS.html);
    if (target === node.target && html === node.html) return node;
    changed = true;
    return { target, html };
  });
  return changed ? { ...check, message, relatedNodes } : check;
}

/** The checks capped, or the same array when no text needed it (most issues: no copies). */
function capChecks(checks: CheckResult[]): CheckResult[] {
  const capped = checks.map(capCheck);
  return capped.every((check, i) => check === checks[i]) ? checks : capped;
}

/**
 * The texts of an issue (snippet, selector, failure summary, check messages and related nodes) as
 * they are stored: each capped by STORED_TEXT_CAPS. Call it after fingerprinting; the fingerprint,
 * component and every other field are left as they are. The issue itself when nothing changes.
 */
export function capIssueText<T extends IssueNode>(issue: T): T {
  const html = capStoredText(issue.html, STORED_TEXT_CAPS.html);
  const target = capStoredText(issue.target, STORED_TEXT_CAPS.target);
  const failureSummary = capStoredText(issue.failureSummary, STORED_TEXT_CAPS.failureSummary);
  const any = capChecks(issue.any);
  const all = capChecks(issue.all);
  const none = capChecks(issue.none);
  const same =
    html === issue.html && target === issue.target && failureSummary === issue.failureSummary && any === issue.any && all === issue.all && none === issue.none;
  return same ? issue : { ...issue, html, target, failureSummary, any, all, none };
}
