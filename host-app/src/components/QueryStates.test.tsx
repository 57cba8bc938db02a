// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryStates } from './QueryStates';

afterEach(cleanup);

const query = (state: Partial<UseQueryResult<string[]>>) => ({ isPending: false, isError: false, data: undefined, ...state }) as UseQueryResult<string[]>;

function show(state: Partial<UseQueryResult<string[]>>) {
  render(
    <QueryStates query={query(state)} loading="Loading scans…" failed="The scans could not be loaded." empty={<p>No scans yet</p>}>
      {(list) => <p>{list.join(', ')}</p>}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('says it is loading, as a status', () => {
    show({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe('Loading scans…');
  });

  it('says the query failed', () => {
    show({ isError: true });
    expect(screen.getByText('The scans could not be loaded.').className).toBe('form-error');
  });

  it('shows the empty state for an empty list, else the content', () => {
    show({ data: [] });
    expect(screen.getByText('No scans yet')).toBeTruthy();
    cleanup();
    show({ data: ['Shop', 'Blog'] });
    expect(screen.getByText('Shop, Blog')).toBeTruthy();
  });
});
