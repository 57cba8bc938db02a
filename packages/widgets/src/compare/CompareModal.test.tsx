// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { ApiRequestError, createApiClient, type ApiClient } from '@curbcut/client';
import { TEST_RUNS_PAGE_SIZE, type TestRunRow, type TestRunSummary } from '@curbcut/core';
import { CompareModal } from './CompareModal';
import { mountCompareModal } from './mountCompareModal';
import type { CompareModalEvent, CompareModalProps } from './props';

const summary = (over: Partial<TestRunSummary> = {}): TestRunSummary => ({
  issueCount: 12,
  componentCount: 3,
  health: { failed: 1, passed: 4, total: 5 },
  scanStability: { success: 8, failure: 1, redirect: 2 },
  ...over,
});

function row(id: string, buildNumber: number, over: Partial<TestRunRow> = {}): TestRunRow {
  return {
    thBuildId: id,
    name: 'main',
    normalisedName: 'main',
    buildNumber,
    createdAt: `2026-11-${String(10 + (buildNumber % 18)).padStart(2, '0')}T10:00:00.000Z`,
    error: null,
    status: 'completed',
    summary: summary(),
    ...over,
  };
}

/** When the fake server says it read a page. */
const READ_AT = '2026-11-29T10:00:00.000Z';

/**
 * A fake of the modal's calls. `GET /api/test_runs`: `rows` served 20 a page; `fail` answers 500;
 * `cancel`: every call is cancelled. `GET /api/v2/test_runs/search`: the rows whose name contains
 * the query. `POST /api/v2/test_runs/updates`: answers `changes` (with `failUpdates` a 500; with
 * `hangUpdates` nothing until the call is cancelled), each call's body and signal kept in `updates`.
 */
function fakeServer(rows: TestRunRow[], options: { fail?: boolean; cancel?: boolean } = {}) {
  const calls: URL[] = [];
  const updates: { body: Record<string, unknown>; signal: AbortSignal | null | undefined }[] = [];
  const state = { failing: options.fail === true, changes: [] as TestRunRow[], hangUpdates: false, failUpdates: false, checks: 0 };
  const json = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetchFake: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v2/test_runs/updates') {
      updates.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown>, signal: init?.signal });
      if (state.failUpdates) return new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 });
      if (state.hangUpdates) {
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
      }
      state.checks += 1;
      return json({ testRuns: state.changes, checkedAt: `2026-11-29T10:0${state.checks}:00.000Z` });
    }
    calls.push(url);
    if (state.failing) return new Response(JSON.stringify({ error: { code: 'internal', message: 'boom' } }), { status: 500 });
    const text = url.searchParams.get('query');
    const served = url.pathname === '/api/v2/test_runs/search' ? rows.filter((r) => r.name.toLowerCase().includes(String(text).toLowerCase())) : rows;
    const page = Number(url.searchParams.get('page') ?? '1');
    const slice = served.slice((page - 1) * TEST_RUNS_PAGE_SIZE, page * TEST_RUNS_PAGE_SIZE);
    const next = served.length > page * TEST_RUNS_PAGE_SIZE ? page + 1 : null;
    return json({ testRuns: slice, info: { next }, checkedAt: READ_AT });
  };
  const client = createApiClient({ fetch: fetchFake, readTries: 1 });
  const cancelled: ApiClient = { ...client, request: (path) => Promise.reject(new ApiRequestError({ kind: 'aborted', method: 'GET', url: path })) };
  return {
    client: options.cancel ? cancelled : client,
    calls,
    updates,
    state,
    recover: () => {
      state.failing = false;
    },
  };
}

const BUILD: CompareModalProps['run'] = { id: 'rep_cur', product: 'automatedTest', projectId: 'prj_1', buildName: 'main' };

function setup(rows: TestRunRow[], props: Partial<CompareModalProps> = {}, options: { fail?: boolean; cancel?: boolean; viewportHeight?: number } = {}) {
  const server = fakeServer(rows, options);
  const events: CompareModalEvent[] = [];
  const navigated: string[] = [];
  render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: options.viewportHeight ?? 360, itemHeight: 60 }}>
      <CompareModal run={BUILD} client={server.client} onEvent={(e) => events.push(e)} onNavigate={(href) => navigated.push(href)} {...props} />
    </VirtuosoMockContext.Provider>,
  );
  return { server, events, navigated };
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  return screen.findByRole('dialog', { name: 'Select a scan run for comparison' });
}

/**
 * The reason a keyboard user hears on reaching a control: focus it, read its tooltip (its
 * description; the modal hides the rest of the page, the tooltip's portal included, from the tree).
 */
async function reasonOf(button: HTMLElement): Promise<string> {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  button.focus();
  const tooltip = await screen.findByRole('tooltip', { hidden: true });
  expect(button.getAttribute('aria-describedby')).toContain(tooltip.id);
  const text = tooltip.textContent ?? '';
  button.blur();
  await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  return text;
}

const confirmButton = (dialog: HTMLElement) => within(dialog).getAllByRole('button', { name: 'Compare' }).at(-1) as HTMLElement;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CompareModal', () => {
  it('lists completed runs with a summary, never the current run, with the three columns and a run error', async () => {
    const { server, events } = setup([
      row('rep_cur', 9),
      row('rep_running', 8, { status: 'running', summary: null }),
      row('rep_7', 7, { error: 'The build timed out after 30 minutes' }),
      row('rep_6', 6),
    ]);
    expect(events[0]).toEqual({ type: 'ready', payload: { reportId: 'rep_cur', name: 'Compare' } });
    const dialog = await openModal();
    const group = await within(dialog).findByRole('radiogroup', { name: 'Run to compare with' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.querySelector('.cc-compare-run-name')?.textContent)).toEqual(['main #7', 'main #6']);
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Scan Runs', 'Issue summary', 'Scan Stability']);
    expect(within(dialog).getByText('The build timed out after 30 minutes')).toBeTruthy();
    expect(within(dialog).getAllByText('4 passed, 1 failed of 5 tests')).toHaveLength(2);
    const query = server.calls[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({ th_build_id: 'rep_cur', project_id: 'prj_1', build_name: 'main', page: '1' });
  });

  it('is chosen by keyboard and confirmed: the compare page of the chosen run and this one, in-app or to the parent', async () => {
    const { events, navigated } = setup([row('rep_cur', 9), row('rep_8', 8), row('rep_7', 7)], { run: { ...BUILD, source: 'lcnc' } });
    const dialog = await openModal();
    const [first, second] = await within(dialog).findAllByRole('radio');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    (first as HTMLElement).focus();
    fireEvent.click(first as HTMLElement);
    await waitFor(() => expect((first as HTMLInputElement).checked).toBe(true));
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect((second as HTMLInputElement).checked).toBe(true));
    expect((first as HTMLInputElement).checked).toBe(false);
    const compare = confirmButton(dialog);
    expect(compare.getAttribute('aria-disabled')).toBeNull();
    expect(await reasonOf(compare)).toBe('You can only select one run at a time');
    fireEvent.click(compare);
    expect(navigated).toEqual(['/automated-tests/compare?ids=rep_7,rep_cur&source=lcnc']);
    expect(events.at(-1)).toEqual({ type: 'navigate', payload: { to: 'compare', href: '/automated-tests/compare?ids=rep_7,rep_cur&source=lcnc' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in the minimal view posts the absolute address of a scan comparison and navigates nowhere itself', async () => {
    const { events, navigated, server } = setup([row('rep_2', 2, { name: 'Shop scan' })], { minimal: true, run: { id: 'rep_cur', product: 'websiteScan', scanId: 'scn_1' } });
    const dialog = await openModal();
    const radio = await within(dialog).findByRole('radio', { name: /Run #2/ });
    expect(within(dialog).getByText('8 scanned, 2 redirected, 1 failed')).toBeTruthy();
    // The search is over build names: a scan's runs have none to search.
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    fireEvent.click(radio);
    fireEvent.click(confirmButton(dialog));
    expect(navigated).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'navigate', payload: { to: 'compare', href: 'http://localhost:3000/site-scanner/compare?ids=rep_2,rep_cur' } });
    expect(Object.fromEntries(server.calls[0]?.searchParams ?? [])).toEqual({ central_scanner: 'true', th_build_id: 'rep_cur', scan_id: 'scn_1', page: '1' });
  });

  it('keeps Compare unavailable until a run is chosen, and a scan run whose pages all failed cannot be chosen', async () => {
    setup([row('rep_3', 3), row('rep_2', 2, { summary: summary({ scanStability: { success: 0, failure: 4, redirect: 0 } }) })], {
      run: { id: 'rep_cur', product: 'websiteScan', scanId: 'scn_1' },
    });
    const dialog = await openModal();
    const compare = confirmButton(dialog);
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    expect(await reasonOf(compare)).toBe('Select at least two reports to compare them');
    const failed = await within(dialog).findByRole('radio', { name: /Run #2/ });
    expect((failed as HTMLInputElement).disabled).toBe(true);
    const why = within(dialog).getByRole('button', { name: 'No data available for comparison as all pages failed for this scan run' });
    expect(await reasonOf(why)).toBe('No data available for comparison as all pages failed for this scan run');
    fireEvent.click(compare);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the failed state with Try again, which loads the runs again', async () => {
    const { server } = setup([row('rep_3', 3)], {}, { fail: true });
    const dialog = await openModal();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to fetch data' })).toBeTruthy();
    expect(within(alert).getByText("We couldn't load the requested data. Refresh the page or try again later.")).toBeTruthy();
    expect(confirmButton(dialog).getAttribute('aria-disabled')).toBe('true');
    server.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: /main #3/ })).toBeTruthy();
  });

  it('shows the empty list texts when the request is cancelled and when there is no earlier run', async () => {
    setup([row('rep_3', 3)], {}, { cancel: true });
    let dialog = await openModal();
    expect(await within(dialog).findByRole('heading', { name: 'No previous runs available' })).toBeTruthy();
    expect(within(dialog).getByText('It seems like this is the first run for this build...')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    cleanup();

    setup([row('rep_cur', 1)]);
    dialog = await openModal();
    expect(await within(dialog).findByRole('heading', { name: 'No previous runs available' })).toBeTruthy();
  });

  it('shows 3 skeleton rows while loading and loads the next page when the end of the list is reached', async () => {
    const rows = Array.from({ length: TEST_RUNS_PAGE_SIZE + 5 }, (_, i) => row(`rep_${100 - i}`, 100 - i));
    // A viewport as tall as the first page: its last run is on screen, the end of the list reached.
    const { server } = setup(rows, {}, { viewportHeight: TEST_RUNS_PAGE_SIZE * 60 });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findAllByTestId('compare-skeleton-row')).toHaveLength(3);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /main #100/ });
    await waitFor(() => expect(server.calls.map((c) => c.searchParams.get('page'))).toEqual(['1', '2']));
    expect(await within(dialog).findByRole('radio', { name: /main #80/ })).toBeTruthy();
  });

  it('searches the builds by name: the matching runs, their count announced, a no-match state, and back to the list when cleared', async () => {
    const { server } = setup([row('rep_cur', 9), row('rep_8', 8), row('rep_rel', 7, { name: 'Release candidate', normalisedName: 'release candidate' }), row('rep_6', 6)]);
    const dialog = await openModal();
    await within(dialog).findByRole('radio', { name: /main #8/ });
    const search = within(dialog).getByRole('searchbox', { name: 'Search builds' });
    expect(search.getAttribute('placeholder')).toBe('Build name or number');

    fireEvent.change(search, { target: { value: ' release ' } });
    await waitFor(() => expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.querySelector('.cc-compare-run-name')?.textContent)).toEqual(['Release candidate #7']));
    const searched = server.calls.at(-1);
    expect(searched?.pathname).toBe('/api/v2/test_runs/search');
    expect(Object.fromEntries(searched?.searchParams ?? [])).toEqual({ query: 'release', th_build_id: 'rep_cur', project_id: 'prj_1', page: '1' });
    const status = within(dialog).getAllByRole('status').find((s) => s.textContent !== '');
    expect(status?.textContent).toBe('1 run matches');

    fireEvent.change(search, { target: { value: 'nightly' } });
    expect(await within(dialog).findByRole('heading', { name: 'No runs match "nightly"' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'No previous runs available' })).toBeNull();
    expect(within(dialog).getAllByRole('status').map((s) => s.textContent)).toContain('No runs match "nightly"');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(3));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows a build that completes while the modal is open, and cancels the updates call on close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup([row('rep_cur', 9), row('rep_8', 8, { status: 'running', summary: null }), row('rep_7', 7)]);
    const dialog = await openModal();
    await within(dialog).findByRole('radio', { name: /main #7/ });
    expect(within(dialog).queryByRole('radio', { name: /main #8/ })).toBeNull();

    server.state.changes = [row('rep_8', 8)];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await within(dialog).findByRole('radio', { name: /main #8/ })).toBeTruthy();
    expect(server.updates.map((u) => u.body)).toEqual([{ th_build_id: 'rep_cur', project_id: 'prj_1', last_checked: READ_AT, builds: ['rep_8'] }]);
    // Nothing left in progress: no further call.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.updates).toHaveLength(1);
    cleanup();

    const second = setup([row('rep_cur', 9), row('rep_8', 8, { status: 'finalizing', summary: null }), row('rep_7', 7)]);
    second.server.state.hangUpdates = true;
    const again = await openModal();
    await within(again).findByRole('radio', { name: /main #7/ });
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(second.server.updates).toHaveLength(1));
    const { signal } = second.server.updates[0] ?? {};
    expect(signal?.aborted).toBe(false);
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signal?.aborted).toBe(true);
  });

  it('keeps the list when an updates call fails, and asks again at the next tick', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = setup([row('rep_cur', 9), row('rep_8', 8, { status: 'running', summary: null }), row('rep_7', 7)]);
    const dialog = await openModal();
    await within(dialog).findByRole('radio', { name: /main #7/ });
    server.state.failUpdates = true;
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(server.updates).toHaveLength(1));
    expect(within(dialog).getByRole('radio', { name: /main #7/ })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    server.state.failUpdates = false;
    server.state.changes = [row('rep_8', 8)];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await within(dialog).findByRole('radio', { name: /main #8/ })).toBeTruthy();
    expect(server.updates[1]?.body).toMatchObject({ last_checked: READ_AT });
  });

  it('mounts without React, takes set-theme and refuses the issue commands', async () => {
    const { client } = fakeServer([]);
    const element = document.createElement('div');
    document.body.append(element);
    const events: CompareModalEvent[] = [];
    const mounted = mountCompareModal(element, { run: BUILD, client, onEvent: (e) => events.push(e) });
    mounted.command({ type: 'set-theme', payload: { theme: 'dark' } });
    mounted.command({ type: 'open-issue', payload: { issueId: 'x' } });
    await waitFor(() => expect(element.querySelector('.cc-widget')?.getAttribute('data-theme')).toBe('dark'));
    expect(events.find((e) => e.type === 'error')).toMatchObject({ payload: { code: 'unsupported_command' } });
    mounted.unmount();
    element.remove();
  });
});
