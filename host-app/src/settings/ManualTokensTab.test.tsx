// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';

const client = vi.hoisted(() => ({
  listManualReportTokens: vi.fn(),
  createManualReportToken: vi.fn(),
  revokeManualReportToken: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toasts', () => toasts);

const { ManualTokensTab } = await import('./ManualTokensTab');

// jsdom has no CSS.escape, which react-aria's modal uses; the ids it escapes here are plain.
if (!globalThis.CSS?.escape) Object.defineProperty(globalThis, 'CSS', { value: { escape: (s: string) => s }, configurable: true });

const LAPTOP = { id: 'mrt_1', label: 'Laptop', createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: '2026-11-21T10:30:00.000Z' };
const UNLABELLED = { id: 'mrt_2', label: null, createdAt: '2026-11-22T09:00:00.000Z', lastUsedAt: null };

function openTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ManualTokensTab />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ManualTokensTab', () => {
  it('lists the tokens by label with when they were made and last used, never the token', async () => {
    client.listManualReportTokens.mockResolvedValue([UNLABELLED, LAPTOP]);
    openTab();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'LabelCreatedLast usedActions',
      expect.stringMatching(/^No labelNov 2\d, 2026, .+NeverRevoke…$/),
      expect.stringMatching(/^LaptopNov 2\d, 2026, .+Nov 2\d, 2026, .+Revoke…$/),
    ]);
    expect(screen.getByRole('button', { name: 'Revoke the token Laptop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Revoke the token made / })).toBeTruthy();
  });

  it('says when there are none', async () => {
    client.listManualReportTokens.mockResolvedValue([]);
    openTab();
    expect(await screen.findByText('You have no manual report tokens.')).toBeTruthy();
  });

  it('creates a token with its label and shows it once, then lists the new one', async () => {
    client.listManualReportTokens.mockResolvedValueOnce([]).mockResolvedValue([{ ...LAPTOP, lastUsedAt: null }]);
    client.createManualReportToken.mockResolvedValue({ id: 'mrt_1', token: 'cmr_secret', label: 'Laptop' });
    openTab();
    await screen.findByText('You have no manual report tokens.');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a manual report token' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label (optional)' }), { target: { value: '  Laptop ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Manual report token created' });
    expect(client.createManualReportToken).toHaveBeenCalledWith('Laptop');
    expect(within(shown).getByRole('textbox', { name: 'Manual report token Laptop' })).toHaveProperty('value', 'cmr_secret');
    expect(within(shown).getByText(/It will not be shown again/)).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Revoke the token Laptop' })).toBeTruthy();
    expect(screen.queryByDisplayValue('cmr_secret')).toBeNull();
  });

  it('revokes only after the question is confirmed, and toasts it', async () => {
    client.listManualReportTokens.mockResolvedValueOnce([LAPTOP]).mockResolvedValue([]);
    client.revokeManualReportToken.mockResolvedValue(undefined);
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the token Laptop' }));
    const question = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    expect(question.textContent).toContain('The token Laptop stops working at once');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(client.revokeManualReportToken).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the token Laptop' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'The token Laptop was revoked', tone: 'success' }));
    expect(client.revokeManualReportToken).toHaveBeenCalledWith('mrt_1');
    expect(await screen.findByText('You have no manual report tokens.')).toBeTruthy();
  });

  it('treats a token revoked elsewhere as revoked, and toasts a refusal with the server message', async () => {
    const answer = (status: 403 | 404, message: string) =>
      new ApiRequestError({
        kind: 'http',
        status,
        method: 'DELETE',
        url: '/api/v1/user/manual_report_tokens/mrt_1',
        body: { code: status === 404 ? 'not_found' : 'forbidden', message },
      });
    client.listManualReportTokens.mockResolvedValue([LAPTOP]);
    client.revokeManualReportToken.mockRejectedValueOnce(answer(404, 'Manual-report token not found.'));
    openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the token Laptop' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(toasts.showToast).toHaveBeenCalledWith({ title: 'The token Laptop had already been revoked', tone: 'success' }));

    client.revokeManualReportToken.mockRejectedValueOnce(answer(403, 'Your access is restricted by a compliance rule of your organisation.'));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the token Laptop' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Your access is restricted by a compliance rule of your organisation.', tone: 'error' }),
    );
  });
});
