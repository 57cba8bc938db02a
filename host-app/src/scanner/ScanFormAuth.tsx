/**
 * The authentication part of the scan form: none, a saved configuration (or a new one made in the
 * dialog), and the local tunnel, shown but not available in this product.
 */
import { useQuery } from '@tanstack/react-query';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { authConfigsQuery } from '@curbcut/client';
import { AuthConfigDialog } from './AuthConfigDialog';
import type { AuthMode, ScanFormErrors, ScanFormValues } from './scanFormModel';
import { SelectField } from './ScanFormFields';

const TYPE_LABELS = { form: 'login form', basic: 'HTTP basic' } as const;

/** The 'Authentication' fieldset. */
export function AuthSection({
  values,
  errors,
  set,
}: {
  values: ScanFormValues;
  errors: ScanFormErrors;
  set: <K extends keyof ScanFormValues>(key: K, value: ScanFormValues[K]) => void;
}) {
  const configs = useQuery(authConfigsQuery());
  const options = (configs.data ?? []).map((c) => ({ id: c.id, label: `${c.name} (${TYPE_LABELS[c.type]})` }));
  return (
    <fieldset className="form-section">
      <legend>Authentication</legend>
      <RadioGroup className="radio-group" value={values.authMode} onChange={(mode) => set('authMode', mode as AuthMode)}>
        <Label>How the scanner reaches the pages</Label>
        <Radio className="radio" value="none">
          No sign-in
        </Radio>
        <Radio className="radio" value="existing">
          Sign in with an authentication configuration
        </Radio>
        <Radio className="radio" value="tunnel" isDisabled aria-describedby="tunnel-help">
          Local tunnel (not available)
        </Radio>
        <Text slot="description" id="tunnel-help" className="field-help">
          Scanning sites on a private network through a local tunnel is not available in this product.
        </Text>
      </RadioGroup>
      {values.authMode === 'existing' ? (
        <div className="subfields">
          {configs.isPending ? (
            <p role="status">Loading authentication configurations…</p>
          ) : options.length === 0 ? (
            <p className="muted">No authentication configuration yet: create one.</p>
          ) : null}
          {options.length > 0 || errors.authConfigId ? (
            <SelectField
              field="authConfigId"
              label="Authentication configuration"
              value={values.authConfigId === '' ? null : values.authConfigId}
              onChange={(id) => set('authConfigId', id)}
              options={options}
              error={errors.authConfigId}
              isRequired
            />
          ) : null}
        </div>
      ) : null}
      <AuthConfigDialog
        onCreated={(config) => {
          set('authMode', 'existing');
          set('authConfigId', config.id);
        }}
      />
    </fieldset>
  );
}
