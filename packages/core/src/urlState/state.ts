/**
 * The typed form of every query parameter the viewers read (spec 000 section 2.3, spec 001
 * sections 2.1 and 2.6, spec 002 section 2.1). docs/decisions/0005-url-state.md explains the
 * canonical names, the aliases and the value vocabularies.
 */
import type { Impact, IssueFilters } from '../model';

/**
 * Report page tabs. The website scan report's SUMMARY, ALLISSUES and SCANLOGS map to summary, issues,
 * scan-logs; a manual report adds its workflow `steps` or assisted `checks`.
 */
export const ACTIVE_TABS = ['overview', 'summary', 'issues', 'tests', 'issue-type', 'scan-logs', 'steps', 'checks'] as const;
/** A report page tab (`activeTab`). */
export type ActiveTab = (typeof ACTIVE_TABS)[number];

/** Public report views (`type`); websiteScan is rewritten to scanner. */
export const REPORT_VIEW_TYPES = ['automatedTest', 'scanner', 'workflowScan', 'assistedTest', 'pdfScanner'] as const;
/** A public report view (`type`). */
export type ReportViewType = (typeof REPORT_VIEW_TYPES)[number];

/** All-issues grouping (`activeIssuesTab`): by rule or by WCAG guideline. */
export const ISSUES_TABS = ['rules', 'guidelines'] as const;
/** `activeIssuesTab` value. */
export type IssuesTab = (typeof ISSUES_TABS)[number];

/** Confirmed versus needs-review toggle (`activeReviewStatus`). */
export const REVIEW_STATUSES = ['confirmed', 'needs-review'] as const;
/** `activeReviewStatus` value. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Hidden-issues view toggle (`activeIssueStatus`). */
export const ISSUE_VISIBILITIES = ['hidden', 'visible'] as const;
/** `activeIssueStatus` value. */
export type IssueVisibility = (typeof ISSUE_VISIBILITIES)[number];

/** Test-case slide-over tabs (`activeSlideOverTab`). */
export const SLIDE_OVER_TABS = ['overview', 'issues'] as const;
/** `activeSlideOverTab` value. */
export type SlideOverTab = (typeof SLIDE_OVER_TABS)[number];


/** Everything a viewer's URL can say. Absent fields were absent (or invalid) in the URL. */
export interface UrlState {
  /** Report or scan id (`id`). */
  id?: string;
  /** Report ids (`ids`): workflow scan ids, or the compare page's base and new ids. */
  ids?: string[];
  /** Assisted report ids (`ar_ids`). */
  arIds?: string[];
  thBuildId?: string;
  type?: ReportViewType;
  /** `source`; 'lcnc' marks low-code automation. */
  source?: string;
  /** Public-link token. */
  token?: string;

  activeTab?: ActiveTab;
  activeIssuesTab?: IssuesTab;
  activeSlideOverTab?: SlideOverTab;
  activeReviewStatus?: ReviewStatus;
  activeIssueStatus?: IssueVisibility;
  activeSwitch?: string;

  activeViolationId?: string;
  activeComponentId?: string;
  activeBehaviorValue?: string;
  activeIssueId?: string;
  activeIssueIndex?: number;
  activeTestId?: string;
  activeBtcerId?: string;
  isShowingIssue?: boolean;
  hideIssues?: boolean;
  reportBug?: boolean;

  /** Severity filter (`impact`, alias `severity`). */
  impact?: Impact[];
  /** Page filter (`pages`, alias `page`). */
  pages?: string[];
  /** Component filter (`component`, alias `components`). */
  components?: string[];
  /** Category filter (`category`, alias `categories`). */
  categories?: string[];
  /**
   * Test filter (`tests`, aliases `step` and `steps`): the test cases of a build, or the workflow
   * steps or assisted checks of a manual report (its units, docs/decisions/0041), whose issues show.
   */
  tests?: string[];
  needsReviewFilter?: IssueFilters['needsReviewFilter'];
  bestPracticesFilter?: IssueFilters['bestPracticesFilter'];
  /** AI-detected filter as a boolean: true only AI-detected issues, false none of them, absent all. */
  aiIssues?: boolean;
  hasSummaryFilter?: boolean;

  minimal?: boolean;
  tunnelVision?: boolean;
  journeyOrigin?: string;
  redirectSource?: string;
  hidePriorityBanner?: boolean;
  /** Every `utm_*` parameter, by its full name ('utm_source'). */
  utm?: Record<string, string>;
}

/** A parameter that was read but not used, and why. */
export interface DroppedParam {
  param: string;
  value: string;
  reason: string;
}

/** What `decodeUrlState` found. */
export interface DecodedUrlState {
  state: UrlState;
  /** Parameters no viewer reads, in URL order, decoded (kept so links to the host app survive). */
  unknown: [string, string][];
  /** Values that were invalid or superseded. */
  dropped: DroppedParam[];
}
