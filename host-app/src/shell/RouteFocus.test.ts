// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from './RouteFocus';

/** Lets the MutationObserver's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string): HTMLElement {
  document.body.innerHTML = `<nav><a href="/settings" id="link">Settings</a></nav><main id="main">${html}</main>`;
  return document.getElementById('main')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusPageHeading', () => {
  it('focuses the page heading, made focusable, from the link that navigated', () => {
    const main = page('<h1>Settings</h1>');
    document.getElementById('link')!.focus();
    const stop = focusPageHeading(main);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    stop();
  });

  it('waits for a heading that renders after its data, and follows one that replaces it', async () => {
    const main = page('<p role="status">Loading report…</p>');
    const stop = focusPageHeading(main);
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Scan</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('Scan');
    main.innerHTML = '<h1>Demo shop website</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('Demo shop website');
    stop();
  });

  it('leaves focus alone once the user has put it somewhere else', async () => {
    const main = page('<p>Loading…</p><button>Retry</button>');
    const stop = focusPageHeading(main);
    main.querySelector('button')!.focus();
    main.insertAdjacentHTML('afterbegin', '<h1>Report</h1>');
    await settle();
    expect(document.activeElement?.textContent).toBe('Retry');
    stop();
  });

  it('stays out once the user moved focus, even when it falls to <body> later (a dialog closing)', async () => {
    const main = page('<h1>main#3</h1><button>Filters</button>');
    const stop = focusPageHeading(main);
    expect(document.activeElement?.textContent).toBe('main#3');
    // The user opens a dialog from a button; it closes, and focus is on <body> a moment while the list changes.
    const filters = main.querySelector('button')!;
    filters.focus();
    filters.blur();
    expect(document.activeElement).toBe(document.body);
    main.insertAdjacentHTML('beforeend', '<ul><li>1 severity</li></ul>');
    await settle();
    expect(document.activeElement).toBe(document.body);
    stop();
  });
});
