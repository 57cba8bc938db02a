/**
 * The list pages' filter selects (react-aria Select): one choice, with an 'any' entry that sets
 * no filter, or several, chosen ones ticked. Values are strings as a query string keeps them
 * (several joined by commas).
 */
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';

/** A choice of a filter. */
export interface FilterOption {
  id: string;
  label: string;
}

/** The choice that sets no filter (react-aria needs a non-empty key for it). */
export const ANY_CHOICE = 'any';

/** One choice; `''` is the 'any' entry, which `options` must hold under {@link ANY_CHOICE}. */
export function SingleFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  // A value from the address that is not among the choices (a shared link) still shows as chosen.
  const selected = value === '' ? ANY_CHOICE : value;
  const all = options.some((o) => o.id === selected) ? options : [...options, { id: selected, label: selected }];
  return (
    <Select className="field filter" value={selected} onChange={(key: Key | null) => onChange(key === null || key === ANY_CHOICE ? '' : String(key))}>
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDown className="icon" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={all}>
          {(o) => (
            <ListBoxItem className="listbox-item" id={o.id}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Several choices, joined by commas; none chosen reads 'All'. */
export function MultiFilter({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  const chosen = value.split(',').filter((v) => options.some((o) => o.id === v));
  return (
    <Select
      className="field filter"
      selectionMode="multiple"
      value={chosen}
      onChange={(keys: Key[]) => onChange(options.filter((o) => keys.includes(o.id)).map((o) => o.id).join(','))}
      placeholder="All"
    >
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <ChevronDown className="icon" aria-hidden="true" />
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(o) => (
            <ListBoxItem className="listbox-item" id={o.id} textValue={o.label}>
              {/* Decorative: the option's aria-selected says it is chosen. */}
              {({ isSelected }) => (
                <>
                  {isSelected ? <Check className="icon listbox-check" aria-hidden="true" /> : null}
                  {o.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
