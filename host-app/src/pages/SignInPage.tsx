import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { getDefaultApiClient, signIn } from '@curbcut/client';
import { safeRedirectPath } from '../auth/safeRedirect';
import { signInFailureMessage, signInPageErrorMessage } from '../auth/signInErrors';

/**
 * Email and password sign-in; returns to the `redirect` path (same origin only). A form sign-in
 * without script comes back here with `?error=` (and `retry_after=`), which is shown at once.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(() => signInPageErrorMessage(params.get('error'), params.get('retry_after')));
  const target = safeRedirectPath(params.get('redirect'), window.location.origin);

  const mutation = useMutation({
    mutationFn: (credentials: { email: string; password: string }) => signIn(credentials),
    meta: { showsOwnErrors: true },
    onSuccess: async () => {
      // Anything fetched while signed out (or as someone else) is stale now.
      queryClient.clear();
      getDefaultApiClient().clearCache();
      await navigate(target, { replace: true });
    },
    onError: (failure) => setError(signInFailureMessage(failure)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays enabled (a disabled button would drop keyboard focus); repeats are ignored.
    if (mutation.isPending) return;
    const form = new FormData(event.currentTarget);
    setError(null);
    mutation.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  };

  return (
    <div className="sign-in">
      <title>Sign in · Curbcut</title>
      <h1>Sign in to Curbcut</h1>
      <p className="lead">Use the email and password of your Curbcut account.</p>
      <Form className="form" onSubmit={submit} aria-describedby="sign-in-error">
        <TextField name="email" type="email" isRequired autoComplete="username" className="field">
          <Label>Email</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <TextField name="password" type="password" isRequired autoComplete="current-password" className="field">
          <Label>Password</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        <div id="sign-in-error" role="alert" className="form-error">
          {error}
        </div>
        <Button type="submit" className="button primary">
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </div>
  );
}
