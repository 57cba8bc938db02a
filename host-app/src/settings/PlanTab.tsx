import { updateGroupSettings, updatePlanFeatures } from '@curbcut/client';
import { labelOf, PLAN_FEATURE_LABELS } from './labels';
import { SavingSwitch } from './SavingSwitch';
import { SettingSelect } from './SettingSelect';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

/** Plan & features: the group's plan, and what each plan of the catalogue grants. */
export function PlanTab({ settings }: { settings: GroupSettings }) {
  const readOnly = !settings.can_edit;
  const planName = (id: string) => settings.plans.find((p) => p.id === id)?.name ?? id;
  const changePlan = useSettingsSave((planId: string) => updateGroupSettings({ plan_id: planId }), (planId) => `Plan changed to ${planName(planId)}`);

  return (
    <>
      <section className="settings-section" aria-labelledby="settings-plan-heading">
        <h3 id="settings-plan-heading">Current plan</h3>
        <SettingSelect
          label="Plan of the group"
          value={changePlan.isPending ? changePlan.variables : settings.group.plan_id}
          options={settings.plans.map((p) => ({ id: p.id, label: `${p.name} (${p.plan_type === 'paid' ? 'paid' : 'free'})` }))}
          isDisabled={readOnly || changePlan.isPending}
          onChange={(planId) => changePlan.mutate(planId)}
        />
      </section>
      <section className="settings-section" aria-labelledby="settings-features-heading">
        <h3 id="settings-features-heading">Plan features</h3>
        <p className="muted">Plans are shared by every group on this server: a change applies to each group on that plan.</p>
        <div className="table-wrap" role="region" aria-labelledby="settings-features-heading" tabIndex={0}>
          <table className="builds settings-table">
            <thead>
              <tr>
                <th scope="col">Feature</th>
                {settings.plans.map((plan) => (
                  <th scope="col" key={plan.id}>
                    {plan.name}
                    {plan.enterprise ? <span className="muted"> (enterprise)</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {settings.plan_features.map((feature) => (
                <tr key={feature}>
                  <th scope="row">{labelOf(PLAN_FEATURE_LABELS, feature)}</th>
                  {settings.plans.map((plan) => (
                    <td key={plan.id}>
                      <SavingSwitch
                        label={`${labelOf(PLAN_FEATURE_LABELS, feature)} in ${plan.name}`}
                        hideLabel
                        isSelected={plan.features[feature] === true}
                        isDisabled={readOnly}
                        save={(on) => updatePlanFeatures(plan.id, { [feature]: on })}
                        successText={(on) => `${labelOf(PLAN_FEATURE_LABELS, feature)} ${on ? 'added to' : 'removed from'} ${plan.name}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
