// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import type { FakeServerOptions } from '../buildReport/fakeServer.testUtil';
import type { BuildReportProps } from '../buildReport/props';
import { ManualReport } from '../manualReport/ManualReport';
import { ScanReport } from '../scanReport/ScanReport';
import { createFakeScanServer } from '../scanReport/fakeScanServer.testUtil';
import { createFakeManualServer } from '../manualReport/fakeManualServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { sampleAxeResults } from '../data/fixtures.testUtil';
import { withFakeTracker } from '../fileBug/fakeTracker.testUtil';
import { fileAndExpectSuccess, refuseAndExpectTextKept } from '../fileBug/fileBugFlows.testUtil';

const HOME = 'https://shop.example/';

type Source = BuildReportProps['source'];

/** Opens the build report on the logo's image-alt issue; `query` is added to the view state. */
async function openIssue(options: { features?: BuildReportProps['features']; source?: (client: ReturnType<typeof withFakeTracker>['client']) => Source; query?: string; server?: FakeServerOptions } = {}) {
  const server = createFakeServer(options.server);
  const tracker = withFakeTracker(server.fetch);
  vi.stubGlobal('fetch', tracker.fetch);
  const urlState = memoryUrlStateStore(`activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId('.a', HOME))}${options.query ?? ''}`);
  render(
    <BuildReport
      source={options.source?.(tracker.client) ?? { kind: 'server', reportId: 'rep_1', client: tracker.client }}
      urlState={urlState}
      {...(options.features ? { features: options.features } : {})}
    />,
  );
  await screen.findByText(/^Issue 1 of/);
  return { tracker, urlState };
}

const fileBugButton = () => screen.queryByRole('button', { name: 'File a bug' });
const lastQuery = (store: ReturnType<typeof memoryUrlStateStore>) => new URLSearchParams(store.writes.at(-1)?.query ?? '');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('File a bug in the details pane: who is offered it', () => {
  it('is among the issue actions of a signed-in viewer when the host says a tracker exists, author or not', async () => {
    await openIssue({ features: { bugTracker: true } });
    expect(within(screen.getByRole('group', { name: 'Issue actions' })).getByRole('button', { name: 'File a bug' })).toBeTruthy();
    cleanup();
    await openIssue({ features: { bugTracker: true }, server: { userId: 'usr_other' } });
    expect(fileBugButton()).toBeTruthy();
  });

  it('is not offered without a tracker (the default)', async () => {
    await openIssue();
    expect(fileBugButton()).toBeNull();
  });

  it('is never offered in a public view or an embed read with a token, tracker or not', async () => {
    await openIssue({ features: { bugTracker: true }, source: (client) => ({ kind: 'server', reportId: 'rep_1', client, token: 'pub_secret', access: 'public' }) });
    expect(fileBugButton()).toBeNull();
    cleanup();
    await openIssue({ features: { bugTracker: true }, source: (client) => ({ kind: 'server', reportId: 'rep_1', client, token: 'emb_token', access: 'embed' }) });
    expect(fileBugButton()).toBeNull();
  });

  it('is never offered for a report rendered from axe results', async () => {
    const server = createFakeServer();
    render(<BuildReport source={{ kind: 'offline', results: sampleAxeResults() }} urlState={memoryUrlStateStore(`activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId('.a', HOME))}`)} features={{ bugTracker: true }} />);
    await screen.findByText(/^Issue 1 of/);
    expect(fileBugButton()).toBeNull();
  });
});

describe('File a bug in the details pane', () => {
  it('opens prefilled from the issue, keeps reportBug in the view state, and Cancel clears it', async () => {
    const { urlState, tracker } = await openIssue({ features: { bugTracker: true } });
    fireEvent.click(fileBugButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    expect(lastQuery(urlState).get('reportBug')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('image-alt help: /');
    const description = (within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value;
    expect(description).toContain('Rule: image-alt (image-alt help)');
    expect(description).toContain('Impact: Critical');
    expect(description).toContain('WCAG: SC 1.1.1 Non-text Content (A)');
    expect(description).toContain(`Page: ${HOME}`);
    expect(description).toContain('Element: .a');
    expect(description).toContain('<img class="a" src="/logo.png">');
    expect(description).toContain('Element does not have an alt attribute');
    // A host keeping the view state itself has no page address of the issue to give.
    expect(description).not.toContain('Issue in Curbcut');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastQuery(urlState).has('reportBug')).toBe(false);
    expect(tracker.filed).toEqual([]);
  });

  it('reopens from a link with reportBug=1 over the issue it names', async () => {
    await openIssue({ features: { bugTracker: true }, query: '&reportBug=1' });
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('image-alt help: /');
  });

  it('ignores reportBug=1 where filing is not offered', async () => {
    await openIssue({ query: '&reportBug=1' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('files the ticket with the report and closes with the success toast, whose View Issue links to the ticket in a new tab', async () => {
    const { tracker, urlState } = await openIssue({ features: { bugTracker: true } });
    await fileAndExpectSuccess(fileBugButton()!);
    expect(lastQuery(urlState).has('reportBug')).toBe(false);
    expect(tracker.filed).toHaveLength(1);
    expect(tracker.filed[0]).toMatchObject({ title: 'image-alt help: /', report_id: 'rep_1' });
    expect(tracker.filed[0]?.issue_url).toBeUndefined();
  });

  it("shows the spec's failure toast and keeps the dialog with the user's text", async () => {
    const { tracker } = await openIssue({ features: { bugTracker: true } });
    await refuseAndExpectTextKept(tracker, fileBugButton()!, 'Logo needs alt text');
  });
});

describe('File a bug in a widget that owns the page address', () => {
  it('links the ticket back to the issue', async () => {
    const server = createFakeServer();
    const tracker = withFakeTracker(server.fetch);
    vi.stubGlobal('fetch', tracker.fetch);
    const id = server.issueId('.a', HOME);
    window.history.replaceState(null, '', `/builds?thBuildId=rep_1&activeTab=issues&activeIssueId=${encodeURIComponent(id)}&reportBug=1`);
    render(<BuildReport source={{ kind: 'server', reportId: 'rep_1', client: tracker.client }} features={{ bugTracker: true }} />);
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    const link = `${window.location.origin}/builds?thBuildId=rep_1&activeTab=issues&activeIssueId=${encodeURIComponent(id)}`;
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toContain(`Issue in Curbcut: ${link}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
    await screen.findByText('Issue A11Y-7 created successfully');
    expect(tracker.filed[0]?.issue_url).toBe(link);
    expect(new URLSearchParams(window.location.search).has('reportBug')).toBe(false);
  });
});

describe('File a bug in a manual report', () => {
  it("is offered in the workflow report's details pane, with the report's id", async () => {
    const server = createFakeManualServer();
    const tracker = withFakeTracker(server.fetch);
    vi.stubGlobal('fetch', tracker.fetch);
    const query = `activeTab=issues&activeIssueId=${encodeURIComponent(server.issueId('.a', HOME))}&reportBug=1`;
    render(<ManualReport source={{ kind: 'server', ids: ['rep_1'], client: tracker.client }} urlState={memoryUrlStateStore(query)} features={{ bugTracker: true }} />);
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
    await screen.findByText('Issue A11Y-7 created successfully');
    expect(tracker.filed[0]).toMatchObject({ title: 'image-alt help: /', report_id: 'rep_1' });
  });
});

describe('File a bug in a website scan report', () => {
  it("is offered in the scan report's details pane and files the issue", async () => {
    const tracker = withFakeTracker(createFakeScanServer().fetch);
    vi.stubGlobal('fetch', tracker.fetch);
    const query = `activeTab=issues&activeIssueId=${encodeURIComponent(createFakeServer().issueId('.a', HOME))}`;
    render(<ScanReport source={{ kind: 'server', reportId: 'rep_1', client: tracker.client }} urlState={memoryUrlStateStore(query)} features={{ bugTracker: true }} />);
    await screen.findByText(/^Issue 1 of/);
    fireEvent.click(fileBugButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
    await screen.findByText('Issue A11Y-7 created successfully');
    expect(tracker.filed[0]).toMatchObject({ title: 'image-alt help: /', report_id: 'rep_1' });
  });
});
