/**
 * The 'File a bug' button of a widget and the dialog it opens, for a widget whose view state holds
 * whether the dialog is open (`reportBug`): the details pane of the build, scan and manual reports
 * and the PDF report's issue detail. The dialog's toasts go to the widget's toast region.
 */
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import type { ApiClient } from '@curbcut/client';
import { showToast, type WidgetToast, type WidgetToastQueue } from '../ui/toasts';
import type { BugDraft } from './bugDraft';
import { FILE_BUG_LABEL, FileBugDialog, type FileBugToast } from './FileBugDialog';

/** The widget toast of a dialog toast: View Issue opens the ticket in a new tab. */
export function widgetBugToast(toast: FileBugToast): WidgetToast {
  return toast.tone === 'error' ? toast : { title: toast.title, tone: 'success', link: toast.link };
}

/** Props of {@link FileBugButton}. */
export interface FileBugButtonProps {
  /** The view state's `reportBug`. */
  isOpen: boolean;
  /** Writes `reportBug` (true while open, cleared on close). */
  onOpenChange: (open: boolean) => void;
  draft: BugDraft;
  reportId: string;
  /** The issue's link in Curbcut, when the widget owns the page URL. */
  issueUrl: string | null;
  client: ApiClient;
  toasts: WidgetToastQueue;
}

/** The button, and the dialog while `isOpen`. */
export function FileBugButton({ isOpen, onOpenChange, draft, reportId, issueUrl, client, toasts }: FileBugButtonProps) {
  // Closing hands focus back to the button, also when the dialog was opened by the page's address:
  // react-aria restores focus to what had it before the dialog, which is then nothing or what the
  // page focused as it loaded (the PDF issue's heading). Queued after react-aria's own restoring;
  // after a dialog the button opened, only where focus was lost, so a move elsewhere stands.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);
  const pressed = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const byButton = pressed.current;
      pressed.current = false;
      const frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!byButton || active === null || active === document.body) buttonRef.current?.focus();
      });
      wasOpen.current = isOpen;
      return () => cancelAnimationFrame(frame);
    }
    wasOpen.current = isOpen;
    return undefined;
  }, [isOpen]);

  return (
    <>
      <Button
        ref={buttonRef}
        className="cc-button"
        onPress={() => {
          pressed.current = true;
          onOpenChange(true);
        }}
      >
        {FILE_BUG_LABEL}
      </Button>
      {isOpen ? (
        <FileBugDialog
          isOpen
          onOpenChange={onOpenChange}
          draft={draft}
          reportId={reportId}
          issueUrl={issueUrl ?? undefined}
          client={client}
          onToast={(toast) => showToast(toasts, widgetBugToast(toast))}
        />
      ) : null}
    </>
  );
}
