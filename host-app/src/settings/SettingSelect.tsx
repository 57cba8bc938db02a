import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';

/** One choice of a {@link SettingSelect}. */
export interface SettingOption {
  id: string;
  label: string;
}

/** Props of {@link SettingSelect}: a visible `label`, or `ariaLabel` where a table row names it. */
export interface SettingSelectProps {
  label?: string;
  ariaLabel?: string;
  value: string;
  options: readonly SettingOption[];
  isDisabled?: boolean;
  onChange: (value: string) => void;
}

/** A single choice (react-aria Select: a button opening a listbox), saved by the caller on change. */
export function SettingSelect({ label, ariaLabel, value, options, isDisabled = false, onChange }: SettingSelectProps) {
  return (
    <Select
      className="field settings-select"
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      value={value}
      isDisabled={isDisabled}
      onChange={(key: Key | null) => {
        if (key !== null && String(key) !== value) onChange(String(key));
      }}
    >
      {label ? <Label>{label}</Label> : null}
      <Button className="select-button">
        <SelectValue />
        <ChevronDown className="icon" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(option) => (
            <ListBoxItem className="listbox-item" id={option.id}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
