/**
 * Personal tokens: the signed-in user's own manual-report tokens (docs/decisions/0041). Anyone in
 * the group makes and revokes their own, whatever their role, so nothing here is read only. A new
 * token is shown once, in its dialog; the list shows labels and dates, never a token.
 */
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Heading, Input, Label, TextField } from 'react-aria-components';
import { ModalButton } from '../components/ModalButton';
import { createManualReportToken, listManualReportTokens, revokeManualReportToken } from '@curbcut/client';
import type { CreatedManualReportToken, ManualReportTokenItem } from '@curbcut/core';
import { ConfirmAction } from '../components/ConfirmAction';
import { CopyField } from '../components/CopyField';
import { QueryStates } from '../components/QueryStates';
import { formatDateTime } from '../format';
import { showToast } from '../toasts';
import { statusOf, toastUncataloguedError } from './callErrors';

/** Longest label the server takes. */
const LABEL_MAX_LENGTH = 200;

/** Query key of the user's tokens; under `curbcut`, so sign-out clears it with the rest. */
const tokensQueryKey = ['curbcut', 'manualReportTokens'] as const;

function tokensQuery() {
  return { queryKey: tokensQueryKey, queryFn: () => listManualReportTokens() };
}

/** What tells a token apart after "the token": its label, or when it was made. */
function tokenName(token: ManualReportTokenItem): string {
  return token.label ?? `made ${formatDateTime(token.createdAt)}`;
}

/** The Personal tokens tab. */
export function ManualTokensTab() {
  const tokens = useQuery(tokensQuery());
  return (
    <section className="settings-section" aria-labelledby="settings-manual-tokens-heading">
      <div className="settings-section-header">
        <h3 id="settings-manual-tokens-heading">Manual report tokens</h3>
        <CreateManualTokenDialog />
      </div>
      <p className="muted">
        A manual report token lets a recording tool send workflow and assisted-test reports as you. It can create manual reports and nothing
        else: it cannot read anything. These tokens are yours alone; revoke one you no longer use.
      </p>
      <QueryStates
        query={tokens}
        loading="Loading your tokens…"
        failed="Your tokens could not be loaded."
        empty={<p>You have no manual report tokens.</p>}
      >
        {(list) => <TokenTable tokens={list} />}
      </QueryStates>
    </section>
  );
}

function TokenTable({ tokens }: { tokens: ManualReportTokenItem[] }) {
  return (
    <div className="table-wrap" role="region" aria-labelledby="settings-manual-tokens-heading" tabIndex={0}>
      <table className="builds settings-table">
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row">{token.label ?? <span className="muted">No label</span>}</th>
              <td>{formatDateTime(token.createdAt)}</td>
              <td>{token.lastUsedAt === null ? 'Never' : formatDateTime(token.lastUsedAt)}</td>
              <td>
                <RevokeToken token={token} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Revoke…' with a confirmation: a tool still sending with the token fails from then on. The button
 * shows no pending state: react-aria would announce it by reference to the button, which the
 * revoke removes, leaving the announcement without a name.
 */
function RevokeToken({ token }: { token: ManualReportTokenItem }) {
  const queryClient = useQueryClient();
  const name = tokenName(token);
  const revoke = useMutation({
    // A 404 means it is gone already (revoked in another tab): the wish is met, so no not-found page.
    mutationFn: () =>
      revokeManualReportToken(token.id).then(
        () => 'revoked' as const,
        (error: unknown) => {
          if (statusOf(error) === 404) return 'gone' as const;
          throw error;
        },
      ),
    meta: { showsOwnErrors: true },
    onSuccess: async (outcome) => {
      showToast({ title: `The token ${name} ${outcome === 'gone' ? 'had already been revoked' : 'was revoked'}`, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: tokensQueryKey });
    },
    onError: (error) => toastUncataloguedError(error, 'The token could not be revoked.'),
  });
  return (
    <ConfirmAction
      label="Revoke…"
      ariaLabel={`Revoke the token ${name}`}
      title="Revoke this token?"
      confirmLabel="Revoke token"
      onConfirm={() => revoke.isPending || revoke.mutate()}
    >
      <p>The token {name} stops working at once: a tool sending reports with it is refused. Reports it already sent stay. This cannot be undone.</p>
    </ConfirmAction>
  );
}

/** 'Create token' and its dialog: a label, then the token, shown once. */
function CreateManualTokenDialog() {
  return (
    <ModalButton label="Create token">{(close) => <CreateTokenFlow close={close} />}</ModalButton>
  );
}

function CreateTokenFlow({ close }: { close: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (label: string) => createManualReportToken(label === '' ? undefined : label),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensQueryKey }),
    onError: (error) => toastUncataloguedError(error, 'The token could not be created.'),
  });

  if (mutation.isSuccess) return <TokenShownOnce token={mutation.data} close={close} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(String(new FormData(event.currentTarget).get('label') ?? '').trim());
  };

  return (
    <>
      <Heading slot="title">Create a manual report token</Heading>
      <p className="muted">The token acts as you and can only create manual reports.</p>
      <Form className="form" onSubmit={submit}>
        <TextField name="label" maxLength={LABEL_MAX_LENGTH} className="field" autoFocus>
          <Label>Label (optional)</Label>
          <Input className="input" placeholder="For example: work laptop" />
        </TextField>
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" className="button primary">
            {mutation.isPending ? 'Creating…' : 'Create token'}
          </Button>
        </div>
      </Form>
    </>
  );
}

function TokenShownOnce({ token, close }: { token: CreatedManualReportToken; close: () => void }) {
  return (
    <>
      <Heading slot="title">Manual report token created</Heading>
      <p>Copy this token now. It will not be shown again: Curbcut keeps only a hash of it.</p>
      <CopyField
        label={token.label === null ? 'Manual report token' : `Manual report token ${token.label}`}
        value={token.token}
        copyLabel="Copy token"
        what="the token"
        testId="manual-report-token"
      />
      <div className="dialog-actions">
        <Button className="button primary" onPress={close}>
          Done
        </Button>
      </div>
    </>
  );
}
