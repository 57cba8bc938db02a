/**
 * A report's Delete (author only; spec 001 section 2.1 for builds, spec 002 section 5 for manual
 * reports): a confirmation naming the report, then the widget's own delete call. A refusal keeps
 * the reader on the report with the failure toast; success hands over to `onDeleted`, which leads
 * away (the report is gone, so nothing here refreshes).
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { ApiClient } from '@curbcut/client';
import { ConfirmDialog } from '../details/ConfirmDialog';
import { failureToast, showToast } from '../ui/toasts';
import { useWidget } from './widgetContext';

/** Props of {@link DeleteReportButton}. */
export interface DeleteReportButtonProps {
  /** The confirmation's question, naming the report. */
  title: string;
  /** What deleting removes. */
  body: string;
  /** The confirming button; default 'Delete'. */
  proceedLabel?: string;
  /** The delete call; a rejection means the report is still there. */
  remove(client: ApiClient): Promise<void>;
  /** After the server deleted it: usually a `navigate` event to the report's list. */
  onDeleted(): void;
}

/** Delete and its confirmation; nothing offline (no server to ask). */
export function DeleteReportButton({ title, body, proceedLabel = 'Delete', remove, onDeleted }: DeleteReportButtonProps) {
  const { client, toasts, supportHref } = useWidget();
  const [open, setOpen] = useState(false);
  if (!client) return null;
  const proceed = async () => {
    try {
      await remove(client);
    } catch {
      showToast(toasts, failureToast(supportHref));
      return;
    }
    onDeleted();
  };
  return (
    <>
      <Button className="cc-button cc-button-danger" onPress={() => setOpen(true)}>
        Delete
      </Button>
      {open ? (
        <ConfirmDialog isOpen={open} onOpenChange={setOpen} title={title} body={body} proceedLabel={proceedLabel} tone="danger" onProceed={() => void proceed()} />
      ) : null}
    </>
  );
}
