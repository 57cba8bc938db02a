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
      issue(4, 'color-contrast', 'serious', 'tc_card', { behaviour: '#777 on #fff', preferred: true }),
      issue(5, 'image-alt', 'critical', 'tc_card', { issueStatus: 'hidden' }),
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
  it('keeps every visible row of both review states, without preferred-behaviour or hidden rows', () => {
    expect(select({})).toEqual([0, 1, 2, 3]);
  });

  it('keeps the rows of one test case, and none for a test case the dataset does not have', () => {
    expect(select({ testCaseId: 'tc_card' })).toEqual([2, 3]);
    expect(select({ testCaseId: 'tc_missing' })).toEqual([]);
  });

  it('applies the view\'s issue filters as the worker does, combined with AND', () => {
    expect(select({ filters: { impact: ['serious'] } })).toEqual([1, 3]);
    expect(select({ filters: { severity: 'serious', needsReviewFilter: 'notNeedsReview' } })).toEqual([3]);
    expect(select({ filters: { needsReviewFilter: 'needsReview' } })).toEqual([1]);
    expect(select({ filters: { pages: ['https://shop.example.com/tc_card'], categories: [] } })).toEqual([2, 3]);
    expect(select({ filters: { components: ['form'] }, testCaseId: 'tc_basket' })).toEqual([1]);
    expect(select({ filters: { tests: ['card'] } })).toEqual([2, 3]);
  });
});
