/**
 * `/accept-invitation#token=...`: where an invitation link leads. The token travels in the
 * fragment, so it never reaches a server log or a Referer header; the page sends it in a POST
 * body. It shows who invited whom to which group, then the person chooses a password and is signed in.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { acceptInvitation, getDefaultApiClient, lookupInvitation } from '@curbcut/client';
import { INVITATION_INVALID_MESSAGE, PASSWORD_MIN_LENGTH, type InvitationPreview } from '@curbcut/core';
import { formatDateTime } from '../format';
import { errorMessageOf, statusOf } from '../settings/callErrors';

/** The token of the link, from `#token=...`. */
function tokenOfLocation(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
}

export function AcceptInvitationPage() {
  const [token] = useState(tokenOfLocation);
  const preview = useQuery({
    queryKey: ['accept-invitation', token],
    queryFn: () => lookupInvitation(token),
    enabled: token !== '',
    retry: false,
    meta: { showsOwnErrors: true },
  });
  return (
    <div className="sign-in">
      <title>Join your team · Curbcut</title>
      {token === '' || preview.isError ? (
        <>
          <h1>This invitation cannot be used</h1>
          <p className="lead">{token === '' ? INVITATION_INVALID_MESSAGE : errorMessageOf(preview.error, INVITATION_INVALID_MESSAGE)}</p>
          <p>
            Already have an account? <Link to="/sign-in">Sign in</Link>
          </p>
        </>
      ) : preview.isPending ? (
        <p role="status">Checking your invitation…</p>
      ) : (
        <AcceptForm token={token} preview={preview.data} />
      )}
    </div>
  );
}

function AcceptForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: (body: { name: string; password: string }) => acceptInvitation({ token, ...body }),
    meta: { showsOwnErrors: true },
    onSuccess: async () => {
      queryClient.clear();
      getDefaultApiClient().clearCache();
      await navigate('/home', { replace: true });
    },
    onError: (failure) => {
      const message = errorMessageOf(failure, 'Your account could not be created. Please try again.');
      if (statusOf(failure) === 400) setErrors({ password: message });
      else setFormError(message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    setFormError(null);
    // Checked on submit, not on blur: an error appearing as the field loses focus would move the
    // button away from a pointer already on its way to it.
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      setErrors({ password: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.` });
      return;
    }
    setErrors({});
    accept.mutate({ name: String(form.get('name') ?? '').trim(), password });
  };

  return (
    <>
      <h1>Join {preview.group_name} on Curbcut</h1>
      <p className="lead">
        {preview.invited_by ?? 'Your Curbcut administrator'} invited {preview.email}. Choose a password to finish; this link works until{' '}
        {formatDateTime(preview.expires_at)}.
      </p>
      <Form className="form" onSubmit={submit} validationErrors={errors} aria-describedby="accept-error">
        <TextField name="name" isRequired defaultValue={preview.name} maxLength={200} autoComplete="name" className="field">
          <Label>Your name</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <TextField
          name="password"
          type="password"
          isRequired
          autoComplete="new-password"
          className="field"
          onChange={() => setErrors({})}
        >
          <Label>Password</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <p className="muted">At least {PASSWORD_MIN_LENGTH} characters. A phrase of a few words is easy to remember and hard to guess.</p>
        <div id="accept-error" role="alert" className="form-error">
          {formError}
        </div>
        <Button type="submit" className="button primary">
          {accept.isPending ? 'Creating your account…' : 'Join and sign in'}
        </Button>
      </Form>
    </>
  );
}
