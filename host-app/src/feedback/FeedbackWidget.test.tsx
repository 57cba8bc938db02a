// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackKind } from '@curbcut/core';
import { ApiRequestError } from '@curbcut/client';

const client = vi.hoisted(() => ({ sendFeedback: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toasts', () => toasts);

const { FeedbackWidget } = await import('./FeedbackWidget');

function renderWidget(kind: FeedbackKind, thanks?: 'inline' | 'toast') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackWidget kind={kind} label="Was this helpful?" {...(thanks ? { thanks } : {})} />
    </QueryClientProvider>,
  );
}

function sendButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement;
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

  it('ignores text that is blank after trimming where text is optional', async () => {
    client.sendFeedback.mockResolvedValue('fbk_3');
    renderWidget('report');
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs down' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What could be better? (optional)' }), { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await screen.findByText('Thank you for your feedback!');
    expect(client.sendFeedback).toHaveBeenCalledWith({ kind: 'report', rating: 'down', page_url: window.location.href });
  });

  it('keeps Send disabled in the troubleshooting form until the text has more than spaces', async () => {
    client.sendFeedback.mockResolvedValue('fbk_2');
    renderWidget('troubleshooting', 'toast');
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs down' }));
    const text = screen.getByRole('textbox', { name: 'What could be better?' });
    expect((text as HTMLTextAreaElement).required).toBe(true);
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(text, { target: { value: '   ' } });
    expect(sendButton().disabled).toBe(true);

    fireEvent.change(text, { target: { value: ' The fix did not apply. ' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(client.sendFeedback).toHaveBeenCalledWith(expect.objectContaining({ kind: 'troubleshooting', rating: 'down', text: 'The fix did not apply.' })));
    // The thanks are a toast here; the widget keeps a short note, which takes the focus.
    const sent = await screen.findByText('Feedback sent.');
    expect(document.activeElement).toBe(sent);
    expect(toasts.showToast).toHaveBeenCalledWith({ title: 'Thank you for your feedback!', tone: 'success' });
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
  });

  it("shows the server's refusal of the text next to the field", async () => {
    client.sendFeedback.mockRejectedValue(
      new ApiRequestError({ kind: 'http', status: 400, method: 'POST', url: '/api/v1/feedback', body: { code: 'bad_request', message: 'Tell us more: this feedback form needs text.' } }),
    );
    renderWidget('experimental-rules');
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs up' }));
    const text = screen.getByRole('textbox', { name: 'What worked well?' });
    fireEvent.change(text, { target: { value: 'Fine' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Tell us more: this feedback form needs text.')).toBeTruthy();
    expect(document.activeElement).toBe(text);
    expect(toasts.showToast).not.toHaveBeenCalled();
  });
});
