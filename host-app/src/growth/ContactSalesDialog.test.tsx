// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';
import './jsdomSetup.testUtil';
import { growthDetails } from './growthDetails.testUtil';

const client = vi.hoisted(() => ({
  createGrowthClient: vi.fn(() => ({})),
  setDefaultGrowthClient: vi.fn(),
  getGrowthDetails: vi.fn(),
  submitContact: vi.fn(),
}));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));
const page = vi.hoisted(() => ({ openInNewTab: vi.fn(() => true), reloadPage: vi.fn(), leaveFor: vi.fn(() => true) }));
vi.mock('./pageNavigation', () => page);

const { GrowthActionsProvider, useGrowthModals } = await import('./GrowthActions');

function Openers() {
  const growth = useGrowthModals();
  return (
    <>
      <button type="button" onClick={() => growth.openContactSales('test-contact')}>
        Talk to sales
      </button>
      <button type="button" onClick={() => growth.openDemo('test-demo')}>
        Book a demo
      </button>
    </>
  );
}

function open(opener: 'Talk to sales' | 'Book a demo') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <GrowthActionsProvider>
        <Openers />
      </GrowthActionsProvider>
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: opener });
  button.focus();
  fireEvent.click(button);
  return button;
}

async function fillAndSubmit({ message = 'We need SSO for 40 people.', email = 'ana@acme.com' } = {}) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: message } });
  fireEvent.change(screen.getByRole('textbox', { name: /Business email/ }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

function httpError(status: number, body: ApiRequestError['body'] = null) {
  return new ApiRequestError({ kind: 'http', status, method: 'POST', url: '/api/growth/contact', body });
}

const SUCCESS = { status: 'SUCCESS', request_id: 'cr_1', submitted_at: '2026-04-01T10:00:00.000Z', scheduler_url: null } as const;

beforeEach(() => {
  client.getGrowthDetails.mockResolvedValue(growthDetails());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ContactSalesDialog', () => {
  it('sends the contact payload and thanks the user', async () => {
    client.submitContact.mockResolvedValue(SUCCESS);
    open('Talk to sales');
    expect(screen.getByRole('dialog', { name: 'Contact sales' })).toBeTruthy();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText('You will be hearing from us soon.')).toBeTruthy();
    expect(client.submitContact).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'We need SSO for 40 people.',
        email: 'ana@acme.com',
        query_type: 1,
        request_type: 'contact_sales',
        cta_ref: 'test-contact',
        authenticity_token: 'csrf-1',
        check_email_domain: true,
      }),
      expect.anything(),
    );
  });

  it('keeps Submit disabled while the mandatory business email is empty', async () => {
    open('Talk to sales');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'Hello' } });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Business email/ }), { target: { value: 'ana@acme.com' } });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('refuses a message over 300 characters and sends nothing', async () => {
    open('Talk to sales');
    await fillAndSubmit({ message: 'x'.repeat(301) });
    expect(await screen.findByText('Message must be at most 300 characters (it has 301).')).toBeTruthy();
    expect(screen.getByText('301/300 characters')).toBeTruthy();
    expect(client.submitContact).not.toHaveBeenCalled();
  });

  it('shows the server’s business_email message inline (INPUT_ERROR)', async () => {
    client.submitContact.mockRejectedValue(
      httpError(422, { code: 'unprocessable', message: 'Please enter a valid business email address.', path: 'business_email' }),
    );
    open('Talk to sales');
    await fillAndSubmit({ email: 'ana@gmail.com' });
    const field = screen.getByRole('textbox', { name: /Business email/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid business email address.')).toBeTruthy();
  });

  it('offers Retry after a failure, then gives up with ERROR on the last attempt', async () => {
    client.submitContact.mockRejectedValue(httpError(503));
    open('Talk to sales');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('There was an error submitting the request.')).toBeTruthy();
    // react-aria's modal adds a hidden 'Dismiss' button of its own; the visible one has text.
    expect(screen.getByText('Dismiss', { selector: 'button' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Please try after sometime!' })).toBeTruthy();
    expect(screen.getByText('We are facing issues submitting the demo request.')).toBeTruthy();
    expect(client.submitContact).toHaveBeenCalledTimes(2);
    expect(client.submitContact.mock.calls[1]?.[0]).toEqual(client.submitContact.mock.calls[0]?.[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows DUPLICATE with the earlier request’s date when the server says so', async () => {
    client.submitContact.mockResolvedValue({ status: 'DUPLICATE', submitted_at: '2026-03-02T09:30:00.000Z' });
    open('Book a demo');
    expect(screen.getByRole('dialog', { name: 'Get a demo' })).toBeTruthy();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'You have already requested a demo' })).toBeTruthy();
    expect(screen.getByText(/We received your demo request on Mar 02, 2026/)).toBeTruthy();
    expect(client.submitContact).toHaveBeenCalledWith(expect.objectContaining({ request_type: 'demo' }), expect.anything());
  });

  it('reads the details again after a request, so the next opening shows DUPLICATE', async () => {
    client.submitContact.mockResolvedValue(SUCCESS);
    open('Book a demo');
    await screen.findByRole('textbox', { name: 'Message' });
    // From now on the service knows about the request.
    client.getGrowthDetails.mockResolvedValue(growthDetails({ demoRequestDate: SUCCESS.submitted_at }));
    await fillAndSubmit();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Book a demo' }));
    expect(await screen.findByRole('heading', { name: 'You have already requested a demo' })).toBeTruthy();
  });

  it('opens a demo already requested straight on DUPLICATE', async () => {
    client.getGrowthDetails.mockResolvedValue(growthDetails({ demoRequestDate: '2026-01-15T12:00:00.000Z' }));
    open('Book a demo');
    expect(await screen.findByRole('heading', { name: 'You have already requested a demo' })).toBeTruthy();
    expect(screen.getByText(/Jan 15, 2026/)).toBeTruthy();
  });

  it('routes a demo to the scheduler (RH_SCHEDULER), in a frame titled Schedule a demo', async () => {
    client.getGrowthDetails.mockResolvedValue(growthDetails({ showRevenueHero: true }));
    client.submitContact.mockResolvedValue({ ...SUCCESS, scheduler_url: 'https://scheduler.example/curbcut' });
    open('Book a demo');
    await fillAndSubmit();
    const frame = await screen.findByTitle('Schedule a demo');
    expect(frame.getAttribute('src')).toBe('https://scheduler.example/curbcut');
    expect(client.submitContact).toHaveBeenCalledWith(expect.objectContaining({ is_revenue_hero: true }), expect.anything());
  });

  it('counts a scheduler that cannot be shown as a plain success', async () => {
    client.submitContact.mockResolvedValue({ ...SUCCESS, scheduler_url: 'javascript:alert(1)' });
    open('Book a demo');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.queryByTitle('Schedule a demo')).toBeNull();
  });

  it('opens the public contact page and closes on a 401 for the demo details', async () => {
    client.getGrowthDetails.mockRejectedValue(httpError(401));
    open('Book a demo');
    await waitFor(() => expect(page.openInNewTab).toHaveBeenCalledWith('/contact'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const opener = open('Talk to sales');
    const message = await screen.findByRole('textbox', { name: 'Message' });
    act(() => message.focus());
    fireEvent.keyDown(message, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
