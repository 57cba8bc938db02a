/**
 * 'File a bug' in the details pane (spec 002 sections 4 and 8): a ticket prefilled from the issue
 * in view, filed in the tracker the server is configured with. Offered only where the host says a
 * tracker exists (`features.bugTracker`) and the viewer reads with their session: filing is a
 * session call, so public, offline and token-only (embedded) views never see it. Whether the
 * dialog is open is view state (`reportBug`), so a reload or a shared link reopens it over the
 * issue it names.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import type { IssueDetails } from '../data/types';
import { issueLinkBase } from '../buildReport/pageLinks';
import { issueBugDraft } from '../fileBug/bugDraft';
import { FILE_BUG_LABEL, FileBugDialog, type FileBugToast } from '../fileBug/FileBugDialog';
import { showToast, type WidgetToast } from '../ui/toasts';
import { useView, useWidget } from '../shell/widgetContext';

/** The widget toast of a dialog toast: View Issue opens the ticket in a new tab. */
function widgetToast(toast: FileBugToast): WidgetToast {
  return toast.tone === 'error' ? toast : { title: toast.title, tone: 'success', link: toast.link };
}

/** The button and its dialog for `issue`, or nothing where bugs cannot be filed from here. */
export function FileBugAction({ issue }: { issue: IssueDetails }) {
  const { store, permissions, features, client, toasts, meta, ownsPageUrl } = useWidget();
  const isOpen = useView((s) => s.url.reportBug === true);
  const available = features.bugTracker && permissions.signedIn && !permissions.isPublic && !permissions.offline && client !== null;
  const issueLink = ownsPageUrl ? `${issueLinkBase(store)}${encodeURIComponent(issue.issueId)}` : null;
  const draft = useMemo(() => issueBugDraft(issue, issueLink), [issue, issueLink]);

  // Closing hands focus back to the button, also when the dialog was opened by the page's address
  // (react-aria restores focus to what had it before the dialog, which is then nothing). Queued
  // after react-aria's own restoring, and only where focus was lost, so a move elsewhere stands.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) buttonRef.current?.focus();
      });
      wasOpen.current = isOpen;
      return () => cancelAnimationFrame(frame);
    }
    wasOpen.current = isOpen;
    return undefined;
  }, [isOpen]);

  if (!available) return null;
  const setOpen = (open: boolean) => store.getState().patchUrl({ reportBug: open ? true : undefined });
  return (
    <>
      <Button ref={buttonRef} className="cc-button" onPress={() => setOpen(true)}>
        {FILE_BUG_LABEL}
      </Button>
      {isOpen ? (
        <FileBugDialog
          isOpen
          onOpenChange={setOpen}
          draft={draft}
          reportId={meta.id}
          issueUrl={issueLink ?? undefined}
          client={client}
          onToast={(toast) => showToast(toasts, widgetToast(toast))}
        />
      ) : null}
    </>
  );
}
