// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mountBuildReport } from './mountBuildReport';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { sampleAxeResults } from '../data/fixtures.testUtil';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('mountBuildReport', () => {
  it('mounts, takes commands queued before it is ready, and unmounts', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const urlState = memoryUrlStateStore();
    let widget!: ReturnType<typeof mountBuildReport>;
    act(() => {
      widget = mountBuildReport(element, { source: { kind: 'offline', results: sampleAxeResults(), name: 'Mounted' }, urlState });
      widget.command({ type: 'set-filters', payload: { filters: { categories: ['keyboard', 'color'] } } });
    });
    expect(await screen.findByText('2 categories')).toBeTruthy();
    expect(urlState.read().get('activeTab')).toBe('issues');
    act(() => widget.update({ theme: 'dark' }));
    await waitFor(() => expect(element.querySelector('.cc-widget')?.getAttribute('data-theme')).toBe('dark'));
    act(() => widget.unmount());
    expect(element.innerHTML).toBe('');
  });

  it('exports the view as CSV through a Blob when the file picker is missing, with the spec toast', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    const element = document.createElement('div');
    document.body.append(element);
    act(() => {
      mountBuildReport(element, { source: { kind: 'offline', results: sampleAxeResults(), name: 'Checkout' }, urlState: memoryUrlStateStore('activeTab=issues') });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('CSV download has started.')).toBeTruthy();
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('Issue type,Severity,Component');
    expect(lines).toHaveLength(1 + 8);
    expect(within(element).queryByRole('progressbar')).toBeNull();
  });
});
