// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { openIssueById } from './openIssue.testUtil';

const HOME = 'https://shop.example/';
const NO_ALT = 'Element does not have an alt attribute';
const NO_TITLE = 'Element has no title attribute';

/** An image-alt node whose checks repeat a message, and whose failure summary repeats them all (as axe writes it). */
function repeatedSummaryResults(ruleId: string, tags: string[]): unknown {
  const check = (id: string, message: string) => ({ id, data: null, relatedNodes: [{ target: ['.hero'], html: '<div class="hero">' }], impact: 'critical', message });
  return [
    {
      testEngine: { name: 'axe-core', version: '4.13.0' },
      testEnvironment: { userAgent: 'Mozilla/5.0 HeadlessChrome/156.0', windowWidth: 1280, windowHeight: 720 },
      timestamp: '2025-09-01T10:00:00.000Z',
      url: HOME,
      violations: [
        {
          id: ruleId,
          impact: 'critical',
          tags,
          description: `${ruleId} description`,
          help: `${ruleId} help`,
          helpUrl: `https://dequeuniversity.com/rules/axe/4.13/${ruleId}`,
          nodes: [
            {
              html: '<img class="a" src="/logo.png">',
              target: ['.a'],
              impact: 'critical',
              failureSummary: `Fix any of the following:\n  ${NO_ALT}\n  ${NO_ALT}\n  ${NO_TITLE}\n\nFix all of the following:\n  ${NO_ALT}`,
              any: [check('has-alt', NO_ALT), check('aria-label', NO_ALT), check('non-empty-title', NO_TITLE)],
              all: [check('alt-all', NO_ALT)],
              none: [],
            },
          ],
        },
      ],
      incomplete: [],
      passes: [],
      inapplicable: [],
    },
  ];
}

/** Renders the report with the rule's one issue open on How to fix; returns the tab panel. */
async function openHowToFix(ruleId: string, tags: string[]) {
  await openIssueById(repeatedSummaryResults(ruleId, tags), '.a', HOME);
  fireEvent.click(screen.getByRole('tab', { name: 'How to fix this issue' }));
  return screen.findByRole('tabpanel', { name: 'How to fix this issue' });
}

/** How many times `text` occurs in the element's text. */
function occurrences(el: HTMLElement, text: string): number {
  return (el.textContent ?? '').split(text).length - 1;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('How to fix', () => {
  it("says the rule's guidance once, then each of the node's failure messages once", async () => {
    const panel = await openHowToFix('image-alt', ['cat.text-alternatives', 'wcag2a', 'wcag111']);
    expect(occurrences(panel, NO_ALT)).toBe(1);
    expect(occurrences(panel, NO_TITLE)).toBe(1);
    expect(occurrences(panel, '.hero')).toBe(2);
    expect(within(panel).getByRole('heading', { name: 'What to change' })).toBeTruthy();
    expect(occurrences(panel, 'Give every <img> an alt')).toBe(1);
    expect(within(panel).getByRole('region', { name: 'Correct example' }).textContent).toContain('alt="Demo shop"');
    const understanding = within(panel).getByRole('link', { name: 'Understanding SC 1.1.1 Non-text Content (opens in a new tab)' });
    expect(understanding.getAttribute('href')).toBe('https://www.w3.org/WAI/WCAG22/Understanding/non-text-content');
    expect(within(panel).queryByRole('region', { name: 'Failure summary' })).toBeNull();
  });

  it("falls back to the engine's help text and link for a rule without our guidance", async () => {
    const panel = await openHowToFix('custom-alt', ['cat.text-alternatives', 'best-practice']);
    expect(within(panel).getByText('custom-alt help')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Rule documentation for custom-alt (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://dequeuniversity.com/rules/axe/4.13/custom-alt',
    );
    expect(occurrences(panel, NO_ALT)).toBe(1);
  });
});
