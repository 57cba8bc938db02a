import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { fakeFetch } from './fakeFetch.testUtil';
import { deleteManualReport, listManualReports, manualReportQueryKeys, manualReportsQuery } from './manualReportList';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const PAGE = { reports: [], info: { next: null, total: 0 } };

describe('manual report list calls', () => {
  it('asks for one kind, its search and page, and deletes through the call of its kind', async () => {
    const f = fakeFetch([ok(PAGE), ok(PAGE), ok({ id: 'rep_1', deleted: true }), ok({ id: 'rep/2', deleted: true })]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await listManualReports({ type: 'workflowScan' }, client)).toEqual(PAGE);
    await listManualReports({ type: 'assistedTest', query: 'audit', page: 2 }, client);
    await deleteManualReport({ id: 'rep_1', type: 'workflowScan' }, client);
    await deleteManualReport({ id: 'rep/2', type: 'assistedTest' }, client);
    expect(f.calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/v1/manual_reports?type=workflowScan'],
      ['GET', '/api/v1/manual_reports?type=assistedTest&query=audit&page=2'],
      ['DELETE', '/api/tests/rep_1'],
      ['DELETE', '/api/assistive_reports/rep%2F2'],
    ]);
  });

  it('keys each page of each search apart, under the lists key', () => {
    const key = manualReportsQuery({ type: 'workflowScan', query: 'a', page: 2 }).queryKey;
    expect(key.slice(0, 2)).toEqual([...manualReportQueryKeys.all]);
    expect(key).not.toEqual(manualReportsQuery({ type: 'workflowScan', query: 'a' }).queryKey);
    expect(manualReportsQuery({ type: 'workflowScan' }).queryKey).toEqual(manualReportsQuery({ type: 'workflowScan', query: '', page: 1 }).queryKey);
  });
});
