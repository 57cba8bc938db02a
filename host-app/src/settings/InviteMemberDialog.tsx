/**
 * 'Invite member' on the Members tab (admins): email, name and role, then the one-time link,
 * shown once so the admin can pass it on when the invitation mail does not arrive.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, FieldError, Form, Heading, Input, Label, TextField } from 'react-aria-components';
import { ModalButton } from '../components/ModalButton';
import { inviteMember } from '@curbcut/client';
import { INVITATION_TTL_DAYS, type CreatedInvitation } from '@curbcut/core';
import { CopyField } from '../components/CopyField';
import { showToast } from '../toasts';
import { errorMessageOf, statusOf, toastUncataloguedError } from './callErrors';
import { ROLE_LABELS } from './labels';
import { SettingSelect } from './SettingSelect';
import { settingsQueryKey } from './settingsQuery';

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([id, label]) => ({ id, label }));

/** The button and its dialog. */
export function InviteMemberDialog() {
  return (
    <ModalButton label="Invite member">{(close) => <InviteFlow close={close} />}</ModalButton>
  );
}

function InviteFlow({ close }: { close: () => void }) {
  const [made, setMade] = useState<{ email: string; invitation: CreatedInvitation } | null>(null);
  return made ? <InvitationLink email={made.email} invitation={made.invitation} close={close} /> : <InviteForm close={close} onInvited={setMade} />;
}

function InviteForm({ close, onInvited }: { close: () => void; onInvited: (made: { email: string; invitation: CreatedInvitation }) => void }) {
  const queryClient = useQueryClient();
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: { email: string; name: string; role: 'member' | 'admin' }) => inviteMember(body),
    meta: { showsOwnErrors: true },
    onSuccess: ({ settings, invitation }, body) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      showToast({ title: `Invitation sent to ${body.email}`, tone: 'success' });
      onInvited({ email: body.email, invitation });
    },
    onError: (error) => {
      // The server names the field it refuses (an address that has an account, a malformed one).
      if (statusOf(error) === 400 || statusOf(error) === 409) setFieldErrors({ email: errorMessageOf(error, 'The invitation was refused.') });
      else toastUncataloguedError(error, 'The invitation could not be sent.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    // Checked on submit, not on blur, so no error appears under the field while the pointer is on its way to the button.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setFieldErrors({ email: 'Enter an email address, like name@company.com.' });
      return;
    }
    setFieldErrors({});
    mutation.mutate({ email, name: String(form.get('name') ?? '').trim(), role });
  };

  return (
    <>
      <Heading slot="title">Invite a member</Heading>
      <p className="muted">They get an email with a link to choose their password. The link works once, for {INVITATION_TTL_DAYS} days.</p>
      <Form className="form" onSubmit={submit} validationErrors={fieldErrors}>
        <TextField
          name="email"
          type="email"
          isRequired
          autoFocus
          maxLength={320}
          className="field"
          onChange={() => setFieldErrors({})}
        >
          <Label>Email</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <TextField name="name" isRequired maxLength={200} className="field">
          <Label>Name</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <SettingSelect label="Role" value={role} options={ROLE_OPTIONS} onChange={(value) => setRole(value === 'admin' ? 'admin' : 'member')} />
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" className="button primary">
            {mutation.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </Form>
    </>
  );
}

function InvitationLink({ email, invitation, close }: { email: string; invitation: CreatedInvitation; close: () => void }) {
  return (
    <>
      <Heading slot="title">Invitation sent</Heading>
      <p>
        {invitation.mailed
          ? `We emailed ${email} a link to join. If the mail does not arrive, send them this link yourself; it is shown only once.`
          : `The invitation mail to ${email} could not be sent. Send them this link yourself; it is shown only once.`}
      </p>
      <CopyField label={`Invitation link for ${email}`} value={invitation.url} copyLabel="Copy link" what="the link" />
      <div className="dialog-actions">
        <Button className="button primary" onPress={close}>
          Done
        </Button>
      </div>
    </>
  );
}
