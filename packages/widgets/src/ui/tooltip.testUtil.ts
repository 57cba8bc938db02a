/** Reading a tooltip as a keyboard user meets it, for widget tests. */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** What a keyboard user hears on reaching `control`: its tooltip, which describes it. Closes it again. */
export async function tooltipOf(control: HTMLElement): Promise<string> {
  fireEvent.keyDown(document.body, { key: 'Tab' });
  control.focus();
  const tooltip = await screen.findByRole('tooltip');
  expect(control.getAttribute('aria-describedby')).toContain(tooltip.id);
  const text = tooltip.textContent ?? '';
  control.blur();
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  return text;
}

/** The reason an unavailable control gives: it is aria-disabled, and its tooltip says why. */
export async function reasonOf(button: HTMLElement): Promise<string> {
  expect(button.getAttribute('aria-disabled')).toBe('true');
  return tooltipOf(button);
}
