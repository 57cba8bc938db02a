/**
 * 'File a bug' in the details pane (spec 002 sections 4 and 8): a ticket prefilled from the issue
 * in view, filed in the tracker the server is configured with. Offered only where the host says a
 * tracker exists (`features.bugTracker`) and the viewer reads with their session: filing is a
 * session call, so public, offline and token-only (embedded) views never see it. Whether the
 * dialog is open is view state (`reportBug`), so a reload or a shared link reopens it over the
 * issue it names.
 */
import { useMemo } from 'react';
import type { IssueDetails } from '../data/types';
import { issueLinkBase } from '../buildReport/pageLinks';
import { issueBugDraft } from '../fileBug/bugDraft';
import { FileBugButton } from '../fileBug/FileBugButton';
import { useView, useWidget } from '../shell/widgetContext';

/** The button and its dialog for `issue`, or nothing where bugs cannot be filed from here. */
export function FileBugAction({ issue }: { issue: IssueDetails }) {
  const { store, permissions, features, client, toasts, meta, ownsPageUrl } = useWidget();
  const isOpen = useView((s) => s.url.reportBug === true);
  const issueLink = ownsPageUrl ? `${issueLinkBase(store)}${encodeURIComponent(issue.issueId)}` : null;
  const draft = useMemo(() => issueBugDraft(issue, issueLink), [issue, issueLink]);
  const available = features.bugTracker && permissions.signedIn && !permissions.isPublic && !permissions.offline;
  if (!available || client === null) return null;
  return (
    <FileBugButton
      isOpen={isOpen}
      onOpenChange={(open) => store.getState().patchUrl({ reportBug: open ? true : undefined })}
      draft={draft}
      reportId={meta.id}
      issueUrl={issueLink}
      client={client}
      toasts={toasts}
    />
  );
}
