/**
 * Streams issues into the worker dataset: one `append` per issue, columns kept as typed arrays and
 * UTF-8 chunks, so a server can encode a million rows without holding a million objects.
 */
import { IMPACTS, ISSUE_STATUSES } from '../model';
import type { Impact, Issue, PageEnvironment, RuleInfo, TestCase } from '../model';
import { DATASET_FLAGS, STRING_COLUMNS, assertLittleEndian } from './format';
import type { DatasetPageEnvironment } from './format';
import { GrowableColumn, StringColumnBuffer } from './growable';
import { fingerprintHash } from './hash';
import { writeDatasetParts } from './writer';
import type { DatasetNumericViews } from './writer';

/**
 * What the builder reads from an issue. Every {@link Issue} fits; `aiDetected` marks issues found
 * by AI-assisted rules (absent means false).
 */
export type DatasetIssueInput = Pick<
  Issue,
  | 'ruleId'
  | 'impact'
  | 'needsReview'
  | 'html'
  | 'target'
  | 'failureSummary'
  | 'pageUrl'
  | 'timestamp'
  | 'fingerprint'
  | 'componentId'
  | 'behaviour'
  | 'issueStatus'
  | 'confirmed'
  | 'preferred'
  | 'sources'
> &
  Partial<Pick<Issue, 'any' | 'all' | 'none'>> & { aiDetected?: boolean };

/**
 * Dictionaries known before the rows arrive; more can be added with addRule / addTestCase /
 * addPageEnvironment. `pageEnvironments` pairs a page URL with its environment.
 */
export interface DatasetBuilderOptions {
  rules?: Iterable<RuleInfo> | Readonly<Record<string, RuleInfo>>;
  testCases?: Iterable<TestCase>;
  pageEnvironments?: Iterable<readonly [url: string, environment: PageEnvironment]>;
}

const MAX_RULES = 0xffff;
const MAX_ROWS = 0xfffffffe;

type BuffersOf<T extends readonly unknown[]> = { readonly [K in keyof T]: StringColumnBuffer };
type StringBufferTuple = BuffersOf<typeof STRING_COLUMNS>;

/** Builds a version-1 worker dataset row by row. */
export class DatasetBuilder {
  private readonly ruleIndex = new Map<string, number>();
  private readonly rules: RuleInfo[] = [];
  /** Rules met only through an issue: their impact is the highest seen. */
  private readonly placeholderRules = new Set<number>();
  private readonly componentIndex = new Map<string, number>();
  private readonly pageIndex = new Map<string, number>();
  private readonly testCaseIndex = new Map<string, number>();
  private readonly testCases: TestCase[] = [];
  private readonly pageEnvironments = new Map<string, DatasetPageEnvironment>();

  private readonly rule = new GrowableColumn((n) => new Uint16Array(n));
  private readonly impact = new GrowableColumn((n) => new Uint8Array(n));
  private readonly flags = new GrowableColumn((n) => new Uint16Array(n));
  private readonly component = new GrowableColumn((n) => new Uint32Array(n));
  private readonly page = new GrowableColumn((n) => new Uint32Array(n));
  private readonly fingerprintHashes = new GrowableColumn((n) => new Uint32Array(n));
  private readonly timestamp = new GrowableColumn((n) => new Float64Array(n));
  private readonly testCaseOffsets = new GrowableColumn((n) => new Uint32Array(n));
  private readonly testCaseIndexes = new GrowableColumn((n) => new Uint32Array(n));
  /** One buffer per STRING_COLUMNS entry, in that order. */
  private readonly stringBuffers = STRING_COLUMNS.map((c) => new StringColumnBuffer(c)) as unknown as StringBufferTuple;
  private rows = 0;
  private finished = false;

  constructor(options: DatasetBuilderOptions = {}) {
    assertLittleEndian();
    this.testCaseOffsets.push(0);
    const rules = options.rules;
    if (rules) {
      const list = isIterable(rules) ? rules : Object.values(rules);
      for (const r of list) this.addRule(r);
    }
    for (const tc of options.testCases ?? []) this.addTestCase(tc);
    for (const [url, environment] of options.pageEnvironments ?? []) this.addPageEnvironment(url, environment);
  }

  /** Rows appended so far. */
  get rowCount(): number {
    return this.rows;
  }

  /** Adds or replaces a rule's dictionary entry (help, tags, impact). */
  addRule(rule: RuleInfo): void {
    this.assertOpen();
    const existing = this.ruleIndex.get(rule.id);
    if (existing !== undefined) {
      this.rules[existing] = rule;
      this.placeholderRules.delete(existing);
      return;
    }
    this.newRule(rule);
  }

  /** Adds or replaces a test case. Issues refer to it through `sources[].testCaseId`. */
  addTestCase(testCase: TestCase): void {
    this.assertOpen();
    const existing = this.testCaseIndex.get(testCase.id);
    if (existing !== undefined) {
      this.testCases[existing] = testCase;
      return;
    }
    this.testCaseIndex.set(testCase.id, this.testCases.length);
    this.testCases.push(testCase);
  }

  /**
   * Records a page's environment (user agent, window size). The first one given for a URL is kept,
   * as the server keeps the first result's; pages never named by a row are left out.
   */
  addPageEnvironment(url: string, environment: PageEnvironment): void {
    this.assertOpen();
    if (this.pageEnvironments.has(url)) return;
    const kept: DatasetPageEnvironment = {};
    if (environment.userAgent !== undefined) kept.userAgent = environment.userAgent;
    if (environment.windowWidth !== undefined) kept.windowWidth = environment.windowWidth;
    if (environment.windowHeight !== undefined) kept.windowHeight = environment.windowHeight;
    this.pageEnvironments.set(url, kept);
  }

  /** Appends one issue as the next row. */
  append(issue: DatasetIssueInput): void {
    this.assertOpen();
    const row = this.rows;
    if (row >= MAX_ROWS) throw new RangeError('A dataset holds at most 4,294,967,294 rows.');
    const impact = IMPACTS.indexOf(issue.impact);
    if (impact < 0) throw new TypeError(`Issue ${row} (${issue.ruleId}): unknown impact '${String(issue.impact)}'.`);
    const status = ISSUE_STATUSES.indexOf(issue.issueStatus);
    if (status < 0) {
      throw new TypeError(`Issue ${row} (${issue.ruleId}): unknown issueStatus '${String(issue.issueStatus)}'.`);
    }
    const ruleIdx = this.ruleFor(issue.ruleId, issue.impact);
    this.rule.push(ruleIdx);
    this.impact.push(impact);
    this.flags.push(rowFlags(issue, status));
    this.component.push(lookup(this.componentIndex, issue.componentId));
    this.page.push(lookup(this.pageIndex, issue.pageUrl));
    this.fingerprintHashes.push(fingerprintHash(issue.fingerprint));
    this.timestamp.push(Date.parse(issue.timestamp));
    this.appendTestCases(issue);
    this.pushStrings(issue);
    this.rows++;
  }

  /**
   * Ends the dataset and returns it as consecutive byte parts (header, then each section), so a
   * server can stream them without one large copy. The builder cannot be used afterwards.
   */
  finishParts(): Uint8Array[] {
    this.assertOpen();
    this.finished = true;
    const pages = [...this.pageIndex.keys()];
    return writeDatasetParts({
      rowCount: this.rows,
      rules: this.rules,
      components: [...this.componentIndex.keys()],
      pages,
      pageEnvironments: pages.map((url) => this.pageEnvironments.get(url) ?? {}),
      testCases: this.testCases,
      columns: this.numericViews(),
      strings: this.stringBuffers,
    });
  }

  /** Ends the dataset and returns it as one byte array. */
  finish(): Uint8Array {
    return concatBytes(this.finishParts());
  }

  private assertOpen(): void {
    if (this.finished) throw new Error('DatasetBuilder already finished; create a new builder.');
  }

  private newRule(rule: RuleInfo): number {
    if (this.rules.length >= MAX_RULES) throw new RangeError('A dataset holds at most 65,535 rules.');
    const idx = this.rules.length;
    this.ruleIndex.set(rule.id, idx);
    this.rules.push(rule);
    return idx;
  }

  private ruleFor(ruleId: string, impact: Impact): number {
    const idx = this.ruleIndex.get(ruleId);
    if (idx === undefined) {
      const created = this.newRule({ id: ruleId, help: '', description: '', helpUrl: '', tags: [], impact });
      this.placeholderRules.add(created);
      return created;
    }
    if (this.placeholderRules.has(idx)) {
      const rule = this.rules[idx] as RuleInfo;
      if (rule.impact === null || IMPACTS.indexOf(impact) < IMPACTS.indexOf(rule.impact)) {
        this.rules[idx] = { ...rule, impact };
      }
    }
    return idx;
  }

  private appendTestCases(issue: DatasetIssueInput): void {
    const start = this.testCaseIndexes.length;
    for (const source of issue.sources) {
      const id = source.testCaseId;
      if (id === undefined) continue;
      let idx = this.testCaseIndex.get(id);
      if (idx === undefined) {
        this.addTestCase({ id, name: id, status: 'failed' });
        idx = this.testCases.length - 1;
      }
      let seen = false;
      for (let k = start; k < this.testCaseIndexes.length; k++) if (this.testCaseIndexes.at(k) === idx) seen = true;
      if (!seen) this.testCaseIndexes.push(idx);
    }
    this.testCaseOffsets.push(this.testCaseIndexes.length);
  }

  private pushStrings(issue: DatasetIssueInput): void {
    const [html, target, failureSummary, behaviour, fingerprint, checks] = this.stringBuffers;
    html.push(issue.html);
    target.push(issue.target);
    failureSummary.push(issue.failureSummary);
    behaviour.push(issue.behaviour ?? '');
    fingerprint.push(issue.fingerprint);
    const any = issue.any ?? [];
    const all = issue.all ?? [];
    const none = issue.none ?? [];
    checks.push(any.length + all.length + none.length === 0 ? '' : JSON.stringify({ any, all, none }));
  }

  private numericViews(): DatasetNumericViews {
    return {
      rule: this.rule.view(),
      impact: this.impact.view(),
      flags: this.flags.view(),
      component: this.component.view(),
      page: this.page.view(),
      fingerprintHash: this.fingerprintHashes.view(),
      timestamp: this.timestamp.view(),
      testCaseOffsets: this.testCaseOffsets.view(),
      testCaseIndexes: this.testCaseIndexes.view(),
    };
  }
}

/**
 * Encodes issues in one call (tests, small reports). For large reports prefer a
 * {@link DatasetBuilder} fed from a cursor.
 */
export function encodeDataset(issues: Iterable<DatasetIssueInput>, options: DatasetBuilderOptions = {}): Uint8Array {
  const builder = new DatasetBuilder(options);
  for (const issue of issues) builder.append(issue);
  return builder.finish();
}

/** Joins byte parts into one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const p of parts) total += p.length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function rowFlags(issue: DatasetIssueInput, status: number): number {
  const confirmed = issue.confirmed === true ? 1 : issue.confirmed === false ? 2 : 0;
  return (
    (issue.needsReview ? DATASET_FLAGS.needsReview : 0) |
    (issue.aiDetected === true ? DATASET_FLAGS.aiDetected : 0) |
    (status << DATASET_FLAGS.statusShift) |
    (confirmed << DATASET_FLAGS.confirmedShift) |
    (issue.preferred ? DATASET_FLAGS.preferred : 0)
  );
}

function lookup(index: Map<string, number>, key: string): number {
  let idx = index.get(key);
  if (idx === undefined) {
    idx = index.size;
    index.set(key, idx);
  }
  return idx;
}

function isIterable<T>(value: Iterable<T> | object): value is Iterable<T> {
  return typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
}
