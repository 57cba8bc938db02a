import { describe, expect, it } from 'vitest';
import type { IssueNode } from '../model';
import { capIssueText, capStoredText, STORED_TEXT_CAPS, truncationMarker, wellFormedText } from './storedText';

const node = (over: Partial<IssueNode> = {}): IssueNode => ({
  ruleId: 'image-alt',
  impact: 'critical',
  needsReview: false,
  html: '<img src="a.png">',
  target: 'img',
  failureSummary: 'Fix any of the following:\n  Element has no alt attribute',
  any: [{ id: 'has-alt', message: 'Element has no alt attribute', relatedNodes: [{ target: 'img', html: '<img>' }] }],
  all: [],
  none: [],
  pageUrl: 'https://a.example/',
  timestamp: '2026-11-29T00:00:00.000Z',
  ...over,
});

describe('wellFormedText', () => {
  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(wellFormedText('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormedText('a\uDC00b')).toBe('a\uFFFDb');
    expect(wellFormedText('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(wellFormedText('end\uD83D')).toBe('end\uFFFD');
    expect(wellFormedText('ok 😀 \uD83D\uDE00')).toBe('ok 😀 😀');
  });

  it('returns the same string when there is nothing to replace', () => {
    const text = 'plain <p>text</p>';
    expect(wellFormedText(text)).toBe(text);
  });
});

describe('capStoredText', () => {
  it('keeps text within the cap as it is', () => {
    expect(capStoredText('abc', 3)).toBe('abc');
  });

  it('cuts longer text to the cap and ends it with a visible marker giving both lengths', () => {
    const text = 'x'.repeat(20_971_520);
    const capped = capStoredText(text, STORED_TEXT_CAPS.html);
    expect(capped).toBe('x'.repeat(65_536) + '… [truncated: 20,971,520 characters; first 65,536 kept]');
    expect(truncationMarker(70_000, 8_192)).toBe('… [truncated: 70,000 characters; first 8,192 kept]');
  });

  it('never splits a surrogate pair at the cut', () => {
    // The pair of 😀 straddles the cap: it is left out whole, one character earlier.
    const capped = capStoredText('ab😀cd', 3);
    expect(capped).toBe(`ab${truncationMarker(6, 2)}`);
    expect(wellFormedText(capped)).toBe(capped);
    expect(capStoredText('ab😀cd', 4)).toBe(`ab😀${truncationMarker(6, 4)}`);
  });

  it('makes the text well-formed as well', () => {
    expect(capStoredText('a\uD800', 10)).toBe('a\uFFFD');
  });
});

describe('capIssueText', () => {
  it('caps the snippet, selector, failure summary and check texts, and nothing else', () => {
    const big = node({
      html: `<p>${'h'.repeat(70_000)}</p>`,
      target: 's'.repeat(9_000),
      failureSummary: 'f'.repeat(17_000),
      none: [{ id: 'c', message: 'm'.repeat(17_000), data: { big: 'd'.repeat(20_000) }, relatedNodes: [{ target: 't'.repeat(9_000), html: 'r'.repeat(70_000) }] }],
    });
    const capped = capIssueText({ ...big, fingerprint: 'f0', componentId: 'cmp' });
    expect(capped.html).toBe(capStoredText(big.html, STORED_TEXT_CAPS.html));
    expect(capped.html.endsWith('… [truncated: 70,007 characters; first 65,536 kept]')).toBe(true);
    expect(capped.target).toHaveLength(8_192 + truncationMarker(9_000, 8_192).length);
    expect(capped.failureSummary.startsWith('f'.repeat(16_384) + '…')).toBe(true);
    const check = capped.none[0];
    expect(check?.message).toBe(capStoredText('m'.repeat(17_000), STORED_TEXT_CAPS.failureSummary));
    expect(check?.relatedNodes[0]?.target).toBe(capStoredText('t'.repeat(9_000), STORED_TEXT_CAPS.target));
    expect(check?.relatedNodes[0]?.html).toBe(capStoredText('r'.repeat(70_000), STORED_TEXT_CAPS.html));
    // Check data (behaviours read it) and identity fields are not text the caps are about.
    expect(check?.data).toEqual({ big: 'd'.repeat(20_000) });
    expect(capped).toMatchObject({ fingerprint: 'f0', componentId: 'cmp', ruleId: 'image-alt', pageUrl: 'https://a.example/' });
    // The input is left alone.
    expect(big.html).toHaveLength(70_007);
  });

  it('returns the issue itself when every text is within its cap', () => {
    const small = node();
    expect(capIssueText(small)).toBe(small);
  });
});
