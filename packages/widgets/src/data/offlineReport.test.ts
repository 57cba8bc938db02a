import { describe, expect, it } from 'vitest';
import { AxeImportError, decodeDataset } from '@curbcut/core';
import { OFFLINE_REPORT_NAME, createOfflineReport, importOfflineResults } from './offlineReport';
import { sampleAxeResults } from './fixtures.testUtil';

const rawReporter = (url: string) => [
  { id: 'image-alt', impact: 'critical', tags: ['cat.text-alternatives', 'wcag2a', 'wcag111'], description: 'd', help: 'h', helpUrl: '', violations: [{ node: { source: `<img src="${url}">`, selector: ['img'] }, impact: 'critical', any: [], all: [], none: [], result: 'failed' }], passes: [], incomplete: [], inapplicable: [] },
];

describe('createOfflineReport', () => {
  it('makes meta and overview with the counts a user would count by hand', () => {
    const { meta, overview, datasetBytes } = createOfflineReport(sampleAxeResults(), { name: 'Checkout' });
    expect(meta).toMatchObject({ name: 'Checkout', status: 'completed', createdAt: '2025-09-01T10:00:00.000Z', testEngine: { name: 'axe-core', version: '4.10.2' } });
    expect(meta.issueSummary).toMatchObject({ critical: 3, serious: 4, moderate: 0, minor: 0, issueCount: 7, needsReviewCount: 1, pageCount: 2, componentCount: 4 });
    expect(decodeDataset(datasetBytes).rowCount).toBe(8);
    expect(overview.issueCountByCategory).toEqual([
      { category: 'keyboard', count: 3 },
      { category: 'text-alternatives', count: 3 },
      { category: 'name-role-value', count: 1 },
    ]);
    expect(overview.issueCountByComponent.slice(0, 2)).toEqual([
      { componentId: 'input', count: 3, impact: 'serious' },
      { componentId: 'img.a', count: 2, impact: 'critical' },
    ]);
    expect(overview.issueCountByUrl.map((p) => [p.url, p.count, p.pageStatesCount])).toEqual([
      ['https://shop.example/', 5, 1],
      ['https://shop.example/cart', 2, 1],
    ]);
    expect(overview.snapshotComparison).toBeNull();
    expect(overview.issueResolutionTrend).toEqual({ buildNumbers: [1], newIssueTrend: [8], issueResolvedTrend: [0], openIssueTrend: [8] });
  });

  it('scores a report tested after Jul 10, 2025 with the current model', () => {
    const { overview } = createOfflineReport(sampleAxeResults());
    // Home: image-alt (critical 20), link-name (serious 14), tabindex (serious 14) failed; document-title (serious 7) passed.
    // Cart: image-alt 20, tabindex 14 failed. 7 / (7 + 48 + 34) = 7.9 -> 7.
    expect(overview.score).toMatchObject({ state: 'available', score: 7 });
    expect(overview.conformance.outcomes.violated.map((v) => v.ruleId).sort()).toEqual(['image-alt', 'link-name', 'tabindex']);
  });

  it('names an unnamed report "Offline report"', () => {
    expect(createOfflineReport(sampleAxeResults()).meta.name).toBe(OFFLINE_REPORT_NAME);
  });
});

describe('importOfflineResults', () => {
  it('reads a list of raw-reporter documents, one per page', () => {
    const imported = importOfflineResults([rawReporter('/a.png'), rawReporter('/b.png')]);
    expect(imported.pages).toHaveLength(2);
    expect(Object.keys(imported.rules)).toEqual(['image-alt']);
  });

  it('names the document and path of the first thing that is not axe output', () => {
    let error: unknown;
    try {
      importOfflineResults([rawReporter('/a.png'), [{ id: 'x', violations: 'no' }]]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AxeImportError);
    expect((error as AxeImportError).path.startsWith('$[1][0]')).toBe(true);
    expect((error as AxeImportError).message).toContain('$[1][0]');
  });
});
