/**
 * The products whose reports have a list page but no viewer of their own in this dashboard yet
 * (spec 000 section 2.1): their report routes show the list they belong to.
 */
import type { ReportType } from '@curbcut/core';

/** One product's list page. */
export interface ReportProduct {
  type: ReportType;
  title: string;
  path: string;
  /** What the empty list says, and how reports get there. */
  empty: string;
  /** Whether its reports export to CSV. */
  csvExport: boolean;
  /** Where new reports of the product are made, when this dashboard makes them. */
  create?: { label: string; path: string };
}

export const WORKFLOW_ANALYZER: ReportProduct = {
  type: 'workflowScan',
  title: 'Workflow Analyzer',
  path: '/workflow-analyzer',
  empty: 'Workflow scans check every page of a user journey, such as sign-up or checkout. Scans uploaded to your group appear here.',
  csvExport: true,
};

export const ASSISTED_TESTS: ReportProduct = {
  type: 'assistedTest',
  title: 'Assisted Tests',
  path: '/assisted-test',
  empty: 'Assisted tests guide you through the checks a machine cannot make. Tests recorded in your group appear here.',
  csvExport: true,
};
