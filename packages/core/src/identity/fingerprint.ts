/**
 * Issue fingerprints: the key that compare, trends and persisted decisions (hide, confirm,
 * preferred) use to recognise one issue across runs (docs/decisions/0003-issue-identity.md).
 */
import { fnv1a64 } from './hash';
import { normalizeHtml, normalizeSelector, pagePathOf } from './normalize';

/**
 * Bumped whenever normalisation or hashing changes, since every stored fingerprint then changes;
 * stored issues keep the version they were computed with so old and new are never compared blindly.
 */
export const FINGERPRINT_VERSION = 1;

// A control character cannot occur in the parts, so no two different inputs join to the same text.
const FIELD_SEPARATOR = '\u001f';

/** What a fingerprint is computed from. */
export interface FingerprintInput {
  ruleId: string;
  target: string;
  html: string;
  pageUrl: string;
}

/** The normalised parts of a fingerprint, in hashing order (useful to explain why two issues differ). */
export function fingerprintParts(n: FingerprintInput): [string, string, string, string] {
  return [n.ruleId, normalizeSelector(n.target), normalizeHtml(n.html), pagePathOf(n.pageUrl)];
}

/** 16 hex characters: 64-bit FNV-1a of rule id, normalised selector, normalised snippet and page path. */
export function fingerprintNode(n: FingerprintInput): string {
  return fingerprintOfParts(fingerprintParts(n));
}

/** The fingerprint of parts already normalised by `fingerprintParts` (so callers normalise once). */
export function fingerprintOfParts(parts: readonly [string, string, string, string]): string {
  return fnv1a64([`v${FINGERPRINT_VERSION}`, ...parts].join(FIELD_SEPARATOR));
}
