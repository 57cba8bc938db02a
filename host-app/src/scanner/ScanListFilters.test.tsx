// @vitest-environment jsdom
import '../growth/jsdomSetup.testUtil';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ScanListFilters } from './ScanListFilters';

afterEach(cleanup);

describe('ScanListFilters', () => {
  it('ticks the chosen scan types with an icon hidden from assistive technology, which hears them as selected', async () => {
    render(
      <MemoryRouter initialEntries={['/site-scanner?scanType=recurring_on']}>
        <ScanListFilters teams={[]} users={[]} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Scan type/ }));
    const listbox = await screen.findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    const ticks = (name: string) => [...option(name).querySelectorAll('svg')].map((icon) => icon.getAttribute('aria-hidden'));
    expect(option('Recurring').getAttribute('aria-selected')).toBe('true');
    expect(ticks('Recurring')).toEqual(['true']);
    expect(option('On demand').getAttribute('aria-selected')).toBe('false');
    expect(ticks('On demand')).toEqual([]);
  });
});
