// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { markedRuleResults, sampleAxeResults } from '../data/fixtures.testUtil';
import { NO_BEHAVIOUR_TEXT } from './ComponentsTable';

function renderReport(query: string, results?: unknown) {
  const server = createFakeServer(results === undefined ? {} : { results });
  vi.stubGlobal('fetch', server.fetch);
  render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} urlState={memoryUrlStateStore(query)} />);
  return server;
}

/** The sample results, with the needs-review contrast issue unmeasured (no colours: no behaviour), as axe reports a background image. */
function unmeasuredContrastResults(): unknown {
  const results = sampleAxeResults() as { incomplete: { id: string; nodes: { any: { data: unknown }[] }[] }[] }[];
  const contrast = results[1]!.incomplete.find((r) => r.id === 'color-contrast')!;
  contrast.nodes[0]!.any[0]!.data = { contrastRatio: 0, messageKey: 'bgImage' };
  return results;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('All issues', () => {
  it('marks advanced-processing and AI-detected rules, and filters to the AI-detected issues and back', async () => {
    renderReport('activeTab=issues', markedRuleResults());
    const advanced = await screen.findByRole('button', { name: 'Advanced processing' });
    expect(advanced.closest('.cc-accordion')?.querySelector('[data-cc-group]')?.getAttribute('data-cc-group')).toBe('focus-indicator');
    const ai = screen.getByRole('button', { name: 'AI-detected' });
    expect(ai.closest('.cc-accordion')?.querySelector('[data-cc-group]')?.getAttribute('data-cc-group')).toBe('alt-text-quality');
    expect(screen.getAllByRole('button', { name: 'AI-detected' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const only = await screen.findByRole('radio', { name: 'Only AI-detected issues' });
    fireEvent.click(only);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Remove filter Only AI-detected issues' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Advanced processing' })).toBeNull());
    expect(document.querySelectorAll('[data-cc-group]')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Confirmed (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Only AI-detected issues' }));
    expect(await screen.findByRole('radio', { name: 'Confirmed (3)' })).toBeTruthy();
  });

  it('keeps the way back to the Overview in a link to issues the summary opened (hasSummaryFilter)', async () => {
    renderReport('activeTab=issues&impact=critical&hasSummaryFilter=true');
    const back = await screen.findByRole('button', { name: 'Back to Overview' });
    expect(await screen.findByRole('button', { name: 'Remove filter 1 severity' })).toBeTruthy();
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('tab', { name: 'All issues' }));
    await screen.findByRole('radio', { name: /^Confirmed/ });
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back to Overview' })).toBeNull();
  });

  it('offers no way back to the Overview for filters the user chose', async () => {
    renderReport('activeTab=issues&impact=critical');
    expect(await screen.findByRole('button', { name: 'Remove filter 1 severity' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to Overview' })).toBeNull();
  });

  it('restores the AI-detected filter from a copied link', async () => {
    renderReport('activeTab=issues&aiDetectedIssuesFilter=notAiDetectedIssues', markedRuleResults());
    expect(await screen.findByRole('button', { name: 'Remove filter Not AI-detected issues' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Confirmed (2)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'AI-detected' })).toBeNull();
  });

  it('opens the issues of a behaviour-rule component none of whose issues has a behaviour, so they can be reviewed', async () => {
    const server = renderReport('activeTab=issues&activeReviewStatus=needs-review&activeViolationId=color-contrast', unmeasuredContrastResults());
    const table = await screen.findByRole('table', { name: 'Components of color-contrast' });
    fireEvent.click(within(table).getAllByRole('button')[0]!);
    expect(await screen.findByText(NO_BEHAVIOUR_TEXT)).toBeTruthy();
    expect(await screen.findByText('Issue 1 of 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm as issue' }));
    expect(await screen.findByText('Issue has been confirmed')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ confirmed: true, reportId: 'rep_1' });
    expect(await screen.findByRole('radio', { name: 'Needs review (0)' })).toBeTruthy();
  });

  it('opens an issue named only by id from the other review tab (an exported Issue link of a needs-review issue)', async () => {
    const id = createFakeServer().issueId('#deals', 'https://shop.example/cart');
    renderReport(`activeTab=issues&activeIssueId=${id}`);
    expect(await screen.findByText('Issue 1 of 1')).toBeTruthy();
    expect((await screen.findByRole('radio', { name: /^Needs review/ })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Confirm as issue' })).toBeTruthy();
  });

  it('moves focus to Back on entering the hidden view, and back to Hidden issues on leaving it', async () => {
    renderReport('activeTab=issues');
    await screen.findByRole('radio', { name: 'Confirmed (7)' });
    const hiddenIssues = screen.getByRole('button', { name: 'Hidden issues' });
    hiddenIssues.focus();
    fireEvent.click(hiddenIssues);
    const back = await screen.findByRole('button', { name: 'Back' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    fireEvent.click(back);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hidden issues' })));
  });
});
