// @vitest-environment jsdom
import '../overview/jsdomSetup.testUtil';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TestCaseSlideOver,
  offlineTestsSource,
  type SlideOverTab,
  type TestCaseSlideOverProps,
  type TestsSource,
} from './index';
import { TEST_CASES } from './fixtures.testUtil';

// jsdom renders of whole tabs take seconds when six engineers share two cores.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

function renderSlideOver(props: Partial<TestCaseSlideOverProps> = {}) {
  const handlers = {
    onTabChange: vi.fn<(tab: SlideOverTab) => void>(),
    onClose: vi.fn(),
    onExportCsv: vi.fn<(id: string) => void>(),
  };
  const view = render(
    <TestCaseSlideOver
      source={offlineTestsSource(TEST_CASES)}
      activeTestId="tc_1"
      activeSlideOverTab="overview"
      renderIssues={(id) => <p>Issues of {id}</p>}
      shareLink={(id) => `https://curbcut.test/r/rep_7?activeTestId=${id}`}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, view };
}

const dialog = () => screen.findByRole('dialog');

describe('test-case slide-over', () => {
  it('shows the test name, scope path, browser, OS and file, on the Overview tab', async () => {
    renderSlideOver();
    const d = await dialog();
    expect(await within(d).findByRole('heading', { level: 2, name: 'pays with a card' })).toBeTruthy();
    const facts = [...d.querySelectorAll('.cc-tc-facts dt, .cc-tc-facts dd')].map((e) => e.textContent?.trim());
    expect(facts).toEqual([
      'Status', 'Passed', 'Scope', 'Checkout › Payment', 'Browser', 'Chrome 120', 'OS', 'Linux 6.1', 'File', 'tests/checkout.spec.ts',
    ]);
    // The status is its word; the tick beside it is an icon hidden from assistive technology.
    expect(d.querySelector('.cc-tc-facts dd svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(d).getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(within(d).getByText('3 issues')).toBeTruthy();
    expect(within(d).queryByText('Issues of tc_1')).toBeNull();
  });

  it('takes its tab from props and reports tab changes', async () => {
    const { onTabChange, view } = renderSlideOver({ activeSlideOverTab: 'issues' });
    const d = await dialog();
    expect(await within(d).findByText('Issues of tc_1')).toBeTruthy();
    fireEvent.click(within(d).getByRole('tab', { name: 'Overview' }));
    expect(onTabChange).toHaveBeenCalledWith('overview');
    view.rerender(
      <TestCaseSlideOver
        source={offlineTestsSource(TEST_CASES)}
        activeTestId="tc_1"
        activeSlideOverTab="overview"
        renderIssues={(id) => <p>Issues of {id}</p>}
        onTabChange={onTabChange}
        onClose={() => {}}
      />,
    );
    expect(await within(await dialog()).findByText('3 issues')).toBeTruthy();
  });

  it('shows only the error backtrace of a skipped test', async () => {
    renderSlideOver({ activeTestId: 'tc_3' });
    const d = await dialog();
    expect(await within(d).findByText(/SkipError: no stock/)).toBeTruthy();
    expect(within(d).getByRole('heading', { name: 'Error backtrace' })).toBeTruthy();
    expect(within(d).queryByRole('tab')).toBeNull();
    expect(within(d).queryByText('Scope')).toBeNull();
    expect(within(d).queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("warns that changes since last run are not available when the previous run can't be compared", async () => {
    const source: TestsSource = {
      listTestCases: offlineTestsSource(TEST_CASES).listTestCases,
      testCaseOverview: async (id) => ({ testCase: TEST_CASES.find((t) => t.id === id)!, comparison: null }),
    };
    renderSlideOver({ source });
    const d = await dialog();
    expect(
      await within(d).findByText('Changes since last run not available as this test might have been skipped in the previous run.'),
    ).toBeTruthy();
  });

  it('shows the changes since last run when the source compares runs', async () => {
    const source: TestsSource = {
      listTestCases: offlineTestsSource(TEST_CASES).listTestCases,
      testCaseOverview: async (id) => ({
        testCase: TEST_CASES.find((t) => t.id === id)!,
        comparison: { new: 1, retained: 2, resolved: 5 },
      }),
    };
    renderSlideOver({ source });
    const d = await dialog();
    const section = await within(d).findByRole('region', { name: 'Changes since last run' });
    expect([...section.querySelectorAll('dd')].map((e) => e.textContent)).toEqual(['1', '2', '5']);
  });

  it('exports CSV and copies the share link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onExportCsv } = renderSlideOver({ activeTestId: 'tc_2' });
    const d = await dialog();
    fireEvent.click(await within(d).findByRole('button', { name: 'Export CSV' }));
    expect(onExportCsv).toHaveBeenCalledWith('tc_2');
    fireEvent.click(within(d).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(d).getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith('https://curbcut.test/r/rep_7?activeTestId=tc_2');
    expect(within(d).getByText('Timeout waiting for #coupon')).toBeTruthy();
  });

  it('has no export or copy buttons when the shell gives none (public view)', async () => {
    renderSlideOver({ onExportCsv: undefined, shareLink: undefined });
    const d = await dialog();
    await within(d).findByText('Checkout › Payment');
    expect(within(d).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(within(d).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('moves focus into the sheet and closes on Escape and on Close', async () => {
    const { onClose } = renderSlideOver();
    const d = await dialog();
    await within(d).findByText('Checkout › Payment');
    await waitFor(() => expect(d.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? d, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(d).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is closed without an active test', () => {
    renderSlideOver({ activeTestId: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a retry when the test cannot be loaded', async () => {
    renderSlideOver({ activeTestId: 'tc_missing' });
    const d = await dialog();
    expect((await within(d).findByRole('alert')).textContent).toContain("We couldn't load this test case.");
    expect(within(d).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
