import { Link } from 'react-router';
import { PlanFeaturesTable } from './PlanFeaturesTable';
import type { GroupSettings } from './settingsQuery';

/**
 * Plan & features: the group's plan and what each plan grants, read only. Plans are shared by every
 * group of the server, so only its instance administrators change them, on the Instance tab
 * (docs/decisions/0031-instance-administrators.md).
 */
export function PlanTab({ settings }: { settings: GroupSettings }) {
  const plan = settings.plans.find((p) => p.id === settings.group.plan_id);
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-plan-heading">
        <h3 id="settings-plan-heading">Current plan</h3>
        <dl className="config-list">
          <div className="config-row">
            <dt>Plan of the group</dt>
            <dd>
              {plan ? `${plan.name} (${plan.plan_type === 'paid' ? 'paid' : 'free'})` : settings.group.plan_id}
            </dd>
          </div>
        </dl>
        <InstanceNote settings={settings} what="Plans" />
      </section>
      <section className="settings-section" aria-labelledby="settings-features-heading">
        <h3 id="settings-features-heading">Plan features</h3>
        <p className="muted">Plans are shared by every group on this server: a change applies to each group on that plan.</p>
        <PlanFeaturesTable settings={settings} labelledBy="settings-features-heading" editable={false} />
      </section>
    </>
  );
}

/** Who changes what every group shares: a link to the Instance tab for its administrators, a sentence for everyone else. */
export function InstanceNote({ settings, what }: { settings: GroupSettings; what: string }) {
  return settings.instance_admin ? (
    <p className="muted">
      {what} are changed on the <Link to="/settings?tab=instance">Instance tab</Link>.
    </p>
  ) : (
    <p className="muted">{what} are set by the instance administrators of this server.</p>
  );
}
