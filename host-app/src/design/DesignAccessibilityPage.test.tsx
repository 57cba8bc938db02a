// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ listDesignMembers: vi.fn(), sendDesignInvites: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { DesignAccessibilityPage } = await import('./DesignAccessibilityPage');

function openPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DesignAccessibilityPage />
    </QueryClientProvider>,
  );
}

const emails = () => screen.getByRole('textbox', { name: 'Email addresses' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DesignAccessibilityPage', () => {
  it('invites the chosen members and typed addresses, then says so', async () => {
    client.listDesignMembers.mockResolvedValue([{ id: 'usr_2', name: 'Ada', email: 'ada@example.com' }]);
    client.sendDesignInvites.mockResolvedValue({ sent: 2, message: 'Invitation sent successfully!' });
    openPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ada/ }));
    fireEvent.change(emails(), { target: { value: 'bo@example.com' } });
    send();
    expect(await screen.findByText('Invitation sent successfully!')).toBeTruthy();
    expect(client.sendDesignInvites).toHaveBeenCalledWith({ user_ids: ['usr_2'], emails: ['bo@example.com'] });
    expect((emails() as HTMLTextAreaElement).value).toBe('');
  });

  it('asks for someone to invite, and names a typed address that is not one, at the field', async () => {
    client.listDesignMembers.mockResolvedValue([{ id: 'usr_2', name: 'Ada', email: 'ada@example.com' }]);
    openPage();
    await screen.findByRole('checkbox', { name: /Ada/ });
    send();
    expect(await screen.findByText('Choose at least one member or type an email address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Ada/ })));

    fireEvent.change(emails(), { target: { value: 'bo@example.com, nobody' } });
    send();
    expect(await screen.findByText("'nobody' is not an email address.")).toBeTruthy();
    expect(emails().getAttribute('aria-invalid')).toBe('true');
    expect(client.sendDesignInvites).not.toHaveBeenCalled();
  });
});
