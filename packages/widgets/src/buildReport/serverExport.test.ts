import { describe, expect, it } from 'vitest';
import type { IssueFilters } from '@curbcut/core';
import type { IssueView } from '../data/types';
import { serverExportBody } from './serverExport';

const META = { id: 'rep_1', type: 'automatedTest' as const };

const view = (filters: IssueFilters, extra: Partial<IssueView> = {}): IssueView => ({ filters, review: 'confirmed', hidden: null, ...extra });

describe('serverExportBody', () => {
  it('asks for the whole report when the view has no filters', () => {
    expect(serverExportBody(META, view({}))).toEqual({ id: 'rep_1', th_build_id: 'rep_1', type: 'automatedTest' });
  });

  it('sends the view\'s filters as they are, whatever the review tab or hidden view', () => {
    const filters: IssueFilters = { impact: ['serious'], categories: ['forms'], tests: ['basket', 'card'], files: ['cart.spec.ts'], aiDetectedIssuesFilter: 'onlyAiDetectedIssues' };
    expect(serverExportBody(META, view(filters, { review: 'needs-review', hidden: 'hidden' })).filters).toEqual(filters);
  });

  it('carries the Issue link base when the widget owns the page URL', () => {
    const base = 'https://app.example/automated-tests/projects/prj_1/builds/main/3?thBuildId=rep_1&activeTab=issues&activeIssueId=';
    expect(serverExportBody(META, view({}), base).issue_link_base).toBe(base);
  });
});
