/**
 * The report engine of one widget: holds a report's dataset (numeric columns in memory, strings read
 * on demand) and answers every question of the All issues view, applies an author's actions in
 * place, and streams the view's CSV. It runs in the widget's worker; every rule it applies is
 * core's (filters, grouping, the explorer, decisions, CSV), the same the server answers with.
 */
import {
  allRows,
  applyDecisionToDataset,
  countByPage,
  countByRule,
  createDatasetFilter,
  criterionKeysOfTags,
  csvChunks,
  csvExportFilters,
  csvFileName,
  datasetCsvSource,
  decodeChecks,
  fingerprintHash,
  groupBehaviours,
  nameAndVersionLabel,
  groupByCriterion,
  groupByRule,
  groupComponents,
  groupRuleTable,
  isAiDetectedRule,
  isBehaviourRule,
  issueListRows,
  normalizeFilters,
  rowConfirmed,
  rowEnvironment,
  rowIssueStatus,
  rowNeedsReview,
  rowsOfComponent,
  rowsOfRuleTable,
  rowTestCases,
  summarizeRows,
  validateDecision,
  withoutPreferredRows,
  DATASET_FLAGS,
  DATASET_SLICES_MAX_RANGE,
  UNMEASURED_BEHAVIOUR,
  IMPACTS,
} from '@curbcut/core';
import type {
  CsvRowSource,
  CsvSourceChunk,
  Dataset,
  DatasetFilter,
  IssueDecision,
  IssueSummary,
  NormalizedFilters,
  StringColumnReader,
} from '@curbcut/core';
import { guidelineEntry, ruleEntry } from './groupEntries';
import type {
  AppliedAction,
  BehaviourEntry,
  ComponentEntry,
  FilterOption,
  FilterOptions,
  GroupRef,
  GuidelineEntry,
  IssueAction,
  IssueDetails,
  IssueScope,
  IssueView,
  RuleEntry,
  ViewCounts,
} from './types';

/** Where an issue named by id lives in the current view. */
export interface IssueLocation {
  scope: IssueScope;
  /** 1-based place in the scope's issue list. */
  position: number;
}

/** Bytes of one CSV piece the engine hands out (what one message to the page carries). */
export const CSV_CHUNK_BYTES = 1024 * 1024;

/** What a started CSV export will write. */
export interface CsvExportInfo {
  /** Report name plus dd-MM-yyyy (spec 002 section 5). */
  fileName: string;
  /** Rows the file will hold. */
  total: number;
}

/** One piece of a CSV export: whole rows as UTF-8, and the progress after it. */
export interface CsvExportChunk {
  bytes: Uint8Array;
  written: number;
  total: number;
}

/** Options of a CSV export. */
export interface EngineCsvOptions {
  reportName: string;
  /** The Issue link cell of an issue; empty cells when omitted. */
  issueLink?: (fingerprint: string) => string;
  /** Date in the file name (default now). */
  date?: Date;
}

interface PendingAction {
  rows: Uint32Array;
  flags: Uint16Array;
}

interface CsvRun {
  chunks: AsyncIterator<Uint8Array>;
  written: number;
  total: number;
}

/** Turns the UI's action into core's decision (the issue id is the issue's fingerprint). */
export function decisionOf(action: IssueAction): IssueDecision {
  switch (action.kind) {
    case 'hide': {
      const { issueId, kind: _kind, ...rest } = action;
      return { kind: 'hide', ...rest, fingerprint: issueId };
    }
    case 'review':
      return { kind: 'review', fingerprint: action.issueId, confirmed: action.confirmed, persist: action.persist };
    case 'preferred': {
      const { issueId: _issueId, ...rest } = action;
      return rest;
    }
  }
}

/** The engine over one dataset. */
export class ReportEngine {
  private filter: DatasetFilter;
  /** Filter lists by the view's tab (review state or hidden status) they count. */
  private readonly options = new Map<string, FilterOptions>();
  private readonly pending = new Map<number, PendingAction>();
  private nextToken = 1;
  private csv: CsvRun | null = null;

  constructor(
    readonly dataset: Dataset,
    private readonly reader: StringColumnReader,
  ) {
    this.filter = createDatasetFilter(dataset);
  }

  /** The toolbar counts of the view's filters. */
  counts(view: IssueView): ViewCounts {
    const base = normalizeFilters(view.filters);
    const counted = (f: NormalizedFilters) => withoutPreferredRows(this.dataset, this.filter.apply(f)).length;
    return {
      confirmed: counted({ ...base, needsReviewFilter: 'notNeedsReview', issueStatus: 'visible' }),
      needsReview: counted({ ...base, needsReviewFilter: 'needsReview', issueStatus: 'visible' }),
      hidden: this.filter.apply({ ...base, needsReviewFilter: 'allIssues', issueStatus: 'hidden' }).length,
      nonIssue: this.filter.apply({ ...base, needsReviewFilter: 'allIssues', issueStatus: 'non-issue' }).length,
    };
  }

  /** The issue summary of the whole report as it stands (after local actions). */
  summary(): IssueSummary {
    return summarizeRows(this.dataset, withoutPreferredRows(this.dataset, allRows(this.dataset)));
  }

  /** The rule accordions. */
  rules(view: IssueView): RuleEntry[] {
    return groupByRule(this.dataset, this.counted(view)).map(({ ruleIndex: _index, ...g }) => ruleEntry(g));
  }

  /** The guideline accordions. */
  guidelines(view: IssueView): GuidelineEntry[] {
    return groupByCriterion(this.dataset, this.counted(view)).map(guidelineEntry);
  }

  /** The components table of a group. */
  async components(view: IssueView, group: GroupRef): Promise<ComponentEntry[]> {
    const list = await groupComponents(this.dataset, this.reader, this.matching(view), group, { behaviours: false });
    return list.map((c) => ({ id: c.id, issueCount: c.issueCount, pageCount: c.pageCount }));
  }

  /** The behaviours of one component of a group, preferred one included. */
  async behaviours(view: IssueView, group: GroupRef, componentId: string): Promise<BehaviourEntry[]> {
    const ofGroup = rowsOfRuleTable(this.dataset, this.matching(view), groupRuleTable(this.dataset, group));
    return groupBehaviours(this.dataset, this.reader, rowsOfComponent(this.dataset, ofGroup, componentId));
  }

  /** The issue at a 1-based position of a scope's list; null past its end. */
  async issueAt(view: IssueView, scope: IssueScope, position: number): Promise<IssueDetails | null> {
    const rows = await this.scopeRows(view, scope);
    if (!Number.isInteger(position) || position < 1 || position > rows.length) return null;
    return this.details(rows[position - 1] as number, position, rows.length, scope);
  }

  /**
   * Finds an issue named only by id (a shared link, an `open-issue` command): its group (of the
   * given kind), component, behaviour and position. The hinted scope wins when it holds the issue.
   */
  async locateIssue(view: IssueView, issueId: string, hint: { groupKind?: GroupRef['kind']; scope?: IssueScope } = {}): Promise<IssueLocation | null> {
    const row = await this.rowOf(this.matching(view), issueId);
    if (row === null) return null;
    if (hint.scope) {
      const at = (await this.scopeRows(view, hint.scope)).indexOf(row);
      if (at >= 0) return { scope: hint.scope, position: at + 1 };
    }
    const rule = this.dataset.rules[this.dataset.columns.rule[row] as number];
    if (!rule) return null;
    const kind = hint.groupKind ?? 'rule';
    // In a rule's list, a behaviour-type rule's issue lives under its behaviour, or under the
    // unmeasured group when axe could not measure one.
    const behaviour = kind === 'rule' && isBehaviourRule(rule.id) ? (await this.reader.readRows('behaviour', [row]))[0] || UNMEASURED_BEHAVIOUR : null;
    const scope: IssueScope = {
      group: { kind, id: kind === 'rule' ? rule.id : (criterionKeysOfTags(rule.tags)[0] as string) },
      componentId: this.dataset.components[this.dataset.columns.component[row] as number] as string,
      behaviour,
    };
    const at = (await this.scopeRows(view, scope)).indexOf(row);
    return at < 0 ? null : { scope, position: at + 1 };
  }

  /**
   * The lists of the Filters modal, each entry with its issues in the view's tab (Confirmed, Needs
   * review or a hidden status) before the modal's own filters: the count is what the list shows
   * when that entry alone is chosen.
   */
  filterOptions(view: IssueView): FilterOptions {
    const { bestPracticesFilter } = view.filters;
    const base = this.filtersOf({ ...view, filters: bestPracticesFilter === undefined ? {} : { bestPracticesFilter } });
    const key = `${base.needsReviewFilter}|${base.issueStatus}|${base.bestPracticesFilter}`;
    let options = this.options.get(key);
    if (!options) this.options.set(key, (options = this.buildFilterOptions(base)));
    return options;
  }

  /** Applies an action to the dataset at once; settle or revert it when the server answers. */
  async applyAction(action: IssueAction): Promise<AppliedAction> {
    const decision = validateDecision(decisionOf(action));
    const before = this.dataset.columns.flags.slice();
    const changed = await applyDecisionToDataset(this.dataset, decision, this.reader);
    const token = this.nextToken++;
    this.pending.set(token, { rows: changed, flags: Uint16Array.from(changed, (r) => before[r] as number) });
    this.invalidate();
    return { token, changed: changed.length };
  }

  /** Undoes an applied action the server refused. */
  revertAction(token: number): void {
    const applied = this.pending.get(token);
    if (!applied) return;
    this.pending.delete(token);
    const { flags } = this.dataset.columns;
    applied.rows.forEach((r, k) => {
      flags[r] = applied.flags[k] as number;
    });
    this.invalidate();
  }

  /** Forgets what an action changed, once the server agreed. */
  settleAction(token: number): void {
    this.pending.delete(token);
  }

  /**
   * Starts a CSV export of the view's filters: both review states unless the filters choose one,
   * visible issues only (core's writer drops hidden and non-issue rows), preferred instances out.
   */
  async csvStart(view: IssueView, options: EngineCsvOptions): Promise<CsvExportInfo> {
    await this.csvCancel();
    const rows = withoutPreferredRows(this.dataset, this.filter.apply(csvExportFilters(view.filters)).slice());
    const source = datasetCsvSource(this.dataset, rows, {
      reader: this.reader,
      // Blocks as wide as the server's widest slice (core's default is 4,096 rows): large answers
      // arrive several times faster per byte in Chromium, and the worker's transport fetches a
      // block's columns in one request (worker/coalesce.ts).
      batchRows: DATASET_SLICES_MAX_RANGE,
      maxSectionRows: DATASET_SLICES_MAX_RANGE,
      ...(options.issueLink ? { issueLink: options.issueLink } : {}),
    });
    const run: CsvRun = { chunks: undefined as unknown as AsyncIterator<Uint8Array>, written: 0, total: source.total };
    // Rows are counted as the source hands them over, so a chunk carries the progress including itself.
    const counted: CsvRowSource = {
      total: source.total,
      chunks: (size, chunkOptions) => countingRows(source.chunks(size, chunkOptions), (rows) => (run.written += rows)),
    };
    // Chunks of about 1 MiB written over one buffer: the consumer copies each before asking for
    // the next (csvNext's contract), so the writer allocates nothing per chunk.
    run.chunks = csvChunks(counted, { chunkSize: CSV_CHUNK_BYTES, reuseChunks: true })[Symbol.asyncIterator]();
    this.csv = run;
    return { fileName: csvFileName({ reportName: options.reportName, ...(options.date ? { date: options.date } : {}) }), total: source.total };
  }

  /**
   * The next piece of the running export (about 1 MiB of whole rows); null when it is done. Its
   * bytes are valid until the next call: keep a copy, not the array.
   */
  async csvNext(): Promise<CsvExportChunk | null> {
    const run = this.csv;
    if (!run) return null;
    const next = await run.chunks.next();
    if (next.done) {
      this.csv = null;
      return null;
    }
    return { bytes: next.value, written: run.written, total: run.total };
  }

  /** Stops the running export, if any. */
  async csvCancel(): Promise<void> {
    const run = this.csv;
    this.csv = null;
    await run?.chunks.return?.();
  }

  private invalidate(): void {
    // The filter's pair columns are built from the flags: an action makes them stale.
    this.filter = createDatasetFilter(this.dataset);
    this.options.clear();
  }

  private filtersOf(view: IssueView): NormalizedFilters {
    const base = normalizeFilters(view.filters);
    if (view.hidden !== null) return { ...base, needsReviewFilter: 'allIssues', issueStatus: view.hidden };
    return { ...base, needsReviewFilter: view.review === 'needs-review' ? 'needsReview' : 'notNeedsReview', issueStatus: 'visible' };
  }

  /** The view's rows, preferred instances included (a copy the caller keeps). */
  private matching(view: IssueView): Uint32Array {
    return this.filter.apply(this.filtersOf(view)).slice();
  }

  /** The view's rows that count as issues. */
  private counted(view: IssueView): Uint32Array {
    return withoutPreferredRows(this.dataset, this.matching(view));
  }

  private scopeRows(view: IssueView, scope: IssueScope): Promise<Uint32Array> {
    return issueListRows(this.dataset, this.reader, this.matching(view), {
      group: scope.group,
      componentId: scope.componentId,
      ...(scope.behaviour !== null ? { behaviour: scope.behaviour } : {}),
    });
  }

  /** The row of an issue id among `rows`: candidates by fingerprint hash, then the strings checked. */
  private async rowOf(rows: Uint32Array, issueId: string): Promise<number | null> {
    const hash = fingerprintHash(issueId);
    const hashes = this.dataset.columns.fingerprintHash;
    const candidates = rows.filter((r) => hashes[r] === hash);
    if (candidates.length === 0) return null;
    const fingerprints = await this.reader.readRows('fingerprint', candidates);
    const k = fingerprints.indexOf(issueId);
    return k < 0 ? null : (candidates[k] as number);
  }

  private async details(row: number, position: number, total: number, scope: IssueScope): Promise<IssueDetails> {
    const { dataset, reader } = this;
    const one = [row];
    const [html, target, failureSummary, behaviour, fingerprint, checks] = await Promise.all(
      (['html', 'target', 'failureSummary', 'behaviour', 'fingerprint', 'checks'] as const).map(async (c) => (await reader.readRows(c, one))[0] ?? ''),
    );
    const { columns } = dataset;
    const rule = dataset.rules[columns.rule[row] as number];
    if (!rule) throw new Error(`Row ${row} names no rule.`);
    const flags = columns.flags[row] as number;
    const ms = columns.timestamp[row] as number;
    const { browser, os, viewport } = rowEnvironment(dataset, row);
    return {
      issueId: fingerprint as string,
      position,
      total,
      scope,
      ruleId: rule.id,
      help: rule.help,
      description: rule.description,
      helpUrl: rule.helpUrl,
      tags: rule.tags,
      impact: IMPACTS[columns.impact[row] as number] ?? 'minor',
      componentId: dataset.components[columns.component[row] as number] as string,
      pageUrl: dataset.pages[columns.page[row] as number] as string,
      html: html as string,
      target: target as string,
      failureSummary: failureSummary as string,
      checks: decodeChecks(checks as string),
      behaviour: behaviour || null,
      preferred: (flags & DATASET_FLAGS.preferred) !== 0,
      needsReview: rowNeedsReview(flags),
      confirmed: rowConfirmed(flags),
      issueStatus: rowIssueStatus(flags),
      timestamp: Number.isNaN(ms) ? null : new Date(ms).toISOString(),
      metadata: { browser, os, viewport: viewport ? `${viewport.width}*${viewport.height}` : null },
      testCases: rowTestCases(dataset, row).map((i) => {
        const t = dataset.testCases[i];
        return {
          id: t?.id ?? '',
          name: t?.name ?? '',
          status: t?.status ?? 'passed',
          file: t && t.file >= 0 ? (dataset.files[t.file] ?? null) : null,
          browser: nameAndVersionLabel(t?.browser),
          os: nameAndVersionLabel(t?.os),
          reportId: t?.reportId ?? null,
        };
      }),
    };
  }

  private buildFilterOptions(base: NormalizedFilters): FilterOptions {
    const { dataset } = this;
    const rows = withoutPreferredRows(dataset, this.filter.apply(base).slice());
    const byRule = countByRule(dataset, rows);
    const byComponent = new Uint32Array(dataset.components.length);
    const byTest = new Uint32Array(dataset.testCases.length);
    const byFile = new Uint32Array(dataset.files.length);
    const fileSeen = new Int32Array(dataset.files.length).fill(-1);
    const { component } = dataset.columns;
    const bump = (counts: Uint32Array, i: number) => {
      counts[i] = (counts[i] as number) + 1;
    };
    for (const r of rows) {
      bump(byComponent, component[r] as number);
      for (const t of rowTestCases(dataset, r)) {
        bump(byTest, t);
        const f = dataset.testCases[t]?.file ?? -1;
        // A row several tests of one file reported counts once for the file.
        if (f >= 0 && fileSeen[f] !== r) {
          fileSeen[f] = r;
          bump(byFile, f);
        }
      }
    }
    const byCategory = new Map<string, number>();
    const byTag = new Map<string, number>();
    let aiDetectedCount = 0;
    dataset.rules.forEach((rule, i) => {
      const n = byRule[i] as number;
      if (n === 0) return;
      for (const c of rule.categoryIndexes) byCategory.set(dataset.categories[c] as string, (byCategory.get(dataset.categories[c] as string) ?? 0) + n);
      for (const tag of rule.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + n);
      if (isAiDetectedRule(rule.tags)) aiDetectedCount += n;
    });
    const fromCounts = (values: readonly string[], counts: Uint32Array, label = (i: number) => values[i] as string): FilterOption[] =>
      sorted(values.flatMap((value, i) => ((counts[i] as number) > 0 ? [{ value, label: label(i), count: counts[i] as number }] : [])));
    const fromMap = (map: Map<string, number>): FilterOption[] => sorted([...map].map(([value, count]) => ({ value, label: value, count })));
    return {
      pages: fromCounts(dataset.pages, countByPage(dataset, rows)),
      components: fromCounts(dataset.components, byComponent),
      categories: fromMap(byCategory),
      tests: fromCounts(
        dataset.testCases.map((t) => t.id),
        byTest,
        (i) => dataset.testCases[i]?.name ?? '',
      ),
      files: fromCounts(dataset.files, byFile),
      tags: fromMap(byTag),
      aiDetectedCount,
    };
  }
}

async function* countingRows(
  chunks: AsyncIterable<CsvSourceChunk> | Iterable<CsvSourceChunk>,
  add: (rows: number) => void,
): AsyncGenerator<CsvSourceChunk, void, undefined> {
  for await (const chunk of chunks) {
    add(chunk.rows);
    yield chunk;
  }
}

/** Filter lists read alphabetically: users find entries by name (and by search). */
function sorted(options: FilterOption[]): FilterOption[] {
  return options.sort((a, b) => a.label.localeCompare(b.label) || (a.value < b.value ? -1 : 1));
}
