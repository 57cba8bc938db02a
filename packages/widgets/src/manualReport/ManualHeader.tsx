/**
 * The manual report's header (spec 002 sections 2.1, 5, 8 and 9): breadcrumb to its list and the
 * report's date ('MMM dd, yyyy | h:mm:ss a' and zone), the heading (the report's name, cut with a
 * tooltip past 100 characters; 'Consolidated report across N reports' with a popover naming the
 * reports; the public prefixes), the 'Advanced processing' badge while a workflow report is
 * processed, the errors popover, share (single reports only: a consolidated report cannot be
 * shared), export and the author's Delete; then the latest-engine notice and the failure banners.
 * Public viewers get none of the notices, errors or Delete (spec 002 section 6).
 */
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { deleteManualReport } from '@curbcut/client';
import { formatTimestamp, type ConsolidatedReport, type ManualReportType } from '@curbcut/core';
import { ExportButton } from '../buildReport/ExportButton';
import { IN_PROGRESS_STATUSES } from '../buildReport/useReportData';
import { ReportShareMenu } from '../buildReport/ReportShareMenu';
import { DateTime, NavLink } from '../scanReport/NavLink';
import { DeleteReportButton } from '../shell/DeleteReportButton';
import { useWidget } from '../shell/widgetContext';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { ErrorsPopover, ManualNotices, manualFailures } from './ManualNotices';
import { ManualTitle } from './ManualTitle';
import type { ManualReportLinks } from './props';
import { LIST_TITLES, MANUAL_HEADER_TEXTS, MANUAL_TEXTS, deleteQuestion, manualHeading, otherReportsLabel } from './texts';

/** Delete of the single report shown, then back to its list. */
function DeleteManualReport({ report, type, links, minimal }: { report: ConsolidatedReport; type: ManualReportType; links: ManualReportLinks; minimal: boolean }) {
  const { emit } = useWidget();
  return (
    <DeleteReportButton
      title={deleteQuestion(report.name)}
      body={MANUAL_HEADER_TEXTS.deleteBody}
      proceedLabel={MANUAL_HEADER_TEXTS.deleteConfirm}
      remove={(client) => deleteManualReport({ id: report.id, type }, client)}
      onDeleted={() => {
        emit({ type: 'navigate', payload: { to: 'manualList', href: links.list ?? null } });
        // The embedded view only tells its parent, which leads on (as every link of that view does).
        if (links.list && !minimal) window.location.assign(links.list);
      }}
    />
  );
}

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
  const { isPublic, completed, signedIn, isAuthor } = permissions;
  const heading = manualHeading(report.name, type, isPublic);
  const processing = type === 'workflowScan' && IN_PROGRESS_STATUSES.includes(meta.status);
  const noIssues = meta.issueSummary.issueCount === 0;
  const failures = isPublic ? [] : manualFailures(meta);
  // Spec 002 section 5: the author alone deletes, and only a single report that is not public.
  const canDelete = isAuthor && !report.consolidated && !isPublic;
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
            <li aria-current="page">{report.consolidated ? report.name : <DateTime iso={meta.createdAt} format={formatTimestamp} />}</li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <div className="cc-manual-title">
          <ManualTitle text={heading} name={report.name} />
          {processing ? <span className="cc-manual-processing">{MANUAL_TEXTS.advancedProcessing}</span> : null}
          {report.consolidated ? <SourceReports report={report} /> : null}
          <ErrorsPopover failures={failures} />
        </div>
        {!isPublic && signedIn ? (
          <div className="cc-header-actions">
            {completed ? (
              <>
                {!report.consolidated ? <ReportShareMenu /> : null}
                {noIssues ? <UnavailableButton reason="There are no issues to export">Export CSV</UnavailableButton> : <ExportButton />}
                {/* The server deletes a finished report only (a recording in progress is refused). */}
                {canDelete ? <DeleteManualReport report={report} type={type} links={links} minimal={minimal} /> : null}
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
      {!isPublic ? <ManualNotices meta={meta} failures={failures} failedPagesOf={report.consolidated ? null : meta.id} /> : null}
    </header>
  );
}
