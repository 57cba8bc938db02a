/**
 * 'File a bug' on a report page, shown only when the server has a bug tracker (Jira or Azure
 * DevOps) configured: the issue is prefilled with the report's name and a link back to it.
 */
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../settings/settingsQuery';
import { FileBugDialog } from './FileBugDialog';

/** The action bar above a report, or nothing without a tracker. */
export function ReportBugAction({ reportId, what }: { reportId: string; what: string }) {
  const settings = useQuery(settingsQuery());
  if (!settings.data?.integrations.bug_tracker) return null;
  const url = window.location.href;
  return (
    <div className="page-actions report-actions">
      <FileBugDialog
        title={`Accessibility issues in ${what}`}
        description={`Found in the Curbcut report of ${what}:\n${url}`}
        reportId={reportId}
        issueUrl={url}
      />
    </div>
  );
}
