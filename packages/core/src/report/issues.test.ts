import { describe, expect, it } from 'vitest';
import type { Issue, IssueNode, PageResult } from '../model';
import { fingerprintNode } from '../identity/fingerprint';
import { buildIssues, mergeIssues } from './issues';

function node(over: Partial<IssueNode> = {}): IssueNode {
  return {
    ruleId: 'color-contrast',
    impact: 'serious',
    needsReview: false,
    html: '<span class="price">$10</span>',
    target: '#ember123 > .price',
    failureSummary: 'Fix any of the following:\n  Element has insufficient color contrast',
    any: [{ id: 'color-contrast', message: 'm', data: { fgColor: '#777777', bgColor: '#ffffff', contrastRatio: 4.48 }, relatedNodes: [] }],
    all: [],
    none: [],
    pageUrl: 'https://shop.example/cart',
    timestamp: '2026-11-20T10:00:00Z',
    ...over,
  };
}

function page(violations: IssueNode[], incomplete: IssueNode[] = [], url = 'https://shop.example/cart'): PageResult {
  return { url, timestamp: '', engine: { name: 'axe-core', version: '4.10.2' }, environment: {}, violations, incomplete, passes: [], inapplicable: [] };
}

describe('buildIssues', () => {
  it('gives every issue its identity, component, behaviour and undecided status', () => {
    const [issue] = buildIssues([page([node()])], { testCaseId: 'tc_1', reportId: 'rep_1' });
    expect(issue).toMatchObject({
      fingerprint: fingerprintNode(node()),
      fingerprintVersion: 1,
      componentId: 'span.price',
      behaviour: 'foreground #777777 on background #ffffff (4.48:1)',
      issueStatus: 'visible',
      confirmed: null,
      preferred: false,
      sources: [{ testCaseId: 'tc_1', reportId: 'rep_1', pageUrl: 'https://shop.example/cart' }],
    });
    expect(issue?.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('counts an element reported twice once, with both page states as sources', () => {
    const rerun = node({ target: '#ember456 > .price', pageUrl: 'https://shop.example/cart?utm_source=mail' });
    const issues = buildIssues([page([node()]), page([rerun], [], rerun.pageUrl)], { reportId: 'rep_1' });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.sources.map((s) => s.pageUrl)).toEqual(['https://shop.example/cart', 'https://shop.example/cart?utm_source=mail']);
  });

  it('keeps distinct elements, pages and rules apart, violations before needs review', () => {
    const issues = buildIssues(
      [
        page([node(), node({ target: '.total', html: '<span class="total">$12</span>' })], [node({ ruleId: 'link-name', needsReview: true })]),
        page([node({ pageUrl: 'https://shop.example/checkout' })], [], 'https://shop.example/checkout'),
      ],
      {},
    );
    expect(issues.map((i) => [i.ruleId, i.componentId, i.needsReview])).toEqual([
      ['color-contrast', 'span.price', false],
      ['color-contrast', 'span.total', false],
      ['link-name', 'span.price', true],
      ['color-contrast', 'span.price', false],
    ]);
  });

  it('lets a confirmed violation outweigh a needs-review report of the same element', () => {
    const issues = buildIssues([page([], [node({ needsReview: true, impact: 'moderate' })]), page([node()])], {});
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ needsReview: false, impact: 'serious' });
  });
});

describe('mergeIssues', () => {
  it('merges sources of equal fingerprints, each source counted once, and copies new issues', () => {
    const [fromTestA] = buildIssues([page([node()])], { testCaseId: 'tc_a' });
    const [fromTestB] = buildIssues([page([node()])], { testCaseId: 'tc_b' });
    const [other] = buildIssues([page([node({ ruleId: 'link-name' })])], { testCaseId: 'tc_b' });
    const map = new Map<string, Issue>();
    mergeIssues(map, [fromTestA!, fromTestB!, fromTestA!, other!]);
    expect(map.size).toBe(2);
    const merged = map.get(fromTestA!.fingerprint)!;
    expect(merged.sources.map((s) => s.testCaseId)).toEqual(['tc_a', 'tc_b']);
    expect(merged).not.toBe(fromTestA);
    expect(fromTestA!.sources).toHaveLength(1);
  });

  it('keeps decisions already taken on the stored issue', () => {
    const [stored] = buildIssues([page([node()])], { reportId: 'rep_1' });
    const map = new Map<string, Issue>([[stored!.fingerprint, { ...stored!, issueStatus: 'hidden', preferred: true }]]);
    const [incoming] = buildIssues([page([node()])], { reportId: 'rep_2' });
    mergeIssues(map, [incoming!]);
    expect(map.get(stored!.fingerprint)).toMatchObject({ issueStatus: 'hidden', preferred: true });
    expect(map.get(stored!.fingerprint)?.sources.map((s) => s.reportId)).toEqual(['rep_1', 'rep_2']);
  });
});
