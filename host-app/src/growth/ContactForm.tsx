import { useState, type FormEvent } from 'react';
import {
  Button,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import {
  canSubmit,
  CONTACT_MESSAGE_MAX_LENGTH,
  QUERY_TYPES,
  validateContactForm,
  type ContactFormErrors,
  type ContactFormInput,
  type ContactFormState,
  type QueryTypeId,
} from './contactFormMachine';
import type { ContactMode } from './contactPayload';

/** Titles and lead texts of the two forms. */
export const CONTACT_FORM_TEXTS: Record<ContactMode, { title: string; lead: string }> = {
  contact: { title: 'Contact sales', lead: 'Tell us what you need and our team will get back to you.' },
  demo: { title: 'Get a demo', lead: 'Tell us what you would like to see and we will set up a walkthrough for your team.' },
};

/** What a valid submit hands on. */
export interface ContactFormValues extends ContactFormInput {
  queryType: QueryTypeId;
}

interface ContactFormProps {
  mode: ContactMode;
  state: ContactFormState;
  /** The email-domain check is on: the business email is mandatory. */
  checkEmailDomain: boolean;
  /** What was sent last: a retry shows the form again as it was submitted. */
  initialValues: ContactFormValues | null;
  onSubmit: (values: ContactFormValues) => void;
  /** The business email changed (clears the server's complaint about it). */
  onEmailEdited: () => void;
}

/**
 * The fields of contact sales and 'Get a demo' (spec 000 section 5): query type (contact sales
 * only), the message (mandatory, at most 300 characters, with a running count), the business
 * email (mandatory under the domain check, where the server's refusal shows inline) and Submit,
 * disabled while the mandatory email is empty or a submit is in flight.
 */
export function ContactForm({ mode, state, checkEmailDomain, initialValues, onSubmit, onEmailEdited }: ContactFormProps) {
  const [queryType, setQueryType] = useState<QueryTypeId>(initialValues?.queryType ?? 1);
  const [message, setMessage] = useState(initialValues?.message ?? '');
  const [businessEmail, setBusinessEmail] = useState(initialValues?.businessEmail ?? '');
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const texts = CONTACT_FORM_TEXTS[mode];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateContactForm({ message, businessEmail }, checkEmailDomain);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(event.currentTarget, checked.errors);
      return;
    }
    setErrors({});
    onSubmit({ ...checked.value, queryType });
  };

  const emailError = state.emailError ?? errors.business_email;
  const validationErrors: Record<string, string> = {
    ...(errors.message ? { message: errors.message } : {}),
    ...(emailError ? { business_email: emailError } : {}),
  };
  const submitting = state.phase === 'submitting';

  return (
    <>
      <Heading slot="title">{texts.title}</Heading>
      <p className="muted">{texts.lead}</p>
      <Form className="form" onSubmit={submit} validationBehavior="aria" validationErrors={validationErrors}>
        {mode === 'contact' ? (
          <Select
            className="field"
            name="query_type"
            value={queryType}
            onChange={(key: Key | null) => {
              const picked = QUERY_TYPES.find((type) => type.id === key);
              if (picked) setQueryType(picked.id);
            }}
          >
            <Label>Query type</Label>
            <Button className="select-button">
              <SelectValue />
              <ChevronDown className="icon" aria-hidden="true" />
            </Button>
            <Popover className="popover">
              <ListBox className="listbox" items={QUERY_TYPES}>
                {(type) => (
                  <ListBoxItem className="listbox-item" id={type.id}>
                    {type.label}
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </Select>
        ) : null}
        <TextField
          className="field"
          name="message"
          isRequired
          value={message}
          onChange={(value) => {
            setMessage(value);
            if (errors.message) setErrors(({ message: _, ...rest }) => rest);
          }}
        >
          <Label>Message</Label>
          <TextArea className="input growth-message" rows={4} />
          <Text slot="description" className={message.trim().length > CONTACT_MESSAGE_MAX_LENGTH ? 'field-error' : 'muted'}>
            {`${message.trim().length}/${CONTACT_MESSAGE_MAX_LENGTH} characters`}
          </Text>
          <FieldError className="field-error" />
        </TextField>
        <TextField
          className="field"
          name="business_email"
          type="email"
          autoComplete="email"
          isRequired={checkEmailDomain}
          value={businessEmail}
          onChange={(value) => {
            setBusinessEmail(value);
            if (errors.business_email) setErrors(({ business_email: _, ...rest }) => rest);
            onEmailEdited();
          }}
        >
          <Label>Business email</Label>
          <Input className="input" placeholder="Enter your company email address" />
          {checkEmailDomain ? null : (
            <Text slot="description" className="muted">
              Optional: we reply to your account email otherwise.
            </Text>
          )}
          <FieldError className="field-error" />
        </TextField>
        <div className="dialog-actions">
          {/* Not isPending: react-aria announces a pending button through a live region labelled by
              the button, which is left unnamed (an axe failure) once the outcome replaces it. */}
          <Button type="submit" className="button primary" isDisabled={!canSubmit(state, businessEmail, checkEmailDomain)}>
            {submitting ? 'Submitting…' : 'Submit'}
          </Button>
        </div>
      </Form>
    </>
  );
}

function focusFirstInvalid(form: HTMLFormElement, errors: ContactFormErrors): void {
  const name = errors.message ? 'message' : errors.business_email ? 'business_email' : null;
  if (name) form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
