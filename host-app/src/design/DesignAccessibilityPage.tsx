/**
 * `/design-accessibility`: invites designers to check their designs for accessibility before they
 * are built. Members of the group are picked from a list; anyone else by typed address.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, CheckboxGroup, FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { listDesignMembers, sendDesignInvites } from '@curbcut/client';
import { DESIGN_INVITE_MAX_EMAILS, INVITATION_SENT_MESSAGE } from '@curbcut/core';
import { errorMessageOf, statusOf, toastUncataloguedError } from '../settings/callErrors';
import { parseInviteAddresses } from './inviteAddresses';
import '../scanner/scanner.css';
import './design.css';

type Errors = { members?: string; emails?: string };

/** The design accessibility page. */
export function DesignAccessibilityPage() {
  const members = useQuery({ queryKey: ['curbcut', 'design-accessibility', 'members'], queryFn: () => listDesignMembers() });
  const [userIds, setUserIds] = useState<string[]>([]);
  const [emailText, setEmailText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const invite = useMutation({
    mutationFn: (body: { user_ids: string[]; emails: string[] }) => sendDesignInvites(body),
    meta: { showsOwnErrors: true },
    onSuccess: () => {
      setUserIds([]);
      setEmailText('');
      setSent(true);
    },
    onError: (error) => {
      // A refused address comes back as a 400 naming the field: show it where it was typed.
      if (statusOf(error) === 400) showErrors({ emails: errorMessageOf(error, 'These addresses were refused.') });
      else toastUncataloguedError(error, 'The invitation could not be sent.');
    },
  });

  const showErrors = (next: Errors) => {
    setErrors(next);
    // After the render that marks the field invalid, focus it, so the error is read out.
    requestAnimationFrame(() => {
      const form = formRef.current;
      const firstMember = next.members ? form?.querySelector<HTMLElement>('[data-invite-field="members"] input') : null;
      (firstMember ?? form?.querySelector<HTMLElement>('[data-invite-field="emails"] textarea'))?.focus();
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invite.isPending) return;
    setSent(false);
    const parsed = parseInviteAddresses(emailText);
    if (!parsed.ok) return showErrors({ emails: parsed.error });
    if (userIds.length === 0 && parsed.emails.length === 0) {
      return showErrors({ members: 'Choose at least one member or type an email address.' });
    }
    setErrors({});
    invite.mutate({ user_ids: userIds, emails: parsed.emails });
  };

  const others = members.data ?? [];
  return (
    <div className="page design-page">
      <title>Design accessibility · Curbcut</title>
      <div className="page-header">
        <h1>Design accessibility</h1>
      </div>
      <section className="card" aria-labelledby="design-invite-heading">
        <h2 id="design-invite-heading">Invite your designers</h2>
        <p>
          Accessibility problems are cheapest to fix before anything is built. Invite the people who design your product to check colour
          contrast, focus order and labels in their designs.
        </p>
        <Form ref={formRef} className="form design-form" onSubmit={submit} validationErrors={errors}>
          {members.isPending ? (
            <p role="status">Loading the members of your group…</p>
          ) : members.isError ? (
            <p className="form-error">The members of your group could not be loaded; you can still type addresses.</p>
          ) : (
            <div data-invite-field="members">
              <CheckboxGroup
                name="members"
                className="design-members"
                value={userIds}
                onChange={(ids) => {
                  setUserIds(ids);
                  setErrors({});
                }}
              >
                <Label>Members of your group</Label>
                {others.length === 0 ? <Text slot="description">No one else is in your group yet: type their addresses below.</Text> : null}
                {others.map((m) => (
                  <Checkbox key={m.id} value={m.id} className="checkbox design-member">
                    <span className="check-box" aria-hidden="true" />
                    <span>
                      {m.name} <span className="muted">{m.email}</span>
                    </span>
                  </Checkbox>
                ))}
                <FieldError className="field-error" />
              </CheckboxGroup>
            </div>
          )}
          <div data-invite-field="emails">
            <TextField
              name="emails"
              className="field"
              value={emailText}
              onChange={(text) => {
                setEmailText(text);
                setErrors({});
              }}
            >
              <Label>Email addresses</Label>
              <TextArea className="input textarea design-emails" rows={3} />
              <Text slot="description" className="field-help">
                Separate addresses with commas or new lines; at most {DESIGN_INVITE_MAX_EMAILS}.
              </Text>
              <FieldError className="field-error" />
            </TextField>
          </div>
          <div>
            <Button type="submit" className="button primary" isPending={invite.isPending}>
              Send invitation
            </Button>
          </div>
          <p role="status" className="design-sent">
            {sent ? INVITATION_SENT_MESSAGE : ''}
          </p>
        </Form>
      </section>
    </div>
  );
}
