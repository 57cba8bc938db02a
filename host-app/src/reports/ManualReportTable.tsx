/**
 * One page of a manual-report list as a table (issue 20): each report's name (a link to its report
 * route), its steps or checks, issues by severity as the build tables show them, author, date and
 * status ('Advanced processing' while a workflow report is not complete), a checkbox naming the
 * report for the selection (completed reports: only those can be consolidated), and its CSV export.
 */
import { Link } from 'react-router';
import type { ManualReportListItem } from '@curbcut/core';
import { formatDateTime, statusLabel } from '../format';
import { ExportCsvButton } from './ExportCsvButton';
import { reportRoute, type ReportProduct } from './reportProducts';
import { severityCellClass } from '../components/severityCell';

const SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
const SEVERITY_LABELS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;
const IN_PROGRESS = new Set(['running', 'processing', 'finalizing']);

/** The status as the list says it: a workflow report still being processed is in 'Advanced processing' (spec 002 section 4). */
export function manualStatusText(report: Pick<ManualReportListItem, 'type' | 'status'>): string {
  if (report.type === 'workflowScan' && IN_PROGRESS.has(report.status)) return 'Advanced processing';
  return statusLabel(report.status);
}

/** Props of {@link ManualReportTable}. */
export interface ManualReportTableProps {
  product: ReportProduct;
  reports: readonly ManualReportListItem[];
  selected: ReadonlySet<string>;
  onToggle: (report: ManualReportListItem, on: boolean) => void;
  /** The rows are the last page's while the next one loads. */
  isStale?: boolean;
  /** Ids a report route asked for, marked as the current rows. */
  requested: ReadonlySet<string>;
}

export function ManualReportTable({ product, reports, isStale = false, selected, onToggle, requested }: ManualReportTableProps) {
  const caption = `${product.title} reports`;
  return (
    // Focusable, so keyboard users can scroll the table sideways when it is wider than the page.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0} aria-busy={isStale || undefined}>
      <table className="builds manual-reports">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Report</th>
            <th scope="col" className="num">
              {product.unitLabel}
            </th>
            {SEVERITIES.map((s) => (
              <th key={s} scope="col" className="num">
                {SEVERITY_LABELS[s]}
              </th>
            ))}
            <th scope="col">Author</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            {product.csvExport ? <th scope="col">Export</th> : null}
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const isSelected = selected.has(report.id);
            return (
              <tr
                key={report.id}
                className={requested.has(report.id) ? 'row-selected' : undefined}
                aria-current={requested.has(report.id) ? 'true' : undefined}
                data-selected={isSelected || undefined}
                aria-busy={IN_PROGRESS.has(report.status) || undefined}
              >
                <td className="report-select-cell">
                  {report.status === 'completed' ? (
                    <input
                      type="checkbox"
                      className="report-select"
                      checked={isSelected}
                      aria-label={`Select ${report.name}`}
                      onChange={(e) => onToggle(report, e.currentTarget.checked)}
                    />
                  ) : null}
                </td>
                <th scope="row" className="build-name">
                  <Link to={reportRoute(product, [report.id])}>{report.name}</Link>
                </th>
                <td className="num">{report.unitCount}</td>
                {SEVERITIES.map((s) => (
                  <td key={s} className={severityCellClass(s, report.issueSummary[s])}>
                    {report.issueSummary[s]}
                  </td>
                ))}
                <td>{report.createdBy.name}</td>
                <td>
                  <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                </td>
                <td>
                  <span className={`status status-${report.status}`}>{manualStatusText(report)}</span>
                </td>
                {product.csvExport ? (
                  <td>
                    <ExportCsvButton report={report} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
