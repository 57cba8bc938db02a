// @vitest-environment jsdom
import '../overview/jsdomSetup.testUtil';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestsTab, offlineTestsSource, type TestCaseQuery, type TestsSource } from './index';
import { TEST_CASES, makeTestCase } from './fixtures.testUtil';

// jsdom renders of whole tabs take seconds when six engineers share two cores.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function spySource(source: TestsSource = offlineTestsSource(TEST_CASES)) {
  const queries: TestCaseQuery[] = [];
  const spied: TestsSource = {
    listTestCases: (query) => {
      queries.push(query);
      return source.listTestCases(query);
    },
  };
  return { spied, queries };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const row = bodyRows().find((r) => within(r).queryByRole('button', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('Tests tab', () => {
  it('lists tests with their summary and severity breakdown', async () => {
    render(<TestsTab source={offlineTestsSource(TEST_CASES)} onOpenTest={() => {}} activeTestId={null} />);
    expect(await screen.findByText('4 tests')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tests', 'Summary', 'Severity breakdown']);
    expect(cells(rowOf('pays with a card'))).toEqual([
      'pays with a card PassedChrome 120 · Linux 6.1',
      '3 issues2 pages4 page statesScore 88',
      'Critical: 1Serious: 1Moderate: 0Minor: 1',
    ]);
    // The status is its word; the tick beside it is an icon hidden from assistive technology.
    const status = rowOf('pays with a card').querySelector('.cc-tc-test-status');
    expect([...(status?.querySelectorAll('svg') ?? [])].map((icon) => icon.getAttribute('aria-hidden'))).toEqual(['true']);
  });

  it("shows 'Not available' for a skipped test and 1K+ for more than 1000 page states", async () => {
    render(<TestsTab source={offlineTestsSource(TEST_CASES)} onOpenTest={() => {}} activeTestId={null} />);
    await screen.findByText('4 tests');
    expect(cells(rowOf('ships abroad')).slice(1)).toEqual(['Not available', 'Not available']);
    expect(within(rowOf('Browses the CATALOGUE')).getByText('1K+ page states')).toBeTruthy();
  });

  it('shows exactly 1000 page states in full', async () => {
    const tc = makeTestCase({ id: 'tc_9', name: 'big', summary: { ...TEST_CASES[0]!.summary, pageStatesCount: 1000 } });
    render(<TestsTab source={offlineTestsSource([tc])} onOpenTest={() => {}} activeTestId={null} />);
    expect(await screen.findByText('1000 page states')).toBeTruthy();
  });

  it('searches name or error message, case-insensitively, 1000 ms after typing stops', async () => {
    vi.useFakeTimers();
    const { spied, queries } = spySource();
    render(<TestsTab source={spied} onOpenTest={() => {}} activeTestId={null} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodyRows()).toHaveLength(4);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests' }), { target: { value: 'catalogue' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(bodyRows()).toHaveLength(4);
    expect(queries.map((q) => q.search)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(bodyRows().map((r) => r.querySelector('button')?.textContent)).toEqual(['Browses the CATALOGUE']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests' }), { target: { value: 'TIMEOUT' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bodyRows().map((r) => r.querySelector('button')?.textContent)).toEqual(['applies a coupon']);
    expect(queries.map((q) => q.search)).toEqual(['', 'catalogue', 'TIMEOUT']);
  });

  it("shows the spec's no-result texts, and 'View all tests' brings every test back", async () => {
    vi.useFakeTimers();
    render(<TestsTab source={offlineTestsSource(TEST_CASES)} onOpenTest={() => {}} activeTestId={null} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests' }), { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: 'No matching results found' })).toBeTruthy();
    expect(screen.getByText("We could'nt find the results you were looking for")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View all tests' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodyRows()).toHaveLength(4);
    expect((screen.getByRole('searchbox', { name: 'Search tests' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a retry when the list fails to load, and loads again on Retry', async () => {
    let fail = true;
    const source: TestsSource = {
      listTestCases: (q) => (fail ? Promise.reject(new Error('503')) : offlineTestsSource(TEST_CASES).listTestCases(q)),
    };
    render(<TestsTab source={source} onOpenTest={() => {}} activeTestId={null} />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the tests of this build.");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 tests')).toBeTruthy();
  });

  it('shows 5 skeleton rows while loading', () => {
    render(<TestsTab source={{ listTestCases: () => new Promise(() => {}) }} onOpenTest={() => {}} activeTestId={null} />);
    expect(screen.getAllByTestId('tests-skeleton-row')).toHaveLength(5);
  });

  it('opens a test and marks the active one', async () => {
    const onOpenTest = vi.fn();
    render(<TestsTab source={offlineTestsSource(TEST_CASES)} onOpenTest={onOpenTest} activeTestId="tc_2" />);
    await screen.findByText('4 tests');
    expect(screen.getByRole('button', { name: 'applies a coupon' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Browses the CATALOGUE' }));
    expect(onOpenTest).toHaveBeenCalledWith('tc_4');
  });

  it('pages through the list', async () => {
    render(<TestsTab source={offlineTestsSource(TEST_CASES, 3)} onOpenTest={() => {}} activeTestId={null} />);
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(bodyRows()).toHaveLength(1);
  });

  it('renders names from reports as text, never as markup', async () => {
    const tc = makeTestCase({ id: 'tc_x', name: '<img src=x onerror=alert(1)>' });
    render(<TestsTab source={offlineTestsSource([tc])} onOpenTest={() => {}} activeTestId={null} />);
    expect(await screen.findByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
