/**
 * The compare status engine (issue 19, docs/decisions/0039-compare-status.md): for two runs of one
 * project, whether each issue is new, retained, resolved or not compared. One engine for builds,
 * scans and workflows; pure and linear so the server can run it on a million issues a side in a
 * worker thread. Loops index plain arrays and typed arrays, with no per-item closures.
 */
import type { Impact, IssueStatus } from '../model';
import { engineRuleReasons, PAGE_FAILED_IN_BASE, PAGE_FAILED_IN_NEXT } from './engineReasons';
import { hashText, slotCount } from './hashSlots';

/** Every status an issue of either run gets, in the order views list them. */
export const COMPARE_STATUSES = ['new', 'retained', 'resolved', 'notCompared'] as const;
/** One compare status. */
export type CompareStatus = (typeof COMPARE_STATUSES)[number];

/**
 * What the engine reads of one issue of a run. `snippet` and `pagePath` are the normalised HTML
 * snippet and page path of the fingerprint (fingerprintParts); `compareRecordOf` builds a record
 * from an Issue. Callers may add fields of their own (a row number): items hand records back as given.
 */
export interface CompareIssueRecord {
  fingerprint: string;
  ruleId: string;
  snippet: string;
  pagePath: string;
  componentId: string;
  impact: Impact;
  /** true for axe `incomplete` results. */
  needsReview: boolean;
  /** The decision state as the run's own report shows it. */
  issueStatus: IssueStatus;
  /** null: needs review not decided; true confirmed; false not an issue. */
  confirmed: boolean | null;
}

/** One run as the engine sees it. */
export interface CompareRunInput<T extends CompareIssueRecord = CompareIssueRecord> {
  issues: readonly T[];
  /** axe-core version the run was tested with (`4.10.2`); '' when unknown. */
  engineVersion: string;
  /**
   * Ids of every rule the run's engine ran (its rules catalogue: violations, incomplete, passes and
   * inapplicable); the rules of its issues are added. null when unknown: when either run's is
   * unknown, no rule is set apart.
   */
  ruleIds: Iterable<string> | null;
  /** Page paths (pagePathOf) that failed to load in this run. */
  failedPages: Iterable<string>;
}

/**
 * One issue of the comparison. `base` and `next` are the records of the two runs as given (null on
 * the side the issue is absent from), each with its own decision state.
 */
export interface CompareItem<T extends CompareIssueRecord = CompareIssueRecord> {
  status: CompareStatus;
  base: T | null;
  next: T | null;
  /** Retained by the second pass: same rule, snippet and page, another selector. */
  moved: boolean;
  /** Why a `notCompared` issue is not compared; null for the other statuses. */
  reason: string | null;
}

/** A rule that only one run's engine ran, with the reason its issues are not compared. */
export interface NotComparedRule {
  ruleId: string;
  reason: string;
  /** Issues of the rule (all on one side), none when the rule found nothing. */
  issues: number;
}

/** A page that failed to load in one run, with the reason the other run's issues on it are not compared. */
export interface NotComparedPage {
  pagePath: string;
  reason: string;
  /** Issues of the other run on the page. */
  issues: number;
}

/** The comparison of two runs. */
export interface CompareResult<T extends CompareIssueRecord = CompareIssueRecord> {
  /**
   * Every issue of both runs, once: the newer run's issues in its order (new, retained, not
   * compared), then the base run's issues left over in its order (resolved, not compared).
   */
  items: CompareItem<T>[];
  /** The axe-core versions of the two runs, as given. */
  engines: { base: string; next: string };
  /** Rules run by one engine only, by rule id. */
  notComparedRules: NotComparedRule[];
  /** Pages that failed in one run, base failures first, each by page path. */
  notComparedPages: NotComparedPage[];
}

// Slot values: no key yet, and a second-pass key seen on more than one issue of a side.
const EMPTY = -1;
const AMBIGUOUS = -2;

/**
 * Compares two runs of one project, `base` the older. In order:
 * 1. an issue of `next` whose fingerprint an unmatched issue of `base` has is retained (equal
 *    fingerprints pair in the order of each run);
 * 2. a leftover issue whose rule the other run's engine did not run, or whose page failed to load
 *    in the other run, is not compared (the rule's reason first);
 * 3. the remaining leftovers are retained and `moved` when their (rule, snippet, page path) occurs
 *    exactly once among the remaining leftovers of each side; a key seen twice on a side is ambiguous
 *    and not matched;
 * 4. what is left is new (in `next`) or resolved (in `base`).
 * Decision states do not take part: a hidden or non-issue issue is matched like any other.
 */
export function compareRunStatus<T extends CompareIssueRecord>(base: CompareRunInput<T>, next: CompareRunInput<T>): CompareResult<T> {
  const b = base.issues;
  const n = next.issues;
  const nextMatch = new Int32Array(n.length).fill(-1);
  const baseMatched = new Uint8Array(b.length);
  const nextMatched = new Uint8Array(n.length);
  const moved = new Uint8Array(n.length);
  const matches: Matches = { nextMatch, baseMatched, nextMatched };

  matchFingerprints(b, n, matches);

  const reasons = engineRuleReasons(base.engineVersion, next.engineVersion);
  // Rule sets are compared only when both runs say which rules they ran.
  const known = base.ruleIds !== null && next.ruleIds !== null;
  const baseRules = known ? effectiveRules(base) : null;
  const nextRules = known ? effectiveRules(next) : null;
  const baseFailed = new Set(base.failedPages);
  const nextFailed = new Set(next.failedPages);
  const ruleIssues = new Map<string, number>();
  // Issues set apart per page that failed in the base run, and per page that failed in the newer run.
  const baseFailedIssues = new Map<string, number>();
  const nextFailedIssues = new Map<string, number>();

  const baseReason = new Array<string | null>(b.length).fill(null);
  for (let i = 0; i < b.length; i++) {
    if (baseMatched[i] === 1) continue;
    const r = b[i] as T;
    baseReason[i] = leftoverReason(r, nextRules, reasons.onlyInBase, nextFailed, PAGE_FAILED_IN_NEXT, ruleIssues, nextFailedIssues);
  }
  const nextReason = new Array<string | null>(n.length).fill(null);
  for (let j = 0; j < n.length; j++) {
    if (nextMatched[j] === 1) continue;
    const r = n[j] as T;
    nextReason[j] = leftoverReason(r, baseRules, reasons.onlyInNext, baseFailed, PAGE_FAILED_IN_BASE, ruleIssues, baseFailedIssues);
  }

  matchMoved(b, n, baseReason, nextReason, matches, moved);

  const items: CompareItem<T>[] = [];
  for (let j = 0; j < n.length; j++) {
    const i = nextMatch[j] as number;
    const reason = nextReason[j] as string | null;
    const status: CompareStatus = i >= 0 ? 'retained' : reason === null ? 'new' : 'notCompared';
    items.push({ status, base: i >= 0 ? (b[i] as T) : null, next: n[j] as T, moved: moved[j] === 1, reason });
  }
  for (let i = 0; i < b.length; i++) {
    if (baseMatched[i] === 1) continue;
    const reason = baseReason[i] as string | null;
    items.push({ status: reason === null ? 'resolved' : 'notCompared', base: b[i] as T, next: null, moved: false, reason });
  }

  return {
    items,
    engines: { base: base.engineVersion, next: next.engineVersion },
    notComparedRules: notComparedRules(baseRules, nextRules, reasons, ruleIssues),
    notComparedPages: [
      ...notComparedPages(baseFailed, PAGE_FAILED_IN_BASE, baseFailedIssues),
      ...notComparedPages(nextFailed, PAGE_FAILED_IN_NEXT, nextFailedIssues),
    ],
  };
}

/** The pairs found so far: per next issue its base index (-1 none), and a matched flag per issue of each side. */
interface Matches {
  nextMatch: Int32Array;
  baseMatched: Uint8Array;
  nextMatched: Uint8Array;
}

function pair(m: Matches, i: number, j: number): void {
  m.nextMatch[j] = i;
  m.baseMatched[i] = 1;
  m.nextMatched[j] = 1;
}

/**
 * Pass 1: pairs equal fingerprints, each base issue with at most one next issue, in run order.
 * Each slot keeps the first base issue of its fingerprint not yet paired; `sameAfter` chains the
 * later base issues with the same fingerprint.
 */
function matchFingerprints(b: readonly CompareIssueRecord[], n: readonly CompareIssueRecord[], matches: Matches): void {
  const size = slotCount(b.length);
  const mask = size - 1;
  const slotKey = new Int32Array(size).fill(EMPTY);
  // The whole hash of each slot's key, compared before the record is read (which misses the cache).
  const slotHash = new Int32Array(size);
  const slotHead = new Int32Array(size);
  const sameAfter = new Int32Array(b.length);
  for (let i = b.length - 1; i >= 0; i--) {
    const fingerprint = (b[i] as CompareIssueRecord).fingerprint;
    const h = hashText(fingerprint) | 0;
    let p = h & mask;
    while (slotKey[p] !== EMPTY && (slotHash[p] !== h || (b[slotKey[p] as number] as CompareIssueRecord).fingerprint !== fingerprint)) p = (p + 1) & mask;
    if (slotKey[p] === EMPTY) {
      slotKey[p] = i;
      slotHash[p] = h;
      sameAfter[i] = -1;
    } else sameAfter[i] = slotHead[p] as number;
    slotHead[p] = i;
  }
  for (let j = 0; j < n.length; j++) {
    const fingerprint = (n[j] as CompareIssueRecord).fingerprint;
    const h = hashText(fingerprint) | 0;
    let p = h & mask;
    while (slotKey[p] !== EMPTY && (slotHash[p] !== h || (b[slotKey[p] as number] as CompareIssueRecord).fingerprint !== fingerprint)) p = (p + 1) & mask;
    const i = slotKey[p] === EMPTY ? -1 : (slotHead[p] as number);
    if (i < 0) continue;
    pair(matches, i, j);
    slotHead[p] = sameAfter[i] as number;
  }
}

/** The rules a run ran: its catalogue plus the rules of its issues. */
function effectiveRules(run: CompareRunInput<CompareIssueRecord>): Set<string> {
  const rules = new Set(run.ruleIds);
  for (let k = 0; k < run.issues.length; k++) rules.add((run.issues[k] as CompareIssueRecord).ruleId);
  return rules;
}

/** Why a leftover issue is not compared against the other run, or null; counts the rule or page it is set apart for. */
function leftoverReason(
  r: CompareIssueRecord,
  otherRules: Set<string> | null,
  ruleReason: string,
  otherFailed: Set<string>,
  pageReason: string,
  ruleIssues: Map<string, number>,
  pageIssues: Map<string, number>,
): string | null {
  if (otherRules !== null && !otherRules.has(r.ruleId)) {
    ruleIssues.set(r.ruleId, (ruleIssues.get(r.ruleId) ?? 0) + 1);
    return ruleReason;
  }
  if (otherFailed.has(r.pagePath)) {
    pageIssues.set(r.pagePath, (pageIssues.get(r.pagePath) ?? 0) + 1);
    return pageReason;
  }
  return null;
}

/** Where an issue is: its rule and page path (a second-pass key without the snippet). */
export function placeOf(r: Pick<CompareIssueRecord, 'ruleId' | 'pagePath'>): string {
  return `${r.ruleId}\u0000${r.pagePath}`;
}

function moveHash(r: CompareIssueRecord): number {
  return hashText(r.pagePath, hashText(r.snippet, hashText(r.ruleId)));
}

function sameMoveKey(a: CompareIssueRecord, b: CompareIssueRecord): boolean {
  return a.ruleId === b.ruleId && a.snippet === b.snippet && a.pagePath === b.pagePath;
}

/**
 * Pass 2: pairs the comparable leftovers whose (rule, snippet, page path) occurs exactly once among
 * the comparable leftovers of each side. The snippet of a leftover whose (rule, page path) no
 * leftover of the other side has is never read. One slot per key of the base leftovers holds its base
 * issue and the next issue with that key, each AMBIGUOUS once a second one is seen.
 */
function matchMoved(
  b: readonly CompareIssueRecord[],
  n: readonly CompareIssueRecord[],
  baseReason: readonly (string | null)[],
  nextReason: readonly (string | null)[],
  matches: Matches,
  moved: Uint8Array,
): void {
  // Only leftovers whose (rule, page) has a leftover on the other side can pair: the others' snippets
  // (normalised on first read, the costly part) are never read.
  const baseOpen = new Uint8Array(b.length);
  const nextOpen = new Uint8Array(n.length);
  const basePlaces = new Set<string>();
  for (let i = 0; i < b.length; i++) if (matches.baseMatched[i] === 0 && baseReason[i] === null) basePlaces.add(placeOf(b[i] as CompareIssueRecord));
  const nextPlaces = new Set<string>();
  for (let j = 0; j < n.length; j++) {
    if (matches.nextMatched[j] === 1 || nextReason[j] !== null) continue;
    const place = placeOf(n[j] as CompareIssueRecord);
    if (!basePlaces.has(place)) continue;
    nextOpen[j] = 1;
    nextPlaces.add(place);
  }
  let leftovers = 0;
  for (let i = 0; i < b.length; i++) {
    if (matches.baseMatched[i] === 1 || baseReason[i] !== null || !nextPlaces.has(placeOf(b[i] as CompareIssueRecord))) continue;
    baseOpen[i] = 1;
    leftovers++;
  }
  if (leftovers === 0) return;
  const size = slotCount(leftovers);
  const mask = size - 1;
  const slotKey = new Int32Array(size).fill(EMPTY);
  const slotHash = new Int32Array(size);
  const slotBase = new Int32Array(size);
  const slotNext = new Int32Array(size).fill(EMPTY);
  for (let i = 0; i < b.length; i++) {
    if (baseOpen[i] === 0) continue;
    const r = b[i] as CompareIssueRecord;
    const h = moveHash(r) | 0;
    let p = h & mask;
    while (slotKey[p] !== EMPTY && (slotHash[p] !== h || !sameMoveKey(b[slotKey[p] as number] as CompareIssueRecord, r))) p = (p + 1) & mask;
    if (slotKey[p] === EMPTY) {
      slotKey[p] = i;
      slotHash[p] = h;
      slotBase[p] = i;
    } else slotBase[p] = AMBIGUOUS;
  }
  for (let j = 0; j < n.length; j++) {
    if (nextOpen[j] === 0) continue;
    const r = n[j] as CompareIssueRecord;
    const h = moveHash(r) | 0;
    let p = h & mask;
    while (slotKey[p] !== EMPTY && (slotHash[p] !== h || !sameMoveKey(b[slotKey[p] as number] as CompareIssueRecord, r))) p = (p + 1) & mask;
    if (slotKey[p] !== EMPTY) slotNext[p] = slotNext[p] === EMPTY ? j : AMBIGUOUS;
  }
  for (let p = 0; p < size; p++) {
    const i = slotBase[p] as number;
    const j = slotNext[p] as number;
    if (slotKey[p] === EMPTY || i < 0 || j < 0) continue;
    pair(matches, i, j);
    moved[j] = 1;
  }
}

function notComparedRules(
  baseRules: Set<string> | null,
  nextRules: Set<string> | null,
  reasons: { onlyInBase: string; onlyInNext: string },
  ruleIssues: Map<string, number>,
): NotComparedRule[] {
  if (baseRules === null || nextRules === null) return [];
  const out: NotComparedRule[] = [];
  for (const ruleId of baseRules) {
    if (!nextRules.has(ruleId)) out.push({ ruleId, reason: reasons.onlyInBase, issues: ruleIssues.get(ruleId) ?? 0 });
  }
  for (const ruleId of nextRules) {
    if (!baseRules.has(ruleId)) out.push({ ruleId, reason: reasons.onlyInNext, issues: ruleIssues.get(ruleId) ?? 0 });
  }
  return out.sort((x, y) => (x.ruleId < y.ruleId ? -1 : x.ruleId > y.ruleId ? 1 : 0));
}

function notComparedPages(failed: Set<string>, reason: string, pageIssues: Map<string, number>): NotComparedPage[] {
  const out: NotComparedPage[] = [];
  for (const pagePath of failed) out.push({ pagePath, reason, issues: pageIssues.get(pagePath) ?? 0 });
  return out.sort((x, y) => (x.pagePath < y.pagePath ? -1 : x.pagePath > y.pagePath ? 1 : 0));
}
