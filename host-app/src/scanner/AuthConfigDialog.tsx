/**
 * The authentication-configuration modal of spec 000 section 2.4: a form login (login page, user
 * name, password and the CSS selectors of the two fields and the submit button) or HTTP basic
 * authentication. The password goes to the server once and is never shown again.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, FormContext, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { createAuthConfig, isApiRequestError, scanQueryKeys, type AuthConfig, type CreateAuthConfigBody } from '@curbcut/client';
import { showToast } from '../toasts';
import { TextInputField, useFocusFirstError } from './ScanFormFields';
import { scanUrlRule, useScanUrlRule, type ScanUrlRule } from './useScanUrlRule';

const FIELDS = ['name', 'url', 'username', 'password', 'usernameSelector', 'passwordSelector', 'submitSelector'] as const;
type AuthField = (typeof FIELDS)[number];
type AuthValues = Record<AuthField, string> & { type: 'form' | 'basic' };
type AuthErrors = Partial<Record<AuthField | 'form', string>>;

const EMPTY: AuthValues = {
  type: 'form',
  name: '',
  url: '',
  username: '',
  password: '',
  usernameSelector: '',
  passwordSelector: '',
  submitSelector: '',
};

/** Checks the dialog's values; exported for tests. */
export function validateAuthConfig(values: AuthValues, rule: ScanUrlRule = scanUrlRule(false)): { ok: true; body: CreateAuthConfigBody } | { ok: false; errors: AuthErrors } {
  const errors: AuthErrors = {};
  const required: [AuthField, string][] = [
    ['name', 'Enter a name.'],
    ['username', 'Enter the user name.'],
    ['password', 'Enter the password.'],
  ];
  if (values.type === 'form') {
    required.push(
      ['usernameSelector', 'Enter the CSS selector of the user name field.'],
      ['passwordSelector', 'Enter the CSS selector of the password field.'],
      ['submitSelector', 'Enter the CSS selector of the submit button.'],
    );
  }
  for (const [field, message] of required) if (values[field].trim() === '') errors[field] = message;
  const url = rule(values.url);
  if (!url.ok) errors.url = url.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      type: values.type,
      url: values.url.trim(),
      username: values.username,
      password: values.password,
      ...(values.type === 'form'
        ? { selectors: { username: values.usernameSelector.trim(), password: values.passwordSelector.trim(), submit: values.submitSelector.trim() } }
        : {}),
    },
  };
}

const SERVER_PATHS: Record<string, AuthField> = {
  name: 'name',
  url: 'url',
  username: 'username',
  password: 'password',
  selectors: 'usernameSelector',
  'selectors.username': 'usernameSelector',
  'selectors.password': 'passwordSelector',
  'selectors.submit': 'submitSelector',
};

/** The 'New authentication configuration' button and its dialog; `onCreated` receives the saved configuration. */
export function AuthConfigDialog({ onCreated }: { onCreated: (config: AuthConfig) => void }) {
  return (
    <DialogTrigger>
      <Button className="button">New authentication configuration</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">{({ close }) => <AuthConfigForm close={close} onCreated={onCreated} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function AuthConfigForm({ close, onCreated }: { close: () => void; onCreated: (config: AuthConfig) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [errors, setErrors] = useState<AuthErrors>({});
  const focus = useFocusFirstError(FIELDS);
  const set = (field: AuthField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showErrors = (next: AuthErrors) => {
    setErrors(next);
    focus.request(next);
  };

  const mutation = useMutation({
    mutationFn: (body: CreateAuthConfigBody) => createAuthConfig(body),
    meta: { showsOwnErrors: true },
    onSuccess: async (config) => {
      // Shown in the list at once; the refetch then brings the server's order.
      queryClient.setQueryData<AuthConfig[]>(scanQueryKeys.authConfigs(), (old) => [...(old ?? []), config]);
      void queryClient.invalidateQueries({ queryKey: scanQueryKeys.authConfigs() });
      showToast({ title: `Authentication configuration ‘${config.name}’ saved`, tone: 'success' });
      onCreated(config);
      close();
    },
    onError: (error) => {
      const body = isApiRequestError(error) ? error.body : null;
      const path = body?.path?.replace(/^(\$|body)\.?/, '').replace(/^\//, '').replace(/\//g, '.');
      const field = path ? SERVER_PATHS[path] : undefined;
      const message = body?.message ?? 'The configuration could not be saved.';
      showErrors(field ? { [field]: message } : { form: message });
    },
  });

  const urlRule = useScanUrlRule();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog renders in a portal, but React still bubbles its submit to the scan form around it.
    event.stopPropagation();
    if (mutation.isPending) return;
    const check = validateAuthConfig(values, urlRule);
    if (!check.ok) return showErrors(check.errors);
    mutation.mutate(check.body);
  };

  return (
    <>
      <Heading slot="title">New authentication configuration</Heading>
      <p className="muted">The scanner signs in with it before checking pages. The password is stored encrypted and never shown again.</p>
      {/*
        A plain form under a fresh FormContext: a react-aria Form here would inherit the scan form's
        context (its onSubmit and ref included) through the portal, and submit both forms at once.
      */}
      <FormContext.Provider value={{ validationBehavior: 'aria' }}>
        <form ref={focus.ref} className="form" noValidate onSubmit={submit}>
          <RadioGroup className="radio-group radio-row" orientation="horizontal" value={values.type} onChange={(t) => setValues((v) => ({ ...v, type: t as AuthValues['type'] }))}>
            <Label>Type</Label>
            <Radio className="radio" value="form">
              Login form
            </Radio>
            <Radio className="radio" value="basic">
              HTTP basic authentication
            </Radio>
          </RadioGroup>
          <TextInputField field="name" label="Name" value={values.name} onChange={(v) => set('name', v)} error={errors.name} isRequired />
          <TextInputField
            field="url"
            label={values.type === 'form' ? 'Login page URL' : 'Site URL'}
            type="url"
            value={values.url}
            onChange={(v) => set('url', v)}
            error={errors.url}
            isRequired
            placeholder="https://example.com/login"
          />
          <TextInputField field="username" label="User name" value={values.username} onChange={(v) => set('username', v)} error={errors.username} isRequired />
          <TextInputField field="password" label="Password" type="password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} isRequired />
          {values.type === 'form' ? (
            <fieldset className="form-section">
              <legend>CSS selectors of the login form</legend>
              <TextInputField field="usernameSelector" label="User name field" value={values.usernameSelector} onChange={(v) => set('usernameSelector', v)} error={errors.usernameSelector} placeholder="#email" isRequired />
              <TextInputField field="passwordSelector" label="Password field" value={values.passwordSelector} onChange={(v) => set('passwordSelector', v)} error={errors.passwordSelector} placeholder="#password" isRequired />
              <TextInputField field="submitSelector" label="Submit button" value={values.submitSelector} onChange={(v) => set('submitSelector', v)} error={errors.submitSelector} placeholder="button[type=submit]" isRequired />
            </fieldset>
          ) : null}
          <p className="form-error" role="alert">
            {errors.form}
          </p>
          <div className="dialog-actions">
            <Button className="button" onPress={close}>
              Cancel
            </Button>
            {/* Not isPending: react-aria's isPending announces through a live region that points at the button; the button is gone after this action, which leaves an unlabelled node behind, so a status message says it instead. */}
            <Button type="submit" className="button primary">
              Save configuration
            </Button>
            <span role="status" className="visually-hidden">
              {mutation.isPending ? 'Saving the configuration…' : ''}
            </span>
          </div>
        </form>
      </FormContext.Provider>
    </>
  );
}
