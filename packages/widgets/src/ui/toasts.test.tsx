// @vitest-environment jsdom
import './domTestSetup.testUtil';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Toasts, createToastQueue, showToast } from './toasts';

afterEach(cleanup);

describe('widget toasts', () => {
  it('announce politely, as a status and not an alert', async () => {
    const queue = createToastQueue();
    render(<Toasts queue={queue} />);
    act(() => showToast(queue, { title: 'Issue hidden', tone: 'success', action: { label: 'Undo', onAction: () => undefined } }));
    const toast = await screen.findByRole('alertdialog', { name: 'Issue hidden' });
    await waitFor(() => expect(within(toast).getByRole('status').textContent).toContain('Issue hidden'));
    expect(within(toast).queryByRole('alert')).toBeNull();
  });
});
