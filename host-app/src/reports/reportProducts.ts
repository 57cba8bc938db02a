/**
 * The manual-report products and their list pages (spec 000 section 2.1, spec 002 section 2.1):
 * the Workflow Analyzer and Assisted Tests. Their report routes open `<ManualReport>` (pages/ManualReportPage.tsx).
 */
import type { ManualReportType } from '@curbcut/core';

/** One product's list page. */
export interface ReportProduct {
  type: ManualReportType;
  title: string;
  path: string;
  /** What the empty list says, and how reports get there. */
  empty: string;
  /** Whether its reports export to CSV. */
  csvExport: boolean;
  /** Header of the column counting each report's units: a workflow's recorded steps or a test's checks. */
  unitLabel: string;
  /** The report route's parameter naming the reports it shows (spec 002 section 2.1). */
  idsParam: 'ids' | 'ar_ids';
  /** Where new reports of the product are made, when this dashboard makes them. */
  create?: { label: string; path: string };
}

export const WORKFLOW_ANALYZER: ReportProduct = {
  type: 'workflowScan',
  title: 'Workflow Analyzer',
  path: '/workflow-analyzer',
  unitLabel: 'Steps',
  idsParam: 'ids',
  empty: 'Workflow scans check every page of a user journey, such as sign-up or checkout. Scans uploaded to your group appear here.',
  csvExport: true,
};

export const ASSISTED_TESTS: ReportProduct = {
  type: 'assistedTest',
  title: 'Assisted Tests',
  path: '/assisted-test',
  unitLabel: 'Checks',
  idsParam: 'ar_ids',
  empty: 'Assisted tests guide you through the checks a machine cannot make. Tests recorded in your group appear here.',
  csvExport: true,
};

/** The report route of `ids` (one report, or several consolidated). */
export function reportRoute(product: ReportProduct, ids: readonly string[]): string {
  return `${product.path}/report?${product.idsParam}=${ids.map(encodeURIComponent).join(',')}`;
}
