/**
 * Home's overview across products (spec 000 section 2.1): the group's newest reports of every kind,
 * and for each product the group has no report of yet (the profile's product_status), a way in.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reportsQuery, type Profile, type ReportListItem } from '@curbcut/client';
import { buildReportPagePath } from '@curbcut/core';
import { formatDateTime, statusLabel } from '../format';
import { scanReportPath } from '../scanner/scannerPaths';

const RECENT_COUNT = 6;

const PRODUCT_LABELS: Record<ReportListItem['type'], string> = {
  automatedTest: 'Automated test',
  websiteScan: 'Website scan',
  workflowScan: 'Workflow scan',
  assistedTest: 'Assisted test',
  pdfScanner: 'PDF scan',
};

/** Where a report of each kind opens. */
function reportHref(report: ReportListItem): string {
  switch (report.type) {
    case 'automatedTest':
      return buildReportPagePath(report);
    case 'websiteScan':
      return scanReportPath(report.projectId, report.id);
    case 'workflowScan':
      return `/workflow-analyzer/report?ids=${encodeURIComponent(report.id)}`;
    case 'assistedTest':
      return `/assisted-test/report?ar_ids=${encodeURIComponent(report.id)}`;
    case 'pdfScanner':
      return `/pdf-scanner/report?id=${encodeURIComponent(report.id)}`;
  }
}

/**
 * Products to start with, from what the group has none of; each leads to a first step that works
 * today (a new scan, a PDF upload). Workflow Analyzer and Assisted Tests come back with the extension.
 */
function productsToStart(profile: Profile): { label: string; to: string; text: string }[] {
  const status = profile.product_status;
  return [
    !status.has_website_scanner_report && { label: 'Scan a website', to: '/site-scanner/create', text: 'Check every page of a site, on demand or on a schedule.' },
    profile.pdf_scanner_enabled && !status.has_pdf_scanner_report && { label: 'Check a PDF', to: '/pdf-scanner/create', text: 'Upload documents and check them against PDF/UA and WCAG.' },
  ].filter((p): p is { label: string; to: string; text: string } => p !== false);
}

/** The recent-reports section and the product shortcuts. */
export function RecentReports({ profile }: { profile: Profile }) {
  const reports = useQuery(reportsQuery({}));
  const recent = (reports.data ?? []).slice(0, RECENT_COUNT);
  const start = productsToStart(profile);
  return (
    <>
      <section className="card" aria-labelledby="recent-reports">
        <h2 id="recent-reports">Recent reports</h2>
        {reports.isPending ? (
          <p role="status">Loading reports…</p>
        ) : reports.isError ? (
          <p className="form-error">Your reports could not be loaded.</p>
        ) : recent.length === 0 ? (
          <p>No reports yet. Scan a website or upload results from your tests to see them here.</p>
        ) : (
          <ul className="recent-reports">
            {recent.map((report) => (
              <li key={report.id}>
                <Link to={reportHref(report)}>{`${report.projectName} · ${report.name} #${report.buildNumber}`}</Link>{' '}
                <span className="muted">
                  {PRODUCT_LABELS[report.type]} · {statusLabel(report.status)} · {formatDateTime(report.createdAt)} · {report.issueSummary.issueCount}{' '}
                  {report.issueSummary.issueCount === 1 ? 'issue' : 'issues'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {start.length > 0 ? (
        <section aria-labelledby="get-started" className="get-started">
          <h2 id="get-started">Get started</h2>
          <ul className="product-cards">
            {start.map((p) => (
              <li key={p.to} className="card">
                <Link to={p.to} className="product-card-link">
                  {p.label}
                </Link>
                <p className="muted">{p.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
