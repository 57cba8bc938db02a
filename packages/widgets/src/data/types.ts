/**
 * What the widget's engine answers: the All issues view it is asked about, and the lists, counts and
 * details it returns. Plain data only, so every answer crosses the worker boundary (comlink) as is.
 */
import type { CheckResult, HideReason, HideScope, Impact, IssueFilters, IssueStatus, RuleGroup, TestStatus } from '@curbcut/core';

export type { HideReason, HideScope };

/** The Confirmed / Needs review toggle of the All issues list. */
export type ReviewTab = 'confirmed' | 'needs-review';

/** The toggle of the hidden-issues view. */
export type HiddenTab = 'hidden' | 'non-issue';

/**
 * The slice of the report the list shows: the filters, the review tab, and (in the hidden-issues
 * view) which kind of set-aside issue. In the hidden view the review tab does not apply.
 */
export interface IssueView {
  filters: IssueFilters;
  review: ReviewTab;
  hidden: HiddenTab | null;
}

/** A rule accordion (by rule id) or a guideline accordion (by criterion key such as `1.4.3`). */
export interface GroupRef {
  kind: 'rule' | 'guideline';
  id: string;
}

/** Where an issue of the details pane lives: its group, component and (behaviour-type rules) behaviour. */
export interface IssueScope {
  group: GroupRef;
  componentId: string;
  /** null: every issue of the component; a value: only that behaviour's instances. */
  behaviour: string | null;
}

/** The counts of the toolbar under the view's filters. */
export interface ViewCounts {
  /** Visible issues not awaiting review (preferred-behaviour instances excluded). */
  confirmed: number;
  /** Visible issues awaiting review. */
  needsReview: number;
  hidden: number;
  nonIssue: number;
}

/** A rule accordion. */
export interface RuleEntry extends Omit<RuleGroup, 'ruleIndex'> {
  kind: 'rule';
}

/** A guideline (success criterion) accordion. */
export interface GuidelineEntry {
  kind: 'guideline';
  /** `x.y.z`, or 'best-practice' / 'experimental' / 'other'. */
  id: string;
  /** 'SC x.y.z', 'Best Practice', ... */
  label: string;
  impact: Impact;
  issueCount: number;
  ruleIds: string[];
}

/** A row of a group's components table. */
export interface ComponentEntry {
  id: string;
  issueCount: number;
  pageCount: number;
}

/** A behaviour of a component of a behaviour-type rule. */
export interface BehaviourEntry {
  value: string;
  issueCount: number;
  preferred: boolean;
}

/** A test case that reported an issue (the Source Tests tab). */
export interface IssueTestCase {
  id: string;
  name: string;
  status: TestStatus;
  file: string | null;
  /** 'name version' as the test recorded it; null when it did not. */
  browser: string | null;
  os: string | null;
  /** The source report of a consolidated report's unit (docs/decisions/0041); null in any other report. */
  reportId: string | null;
}

/**
 * Where the issue was found (core's issueEnvironment rule, as the server's issue item): browser and
 * OS of its first test case that recorded them, the browser falling back to the page's user agent;
 * the viewport as 'width*height'. null when unknown.
 */
export interface IssueMetadata {
  browser: string | null;
  os: string | null;
  viewport: string | null;
}

/** Everything the details pane shows of one issue. All text comes from scanned pages: render as text. */
export interface IssueDetails {
  /** The issue's fingerprint. */
  issueId: string;
  /** 1-based place in the scope's list, and the list's length ('Issue N of M'). */
  position: number;
  total: number;
  scope: IssueScope;
  ruleId: string;
  help: string;
  description: string;
  helpUrl: string;
  tags: string[];
  impact: Impact;
  componentId: string;
  pageUrl: string;
  html: string;
  target: string;
  failureSummary: string;
  checks: { any: CheckResult[]; all: CheckResult[]; none: CheckResult[] };
  behaviour: string | null;
  preferred: boolean;
  /** Reported as needs review and not yet confirmed. */
  needsReview: boolean;
  /** null undecided, true confirmed, false not an issue. */
  confirmed: boolean | null;
  issueStatus: IssueStatus;
  /** ISO 8601 time the page was tested; null when unknown. */
  timestamp: string | null;
  metadata: IssueMetadata;
  testCases: IssueTestCase[];
}

/** One entry of a filter list, with its issue count. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/** The lists of the Filters modal. */
export interface FilterOptions {
  pages: FilterOption[];
  components: FilterOption[];
  categories: FilterOption[];
  tests: FilterOption[];
  files: FilterOption[];
  tags: FilterOption[];
  /** Issues of AI-detected rules; the AI-detected filter shows only when there are some. */
  aiDetectedCount: number;
}

/** Hide or unhide issues; `issueId` names the issue the action started from. */
export interface HideAction {
  kind: 'hide';
  hidden: boolean;
  scope: HideScope;
  reason: HideReason | null;
  issueId: string;
  componentId: string;
  ruleId?: string;
  guidelineTag?: string;
  persist: boolean;
}

/** Confirm (true), mark as not an issue (false) or undo (null) the review of one issue. */
export interface ReviewAction {
  kind: 'review';
  issueId: string;
  confirmed: boolean | null;
  persist: boolean;
}

/** Mark or unmark the behaviour of an issue as its component's preferred one. */
export interface PreferredAction {
  kind: 'preferred';
  issueId: string;
  ruleId: string;
  componentId: string;
  behaviour: string;
  preferred: boolean;
  persist: boolean;
}

/** An author's action on issues, as the UI makes it. */
export type IssueAction = HideAction | ReviewAction | PreferredAction;

/** An action applied to the engine's dataset, awaiting the server's answer. */
export interface AppliedAction {
  /** Pass to settleAction once the server agreed, or to revertAction when it refused. */
  token: number;
  /** Issues whose state changed. */
  changed: number;
}
