// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ManualReportType } from '@curbcut/core';
import { createToastQueue } from '../ui/toasts';
import { useAdvancedProcessingToast } from './useAdvancedProcessingToast';

type Props = { type: ManualReportType; status: string; issueCount: number };

function render(initialProps: Props) {
  const queue = createToastQueue();
  const hook = renderHook(({ type, status, issueCount }: Props) => useAdvancedProcessingToast(type, status, issueCount, queue), { initialProps });
  const shown = () => queue.visibleToasts.map((t) => [t.content.title, t.content.description]);
  return { ...hook, shown };
}

describe('useAdvancedProcessingToast', () => {
  it('says once, when a workflow report open while processed completes, how many issues arrived meanwhile', () => {
    const { rerender, shown } = render({ type: 'workflowScan', status: 'processing', issueCount: 4 });
    expect(shown()).toEqual([]);
    rerender({ type: 'workflowScan', status: 'processing', issueCount: 6 });
    rerender({ type: 'workflowScan', status: 'completed', issueCount: 7 });
    rerender({ type: 'workflowScan', status: 'completed', issueCount: 7 });
    // Counted from the last count seen while processing (6), not from the first (4).
    expect(shown()).toEqual([['Advanced processing is complete', '1 new issue added to the report']]);
  });

  it('counts zero new issues in the plural and never goes below zero', () => {
    const { rerender, shown } = render({ type: 'workflowScan', status: 'running', issueCount: 5 });
    rerender({ type: 'workflowScan', status: 'completed', issueCount: 3 });
    expect(shown()).toEqual([['Advanced processing is complete', '0 new issues added to the report']]);
  });

  it('says nothing for a report complete when opened, or for an assisted test', () => {
    expect(render({ type: 'workflowScan', status: 'completed', issueCount: 3 }).shown()).toEqual([]);
    const assisted = render({ type: 'assistedTest', status: 'processing', issueCount: 1 });
    assisted.rerender({ type: 'assistedTest', status: 'completed', issueCount: 2 });
    expect(assisted.shown()).toEqual([]);
  });
});
