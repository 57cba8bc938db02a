import { setInstanceGroupPlan, updateInstanceGroupTrial } from '@curbcut/client';
import type { InstanceGroup } from '@curbcut/core';
import { ConfirmAction } from '../components/ConfirmAction';
import { useInstanceSave } from './instanceQuery';
import { labelOf, TRIAL_STATUS_LABELS } from './labels';
import { SettingSelect } from './SettingSelect';
import type { GroupSettings } from './settingsQuery';

/** Groups: each group's plan (a select that saves) and its trial, with a reset. */
export function InstanceGroups({ groups, plans }: { groups: readonly InstanceGroup[]; plans: GroupSettings['plans'] }) {
  const options = plans.map((p) => ({ id: p.id, label: `${p.name} (${p.plan_type === 'paid' ? 'paid' : 'free'})` }));
  return (
    <section className="settings-section" aria-labelledby="instance-groups-heading">
      <h3 id="instance-groups-heading">Groups</h3>
      <div className="table-wrap" role="region" aria-labelledby="instance-groups-heading" tabIndex={0}>
        <table className="builds settings-table">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Members</th>
              <th scope="col">Plan</th>
              <th scope="col">Trial</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.id}>
                <th scope="row">
                  {group.name}
                  <span className="cell-sub">{group.admins.length > 0 ? `Admins: ${group.admins.join(', ')}` : 'No admin'}</span>
                </th>
                <td>{group.member_count}</td>
                <td>
                  <GroupPlanSelect group={group} options={options} />
                </td>
                <td>
                  {group.trial.status === null ? 'None' : labelOf(TRIAL_STATUS_LABELS, group.trial.status)}
                  <span className="cell-sub">{group.trial.rft_eligible ? 'May start the trial' : 'May not start the trial'}</span>
                </td>
                <td>
                  <ResetGroupTrial group={group} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function GroupPlanSelect({ group, options }: { group: InstanceGroup; options: { id: string; label: string }[] }) {
  const planName = (id: string) => options.find((o) => o.id === id)?.label ?? id;
  const save = useInstanceSave((planId: string) => setInstanceGroupPlan(group.id, planId), (planId) => `${group.name} is now on ${planName(planId)}`);
  return (
    <SettingSelect
      ariaLabel={`Plan of ${group.name}`}
      value={save.isPending ? save.variables : group.plan_id}
      options={options}
      isDisabled={save.isPending}
      onChange={(planId) => save.mutate(planId)}
    />
  );
}

function ResetGroupTrial({ group }: { group: InstanceGroup }) {
  const reset = useInstanceSave<void>(() => updateInstanceGroupTrial(group.id, { reset: true }), () => `The trial of ${group.name} was reset`);
  return (
    <ConfirmAction
      label="Reset trial…"
      ariaLabel={`Reset the trial of ${group.name}`}
      title={`Reset the free trial of ${group.name}?`}
      confirmLabel="Reset trial"
      isPending={reset.isPending}
      onConfirm={() => reset.mutate()}
    >
      <p>The group loses a running trial at once, goes back to its plan, and may start the trial again.</p>
    </ConfirmAction>
  );
}
