// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FileBugDialog, type FileBugToast } from './FileBugDialog';
import { FAKE_TICKET, withFakeTracker, type FakeTrackerServer } from './fakeTracker.testUtil';

const noServer: typeof fetch = async () => new Response(null, { status: 404 });

/** A host page's button opening the dialog, as the host app's report-level action does. */
function Host({ tracker, toasts, unexpected }: { tracker: FakeTrackerServer; toasts: FileBugToast[]; unexpected?: unknown[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>File a bug</button>
      <FileBugDialog
        isOpen={open}
        onOpenChange={setOpen}
        draft={{ title: 'Images must have alternate text', description: '2 nodes on /cart' }}
        reportId="rep_1"
        issueUrl="https://curbcut.example.com/i/1"
        client={tracker.client}
        onToast={(toast) => toasts.push(toast)}
        {...(unexpected ? { onUnexpectedError: (error: unknown) => unexpected.push(error) } : {})}
      />
    </>
  );
}

function openDialog(unexpected?: unknown[]) {
  const tracker = withFakeTracker(noServer);
  const toasts: FileBugToast[] = [];
  render(<Host tracker={tracker} toasts={toasts} {...(unexpected ? { unexpected } : {})} />);
  fireEvent.click(screen.getByRole('button', { name: 'File a bug' }));
  return { tracker, toasts, dialog: screen.getByRole('dialog', { name: 'File a bug' }) };
}

afterEach(cleanup);

describe('FileBugDialog', () => {
  it('files the edited issue, closes and toasts its key with a link to it', async () => {
    const { tracker, toasts } = openDialog();
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Images must have alternate text');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('2 nodes on /cart');
    fireEvent.change(title, { target: { value: '  Logo has no alt text  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toEqual([{ tone: 'success', title: 'Issue A11Y-7 created successfully', link: { label: 'View Issue', href: FAKE_TICKET.url } }]);
    expect(tracker.filed).toEqual([{ title: 'Logo has no alt text', description: '2 nodes on /cart', report_id: 'rep_1', issue_url: 'https://curbcut.example.com/i/1' }]);
  });

  it("toasts the spec's failure on a tracker refusal (502) and keeps the dialog, its text and the reason", async () => {
    const { tracker, toasts } = openDialog();
    tracker.refuseNext({ status: 502, message: 'Jira refused the issue: project WEB does not exist.' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Seen on every page' } });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Jira refused the issue: project WEB does not exist.'));
    expect(toasts).toEqual([{ tone: 'error', title: 'Oops, something went wrong.', description: 'Please try again later.' }]);
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Seen on every page');
    expect(tracker.filed).toEqual([]);
  });

  it('says no bug tracker is configured on a 503, with the same toast', async () => {
    const { tracker, toasts } = openDialog();
    tracker.refuseNext({ status: 503, message: 'unavailable' });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No bug tracker is configured.'));
    expect(toasts.map((t) => t.title)).toEqual(['Oops, something went wrong.']);
  });

  it('shows a 400 next to the form without a toast', async () => {
    const { tracker, toasts } = openDialog();
    tracker.refuseNext({ status: 400, message: 'The issue needs a title.' });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The issue needs a title.'));
    expect(toasts).toEqual([]);
  });

  it("hands other failures to the host's own reaction", async () => {
    const unexpected: unknown[] = [];
    const { tracker, toasts } = openDialog(unexpected);
    tracker.refuseNext({ status: 403, message: 'Not yours.' });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await waitFor(() => expect(unexpected).toHaveLength(1));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'File a bug' })).toBeTruthy();
  });

  it('files nothing without a title', async () => {
    const { tracker } = openDialog();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'File issue' }));
    await screen.findByText('Enter a title.');
    expect(tracker.filed).toEqual([]);
  });
});
