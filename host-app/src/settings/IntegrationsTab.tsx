import type { BugTrackerKind } from '@curbcut/core';
import type { GroupSettings } from './settingsQuery';

const TRACKER_LABELS: Readonly<Record<BugTrackerKind, string>> = { jira: 'Jira', 'azure-devops': 'Azure DevOps' };

/**
 * Integrations: read-only, because they hold secrets (API tokens) that belong in the server's
 * configuration, not in a page any admin session could read back.
 */
export function IntegrationsTab({ settings }: { settings: GroupSettings }) {
  const { bug_tracker: tracker, device_provider: provider } = settings.integrations;
  return (
    <>
      <p className="notice">
        Integrations are set when the server starts (<code>--bug-tracker &lt;file.json&gt;</code>, <code>--device-provider &lt;file.json&gt;</code>),
        not here; see <code>docs/operations.md</code>.
      </p>
      <section className="settings-section" aria-labelledby="settings-tracker-heading">
        <h3 id="settings-tracker-heading">Bug tracker</h3>
        {tracker ? (
          <dl className="config-list">
            <div className="config-row">
              <dt>Service</dt>
              <dd>{TRACKER_LABELS[tracker.kind]}</dd>
            </div>
            <div className="config-row">
              <dt>Address</dt>
              <dd className="mono">{tracker.base_url}</dd>
            </div>
            <div className="config-row">
              <dt>Project</dt>
              <dd>{tracker.project}</dd>
            </div>
          </dl>
        ) : (
          <p>No bug tracker is configured. Once Jira or Azure DevOps is set up, 'File a bug' creates issues there.</p>
        )}
      </section>
      <section className="settings-section" aria-labelledby="settings-devices-heading">
        <h3 id="settings-devices-heading">Device provider</h3>
        <p>
          {provider.configured
            ? 'A device provider is configured: Screen Readers lists its device combinations.'
            : 'No device provider is configured. Screen Readers needs one to start sessions on real devices.'}
        </p>
      </section>
    </>
  );
}
