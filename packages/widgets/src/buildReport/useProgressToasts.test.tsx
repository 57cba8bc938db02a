// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createToastQueue } from '../ui/toasts';
import { useProgressToasts } from './useProgressToasts';

describe('useProgressToasts', () => {
  it('announces a scan in progress on arrival and Scan complete once when it completes', () => {
    const queue = createToastQueue();
    const titles = () => queue.visibleToasts.map((t) => t.content.title);
    const { rerender } = renderHook(({ status }) => useProgressToasts(status, queue), { initialProps: { status: 'running' as string | undefined } });
    expect(titles()).toEqual(['Viewing report for a scan in progress']);
    expect(queue.visibleToasts[0]?.content.description).toBe("We'll notify you via email once this scan is complete");
    rerender({ status: 'finalizing' });
    rerender({ status: 'completed' });
    rerender({ status: 'completed' });
    expect(titles().filter((t) => t === 'Scan complete')).toHaveLength(1);
  });

  it('says nothing for a report that was complete when opened', () => {
    const queue = createToastQueue();
    renderHook(() => useProgressToasts('completed', queue));
    expect(queue.visibleToasts).toHaveLength(0);
  });
});
