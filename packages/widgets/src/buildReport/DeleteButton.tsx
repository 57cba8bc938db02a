/**
 * Delete build (author only, completed, not public): a confirmation, then
 * `DELETE /api/v1/reports/{id}`, then navigation to All builds.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { encodePathSegment } from '@curbcut/core';
import { ConfirmDialog } from '../details/ConfirmDialog';
import { failureToast, showToast } from '../ui/toasts';
import { useWidget } from '../shell/widgetContext';

/** The Delete button of the header. */
export function DeleteButton() {
  const { client, meta, emit, links, toasts, supportHref } = useWidget();
  const [open, setOpen] = useState(false);
  if (!client) return null;
  const remove = async () => {
    try {
      await client.request<unknown>(`/v1/reports/${encodePathSegment(meta.id)}`, { method: 'DELETE' });
    } catch {
      showToast(toasts, failureToast(supportHref));
      return;
    }
    emit({ type: 'navigate', payload: { to: 'allBuilds', href: links.allBuilds ?? null } });
    if (links.allBuilds) window.location.assign(links.allBuilds);
  };
  return (
    <>
      <Button className="cc-button cc-button-danger" onPress={() => setOpen(true)}>
        Delete
      </Button>
      {open ? (
        <ConfirmDialog
          isOpen={open}
          onOpenChange={setOpen}
          title={`Delete ${meta.name}#${meta.buildNumber}?`}
          body="The build report and its issues are removed for everyone. This cannot be undone."
          proceedLabel="Delete"
          tone="danger"
          onProceed={() => void remove()}
        />
      ) : null}
    </>
  );
}
