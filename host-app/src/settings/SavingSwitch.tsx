import { Switch } from 'react-aria-components';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

/** Props of {@link SavingSwitch}. */
export interface SavingSwitchProps {
  /** What the switch turns on; visually hidden when `hideLabel` (a table header says it). */
  label: string;
  hideLabel?: boolean;
  /** The stored value. */
  isSelected: boolean;
  isDisabled?: boolean;
  save: (on: boolean) => Promise<GroupSettings>;
  successText: (on: boolean) => string;
}

/**
 * A switch that saves as it is toggled. While the save runs it shows the requested position (so a
 * keyboard user sees the toggle take effect) and takes no further input; a failed save snaps back.
 */
export function SavingSwitch({ label, hideLabel = false, isSelected, isDisabled = false, save, successText }: SavingSwitchProps) {
  const mutation = useSettingsSave(save, successText);
  const shown = mutation.isPending ? mutation.variables : isSelected;
  return (
    <Switch
      className="switch"
      isSelected={shown}
      isDisabled={isDisabled}
      isReadOnly={mutation.isPending}
      onChange={(on) => mutation.mutate(on)}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </Switch>
  );
}
