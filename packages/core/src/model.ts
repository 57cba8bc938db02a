/**
 * The report model shared by the server, the worker and the widgets (spec 001 section 3, spec 002
 * section 3). Every viewer reads these shapes; storage and the wire format are derived from them.
 */

/** Severity of an issue. Order matters: index is the spec's impact order (critical 0 ... minor 3). */
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

/** Every kind of report lives in one table with this type field (docs/decisions/0001). */
export const REPORT_TYPES = ['automatedTest', 'websiteScan', 'workflowScan', 'assistedTest', 'pdfScanner'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** running, processing and finalizing are "in progress" and give an intermediate report. */
export const REPORT_STATUSES = ['running', 'processing', 'finalizing', 'completed', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ISSUE_STATUSES = ['visible', 'hidden', 'non-issue'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const TEST_STATUSES = ['passed', 'failed', 'skipped'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** One axe check result inside a node (the any / all / none lists). */
export interface CheckResult {
  id: string;
  message: string;
  /** Check data as axe reported it (for example colour-contrast colours); used for behaviours. */
  data?: unknown;
  relatedNodes: { target: string; html: string }[];
}

/** The engine that produced a page's results. */
export interface TestEngine {
  name: string;
  version: string;
}

/** Browser environment reported by axe (testEnvironment) or by the SDK. */
export interface PageEnvironment {
  userAgent?: string;
  windowWidth?: number;
  windowHeight?: number;
  orientation?: string;
}

/** Static facts about a rule, taken from the axe output and the rule metadata table. */
export interface RuleInfo {
  id: string;
  help: string;
  description: string;
  helpUrl: string;
  tags: string[];
  /** Highest impact seen for the rule, or the rule's metadata impact for passed rules. */
  impact: Impact | null;
}

/** A failing or needs-review element, normalised from any axe output shape. */
export interface IssueNode {
  ruleId: string;
  impact: Impact;
  /** true for axe `incomplete` results. */
  needsReview: boolean;
  html: string;
  /** The element's selector; frame and shadow-DOM paths are joined with ' >>> '. */
  target: string;
  failureSummary: string;
  any: CheckResult[];
  all: CheckResult[];
  none: CheckResult[];
  pageUrl: string;
  /** ISO-8601 time the page was tested. */
  timestamp: string;
}

/** A rule's outcome on one page that did not fail: feeds the score and conformance. */
export interface RuleOutcome {
  ruleId: string;
  /** Number of elements that passed (0 for inapplicable). */
  nodeCount: number;
}

/** One page (or page state) tested by axe. */
export interface PageResult {
  url: string;
  timestamp: string;
  engine: TestEngine;
  environment: PageEnvironment;
  violations: IssueNode[];
  incomplete: IssueNode[];
  passes: RuleOutcome[];
  inapplicable: RuleOutcome[];
}

/** Everything one axe results file (any shape, any version) holds, normalised. */
export interface ImportedResults {
  pages: PageResult[];
  rules: Record<string, RuleInfo>;
}

/** A test case of an automated-test build (spec 001 section 3, "Test case"). */
export interface TestCase {
  id: string;
  name: string;
  status: TestStatus;
  file?: string;
  scopeList?: string[];
  browser?: { name: string; version?: string };
  os?: { name: string; version?: string };
  error?: { message: string; backtrace?: string };
  pageStatesCount?: number;
  /** The source report this unit belongs to, in a consolidated report (docs/decisions/0041). */
  reportId?: string;
}

/**
 * A distinct issue of a report: one fingerprint. Several sources (test cases, pages, source
 * reports) may have reported the same element; they are kept, the issue is counted once.
 */
export interface Issue extends IssueNode {
  fingerprint: string;
  fingerprintVersion: number;
  componentId: string;
  /** Behaviour value for behaviour-type rules (see identity/behaviour.ts), else null. */
  behaviour: string | null;
  issueStatus: IssueStatus;
  /** null: needs review not decided; true confirmed; false not an issue. */
  confirmed: boolean | null;
  preferred: boolean;
  sources: IssueSource[];
}

export interface IssueSource {
  testCaseId?: string;
  pageUrl?: string;
  reportId?: string;
}

/** Counts shown in issue summaries (spec 001 section 3, "Issue summary"). */
export interface IssueSummary {
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  issueCount: number;
  componentCount: number;
  pageCount: number;
  needsReviewCount: number;
  hiddenIssuesCount: number;
  aiIssuesCount: number;
}

export interface HealthSummary {
  passed: number;
  failed: number;
  skipped: number;
  total: number;
}

/** The filters every viewer shares (spec 000 section 3.2). */
export interface IssueFilters {
  impact?: Impact[];
  pages?: string[];
  components?: string[];
  categories?: string[];
  tests?: string[];
  files?: string[];
  tags?: string[];
  needsReviewFilter?: 'needsReview' | 'notNeedsReview' | 'allIssues';
  bestPracticesFilter?: 'bestPractices' | 'notBestPractices' | 'allIssues';
  aiDetectedIssuesFilter?: 'onlyAiDetectedIssues' | 'notAiDetectedIssues' | 'allIssues';
  issueStatus?: IssueStatus;
}
