/**
 * The manual report's header (spec 002 section 2.1): breadcrumb to its list, the heading (the
 * report's name; 'Consolidated report across N reports' with a popover naming the reports; the
 * public prefixes), the 'Advanced processing' badge while a workflow report is processed, the date,
 * and share (single reports only: a consolidated report cannot be shared) and export.
 */
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { ConsolidatedReport, ManualReportType } from '@curbcut/core';
import { ExportButton } from '../buildReport/ExportButton';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { ReportShareMenu } from '../buildReport/ReportShareMenu';
import { DateTime, NavLink } from '../scanReport/NavLink';
import { useWidget } from '../shell/widgetContext';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import type { ManualReportLinks } from './props';
import { LIST_TITLES, MANUAL_TEXTS, manualHeading, otherReportsLabel } from './texts';

/** The reports a consolidated heading stands for: the first two by name, '+N more', all in a popover. */
function SourceReports({ report }: { report: ConsolidatedReport }) {
  const names = report.reports.map((r) => r.name);
  return (
    <DialogTrigger>
      <Button className="cc-button-link cc-manual-sources">{otherReportsLabel(names)}</Button>
      <Popover className="cc-popover" placement="bottom start">
        <Dialog className="cc-popover-dialog">
          <Heading slot="title" className="cc-dialog-title">
            Reports in this view
          </Heading>
          <ul className="cc-manual-report-list">
            {report.reports.map((r) => (
              <li key={r.id} className="cc-break">
                {r.name} <span className="cc-muted">({r.issueCount} {r.issueCount === 1 ? 'issue' : 'issues'})</span>
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** The header of one manual report or consolidation. */
export function ManualHeader({ report, type, links, minimal }: { report: ConsolidatedReport; type: ManualReportType; links: ManualReportLinks; minimal: boolean }) {
  const { meta, permissions } = useWidget();
  const { isPublic, completed, signedIn } = permissions;
  const heading = manualHeading(report.name, type, isPublic);
  const processing = type === 'workflowScan' && IN_PROGRESS_STATUSES.includes(meta.status);
  const noIssues = meta.issueSummary.issueCount === 0;
  return (
    <header className="cc-header">
      {!isPublic ? (
        <nav aria-label="Breadcrumb" className="cc-breadcrumb">
          <ol>
            <li>
              <NavLink to="manualList" href={links.list} minimal={minimal}>
                {LIST_TITLES[type]}
              </NavLink>
            </li>
            <li aria-current="page">{report.consolidated ? report.name : <DateTime iso={meta.createdAt} />}</li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <div className="cc-manual-title">
          <h1 className="cc-heading cc-break">{heading}</h1>
          {processing ? <span className="cc-manual-processing">{MANUAL_TEXTS.advancedProcessing}</span> : null}
          {report.consolidated ? <SourceReports report={report} /> : null}
        </div>
        {!isPublic && signedIn ? (
          <div className="cc-header-actions">
            {completed ? (
              <>
                {!report.consolidated ? <ReportShareMenu /> : null}
                {noIssues ? <UnavailableButton reason="There are no issues to export">Export CSV</UnavailableButton> : <ExportButton />}
              </>
            ) : (
              <>
                {!report.consolidated ? <UnavailableButton reason={TEXTS.availableOnceComplete}>Share</UnavailableButton> : null}
                <UnavailableButton reason={TEXTS.availableOnceComplete}>Export CSV</UnavailableButton>
              </>
            )}
          </div>
        ) : null}
      </div>
    </header>
  );
}
