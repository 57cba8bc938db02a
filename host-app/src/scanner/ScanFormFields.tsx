/**
 * The scan form's field wrappers over react-aria-components: each has a visible label, an optional
 * description and an error that react-aria links to the control with aria-describedby and marks
 * with aria-invalid. A wrapper's `data-field` lets the form move focus to the first field in error.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
  TextArea,
  TextField,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';

interface BaseProps {
  /** Field name: `data-field` for focus, and the form data name. */
  field: string;
  label: string;
  description?: ReactNode;
  error?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
}

function Help({ description, error }: { description?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="field-help">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}

/** A one-line text field. */
export function TextInputField(props: BaseProps & { value: string; onChange: (value: string) => void; type?: 'text' | 'url' | 'time' | 'password'; placeholder?: string }) {
  return (
    <div data-field={props.field}>
      <TextField
        className="field"
        name={props.field}
        value={props.value}
        onChange={props.onChange}
        isInvalid={Boolean(props.error)}
        isDisabled={props.isDisabled ?? false}
        isRequired={props.isRequired ?? false}
        type={props.type ?? 'text'}
      >
        <Label>{props.label}</Label>
        <Input className="input" {...(props.placeholder ? { placeholder: props.placeholder } : {})} />
        <Help description={props.description} error={props.error} />
      </TextField>
    </div>
  );
}

/** A multi-line text field (one entry a line). */
export function TextAreaField(props: BaseProps & { value: string; onChange: (value: string) => void; rows?: number; placeholder?: string }) {
  return (
    <div data-field={props.field}>
      <TextField
        className="field"
        name={props.field}
        value={props.value}
        onChange={props.onChange}
        isInvalid={Boolean(props.error)}
        isRequired={props.isRequired ?? false}
      >
        <Label>{props.label}</Label>
        <TextArea className="input textarea" rows={props.rows ?? 4} spellCheck={false} {...(props.placeholder ? { placeholder: props.placeholder } : {})} />
        <Help description={props.description} error={props.error} />
      </TextField>
    </div>
  );
}

/** A whole-number field (a spinbutton: arrow keys step it). */
export function IntegerField(props: BaseProps & { value: number; onChange: (value: number) => void; min: number; max: number }) {
  return (
    <div data-field={props.field}>
      <NumberField
        className="field"
        name={props.field}
        value={props.value}
        onChange={props.onChange}
        minValue={props.min}
        maxValue={props.max}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        isInvalid={Boolean(props.error)}
        isDisabled={props.isDisabled ?? false}
      >
        <Label>{props.label}</Label>
        <Input className="input input-number" />
        <Help description={props.description} error={props.error} />
      </NumberField>
    </div>
  );
}

/** An on/off switch. */
export function SwitchField({ label, isSelected, onChange, isDisabled = false }: { label: string; isSelected: boolean; onChange: (on: boolean) => void; isDisabled?: boolean }) {
  return (
    <Switch className="switch" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {label}
    </Switch>
  );
}

/** One option of a {@link SelectField}. */
export interface Option {
  id: string;
  label: string;
}

/** A single-choice list (a button that opens a listbox). */
export function SelectField(
  props: BaseProps & { value: string | null; onChange: (value: string) => void; options: readonly Option[]; placeholder?: string },
) {
  return (
    <div data-field={props.field}>
      <Select
        className="field"
        name={props.field}
        value={props.value}
        onChange={(key: Key | null) => {
          if (key !== null) props.onChange(String(key));
        }}
        isInvalid={Boolean(props.error)}
        isDisabled={props.isDisabled ?? false}
        isRequired={props.isRequired ?? false}
        placeholder={props.placeholder ?? 'Select…'}
      >
        <Label>{props.label}</Label>
        <Button className="select-button">
          <SelectValue />
          <ChevronDown className="icon" aria-hidden="true" />
        </Button>
        <Help description={props.description} error={props.error} />
        <Popover className="popover">
          <ListBox className="listbox" items={props.options}>
            {(option) => (
              <ListBoxItem className="listbox-item" id={option.id}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}

/** Moves focus to the control of the first field (in `order`) that has an error. */
export function focusFirstError(root: HTMLElement | null, order: readonly string[], errors: Partial<Record<string, string | undefined>>): void {
  const first = order.find((name) => errors[name]);
  if (!root || !first) return;
  const control = root.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea, button)`);
  control?.focus();
}

/**
 * Focus for a form's errors: `request(errors)` moves focus to the first field in error once React
 * has rendered the errors, so the control is announced together with its message.
 */
export function useFocusFirstError(order: readonly string[]) {
  const ref = useRef<HTMLFormElement>(null);
  const pending = useRef<Partial<Record<string, string | undefined>> | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!pending.current) return;
    focusFirstError(ref.current, order, pending.current);
    pending.current = null;
  }, [tick, order]);
  return {
    ref,
    request: (errors: Partial<Record<string, string | undefined>>) => {
      pending.current = errors;
      setTick((t) => t + 1);
    },
  };
}
