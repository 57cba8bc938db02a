// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@curbcut/client';

const client = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('@curbcut/client', async (original) => ({ ...(await original<typeof import('@curbcut/client')>()), ...client }));

const { SignInPage } = await import('./SignInPage');

function openPage(url = '/sign-in') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/home" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function submit(password = 'a password') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo@curbcut.local' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const refusal = (status: number, code: 'unauthorized' | 'rate_limited', message: string) =>
  new ApiRequestError({ kind: 'http', status, method: 'POST', url: '/api/v1/auth/sign-in', body: { code, message } });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SignInPage', () => {
  it("shows the server's wait when it answers 429", async () => {
    client.signIn.mockRejectedValue(refusal(429, 'rate_limited', 'Too many sign-in attempts. Try again in 4 minutes.'));
    openPage();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-in attempts. Try again in 4 minutes.');
  });

  it('shows a wrong password as the server says it', async () => {
    client.signIn.mockRejectedValue(refusal(401, 'unauthorized', 'Email or password is incorrect.'));
    openPage();
    submit();
    expect(await screen.findByText('Email or password is incorrect.')).toBeTruthy();
  });

  it('says why a form sign-in came back, with the wait in minutes', () => {
    openPage('/sign-in?redirect=/home&error=too_many_attempts&retry_after=130');
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 3 minutes.');
  });

  it('says a busy server and a wrong password for the other form errors, and nothing without one', () => {
    openPage('/sign-in?error=busy');
    expect(screen.getByRole('alert').textContent).toBe('The server is busy signing people in. Try again in a moment.');
    cleanup();
    openPage('/sign-in?error=invalid_credentials');
    expect(screen.getByRole('alert').textContent).toBe('Email or password is incorrect.');
    cleanup();
    openPage('/sign-in?redirect=/home');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
