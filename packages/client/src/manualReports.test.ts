import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { fakeFetch } from './fakeFetch.testUtil';
import { getConsolidatedReport, getManualChecks, getManualSteps } from './manualReports';

const ok = (data: unknown) => ({ status: 200, body: { data } });

describe('manual-report reads', () => {
  it('names workflow reports as ids and assisted tests as ar_ids, comma-separated, and leaves out an empty list', async () => {
    const f = fakeFetch([ok({ id: 'con_1' }), ok({ id: 'rep_3' })]);
    const client = createApiClient({ fetch: f.fetch });
    await getConsolidatedReport({ ids: ['rep_1', 'rep_2'], arIds: ['rep_3'] }, client);
    await getConsolidatedReport({ ids: [], arIds: ['rep_3'] }, client);
    expect(f.calls.map((c) => c.url)).toEqual(['/api/tests/consolidate?ids=rep_1%2Crep_2&ar_ids=rep_3', '/api/tests/consolidate?ar_ids=rep_3']);
  });

  it("reads a workflow's steps as a list, and an assisted test's checks with the fingerprints that have screenshots", async () => {
    const step = { index: 1, unitId: 'tc_1', name: 'Open', url: 'https://a.example/', action: 'Navigate', issueCount: 2, screenshot: null };
    const check = { criterion: '2.1.1', unitId: 'tc_2', name: '2.1.1 Keyboard', outcome: 'fail', notes: '', pageUrl: null, issueCount: 1 };
    const f = fakeFetch([ok({ steps: [step] }), ok({ checks: [check], screenshots: ['fp1'] })]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await getManualSteps('rep/1', client)).toEqual([step]);
    expect(await getManualChecks('rep_2', client)).toEqual({ checks: [check], screenshots: ['fp1'] });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/v1/reports/rep%2F1/steps', '/api/v1/reports/rep_2/checks']);
  });
});
