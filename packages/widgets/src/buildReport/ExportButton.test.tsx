// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { decodeUrlState } from '@curbcut/core';
import { parseCsv } from '../../../core/src/csv/parseCsv.testUtil';
import { BuildReport } from './BuildReport';
import { createFakeServer } from './fakeServer.testUtil';
import type { FakeServer, FakeServerOptions } from './fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import type { BuildReportApi, UrlStateStore } from './props';
import type { ServerReportSource } from '../reportSource';

const REPORT_PATH = '/automated-tests/projects/prj_1/builds/Checkout/42';
/** A reader with an embed token: the worker writes the file (no session for the browser's downloads). */
const EMBED: Partial<ServerReportSource> = { token: 'emb_secret', access: 'embed' };

let blobs: Blob[];
let clicked: HTMLAnchorElement[];
/** Blobs constructed while an export runs (the in-page download builds one; nothing else should). */
let blobsMade: number;


/** A save-file picker whose file is kept in memory: the worker-to-file path. */
function memoryPicker(): { picker: ReturnType<typeof vi.fn>; closed: () => boolean; text: () => string } {
  const parts: Uint8Array[] = [];
  let closed = false;
  const picker = vi.fn(async () => ({
    createWritable: async () => ({
      write: async (bytes: Uint8Array) => void parts.push(bytes.slice()),
      close: async () => void (closed = true),
      abort: async () => undefined,
    }),
  }));
  vi.stubGlobal('showSaveFilePicker', picker);
  return { picker, closed: () => closed, text: () => parts.map((p) => new TextDecoder().decode(p)).join('') };
}

function renderReport(options: { server?: FakeServerOptions; urlState?: UrlStateStore; source?: Partial<ServerReportSource> } = {}) {
  const server = createFakeServer(options.server);
  vi.stubGlobal('fetch', server.fetch);
  let api: BuildReportApi | null = null;
  render(
    <BuildReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client, ...options.source }}
      {...(options.urlState ? { urlState: options.urlState } : {})}
      onApi={(a) => (api = a)}
    />,
  );
  return { server, api: () => api as BuildReportApi | null };
}

async function clickExport(): Promise<void> {
  const button = await screen.findByRole('button', { name: 'Export CSV' });
  blobsMade = 0;
  fireEvent.click(button);
}

/** Exports from the header through the picker and reads back the file, as rows of cells. */
async function exportThroughPicker(urlState?: UrlStateStore): Promise<{ rows: string[][]; server: FakeServer }> {
  const file = memoryPicker();
  const { server } = renderReport({ source: EMBED, ...(urlState ? { urlState } : {}) });
  await clickExport();
  await waitFor(() => expect(file.closed()).toBe(true));
  return { rows: parseCsv(file.text()), server };
}

const exportCalls = (server: FakeServer) => server.calls.filter((c) => c.path.startsWith('/api/export_reports'));

beforeEach(() => {
  blobs = [];
  clicked = [];
  blobsMade = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => undefined }));
  vi.stubGlobal(
    'Blob',
    class extends Blob {
      constructor(...args: ConstructorParameters<typeof Blob>) {
        super(...args);
        blobsMade += 1;
      }
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButton through the save-file picker', () => {
  it('fills each row’s Issue link with a link opening that issue in this report', async () => {
    window.history.replaceState(null, '', `${REPORT_PATH}?thBuildId=rep_1&activeTab=issues`);
    const { rows, server } = await exportThroughPicker();
    const [header, ...issues] = rows;
    const link = header!.indexOf('Issue link');
    expect(link).toBe(13);
    expect(issues.length).toBeGreaterThan(0);
    for (const row of issues) {
      const url = new URL(row[link]!);
      expect(`${url.origin}${url.pathname}`).toBe(`${window.location.origin}${REPORT_PATH}`);
      expect(url.searchParams.get('thBuildId')).toBe('rep_1');
      const { state } = decodeUrlState(url.searchParams);
      expect(state.activeTab).toBe('issues');
      expect(state.activeIssueId).toBeTruthy();
    }
    const cartLogo = server.issueId('.a', 'https://shop.example/cart');
    expect(issues.some((row) => new URL(row[link]!).searchParams.get('activeIssueId') === cartLogo)).toBe(true);
    expect(exportCalls(server)).toEqual([]);
    expect(blobsMade).toBe(0);
  });

  it('leaves Issue link empty when the host keeps the view state (no page URL to link to)', async () => {
    const { rows } = await exportThroughPicker(memoryUrlStateStore('activeTab=issues'));
    const [header, ...issues] = rows;
    const link = header!.indexOf('Issue link');
    expect(issues.every((row) => row[link] === '')).toBe(true);
  });

  it('falls back to a download built in the page when the picker is refused, and does nothing when the user closes it', async () => {
    const refuse = (name: string) => vi.fn(async () => Promise.reject(Object.assign(new Error(name), { name })));
    const picker = refuse('SecurityError');
    vi.stubGlobal('showSaveFilePicker', picker);
    renderReport({ source: EMBED });
    await clickExport();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(picker).toHaveBeenCalledTimes(1);
    expect(clicked[0]!.href).toBe('blob:csv');
    expect(blobsMade).toBe(1);
    cleanup();
    blobs.length = 0;

    const closed = refuse('AbortError');
    vi.stubGlobal('showSaveFilePicker', closed);
    const second = renderReport({ source: EMBED });
    await clickExport();
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false));
    expect(exportCalls(second.server)).toEqual([]);
    expect(blobs).toHaveLength(0);
  });
});

describe('ExportButton feedback', () => {
  it('shows the toast and the progress at once, while the save dialog is still open', async () => {
    let choose: (handle: { createWritable(): Promise<unknown> }) => void = () => undefined;
    const written: Uint8Array[] = [];
    const picker = vi.fn(
      () =>
        new Promise<{ createWritable(): Promise<unknown> }>((resolve) => {
          choose = resolve;
        }),
    );
    vi.stubGlobal('showSaveFilePicker', picker);
    renderReport({ source: EMBED });
    await clickExport();
    await waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
    // The dialog is open: nothing is written yet, and the user already sees the export under way.
    expect(await screen.findByText('CSV download has started.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Exporting CSV' })).toBeTruthy();
    expect(written).toEqual([]);

    choose({
      createWritable: async () => ({ write: async (bytes: Uint8Array) => void written.push(bytes), close: async () => undefined, abort: async () => undefined }),
    });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(written.length).toBeGreaterThan(0);
    expect(screen.getAllByText('CSV download has started.')).toHaveLength(1);
  });
});

describe('ExportButton of a signed-in reader', () => {
  const csvCalls = (server: FakeServer) => server.calls.filter((c) => c.path.includes('/dataset/csv'));

  it('hands the server’s file to the browser’s downloads, picker or not: toast at once, no row through the page', async () => {
    const picker = vi.fn();
    vi.stubGlobal('showSaveFilePicker', picker);
    window.history.replaceState(null, '', `${REPORT_PATH}?thBuildId=rep_1&activeTab=issues`);
    const { server } = renderReport();
    await clickExport();
    expect(await screen.findByText('CSV download has started.')).toBeTruthy();
    await waitFor(() => expect(clicked).toHaveLength(1));
    const link = new URL(clicked[0]!.href);
    expect(link.pathname).toBe('/api/v1/reports/rep_1/dataset/csv');
    expect(link.searchParams.get('download')).toBe('true');
    expect(link.searchParams.get('filters')).toBeNull();
    // The Issue link base is this page's URL, as the worker would fill the column.
    expect(link.searchParams.get('issue_link_base')).toMatch(new RegExp(`^${window.location.origin}${REPORT_PATH}\\?.*activeIssueId=$`));
    expect(clicked[0]!.download).toMatch(/^Checkout#42-\d{2}-\d{2}-\d{4}\.csv$/);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(picker).not.toHaveBeenCalled();
    expect(csvCalls(server)).toEqual([]);
    expect(exportCalls(server)).toEqual([]);
    expect(blobsMade).toBe(0);
  });

  it('asks for the view’s filters as they are (and no Issue link base: a host with its own URL store owns the page URL)', async () => {
    vi.stubGlobal('showSaveFilePicker', undefined);
    const { api } = renderReport({ urlState: memoryUrlStateStore('activeTab=issues') });
    await screen.findByRole('button', { name: 'Export CSV' });
    act(() => api()?.command({ type: 'set-filters', payload: { filters: { impact: ['serious'], categories: ['keyboard'] } } }));
    await screen.findByText('1 category');
    await clickExport();
    await waitFor(() => expect(clicked).toHaveLength(1));
    const link = new URL(clicked[0]!.href);
    expect(JSON.parse(link.searchParams.get('filters')!)).toEqual({ impact: ['serious'], categories: ['keyboard'] });
    expect(link.searchParams.has('issue_link_base')).toBe(false);
    expect(blobsMade).toBe(0);
  });
});

describe('ExportButton of a token reader without the save-file picker', () => {
  beforeEach(() => vi.stubGlobal('showSaveFilePicker', undefined));

  it('downloads a file built in the page from the server’s CSV', async () => {
    const { server } = renderReport({ source: EMBED, urlState: memoryUrlStateStore('activeTab=issues') });
    await clickExport();
    expect(await screen.findByText('CSV download has started.')).toBeTruthy();
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(clicked[0]!.href).toBe('blob:csv');
    expect(blobsMade).toBe(1);
    expect(exportCalls(server)).toEqual([]);
    expect(parseCsv(await blobs[0]!.text()).length).toBeGreaterThan(1);
  });
});

describe('ExportButton availability', () => {
  it('is disabled when the report has no issue (spec 002 section 5)', async () => {
    const clean = [{ url: 'https://shop.example/', violations: [], incomplete: [], passes: [], inapplicable: [] }];
    renderReport({ server: { results: clean }, urlState: memoryUrlStateStore('activeTab=issues') });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('is enabled when the report has issues', async () => {
    renderReport({ urlState: memoryUrlStateStore('activeTab=issues') });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
