// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BuildReport } from './BuildReport';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { sampleAxeResults } from '../data/fixtures.testUtil';
import type { WidgetEvent } from './props';

afterEach(cleanup);

describe('BuildReport offline', () => {
  it('renders the issues of axe results with no server and emits ready', async () => {
    const events: WidgetEvent[] = [];
    render(
      <BuildReport
        source={{ kind: 'offline', results: sampleAxeResults(), name: 'Checkout' }}
        urlState={memoryUrlStateStore('activeTab=issues')}
        onEvent={(e) => events.push(e)}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(await screen.findByText('image-alt help')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Confirmed (7)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Needs review (1)' })).toBeTruthy();
    expect(events.find((e) => e.type === 'ready')).toEqual({ type: 'ready', payload: { reportId: null, name: 'Checkout' } });
    const list = screen.getByRole('region', { name: 'All issues' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toHaveLength(3);
  });
});

describe('two widgets on one page', () => {
  it('keep their own view state', async () => {
    render(
      <>
        <section aria-label="first">
          <BuildReport source={{ kind: 'offline', results: sampleAxeResults(), name: 'First' }} urlState={memoryUrlStateStore('activeTab=issues')} />
        </section>
        <section aria-label="second">
          <BuildReport source={{ kind: 'offline', results: sampleAxeResults(), name: 'Second' }} urlState={memoryUrlStateStore('activeTab=issues')} />
        </section>
      </>,
    );
    const first = screen.getByRole('region', { name: 'first' });
    const second = screen.getByRole('region', { name: 'second' });
    fireEvent.click(await within(first).findByRole('radio', { name: 'Needs review (1)' }));
    expect(await within(first).findByText('color-contrast help')).toBeTruthy();
    expect(within(second).getByRole('radio', { name: 'Confirmed (7)' }).getAttribute('aria-checked')).toBe('true');
    expect(within(second).queryByText('color-contrast help')).toBeNull();
  });
});

describe('empty states', () => {
  const show = (query: string) =>
    render(<BuildReport source={{ kind: 'offline', results: sampleAxeResults() }} urlState={memoryUrlStateStore(query)} />);

  it('offers the other review tab when one is empty', async () => {
    show('activeTab=issues&activeReviewStatus=needs-review&impact=critical');
    expect(await screen.findByText('No Needs review issues found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View confirmed issues' }));
    expect(await screen.findByText('image-alt help')).toBeTruthy();
  });

  it('says there is nothing to show when both tabs are empty, and has no hidden issues', async () => {
    // Filters that match nothing offer to clear them (issue 17), not the homepage.
    show('activeTab=issues&impact=minor');
    expect(await screen.findByText('No issues match the applied filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to homepage' })).toBeNull();
    cleanup();
    show('activeTab=issues&activeIssueStatus=hidden');
    expect(await screen.findByText('No hidden issues')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
