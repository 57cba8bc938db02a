// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';

const client = vi.hoisted(() => ({ lookupInvitation: vi.fn(), acceptInvitation: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { AcceptInvitationPage } = await import('./AcceptInvitationPage');

const PREVIEW = { email: 'robin@example.com', name: 'Robin', group_name: 'Acme', invited_by: 'Ada Admin', expires_at: '2026-12-05T09:00:00.000Z' };

function openPage(hash: string) {
  window.location.hash = hash;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/accept-invitation']}>
        <Routes>
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/home" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const password = () => screen.getByLabelText('Password');
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.location.hash = '';
});

describe('AcceptInvitationPage', () => {
  it('shows the invitation, refuses a short password at the field, then joins and goes home', async () => {
    client.lookupInvitation.mockResolvedValue(PREVIEW);
    client.acceptInvitation.mockResolvedValue({ user: { id: 'usr_1', name: 'Robin', email: 'robin@example.com' } });
    openPage('#token=abc%2Bdef');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme on Curbcut' })).toBeTruthy();
    expect(client.lookupInvitation).toHaveBeenCalledWith('abc+def');
    fireEvent.change(password(), { target: { value: 'short' } });
    join();
    expect(await screen.findByText('The password needs at least 10 characters.')).toBeTruthy();
    expect(client.acceptInvitation).not.toHaveBeenCalled();
    fireEvent.change(password(), { target: { value: 'a long and memorable phrase' } });
    join();
    await waitFor(() => expect(client.acceptInvitation).toHaveBeenCalledWith({ token: 'abc+def', name: 'Robin', password: 'a long and memorable phrase' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });

  it('says why a used or unknown link cannot be used', async () => {
    client.lookupInvitation.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 410, method: 'POST', url: '/api/v1/invitations/lookup', body: { code: 'gone', message: 'This invitation has expired or was already used. Ask your group admin for a new one.' } }),
    );
    openPage('#token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText('This invitation has expired or was already used. Ask your group admin for a new one.')).toBeTruthy();
  });

  it('without a token, says the link is not valid without asking the server', async () => {
    openPage('');
    expect(await screen.findByText('This invitation link is not valid. Ask your group admin for a new one.')).toBeTruthy();
    expect(client.lookupInvitation).not.toHaveBeenCalled();
  });
});
