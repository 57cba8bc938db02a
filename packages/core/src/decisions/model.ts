/**
 * Issue decisions (spec 001 sections 4-6, spec 002 "Issue review", "Issue visibility", "Preferred
 * behaviour"): what an author decides about issues, as plain data the server stores, persists to
 * later builds and publishes, and the widget's worker applies to its dataset without reloading it.
 * See docs/decisions/0018-issue-decisions.md.
 */
import type { IssueStatus } from '../model';

/** The hide modal's reasons, in the spec's order (spec 002 "Hide modal"). */
export const HIDE_REASONS = ['Not relevant', 'Duplicate', 'Not a priority', 'False positive', 'Technical challenges', 'Others'] as const;
/** One of the six hide reasons. */
export type HideReason = (typeof HIDE_REASONS)[number];

/** How wide a hide or unhide reaches (spec 002: issue, component, rule, guideline). */
export const HIDE_SCOPES = ['issue', 'component', 'rule', 'guideline'] as const;
/** One of the hide scopes. */
export type HideScope = (typeof HIDE_SCOPES)[number];

/** Kinds of decision. */
export const DECISION_KINDS = ['hide', 'review', 'preferred'] as const;
/** One of the decision kinds. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/**
 * Hide (hidden true) or unhide (hidden false) every issue in scope:
 * - `issue`: the issue whose fingerprint is `fingerprint`;
 * - `component`: issues on `componentId`, narrowed to `ruleId` or to the rules naming
 *   `guidelineTag` when either is given (the component row of an open rule or guideline);
 * - `rule`: issues of `ruleId`;
 * - `guideline`: issues of every rule naming the criterion `guidelineTag` (`wcag143`, `1.4.3`,
 *   `SC 1.4.3`, or a group key `best-practice`, `experimental`, `other`).
 */
export interface HideDecision {
  kind: 'hide';
  hidden: boolean;
  scope: HideScope;
  /** Required to hide; null when unhiding. */
  reason: HideReason | null;
  fingerprint?: string;
  componentId?: string;
  ruleId?: string;
  guidelineTag?: string;
  /** Applies to later builds of the project too (the hide modal's checkbox, checked by default). */
  persist: boolean;
}

/** Confirm (true), mark as not an issue (false) or undo (null) the review of one issue. */
export interface ReviewDecision {
  kind: 'review';
  fingerprint: string;
  confirmed: boolean | null;
  persist: boolean;
}

/**
 * Marks (preferred true) or unmarks a behaviour of a component of a behaviour-type rule. Only one
 * behaviour per (rule, component) is preferred: marking one unmarks the others.
 */
export interface PreferredDecision {
  kind: 'preferred';
  ruleId: string;
  componentId: string;
  behaviour: string;
  preferred: boolean;
  persist: boolean;
}

/** Any decision. */
export type IssueDecision = HideDecision | ReviewDecision | PreferredDecision;

/** The decidable state of one issue: the three things a decision changes. */
export interface DecisionState {
  issueStatus: IssueStatus;
  /** null needs review undecided, true confirmed, false not an issue. */
  confirmed: boolean | null;
  preferred: boolean;
}

/** What a decision's scope looks at in one issue. */
export interface DecisionTarget {
  fingerprint: string;
  ruleId: string;
  componentId: string;
  /** Tags of the issue's rule (for the guideline scope). */
  ruleTags: readonly string[];
  /** Behaviour value, null for issues of other rules. */
  behaviour: string | null;
}

/** A decision that cannot be applied as given; `field` names the offending field. */
export class DecisionError extends TypeError {
  override name = 'DecisionError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Whether `value` is one of the six hide reasons. */
export function isHideReason(value: unknown): value is HideReason {
  return typeof value === 'string' && (HIDE_REASONS as readonly string[]).includes(value);
}
