/**
 * One focus indicator (issue 17): on ten kinds of control, focused from the keyboard, exactly one
 * ring shows (react-aria's Tabs, Select and Table containers used to draw a second one round a
 * whole tab panel), in the focus colour, at 3:1 or more against the colour behind it, and in no
 * red that could read as an error.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, signInAt, test } from './support/fixtures';

/** A drawn focus ring: where, its colour, the colour behind it and their contrast ratio. */
interface Ring {
  element: string;
  colour: string;
  background: string;
  ratio: number;
}

/**
 * Every outline drawn in the document (on an element or its ::before, which radios draw as their
 * dot), measured against the first opaque background behind it: the parent's for a ring outside
 * the element, the element's own for a ring drawn inside it (negative offset).
 */
async function drawnRings(page: Page): Promise<Ring[]> {
  return page.evaluate(() => {
    const rgb = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (css: string): number => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((v) => v / 255);
      const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const opaqueBackground = (from: Element | null): string => {
      for (let e = from; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if ((rgb(bg)[3] ?? 1) > 0) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.getAttribute('role') ? `[role=${e.getAttribute('role')}]` : ''} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
    // Visually hidden elements (react-aria's real checkbox input, inside a clipped 1 px box) draw
    // nothing a user sees.
    const hidden = (element: Element): boolean => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const box = e.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && (e === element || getComputedStyle(e).overflow !== 'visible')) return true;
      }
      return false;
    };
    const rings: Ring[] = [];
    for (const element of document.querySelectorAll('*')) {
      if (hidden(element)) continue;
      for (const pseudo of [null, '::before']) {
        const style = getComputedStyle(element, pseudo);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) continue;
        const inside = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0;
        const background = opaqueBackground(inside || pseudo ? element : element.parentElement);
        const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a) as [number, number];
        rings.push({ element: `${describe(element)}${pseudo ?? ''}`, colour: style.outlineColor, background, ratio: (light + 0.05) / (dark + 0.05) });
      }
    }
    return rings;
  });
}

/**
 * Focuses `control` as a keyboard user would reach it (a key press first, so the browser and
 * react-aria both treat the focus as keyboard focus) and checks the one ring it draws. An option
 * of an open list already has keyboard focus (`alreadyFocused`).
 */
async function expectOneClearRing(page: Page, control: Locator, what: string, alreadyFocused = false): Promise<void> {
  if (!alreadyFocused) {
    await page.keyboard.press('Shift+Tab');
    await control.focus();
  }
  await expect(control, what).toBeFocused();
  // react-aria sets its focus attributes in an effect: measured once a ring is drawn.
  await expect.poll(async () => (await drawnRings(page)).length, { message: `${what}: a focus ring` }).toBeGreaterThan(0);
  const rings = await drawnRings(page);
  expect(rings, `${what}: exactly one ring`).toHaveLength(1);
  const [ring] = rings as [Ring];
  expect(ring.ratio, `${what}: ${ring.element} ring ${ring.colour} on ${ring.background}`).toBeGreaterThanOrEqual(3);
  // Not a red: the focus ring must not look like an error or a severity.
  const [r = 0, g = 0, b = 0] = (ring.colour.match(/[\d.]+/g) ?? []).map(Number);
  expect(r > g + 40 && r > b + 40, `${what}: ring ${ring.colour} is not a red`).toBe(false);
}

test('ten kinds of control show one focus ring of 3:1 or more, none red, and a tab panel no second ring', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/home');
  await expectOneClearRing(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Website Scanner' }), 'sidebar link');
  await expectOneClearRing(page, page.getByRole('main').getByRole('link', { name: 'main#3' }).first(), 'link');
  await expectOneClearRing(page, page.getByRole('button', { name: 'Create project' }), 'primary button');

  // The build report: a tab (its Tabs container and panel used to ring too), buttons in its panel.
  await page.getByRole('main').getByRole('link', { name: 'main#3' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /main#3/ })).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Report sections' });
  await expectOneClearRing(page, sections.getByRole('tab', { name: 'Overview' }), 'tab');
  await sections.getByRole('tab', { name: 'All issues' }).click();
  await expectOneClearRing(page, page.getByRole('button', { name: 'Filters' }), 'button inside a tab panel');
  await page.getByRole('button', { name: 'Filters' }).press('Enter');
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expectOneClearRing(page, filters.getByRole('checkbox', { name: 'Critical' }), 'checkbox');
  await filters.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(filters).toBeHidden();

  // A form: text input, radio, switch, select and its options.
  await page.goto('/site-scanner/create');
  await expectOneClearRing(page, page.getByRole('textbox', { name: 'Scan name' }), 'text input');
  await expectOneClearRing(page, page.getByRole('radio', { name: 'On demand only' }), 'radio');
  await expectOneClearRing(page, page.getByRole('switch', { name: 'Best-practice rules' }), 'switch');
  const level = page.getByRole('button', { name: /Conformance level/ });
  await expectOneClearRing(page, level, 'select');
  await level.press('Enter');
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectOneClearRing(page, page.getByRole('listbox').locator('[role="option"]:focus'), 'option of a select', true);
});
