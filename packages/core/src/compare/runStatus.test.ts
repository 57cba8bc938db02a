import { describe, expect, it } from 'vitest';
import { componentIdOf } from '../identity/component';
import { fingerprintNode } from '../identity/fingerprint';
import { pagePathOf } from '../identity/normalize';
import type { Impact, IssueStatus } from '../model';
import { compareRecordOf } from './compareRecord';
import { engineRuleReasons } from './engineReasons';
import { compareRunStatus, type CompareIssueRecord, type CompareResult, type CompareRunInput } from './runStatus';
import { countCompareItems } from './statusCounts';

interface Node {
  target: string;
  html: string;
  ruleId?: string;
  pageUrl?: string;
  impact?: Impact;
  needsReview?: boolean;
  issueStatus?: IssueStatus;
  confirmed?: boolean | null;
}

/** A record built as ingest builds one: real fingerprint and component from the raw node. */
function issue(n: Node): CompareIssueRecord {
  const node = { ruleId: n.ruleId ?? 'image-alt', target: n.target, html: n.html, pageUrl: n.pageUrl ?? 'https://shop.example/' };
  return compareRecordOf({
    ...node,
    fingerprint: fingerprintNode(node),
    componentId: componentIdOf(node),
    impact: n.impact ?? 'critical',
    needsReview: n.needsReview ?? false,
    issueStatus: n.issueStatus ?? 'visible',
    confirmed: n.confirmed ?? null,
  });
}

function run(issues: CompareIssueRecord[], over: Partial<CompareRunInput> = {}): CompareRunInput {
  return { issues, engineVersion: '4.10.2', ruleIds: null, failedPages: [], ...over };
}

/** Status, moved flag and reason of each item, with the selector of the record it shows. */
function summary(result: CompareResult): string[] {
  return result.items.map((item) => {
    const r = item.next ?? item.base;
    return [item.status, item.moved ? 'moved' : '', item.reason ?? '', r?.componentId ?? ''].filter((s) => s !== '').join(' ');
  });
}

describe('compareRunStatus', () => {
  it('retains an issue whose generated ids changed, by the normalised fingerprint', () => {
    const base = [
      issue({ target: '#ember123 > img', html: '<img id="ember123" src="/logo.png">' }),
      issue({ ruleId: 'label', target: '#\\:r1\\:', html: '<input id=":r1:" class="field">', impact: 'serious' }),
    ];
    const next = [
      issue({ ruleId: 'label', target: '#\\:r5\\:', html: '<input id=":r5:" class="field">', impact: 'serious' }),
      issue({ target: '#ember456 > img', html: '<img id="ember456" src="/logo.png">' }),
    ];
    expect(next.map((r) => r.fingerprint)).toEqual([base[1]?.fingerprint, base[0]?.fingerprint]);
    const result = compareRunStatus(run(base), run(next));
    expect(summary(result)).toEqual(['retained input.field', 'retained img']);
    expect(result.items.map((i) => [i.base, i.next])).toEqual([
      [base[1], next[0]],
      [base[0], next[1]],
    ]);
  });

  it('retains an element that moved in the DOM by the second pass, flagged moved', () => {
    const html = '<img src="/hero.jpg" class="hero">';
    const base = [issue({ target: 'main > div:nth-child(2) > img', html }), issue({ target: 'footer > img', html: '<img src="/old.png">' })];
    const next = [issue({ target: 'main > div:nth-child(3) > img', html }), issue({ target: 'header > img', html: '<img src="/new.png">' })];
    expect(next[0]?.fingerprint).not.toBe(base[0]?.fingerprint);
    const result = compareRunStatus(run(base), run(next));
    expect(summary(result)).toEqual(['retained moved img.hero', 'new img', 'resolved img']);
    expect(result.items[0]?.base).toBe(base[0]);
  });

  it('does not match a snippet that occurs twice on a page among the leftovers of either side', () => {
    const html = '<a href="#">Read more</a>';
    const twoMoved = compareRunStatus(
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(1) > a', html }), issue({ ruleId: 'link-name', target: 'li:nth-child(2) > a', html })]),
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(3) > a', html }), issue({ ruleId: 'link-name', target: 'li:nth-child(4) > a', html })]),
    );
    expect(twoMoved.items.map((i) => i.status)).toEqual(['new', 'new', 'resolved', 'resolved']);
    const oneAgainstTwo = compareRunStatus(
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(1) > a', html })]),
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(3) > a', html }), issue({ ruleId: 'link-name', target: 'li:nth-child(4) > a', html })]),
    );
    expect(oneAgainstTwo.items.map((i) => i.status)).toEqual(['new', 'new', 'resolved']);
    const twoAgainstOne = compareRunStatus(
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(1) > a', html }), issue({ ruleId: 'link-name', target: 'li:nth-child(2) > a', html })]),
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(3) > a', html })]),
    );
    expect(twoAgainstOne.items.map((i) => i.status)).toEqual(['new', 'resolved', 'resolved']);
    const otherPage = compareRunStatus(
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(1) > a', html })]),
      run([issue({ ruleId: 'link-name', target: 'li:nth-child(3) > a', html, pageUrl: 'https://shop.example/cart' })]),
    );
    expect(otherPage.items.map((i) => i.status)).toEqual(['new', 'resolved']);
  });

  it('pairs a fingerprint repeated in a run once per occurrence, in run order', () => {
    const a = issue({ target: 'img', html: '<img>' });
    const result = compareRunStatus(run([a, { ...a }]), run([a]));
    expect(result.items.map((i) => i.status)).toEqual(['retained', 'resolved']);
    expect(result.items[0]?.base).toBe(a);
  });

  it('sets apart the issues of a rule only one engine version has, naming the release', () => {
    const base = run(
      [
        issue({ target: 'img', html: '<img>' }),
        issue({ ruleId: 'duplicate-id', target: '#a', html: '<div id="a">', impact: 'minor' }),
      ],
      { engineVersion: '4.9.1', ruleIds: ['image-alt', 'duplicate-id', 'region'] },
    );
    const next = run(
      [
        issue({ ruleId: 'summary-name', target: 'summary', html: '<summary></summary>', impact: 'serious' }),
        issue({ target: 'img', html: '<img>' }),
      ],
      { engineVersion: '4.10.2', ruleIds: ['image-alt', 'summary-name', 'region', 'link-in-text-block'] },
    );
    const result = compareRunStatus(base, next);
    expect(summary(result)).toEqual([
      'notCompared rule added in axe-core 4.10 summary',
      'retained img',
      'notCompared rule removed in axe-core 4.10 div',
    ]);
    expect(result.engines).toEqual({ base: '4.9.1', next: '4.10.2' });
    expect(result.notComparedRules).toEqual([
      { ruleId: 'duplicate-id', reason: 'rule removed in axe-core 4.10', issues: 1 },
      { ruleId: 'link-in-text-block', reason: 'rule added in axe-core 4.10', issues: 0 },
      { ruleId: 'summary-name', reason: 'rule added in axe-core 4.10', issues: 1 },
    ]);
  });

  it('compares every rule when a run does not say which rules it ran', () => {
    const base = run([issue({ ruleId: 'duplicate-id', target: '#a', html: '<div id="a">' })], { engineVersion: '4.9.1' });
    const next = run([], { engineVersion: '4.10.2', ruleIds: ['image-alt'] });
    const result = compareRunStatus(base, next);
    expect(result.items.map((i) => i.status)).toEqual(['resolved']);
    expect(result.notComparedRules).toEqual([]);
  });

  it('keeps each side decision state and does not let hiding resolve a retained issue', () => {
    const base = [
      issue({ target: 'img.a', html: '<img class="a">' }),
      issue({ target: 'img.b', html: '<img class="b">', issueStatus: 'non-issue', confirmed: false, needsReview: true }),
      issue({ ruleId: 'color-contrast', target: 'p', html: '<p>x</p>', needsReview: true, impact: 'serious' }),
    ];
    const next = [
      issue({ target: 'img.a', html: '<img class="a">', issueStatus: 'hidden' }),
      issue({ ruleId: 'color-contrast', target: 'p', html: '<p>x</p>', needsReview: true, confirmed: true, impact: 'serious' }),
    ];
    const result = compareRunStatus(run(base), run(next));
    expect(result.items.map((i) => [i.status, i.base?.issueStatus ?? null, i.next?.issueStatus ?? null])).toEqual([
      ['retained', 'visible', 'hidden'],
      ['retained', 'visible', 'visible'],
      ['resolved', 'non-issue', null],
    ]);
    expect(countCompareItems(result.items).total).toEqual({ new: 0, retained: 2, resolved: 1, notCompared: 0 });
    expect(countCompareItems(result.items, ['confirmed']).total).toEqual({ new: 0, retained: 1, resolved: 0, notCompared: 0 });
    expect(countCompareItems(result.items, ['hidden']).total).toEqual({ new: 0, retained: 1, resolved: 0, notCompared: 0 });
    expect(countCompareItems(result.items, ['non-issue']).total).toEqual({ new: 0, retained: 0, resolved: 1, notCompared: 0 });
  });

  it('does not compare the issues on a page that failed to load in the other run', () => {
    const home = 'https://shop.example/';
    const cart = 'https://shop.example/cart?utm_source=mail';
    const about = 'https://shop.example/about';
    const base = run(
      [
        issue({ target: 'img.cart', html: '<img class="cart">', pageUrl: cart }),
        issue({ target: 'img.home', html: '<img class="home">', pageUrl: home }),
        issue({ target: 'img.gone', html: '<img class="gone">', pageUrl: home }),
      ],
      { failedPages: [pagePathOf(about)] },
    );
    const next = run(
      [issue({ target: 'img.home', html: '<img class="home">', pageUrl: home }), issue({ target: 'img.team', html: '<img class="team">', pageUrl: about })],
      { failedPages: [pagePathOf(cart)] },
    );
    const result = compareRunStatus(base, next);
    expect(summary(result)).toEqual([
      'retained img.home',
      'notCompared page failed in the base run img.team',
      'notCompared page failed in the newer run img.cart',
      'resolved img.gone',
    ]);
    expect(result.notComparedPages).toEqual([
      { pagePath: 'shop.example/about', reason: 'page failed in the base run', issues: 1 },
      { pagePath: 'shop.example/cart', reason: 'page failed in the newer run', issues: 1 },
    ]);
  });

  it('counts per status, severity, rule, page and component, adding up to each run', () => {
    const base = run(
      [
        issue({ target: 'img.a', html: '<img class="a">' }),
        issue({ target: 'main > p:nth-child(1) > img', html: '<img class="m">' }),
        issue({ ruleId: 'region', target: 'div.old', html: '<div class="old">', impact: 'moderate' }),
        issue({ ruleId: 'duplicate-id', target: '#d', html: '<i id="d">', impact: 'minor' }),
      ],
      { engineVersion: '4.9.0', ruleIds: ['image-alt', 'region', 'duplicate-id'] },
    );
    const next = run(
      [
        issue({ ruleId: 'region', target: 'div.new', html: '<div class="new">', impact: 'moderate', pageUrl: 'https://shop.example/cart' }),
        issue({ target: 'main > p:nth-child(2) > img', html: '<img class="m">' }),
        issue({ target: 'img.a', html: '<img class="a">' }),
      ],
      { engineVersion: '4.10.0', ruleIds: ['image-alt', 'region'] },
    );
    const result = compareRunStatus(base, next);
    const counts = countCompareItems(result.items);
    const t = counts.total;
    expect(t).toEqual({ new: 1, retained: 2, resolved: 1, notCompared: 1 });
    expect(counts.notComparedBySide).toEqual({ base: 1, next: 0 });
    expect(t.new + t.retained + counts.notComparedBySide.next).toBe(next.issues.length);
    expect(t.resolved + t.retained + counts.notComparedBySide.base).toBe(base.issues.length);
    expect(counts.bySeverity).toEqual({
      critical: { new: 0, retained: 2, resolved: 0, notCompared: 0 },
      serious: { new: 0, retained: 0, resolved: 0, notCompared: 0 },
      moderate: { new: 1, retained: 0, resolved: 1, notCompared: 0 },
      minor: { new: 0, retained: 0, resolved: 0, notCompared: 1 },
    });
    expect(counts.byRule).toEqual([
      { key: 'region', new: 1, retained: 0, resolved: 1, notCompared: 0 },
      { key: 'image-alt', new: 0, retained: 2, resolved: 0, notCompared: 0 },
      { key: 'duplicate-id', new: 0, retained: 0, resolved: 0, notCompared: 1 },
    ]);
    expect(counts.byPage).toEqual([
      { key: 'shop.example/cart', new: 1, retained: 0, resolved: 0, notCompared: 0 },
      { key: 'shop.example/', new: 0, retained: 2, resolved: 1, notCompared: 1 },
    ]);
    expect(counts.byComponent.map((c) => c.key)).toEqual(['div.new', 'img.m', 'img.a', 'div.old', 'i']);
    expect(compareRunStatus(base, next)).toEqual(result);
  });

  it('compares two runs of a hundred thousand issues each', () => {
    const size = 100_000;
    const record = (k: number, selector: string): CompareIssueRecord => ({
      fingerprint: `${selector}-${k}`,
      ruleId: `rule-${k % 50}`,
      snippet: `<img src="/i/${k}.png">`,
      pagePath: `shop.example/p/${k % 1000}`,
      componentId: `img.c${k % 200}`,
      impact: k % 2 === 0 ? 'serious' : 'minor',
      needsReview: false,
      issueStatus: 'visible',
      confirmed: null,
    });
    const base = Array.from({ length: size }, (_, k) => record(k, k % 10 === 0 ? 'old' : 'same'));
    const next = Array.from({ length: size }, (_, k) => record(k + size / 4, (k + size / 4) % 10 === 0 ? 'new' : 'same'));
    const counts = countCompareItems(compareRunStatus(run(base), run(next)).items);
    expect(counts.total).toEqual({ new: size / 4, retained: (size * 3) / 4, resolved: size / 4, notCompared: 0 });
    expect(counts.byRule).toHaveLength(50);
    expect(counts.byPage).toHaveLength(1000);
  });
});

describe('engineRuleReasons', () => {
  it('names the newer release in either direction, the full version within a minor, the run without an engine change', () => {
    expect(engineRuleReasons('4.9.1', '4.10.0')).toEqual({ onlyInBase: 'rule removed in axe-core 4.10', onlyInNext: 'rule added in axe-core 4.10' });
    expect(engineRuleReasons('4.10.0', '4.9.1')).toEqual({ onlyInBase: 'rule added in axe-core 4.10', onlyInNext: 'rule removed in axe-core 4.10' });
    expect(engineRuleReasons('4.10.0', '4.10.2')).toEqual({ onlyInBase: 'rule removed in axe-core 4.10.2', onlyInNext: 'rule added in axe-core 4.10.2' });
    expect(engineRuleReasons('4.10.2', '4.10.2')).toEqual({ onlyInBase: 'rule not run in the newer run', onlyInNext: 'rule not run in the base run' });
    expect(engineRuleReasons('', '4.10.2')).toEqual({ onlyInBase: 'rule not run in the newer run', onlyInNext: 'rule not run in the base run' });
  });
});
