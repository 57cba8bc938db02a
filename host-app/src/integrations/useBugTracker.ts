/**
 * Whether the server files bugs in a tracker (settings `integrations.bug_tracker`): the report
 * pages offer 'File a bug' above a report and tell the widgets (`features.bugTracker`) so their
 * details panes offer it for the issue in view.
 */
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../settings/settingsQuery';

/**
 * True once the settings say a tracker is configured; false while they load, when none is, or when
 * not `enabled` (a minimal, embedded view, which asks the server nothing it does not show).
 */
export function useBugTracker(enabled = true): boolean {
  const settings = useQuery({ ...settingsQuery(), enabled });
  return enabled && Boolean(settings.data?.integrations.bug_tracker);
}
