import { describe, expect, it } from 'vitest';
import { createLocalStringReader, createRemoteStringReader, decodeDataset, readDatasetLayout, readStringRange } from '@curbcut/core';
import type { Dataset } from '@curbcut/core';
import { ReportEngine, decisionOf } from './engine';
import { createOfflineReport } from './offlineReport';
import { SCRIPT_PAYLOAD, sampleAxeResults, twoBehaviourResults } from './fixtures.testUtil';
import type { IssueView } from './types';

const confirmed: IssueView = { filters: {}, review: 'confirmed', hidden: null };
const needsReview: IssueView = { filters: {}, review: 'needs-review', hidden: null };
const hiddenView: IssueView = { filters: {}, review: 'confirmed', hidden: 'hidden' };
const imageAlt = { kind: 'rule', id: 'image-alt' } as const;

function engineOf(results: unknown = sampleAxeResults()): { engine: ReportEngine; dataset: Dataset } {
  const dataset = decodeDataset(createOfflineReport(results).datasetBytes);
  return { engine: new ReportEngine(dataset, createLocalStringReader(dataset)), dataset };
}

/** An engine over only the dataset's core prefix, strings fetched slice by slice as from a server. */
function remoteEngineOf(results: unknown = sampleAxeResults()): { engine: ReportEngine; fetches: number[] } {
  const bytes = createOfflineReport(results).datasetBytes;
  const full = decodeDataset(bytes);
  const core = decodeDataset(bytes.slice(0, readDatasetLayout(bytes).coreByteLength));
  const fetches: number[] = [];
  const reader = createRemoteStringReader({
    rowCount: core.rowCount,
    fetch: async (column, start, end) => {
      fetches.push(end - start);
      return readStringRange(full, column, start, end);
    },
  });
  return { engine: new ReportEngine(core, reader), fetches };
}

async function csvText(engine: ReportEngine, view: IssueView): Promise<{ text: string; progress: number[]; fileName: string; total: number }> {
  const info = await engine.csvStart(view, { reportName: 'Checkout#42', date: new Date(2026, 10, 22), issueLink: (id) => `https://dash.example/i/${id}` });
  const decoder = new TextDecoder();
  let text = '';
  const progress: number[] = [];
  for (let chunk = await engine.csvNext(); chunk; chunk = await engine.csvNext()) {
    text += decoder.decode(chunk.bytes, { stream: true });
    progress.push(chunk.written);
  }
  return { text, progress, ...info };
}

describe('ReportEngine lists', () => {
  it('counts the toolbar, lists rules by impact then count, and guidelines as SC labels', () => {
    const { engine } = engineOf();
    expect(engine.counts(confirmed)).toEqual({ confirmed: 7, needsReview: 1, hidden: 0, nonIssue: 0 });
    expect(engine.rules(confirmed).map((r) => [r.id, r.impact, r.issueCount, r.behaviourRule])).toEqual([
      ['image-alt', 'critical', 3, false],
      ['tabindex', 'serious', 3, false],
      ['link-name', 'serious', 1, false],
    ]);
    expect(engine.rules(needsReview).map((r) => [r.id, r.behaviourRule])).toEqual([['color-contrast', true]]);
    expect(engine.guidelines(confirmed).map((g) => [g.label, g.issueCount])).toEqual([
      ['SC 1.1.1', 3],
      ['Best Practice', 3],
      ['SC 2.4.4', 1],
      ['SC 4.1.2', 1],
    ]);
  });

  it('narrows every list with the filters', () => {
    const { engine } = engineOf();
    const keyboard: IssueView = { ...confirmed, filters: { categories: ['keyboard'] } };
    expect(engine.counts(keyboard)).toMatchObject({ confirmed: 3, needsReview: 0 });
    expect(engine.rules({ ...confirmed, filters: { impact: ['critical'], pages: ['https://shop.example/cart'] } }).map((r) => r.issueCount)).toEqual([1]);
  });

  it('lists the components of a group by issues, with their pages', async () => {
    const { engine } = engineOf();
    expect(await engine.components(confirmed, imageAlt)).toEqual([
      { id: 'img.a', issueCount: 2, pageCount: 2 },
      { id: 'img.b', issueCount: 1, pageCount: 1 },
    ]);
    expect((await engine.components(confirmed, { kind: 'guideline', id: '1.1.1' })).map((c) => c.id)).toEqual(['img.a', 'img.b']);
  });

  it("gives the filter lists with the issues of the view's tab, in name order, so a count is what the list then shows", () => {
    const { engine } = engineOf();
    const options = engine.filterOptions(confirmed);
    expect(options.pages).toEqual([
      { value: 'https://shop.example/', label: 'https://shop.example/', count: 5 },
      { value: 'https://shop.example/cart', label: 'https://shop.example/cart', count: 2 },
    ]);
    expect(options.categories.map((c) => [c.value, c.count])).toEqual([
      ['keyboard', 3],
      ['name-role-value', 1],
      ['text-alternatives', 3],
    ]);
    expect(options.tags.find((t) => t.value === 'wcag143')).toBeUndefined();
    expect(options.tests).toEqual([]);
    const review = engine.filterOptions(needsReview);
    expect(review.pages).toEqual([{ value: 'https://shop.example/cart', label: 'https://shop.example/cart', count: 1 }]);
    expect(review.tags.find((t) => t.value === 'wcag143')?.count).toBe(1);
  });
});

describe('ReportEngine issues', () => {
  it("walks a component's issues as 'Issue N of M' and answers null past the end", async () => {
    const { engine } = engineOf();
    const scope = { group: imageAlt, componentId: 'img.a', behaviour: null };
    const first = await engine.issueAt(confirmed, scope, 1);
    expect(first).toMatchObject({ position: 1, total: 2, pageUrl: 'https://shop.example/', target: '.a', impact: 'critical', help: 'image-alt help' });
    expect(first?.checks.any[0]?.message).toBe('Element does not have an alt attribute');
    expect(first?.timestamp).toBe('2025-09-01T10:00:00.000Z');
    expect((await engine.issueAt(confirmed, scope, 2))?.pageUrl).toBe('https://shop.example/cart');
    expect(await engine.issueAt(confirmed, scope, 3)).toBeNull();
    expect(await engine.issueAt(confirmed, scope, 0)).toBeNull();
  });

  it('keeps page text as it was, markup and all', async () => {
    const { engine } = engineOf();
    const [component] = await engine.components(confirmed, { kind: 'rule', id: 'link-name' });
    const issue = await engine.issueAt(confirmed, { group: { kind: 'rule', id: 'link-name' }, componentId: component!.id, behaviour: null }, 1);
    expect(issue?.html).toBe(SCRIPT_PAYLOAD);
  });

  it('locates an issue named only by id, in the rule or guideline grouping', async () => {
    const { engine } = engineOf();
    const cart = await engine.issueAt(confirmed, { group: imageAlt, componentId: 'img.a', behaviour: null }, 2);
    const id = cart!.issueId;
    expect(await engine.locateIssue(confirmed, id)).toEqual({ scope: { group: imageAlt, componentId: 'img.a', behaviour: null }, position: 2 });
    expect((await engine.locateIssue(confirmed, id, { groupKind: 'guideline' }))?.scope.group).toEqual({ kind: 'guideline', id: '1.1.1' });
    expect(await engine.locateIssue(needsReview, id)).toBeNull();
    expect(await engine.locateIssue(confirmed, 'ffffffffffffffff')).toBeNull();
  });

  it('scopes a behaviour-type rule by behaviour and locates its issues there', async () => {
    const { engine } = engineOf(twoBehaviourResults());
    const group = { kind: 'rule', id: 'color-contrast' } as const;
    const behaviours = await engine.behaviours(confirmed, group, 'a.nav-link');
    expect(behaviours.map((b) => b.value)).toEqual([
      'foreground #777777 on background #ffffff (4.48:1)',
      'foreground #999999 on background #eeeeee (2.32:1)',
    ]);
    const second = await engine.issueAt(confirmed, { group, componentId: 'a.nav-link', behaviour: behaviours[1]!.value }, 1);
    expect(second).toMatchObject({ total: 1, target: '#sale', behaviour: behaviours[1]!.value });
    expect((await engine.locateIssue(confirmed, second!.issueId))?.scope.behaviour).toBe(behaviours[1]!.value);
  });
});

describe('ReportEngine actions', () => {
  it('hides a component of a rule at once, and reverts when the server refuses', async () => {
    const { engine } = engineOf();
    const first = await engine.issueAt(confirmed, { group: imageAlt, componentId: 'img.a', behaviour: null }, 1);
    const applied = await engine.applyAction({
      kind: 'hide', hidden: true, scope: 'component', reason: 'Duplicate', issueId: first!.issueId, componentId: 'img.a', ruleId: 'image-alt', persist: true,
    });
    expect(applied.changed).toBe(2);
    expect(engine.counts(confirmed)).toEqual({ confirmed: 5, needsReview: 1, hidden: 2, nonIssue: 0 });
    expect(engine.rules(hiddenView).map((r) => [r.id, r.issueCount])).toEqual([['image-alt', 2]]);
    expect(engine.summary()).toMatchObject({ issueCount: 5, hiddenIssuesCount: 2 });
    engine.revertAction(applied.token);
    expect(engine.counts(confirmed)).toEqual({ confirmed: 7, needsReview: 1, hidden: 0, nonIssue: 0 });
  });

  it('moves a confirmed needs-review issue to Confirmed and one marked not an issue to the not-an-issue view', async () => {
    const { engine } = engineOf();
    const [component] = await engine.components(needsReview, { kind: 'rule', id: 'color-contrast' });
    const issue = await engine.issueAt(needsReview, { group: { kind: 'rule', id: 'color-contrast' }, componentId: component!.id, behaviour: null }, 1);
    const confirm = await engine.applyAction({ kind: 'review', issueId: issue!.issueId, confirmed: true, persist: true });
    engine.settleAction(confirm.token);
    expect(engine.counts(confirmed)).toMatchObject({ confirmed: 8, needsReview: 0 });
    await engine.applyAction({ kind: 'review', issueId: issue!.issueId, confirmed: false, persist: true });
    expect(engine.counts(confirmed)).toEqual({ confirmed: 7, needsReview: 0, hidden: 0, nonIssue: 1 });
  });

  it('takes the instances of a preferred behaviour out of the issue count (spec 001: "Marking removes 1 or N instances")', async () => {
    const { engine } = engineOf(twoBehaviourResults());
    const group = { kind: 'rule', id: 'color-contrast' } as const;
    const [first] = await engine.behaviours(confirmed, group, 'a.nav-link');
    await engine.applyAction({
      kind: 'preferred', issueId: 'x', ruleId: 'color-contrast', componentId: 'a.nav-link', behaviour: first!.value, preferred: true, persist: true,
    });
    expect(engine.counts(confirmed).confirmed).toBe(1);
    expect(await engine.components(confirmed, group)).toEqual([{ id: 'a.nav-link', issueCount: 1, pageCount: 1 }]);
    expect((await engine.behaviours(confirmed, group, 'a.nav-link')).map((b) => b.preferred)).toEqual([true, false]);
  });

  it('refuses an action that lacks what its kind needs, changing nothing', async () => {
    const { engine } = engineOf();
    await expect(
      engine.applyAction({ kind: 'hide', hidden: true, scope: 'issue', reason: null, issueId: 'a', componentId: 'img.a', persist: true }),
    ).rejects.toThrow(/reason is required/);
    expect(engine.counts(confirmed).confirmed).toBe(7);
  });

  it('turns UI actions into core decisions keyed by fingerprint', () => {
    expect(decisionOf({ kind: 'review', issueId: 'abc', confirmed: null, persist: false })).toEqual({ kind: 'review', fingerprint: 'abc', confirmed: null, persist: false });
    expect(decisionOf({ kind: 'hide', hidden: false, scope: 'rule', reason: null, issueId: 'abc', componentId: 'img.a', ruleId: 'image-alt', persist: true })).toEqual({
      kind: 'hide', hidden: false, scope: 'rule', reason: null, fingerprint: 'abc', componentId: 'img.a', ruleId: 'image-alt', persist: true,
    });
  });
});

describe('ReportEngine CSV', () => {
  it("streams the view's visible issues of both review states, with the spec's columns and file name", async () => {
    const { engine } = engineOf();
    const { text, fileName, total, progress } = await csvText(engine, confirmed);
    expect(fileName).toBe('Checkout#42-22-11-2026.csv');
    expect(total).toBe(8);
    expect(progress.at(-1)).toBe(8);
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Issue type,Severity,Component,Behavior,Issue description,Affected page,Guideline(s),HTML snippet,CSS selector,Needs review,Best practice,How to fix,Timestamp,Issue link',
    );
    expect(text.split('https://dash.example/i/').length - 1).toBe(8);
  });

  it('leaves hidden issues out and follows the filters', async () => {
    const { engine } = engineOf();
    const first = await engine.issueAt(confirmed, { group: imageAlt, componentId: 'img.a', behaviour: null }, 1);
    await engine.applyAction({ kind: 'hide', hidden: true, scope: 'issue', reason: 'Duplicate', issueId: first!.issueId, componentId: 'img.a', persist: true });
    expect((await csvText(engine, confirmed)).total).toBe(7);
    expect((await csvText(engine, { ...confirmed, filters: { categories: ['keyboard'] } })).total).toBe(3);
    expect((await csvText(engine, { ...confirmed, filters: { needsReviewFilter: 'needsReview' } })).total).toBe(1);
  });

  it('writes the same bytes when the strings come from the server slice by slice', async () => {
    const local = await csvText(engineOf().engine, confirmed);
    const { engine, fetches } = remoteEngineOf();
    const remote = await csvText(engine, confirmed);
    expect(remote.text).toBe(local.text);
    expect(fetches.length).toBeGreaterThan(0);
  });

  it('stops a running export when asked', async () => {
    const { engine } = engineOf();
    await engine.csvStart(confirmed, { reportName: 'x' });
    await engine.csvCancel();
    expect(await engine.csvNext()).toBeNull();
  });
});

describe('ReportEngine over a server dataset', () => {
  it('answers the same lists and issues with strings fetched on demand', async () => {
    const { engine } = remoteEngineOf();
    const local = engineOf().engine;
    expect(engine.rules(confirmed)).toEqual(local.rules(confirmed));
    const scope = { group: imageAlt, componentId: 'img.a', behaviour: null };
    expect(await engine.issueAt(confirmed, scope, 2)).toEqual(await local.issueAt(confirmed, scope, 2));
  });
});
