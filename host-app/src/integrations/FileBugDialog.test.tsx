// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';

const client = vi.hoisted(() => ({ fileBugReport: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toasts', () => toasts);

const { FileBugDialog } = await import('./FileBugDialog');

// jsdom has no CSS.escape, which react-aria's modal uses; the ids it escapes here are plain.
if (!globalThis.CSS?.escape) Object.defineProperty(globalThis, 'CSS', { value: { escape: (s: string) => s }, configurable: true });

function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FileBugDialog title="Images must have alternate text" description="2 nodes on /cart" reportId="rep_1" issueUrl="https://curbcut.example.com/i/1" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'File a bug' }));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FileBugDialog', () => {
  it('files the prefilled issue, closes and toasts its key with a link to it', async () => {
    client.fileBugReport.mockResolvedValue({ key: 'WEB-12', url: 'https://jira.example.com/browse/WEB-12' });
    openDialog();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Images must have alternate text');
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.showToast).toHaveBeenCalledWith({
      title: 'Issue WEB-12 created successfully',
      tone: 'success',
      action: { label: 'View Issue', href: 'https://jira.example.com/browse/WEB-12' },
    });
    expect(client.fileBugReport).toHaveBeenCalledWith({
      title: 'Images must have alternate text',
      description: '2 nodes on /cart',
      report_id: 'rep_1',
      issue_url: 'https://curbcut.example.com/i/1',
    });
  });

  it("toasts the spec's failure on a tracker refusal (502) and keeps the dialog open with the reason", async () => {
    client.fileBugReport.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 502, method: 'POST', url: '/api/v1/integrations/issues', body: { code: 'bad_gateway', message: 'Jira refused the issue: project WEB does not exist.' } }),
    );
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Jira refused the issue: project WEB does not exist.'));
    expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Oops, something went wrong.', description: 'Please try again later.', tone: 'error' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says no bug tracker is configured on a 503, with the same toast', async () => {
    client.fileBugReport.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 503, method: 'POST', url: '/api/v1/integrations/issues', body: { code: 'unavailable', message: 'No bug tracker is configured.' } }),
    );
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No bug tracker is configured.'));
    expect(toasts.showToast).toHaveBeenCalledTimes(1);
    expect(toasts.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Oops, something went wrong.' }));
  });

  it('shows a 400 next to the form without a toast', async () => {
    client.fileBugReport.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 400, method: 'POST', url: '/api/v1/integrations/issues', body: { code: 'bad_request', message: 'The issue needs a title.' } }),
    );
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The issue needs a title.'));
    expect(toasts.showToast).not.toHaveBeenCalled();
  });
});
