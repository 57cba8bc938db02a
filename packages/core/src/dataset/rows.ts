/**
 * Reading one row's flags. A needs-review issue its author confirmed counts as confirmed: it
 * leaves the Needs review tab for the Confirmed one (spec 001 section 2.5); one marked as not an
 * issue carries issueStatus 'non-issue' and leaves both.
 */
import type { IssueStatus } from '../model';
import { CONFIRMED_CODES, DATASET_FLAGS, ISSUE_STATUS_CODES } from './format';
import type { Dataset } from './decode';

/** The issueStatus stored in a flags value. */
export function rowIssueStatus(flags: number): IssueStatus {
  return ISSUE_STATUS_CODES[(flags & DATASET_FLAGS.statusMask) >> DATASET_FLAGS.statusShift] ?? 'visible';
}

/** The review decision stored in a flags value: null undecided, true confirmed, false not an issue. */
export function rowConfirmed(flags: number): boolean | null {
  return CONFIRMED_CODES[(flags & DATASET_FLAGS.confirmedMask) >> DATASET_FLAGS.confirmedShift] ?? null;
}

/** Whether the row belongs on the Needs review side: reported as needs review and not confirmed. */
export function rowNeedsReview(flags: number): boolean {
  return (flags & DATASET_FLAGS.needsReview) !== 0 && rowConfirmed(flags) !== true;
}

/** Indexes (into `dataset.testCases`) of the test cases that reported a row. */
export function rowTestCases(dataset: Dataset, row: number): number[] {
  const { testCaseOffsets, testCaseIndexes } = dataset.columns;
  return Array.from(testCaseIndexes.subarray(testCaseOffsets[row], testCaseOffsets[row + 1]));
}
