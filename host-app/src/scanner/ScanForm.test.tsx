// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiRequestError, scanQueryKeys, type CreateScanBody } from '@curbcut/client';
import { ScanForm } from './ScanForm';
import { defaultScanFormValues } from './scanFormModel';

afterEach(cleanup);

function renderForm(onSubmit: (body: CreateScanBody) => Promise<unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No saved authentication configurations; the form never calls the server in these tests.
  queryClient.setQueryData(scanQueryKeys.authConfigs(), []);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ScanForm mode="create" initialValues={defaultScanFormValues()} onSubmit={onSubmit} cancelTo="/site-scanner" offsetMinutes={300} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Queried by name: role queries walk the whole accessibility tree of this large form and are slow.
const control = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[name="${name}"]:is(input, textarea)`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
};
const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } });
const labelOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent ?? (el as HTMLInputElement).labels?.[0]?.textContent;
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('ScanForm', () => {
  // One test walks the whole flow: rendering this form in jsdom is the costly part. The timeout
  // only leaves room for a machine shared with other jobs; nothing here measures time.
  it('places client and server errors at their fields, linked and focused, and sends the UTC schedule', { timeout: 20_000 }, async () => {
    const onSubmit = vi.fn((_body: CreateScanBody) =>
      Promise.reject(
        new ApiRequestError({ kind: 'http', status: 409, method: 'POST', url: '/api/v1/scans', body: { code: 'conflict', message: 'A scan with this name exists.', path: '$.name' } }),
      ),
    );
    renderForm(onSubmit);
    type('name', 'Shop');
    type('startUrls', 'https://shop.example.com/\nhttp://shop.example.com/cart');
    fireEvent.click(screen.getByText('Create scan'));

    const urls = control('startUrls');
    await waitFor(() => expect(document.activeElement).toBe(urls));
    expect(labelOf(urls)).toBe('Start URLs');
    expect(urls.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(urls)).toContain('Line 2: URL must start with https://');
    expect(onSubmit).not.toHaveBeenCalled();

    type('startUrls', 'https://shop.example.com/');
    fireEvent.click(screen.getByLabelText('On a recurring schedule'));
    fireEvent.click(screen.getByText('Create scan'));

    const name = control('name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedText(name)).toContain('A scan with this name exists.');
    // The default weekly Monday 09:00 in UTC+5 is stored as Monday 04:00 UTC.
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Shop', schedule: { cron: '0 4 * * 1', enabled: true }, settings: { startUrls: ['https://shop.example.com/'] } });
  });
});
