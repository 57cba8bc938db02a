// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackKind } from '@curbcut/core';

const client = vi.hoisted(() => ({ sendFeedback: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { FeedbackWidget } = await import('./FeedbackWidget');

function renderWidget(kind: FeedbackKind) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackWidget kind={kind} label="Was this helpful?" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('FeedbackWidget', () => {
  it('goes from thumbs to the form to the thanks, sending a thumb alone where text is optional', async () => {
    client.sendFeedback.mockResolvedValue('fbk_1');
    renderWidget('side-navigation');
    const up = screen.getByRole('button', { name: 'Thumbs up' });
    expect(up.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Was this helpful?' })).toBeTruthy();
    fireEvent.click(up);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'What worked well? (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const thanks = await screen.findByText('Thank you for your feedback!');
    expect(document.activeElement).toBe(thanks);
    expect(client.sendFeedback).toHaveBeenCalledWith({ kind: 'side-navigation', rating: 'up', page_url: window.location.href });
  });

  it('requires text in the troubleshooting form, with an inline error', async () => {
    client.sendFeedback.mockResolvedValue('fbk_2');
    renderWidget('troubleshooting');
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs down' }));
    const text = screen.getByRole('textbox', { name: 'What could be better?' });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Enter your feedback before sending.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    expect(client.sendFeedback).not.toHaveBeenCalled();

    fireEvent.change(text, { target: { value: ' The fix did not apply. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(client.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ kind: 'troubleshooting', rating: 'down', text: 'The fix did not apply.' })));
  });
});
