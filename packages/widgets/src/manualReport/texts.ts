/** Texts of the manual report widget (spec 002 sections 2.1, 4 and 8), in one place for tests and translators. */
import type { CheckOutcome, ManualReportType } from '@curbcut/core';

export const MANUAL_TEXTS = {
  fetching: 'Fetching report',
  notFound: 'Report not found',
  notFoundText: 'This report does not exist, was deleted, or belongs to another group. If you expected it here,',
  advancedProcessing: 'Advanced processing',
  advancedDone: 'Advanced processing is complete',
  stepsTab: 'Workflow steps',
  checksTab: 'Checks',
  summaryTab: 'Summary',
  issuesTab: 'All issues',
  noSteps: 'No steps were recorded in this workflow yet.',
  noChecks: 'No checks were recorded in this test yet.',
  showStepIssues: 'Show issues',
  summaryLoadFailed: "We couldn't load this summary.",
  unitsLoadFailed: "We couldn't load this list. Refresh the page or try again later.",
  noAction: 'None recorded',
  foundAtStep: 'Found at this step of the workflow',
  fromCheck: 'Found by this assisted check',
  noNotes: 'No notes',
  sourceReportsTab: 'Source reports',
  noSources: 'No source report names this issue.',
} as const;

/** The outcome of a check as the checks list and the details pane say it. */
export const OUTCOME_LABELS: Readonly<Record<CheckOutcome, string>> = {
  pass: 'Pass',
  fail: 'Fail',
  notApplicable: 'Not applicable',
  notTested: 'Not tested',
};

/** The list a report belongs to: the breadcrumb and the way back. */
export const LIST_TITLES: Readonly<Record<ManualReportType, string>> = {
  workflowScan: 'Workflow Analyzer',
  assistedTest: 'Assisted Tests',
};

/** The public heading prefixes (spec 002 section 2.1). */
const PUBLIC_PREFIXES: Readonly<Record<ManualReportType, string>> = {
  workflowScan: 'Workflow analyzer:',
  assistedTest: 'Assisted test:',
};

/** The report's heading: its name, prefixed with its kind on the public page. */
export function manualHeading(name: string, type: ManualReportType, isPublic: boolean): string {
  return isPublic ? `${PUBLIC_PREFIXES[type]} ${name}` : name;
}

/** 'N new issues added to the report' (1 issue). */
export function newIssuesText(count: number): string {
  return `${count} new ${count === 1 ? 'issue' : 'issues'} added to the report`;
}

/** The other reports of a consolidated heading: the first 2 by name, then '+N more'. */
export function otherReportsLabel(names: readonly string[]): string {
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} +${names.length - 2} more` : shown;
}

/** Texts of the header's notices, errors popover and Delete (spec 002 sections 5 and 8). */
export const MANUAL_HEADER_TEXTS = {
  // A manual report keeps no list of failed pages (only website scans do), so this text names none.
  advancedScanFailedTitle: 'Advanced scan failed',
  advancedScanFailed: 'Some advanced issues might not be detected in this report. Please retry the scan or contact support.',
  loadLimitTitle: 'Load limit reached',
  loadLimit: 'The load limit was reached before every page was fully checked, so some issues might be missing from this report.',
  timedOutTitle: 'Build timed out',
  timedOut: 'Processing ran out of time before every page was checked. The results cover the pages checked so far.',
  errorsTitle: 'Errors in this report',
  // Delete says what the report lists' Delete says.
  deleteBody: 'The report, its issues, decisions and screenshots are deleted. This cannot be undone.',
  deleteConfirm: 'Delete report',
} as const;

/** The question of the Delete confirmation. */
export function deleteQuestion(name: string): string {
  return `Delete ‘${name}’?`;
}
