/**
 * Delete build (author only, completed, not public): a confirmation, then
 * `DELETE /api/v1/reports/{id}`, then navigation to All builds.
 */
import { encodePathSegment } from '@curbcut/core';
import { DeleteReportButton } from '../shell/DeleteReportButton';
import { useWidget } from '../shell/widgetContext';

/** The Delete button of the header. */
export function DeleteButton() {
  const { meta, emit, links } = useWidget();
  return (
    <DeleteReportButton
      title={`Delete ${meta.name}#${meta.buildNumber}?`}
      body="The build report and its issues are removed for everyone. This cannot be undone."
      remove={async (client) => {
        await client.request<unknown>(`/v1/reports/${encodePathSegment(meta.id)}`, { method: 'DELETE' });
      }}
      onDeleted={() => {
        emit({ type: 'navigate', payload: { to: 'allBuilds', href: links.allBuilds ?? null } });
        if (links.allBuilds) window.location.assign(links.allBuilds);
      }}
    />
  );
}
