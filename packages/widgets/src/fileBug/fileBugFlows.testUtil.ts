/**
 * What filing looks like from any widget's 'File a bug' button (the dialog and its toasts are one
 * component, FileBugButton): shared by the details pane's and the PDF report's tests.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FAKE_TICKET, type FakeTrackerServer } from './fakeTracker.testUtil';

/** Files with the prefilled text: the dialog closes, the success toast's View Issue links to the ticket in a new tab. */
export async function fileAndExpectSuccess(button: HTMLElement): Promise<void> {
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
  const toast = await screen.findByText(`Issue ${FAKE_TICKET.key} created successfully`);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const view = within(toast.closest('.cc-toast') as HTMLElement).getByRole('link', { name: 'View Issue' });
  expect([view.getAttribute('href'), view.getAttribute('target'), view.getAttribute('rel')]).toEqual([FAKE_TICKET.url, '_blank', 'noopener noreferrer']);
}

/** A tracker refusal after the user edited the title: the spec's failure toast, the reason in the form, the text kept, nothing filed. */
export async function refuseAndExpectTextKept(tracker: FakeTrackerServer, button: HTMLElement, title: string): Promise<void> {
  tracker.refuseNext({ status: 502, message: 'Jira refused the issue (500): The fake tracker refuses this issue.' });
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'File a bug' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: title } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'File issue' }));
  await screen.findByText('Oops, something went wrong.');
  expect(screen.getByText('Please try again later.')).toBeTruthy();
  expect(within(dialog).getByRole('alert').textContent).toBe('Jira refused the issue (500): The fake tracker refuses this issue.');
  expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(title);
  expect(tracker.filed).toEqual([]);
}
