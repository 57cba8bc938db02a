import type { InstanceSettings } from '@curbcut/core';

const TRACKER_LABELS: Readonly<Record<string, string>> = { jira: 'Jira', 'azure-devops': 'Azure DevOps' };

/** The instance administrators, and how to add one (the command line of the server's machine). */
export function InstanceAdministrators({ administrators }: { administrators: InstanceSettings['administrators'] }) {
  return (
    <section className="settings-section" aria-labelledby="instance-admins-heading">
      <h3 id="instance-admins-heading">Instance administrators</h3>
      <p className="muted">
        Add one on the server's machine with <code>curbcut add-admin --instance --email E</code>.
      </p>
      <ul className="settings-switch-list">
        {administrators.map((a) => (
          <li key={a.id}>
            {a.name} <span className="settings-flag-name">{a.email}, {a.group_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Server-wide integrations and settings, read only: they are set where the server starts (its
 * command line and files), where their secrets stay.
 */
export function InstanceIntegrationsSection({ integrations }: { integrations: InstanceSettings['integrations'] }) {
  const { bug_tracker: tracker, device_provider: provider } = integrations;
  const rows: [string, string][] = [
    ['Bug tracker', tracker ? `${TRACKER_LABELS[tracker.kind] ?? tracker.kind}, ${tracker.base_url}, project ${tracker.project}` : 'None (--bug-tracker)'],
    ['Device provider', provider ? `${provider.name}, ${provider.combinations} combination${provider.combinations === 1 ? '' : 's'}` : 'None (--device-provider)'],
    ['Outgoing mail', integrations.mail === 'smtp' ? 'Sent through SMTP' : 'Kept in the mail_outbox table (--smtp-url)'],
    ['Contact requests go to', integrations.sales_email],
    ['Demo scheduler', integrations.demo_scheduler_url ?? 'None (--demo-scheduler-url)'],
    ['Chat widget', integrations.chat_widget ? 'Configured' : 'None'],
    ['Telemetry script', integrations.telemetry_script ? 'Served as /telemetry.js' : 'None (--telemetry-script)'],
    ['Scans of private networks', integrations.private_network_scans ? 'Allowed' : 'Refused (--private-network-scans)'],
  ];
  return (
    <section className="settings-section" aria-labelledby="instance-integrations-heading">
      <h3 id="instance-integrations-heading">Server-wide integrations</h3>
      <p className="muted">
        Set when the server starts (<code>curbcut serve --help</code>), not here, so their secrets stay on the server.
      </p>
      <dl className="config-list">
        {rows.map(([term, value]) => (
          <div className="config-row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
