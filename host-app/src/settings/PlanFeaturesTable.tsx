import { updatePlanFeatures } from '@curbcut/client';
import { labelOf, PLAN_FEATURE_LABELS } from './labels';
import { SavingSwitch } from './SavingSwitch';
import type { GroupSettings } from './settingsQuery';

/** Props of {@link PlanFeaturesTable}. */
export interface PlanFeaturesTableProps {
  settings: GroupSettings;
  /** The heading's id: the table's region is named by it. */
  labelledBy: string;
  /** Switches save (instance administrators, on the Instance tab); otherwise they only show. */
  editable: boolean;
}

/** What each plan of the catalogue grants, one switch per capability and plan. */
export function PlanFeaturesTable({ settings, labelledBy, editable }: PlanFeaturesTableProps) {
  return (
    <div className="table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
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
                    isDisabled={!editable}
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
  );
}
