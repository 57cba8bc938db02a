/**
 * 'File a bug' on a report page, shown only when the server has a bug tracker (Jira or Azure
 * DevOps) configured: the issue is prefilled with the report's name and a link back to it. The
 * dialog is the widgets' (the one the details pane of every report opens for an issue); its
 * toasts join the app's.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FILE_BUG_LABEL, FileBugDialog, type FileBugToast } from '@curbcut/widgets';
import { showToast } from '../toasts';
import { toastUncataloguedError } from '../settings/callErrors';
import { useBugTracker } from './useBugTracker';

/** The app's toast of a dialog toast: View Issue is the app toast's link. */
function appToast(toast: FileBugToast): void {
  if (toast.tone === 'error') showToast(toast);
  else showToast({ title: toast.title, tone: 'success', action: toast.link });
}

/** The action bar above a report, or nothing without a tracker. */
export function ReportBugAction({ reportId, what }: { reportId: string; what: string }) {
  const tracker = useBugTracker();
  const [isOpen, setOpen] = useState(false);
  if (!tracker) return null;
  const url = window.location.href;
  return (
    <div className="page-actions report-actions">
      <Button className="button" onPress={() => setOpen(true)}>
        {FILE_BUG_LABEL}
      </Button>
      {isOpen ? (
        <FileBugDialog
          isOpen
          onOpenChange={setOpen}
          draft={{ title: `Accessibility issues in ${what}`, description: `Found in the Curbcut report of ${what}:\n${url}` }}
          reportId={reportId}
          issueUrl={url}
          onToast={appToast}
          onUnexpectedError={(error) => toastUncataloguedError(error, 'The issue could not be filed.')}
        />
      ) : null}
    </div>
  );
}
