import { describe, expect, it } from 'vitest';
import { BUG_HTML_MAX, BUG_TITLE_MAX, issueBugDraft } from './bugDraft';

const issue = {
  ruleId: 'image-alt',
  help: 'Images must have alternative text',
  impact: 'critical' as const,
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'],
  pageUrl: 'https://shop.example/cart?step=2',
  target: 'img.logo',
  html: '<img class="logo" src="/logo.png">',
  failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
};

describe('issueBugDraft', () => {
  it('titles the ticket with the rule help and the page path, and says what a developer needs', () => {
    const draft = issueBugDraft(issue, 'https://curbcut.example/r?activeIssueId=f1');
    expect(draft.title).toBe('Images must have alternative text: /cart?step=2');
    expect(draft.description).toBe(
      [
        'Rule: image-alt (Images must have alternative text)',
        'Impact: Critical',
        'WCAG: SC 1.1.1 Non-text Content (A)',
        '',
        'Page: https://shop.example/cart?step=2',
        'Element: img.logo',
        '',
        'HTML:',
        '<img class="logo" src="/logo.png">',
        '',
        'How to fix:',
        'Fix any of the following:\n  Element does not have an alt attribute',
        '',
        'Issue in Curbcut: https://curbcut.example/r?activeIssueId=f1',
      ].join('\n'),
    );
  });

  it('leaves the link out where the widget has none to give, and names a best practice', () => {
    const draft = issueBugDraft({ ...issue, tags: ['cat.keyboard', 'best-practice'] }, null);
    expect(draft.description).toContain('WCAG: none (best practice)');
    expect(draft.description).not.toContain('Issue in Curbcut');
  });

  it('keeps the title within the trackers’ 255 characters and cuts a long HTML snippet', () => {
    const draft = issueBugDraft({ ...issue, help: 'h'.repeat(400), html: `<div>${'x'.repeat(5000)}</div>` }, null);
    expect(Array.from(draft.title)).toHaveLength(BUG_TITLE_MAX);
    expect(draft.title.endsWith('…')).toBe(true);
    const html = draft.description.split('\n\n').find((p) => p.startsWith('HTML:'))!.slice('HTML:\n'.length);
    expect(Array.from(html)).toHaveLength(BUG_HTML_MAX);
    expect(html.endsWith('…')).toBe(true);
  });
});
