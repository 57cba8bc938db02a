// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { decodeUrlState } from '@curbcut/core';
import { BuildReport } from './BuildReport';
import { createFakeServer } from './fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import type { UrlStateStore } from './props';

const REPORT_PATH = '/automated-tests/projects/prj_1/builds/Checkout/42';

let blobs: Blob[];

/** Exports from the header and reads back the CSV the browser would save, as rows of cells. */
async function exportCsv(urlState?: UrlStateStore): Promise<{ rows: string[][]; server: ReturnType<typeof createFakeServer> }> {
  const server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);
  render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} {...(urlState ? { urlState } : {})} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blobs[0]!);
  });
  // The sample's cells hold no line breaks inside quotes, except the How to fix column.
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) row.push(cell), rows.push(row);
  return { rows, server };
}

beforeEach(() => {
  blobs = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportButton', () => {
  it('fills each row’s Issue link with a link opening that issue in this report', async () => {
    window.history.replaceState(null, '', `${REPORT_PATH}?thBuildId=rep_1&activeTab=issues`);
    const { rows, server } = await exportCsv();
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
  });

  it('leaves Issue link empty when the host keeps the view state (no page URL to link to)', async () => {
    const { rows } = await exportCsv(memoryUrlStateStore('activeTab=issues'));
    const [header, ...issues] = rows;
    const link = header!.indexOf('Issue link');
    expect(issues.every((row) => row[link] === '')).toBe(true);
  });

  it('falls back to a download when the save picker is refused, and does nothing when the user closes it', async () => {
    const refuse = (name: string) => vi.fn(async () => Promise.reject(Object.assign(new Error(name), { name })));
    const picker = refuse('SecurityError');
    vi.stubGlobal('showSaveFilePicker', picker);
    await exportCsv();
    expect(picker).toHaveBeenCalledTimes(1);
    cleanup();
    blobs = [];
    const closed = refuse('AbortError');
    vi.stubGlobal('showSaveFilePicker', closed);
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: server.client }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false));
    expect(blobs).toHaveLength(0);
  });
});
