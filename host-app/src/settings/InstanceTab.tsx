/**
 * Instance (instance administrators only; docs/decisions/0031-instance-administrators.md): what
 * every group of the server shares. Each group's plan and trial, the restart-plan orders to fulfil
 * or refuse, the plans' features, the instance administrators and the server-wide integrations.
 * The server refuses every one of these calls to anyone else, whatever this page shows.
 */
import { useQuery } from '@tanstack/react-query';
import { InstanceGroups } from './InstanceGroups';
import { InstanceOrders } from './InstanceOrders';
import { InstanceAdministrators, InstanceIntegrationsSection } from './InstanceServer';
import { instanceQuery } from './instanceQuery';
import { PlanFeaturesTable } from './PlanFeaturesTable';
import type { GroupSettings } from './settingsQuery';

/** The Instance tab. */
export function InstanceTab({ settings }: { settings: GroupSettings }) {
  const instance = useQuery(instanceQuery());
  if (instance.isPending) return <p role="status">Loading the instance settings…</p>;
  if (instance.isError) return <p className="form-error">The instance settings could not be loaded.</p>;
  return (
    <>
      <p className="notice">These settings apply to every group on this server. Only instance administrators see this tab.</p>
      <InstanceGroups groups={instance.data.groups} plans={settings.plans} />
      <InstanceOrders orders={instance.data.orders} />
      <section className="settings-section" aria-labelledby="instance-plans-heading">
        <h3 id="instance-plans-heading">Plans and their features</h3>
        <p className="muted">A change applies at once to every group on that plan, and to every running trial for the free trial plan.</p>
        <PlanFeaturesTable settings={settings} labelledBy="instance-plans-heading" editable />
      </section>
      <InstanceAdministrators administrators={instance.data.administrators} />
      <InstanceIntegrationsSection integrations={instance.data.integrations} />
    </>
  );
}
