import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TRIAL_LENGTH_DAYS } from '@curbcut/core';
import { updateTrialSettings } from '@curbcut/client';
import { formatDateTime } from '../format';
import { labelOf, TRIAL_STATUS_LABELS } from './labels';
import { SavingSwitch } from './SavingSwitch';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

const TRIAL_TYPE_LABELS: Readonly<Record<string, string>> = { eft: 'Offered trial (eft)', rft: 'Requested trial (rft)' };

/** Trial: the group's free trial (spec 000 section 4.1), whether it may start one, and a reset. */
export function TrialTab({ settings }: { settings: GroupSettings }) {
  const { trial } = settings;
  const readOnly = !settings.can_edit;
  const orNone = (value: string | null | undefined, show: (v: string) => string = (v) => v) => (value ? show(value) : 'None');
  return (
    <>
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
        </dl>
      </section>
      <section className="settings-section" aria-labelledby="settings-eligibility-heading">
        <h3 id="settings-eligibility-heading">Eligibility</h3>
        <p className="muted">An eligible group sees 'Get {TRIAL_LENGTH_DAYS}-day free trial' and can start the trial itself.</p>
        <SavingSwitch
          label="The group may start the free trial"
          isSelected={trial.rft_eligible}
          isDisabled={readOnly}
          save={(on) => updateTrialSettings({ rft_eligible: on })}
          successText={(on) => (on ? 'The group may now start the free trial' : 'The group may no longer start the free trial')}
        />
      </section>
      {readOnly ? null : <ResetTrial />}
    </>
  );
}

function ResetTrial() {
  const reset = useSettingsSave<void>(() => updateTrialSettings({ reset: true }), () => 'Trial reset');
  return (
    <section className="settings-section" aria-labelledby="settings-reset-heading">
      <h3 id="settings-reset-heading">Reset the trial</h3>
      <p className="muted">Sets the trial back to not started and clears its dates, so the group can start it again.</p>
      <DialogTrigger>
        <Button className="button danger" isPending={reset.isPending}>
          Reset trial…
        </Button>
        <ModalOverlay className="modal-overlay" isDismissable>
          <Modal className="modal">
            <Dialog className="dialog" role="alertdialog">
              {({ close }) => (
                <>
                  <Heading slot="title">Reset the free trial?</Heading>
                  <p>The group loses a running trial at once and goes back to its plan.</p>
                  <div className="dialog-actions">
                    <Button className="button" onPress={close} autoFocus>
                      Cancel
                    </Button>
                    <Button
                      className="button danger-solid"
                      onPress={() => {
                        reset.mutate();
                        close();
                      }}
                    >
                      Reset trial
                    </Button>
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </section>
  );
}
