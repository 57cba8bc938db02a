import { TRIAL_LENGTH_DAYS } from '@curbcut/core';
import { formatDateTime } from '../format';
import { labelOf, TRIAL_STATUS_LABELS } from './labels';
import { InstanceNote } from './PlanTab';
import type { GroupSettings } from './settingsQuery';

const TRIAL_TYPE_LABELS: Readonly<Record<string, string>> = { eft: 'Offered trial (eft)', rft: 'Requested trial (rft)' };

/**
 * Trial: the group's free trial (spec 000 section 4.1) and whether it may start one, read only: a
 * group that could reset its own trial would have one forever, so the instance administrators
 * change it, on the Instance tab (docs/decisions/0031-instance-administrators.md).
 */
export function TrialTab({ settings }: { settings: GroupSettings }) {
  const { trial } = settings;
  const orNone = (value: string | null | undefined, show: (v: string) => string = (v) => v) => (value ? show(value) : 'None');
  return (
    <section className="settings-section" aria-labelledby="settings-trial-heading">
      <h3 id="settings-trial-heading">Free trial</h3>
      <dl className="config-list">
        <div className="config-row">
          <dt>Status</dt>
          <dd>{orNone(trial.status, (s) => labelOf(TRIAL_STATUS_LABELS, s))}</dd>
        </div>
        <div className="config-row">
          <dt>Trial type</dt>
          <dd>{orNone(trial.eft_type, (t) => labelOf(TRIAL_TYPE_LABELS, t))}</dd>
        </div>
        <div className="config-row">
          <dt>Started</dt>
          <dd>{orNone(trial.start_date, formatDateTime)}</dd>
        </div>
        <div className="config-row">
          <dt>Ends</dt>
          <dd>{orNone(trial.end_date, formatDateTime)}</dd>
        </div>
        <div className="config-row">
          <dt>May start the trial</dt>
          <dd>{trial.rft_eligible ? `Yes: members see 'Get ${TRIAL_LENGTH_DAYS}-day free trial'` : 'No'}</dd>
        </div>
      </dl>
      <InstanceNote settings={settings} what="Trials" />
    </section>
  );
}
