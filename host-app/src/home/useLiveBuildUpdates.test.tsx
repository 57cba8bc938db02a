// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveUpdatesOptions, Profile } from '@curbcut/client';

const live = vi.hoisted(() => ({ options: null as LiveUpdatesOptions | null }));
vi.mock('@curbcut/client', async (original) => ({
  ...(await original<typeof import('@curbcut/client')>()),
  createLiveUpdates: (options: LiveUpdatesOptions) => {
    live.options = options;
    return { connect: () => Promise.resolve(), subscribe: () => undefined, unsubscribe: () => undefined, disconnect: () => undefined };
  },
}));

const { LIST_REFRESH_MS, useLiveBuildUpdates } = await import('./useLiveBuildUpdates');

const PROFILE = { user_id: 'usr_1', group_id: 'grp_1' } as Profile;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveBuildUpdates', () => {
  it('reads a list again after an event that arrived while it was being read, so the last status is never lost', async () => {
    const queryClient = new QueryClient();
    const statuses = ['processing', 'processing', 'completed'];
    let reads = 0;
    let release: () => void = () => undefined;
    const queryFn = vi.fn(() => {
      const status = statuses[Math.min(reads, statuses.length - 1)] as string;
      reads += 1;
      // The second read is slow: the last event arrives while it is under way.
      return reads === 2 ? new Promise<string>((resolve) => (release = () => resolve(status))) : Promise.resolve(status);
    });
    const key = ['curbcut', 'pdf-scanner', 'list'];
    // The list page's query: observed, so an invalidation reads it again.
    const stop = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveBuildUpdates(PROFILE), { wrapper });
    await vi.advanceTimersByTimeAsync(0);

    live.options?.onMessage?.({ event: 'build_updates', data: {} } as never);
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS);
    expect(reads).toBe(2);
    // The check ends while the second read is in flight.
    live.options?.onMessage?.({ event: 'build_updates', data: {} } as never);
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS);
    release();
    await vi.advanceTimersByTimeAsync(LIST_REFRESH_MS * 2);
    expect(queryClient.getQueryData(key)).toBe('completed');
    stop();
  });
});
