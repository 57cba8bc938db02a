import { describe, expect, it } from 'vitest';
import { decodeDataset, encodeDataset, type DatasetIssueInput, type Impact } from '@curbcut/core';
import { selectExportRows, type ExportSelection } from './selection';

function issue(n: number, ruleId: string, impact: Impact, testCaseId: string, extra: Partial<DatasetIssueInput> = {}): DatasetIssueInput {
  return {
    ruleId,
    impact,
    needsReview: false,
    html: `<img id="i${n}">`,
    target: `#i${n}`,
    failureSummary: 'Fix it',
    pageUrl: `https://shop.example.com/${testCaseId}`,
    timestamp: '2026-11-22T10:00:00.000Z',
    fingerprint: `fp${n}`,
    componentId: ruleId === 'label' ? 'form' : 'image',
    behaviour: null,
    issueStatus: 'visible',
    confirmed: null,
    preferred: false,
    sources: [{ testCaseId }],
    ...extra,
  };
}

const dataset = decodeDataset(
  encodeDataset(
    [
      issue(0, 'image-alt', 'critical', 'tc_basket'),
      issue(1, 'label', 'serious', 'tc_basket', { needsReview: true }),
      issue(2, 'image-alt', 'minor', 'tc_card'),
      issue(3, 'label', 'serious', 'tc_card'),
    ],
    {
      testCases: [
        { id: 'tc_basket', name: 'basket', status: 'failed' },
        { id: 'tc_card', name: 'card', status: 'failed' },
      ],
    },
  ),
);

const select = (selection: Partial<ExportSelection>): number[] =>
  Array.from(selectExportRows(dataset, { testCaseId: null, filters: {}, ...selection }));

describe('selectExportRows', () => {
  it('keeps every row without a test case or filters', () => {
    expect(select({})).toEqual([0, 1, 2, 3]);
  });

  it('keeps the rows of one test case, and none for a test case the dataset does not have', () => {
    expect(select({ testCaseId: 'tc_card' })).toEqual([2, 3]);
    expect(select({ testCaseId: 'tc_missing' })).toEqual([]);
  });

  it('combines the filters with AND', () => {
    expect(select({ filters: { impact: ['serious'] } })).toEqual([1, 3]);
    expect(select({ filters: { impact: ['serious'], needsReview: false } })).toEqual([3]);
    expect(select({ filters: { ruleId: ['image-alt'], page: ['https://shop.example.com/tc_card'] } })).toEqual([2]);
    expect(select({ filters: { component: ['form'] }, testCaseId: 'tc_basket' })).toEqual([1]);
    expect(select({ filters: { ruleId: [] } })).toEqual([]);
  });
});
