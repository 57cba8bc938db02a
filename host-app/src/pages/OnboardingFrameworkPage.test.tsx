// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OnboardingFrameworkPage } from './OnboardingFrameworkPage';

afterEach(cleanup);

describe('OnboardingFrameworkPage', () => {
  it('shows the Playwright steps first and the CLI steps for any other runner', () => {
    render(
      <MemoryRouter>
        <OnboardingFrameworkPage />
      </MemoryRouter>,
    );
    expect((screen.getByRole('radio', { name: 'Playwright' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('npm install --save-dev @curbcut/playwright')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Any test runner (axe results file + curbcut upload)' }));
    expect(screen.getByRole('heading', { name: 'Any test runner (axe results file + curbcut upload): set-up steps' })).toBeTruthy();
    expect(screen.getByText(/npx curbcut upload axe-results\/\*\.json --project "Demo shop" --build-name main/)).toBeTruthy();
    expect(screen.queryByText('npm install --save-dev @curbcut/playwright')).toBeNull();
  });
});
