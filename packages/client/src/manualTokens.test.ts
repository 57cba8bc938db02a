import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { createManualReportToken, listManualReportTokens, revokeManualReportToken } from './manualTokens';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const TOKEN = { id: 'mrt_1', label: 'Laptop', createdAt: '2026-11-29T10:00:00.000Z', lastUsedAt: null };

describe('manual-report token calls', () => {
  it('lists, makes and revokes tokens, reading the list afresh after each change', async () => {
    const f = fakeFetch([ok({ tokens: [TOKEN] }), ok({ id: 'mrt_2', token: 'cmr_abc', label: null }, 201), { status: 204 }, ok({ tokens: [] })]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await listManualReportTokens(client)).toEqual([TOKEN]);
    expect(await createManualReportToken(undefined, client)).toEqual({ id: 'mrt_2', token: 'cmr_abc', label: null });
    await expect(revokeManualReportToken('mrt/1', client)).resolves.toBeUndefined();
    expect(await listManualReportTokens(client)).toEqual([]);
    expect(f.calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/v1/user/manual_report_tokens'],
      ['POST', '/api/v1/user/manual_report_tokens'],
      ['DELETE', '/api/v1/user/manual_report_tokens/mrt%2F1'],
      ['GET', '/api/v1/user/manual_report_tokens'],
    ]);
    expect(bodyOf(f.calls[1])).toEqual({});
  });

  it('sends the label and rejects a revoke the server does not know with its message', async () => {
    const f = fakeFetch([ok({ id: 'mrt_3', token: 'cmr_def', label: 'CI box' }, 201), { status: 404, body: { error: { code: 'not_found', message: 'Manual-report token not found.' } } }]);
    const client = createApiClient({ fetch: f.fetch });
    await createManualReportToken('CI box', client);
    expect(bodyOf(f.calls[0])).toEqual({ label: 'CI box' });
    await expect(revokeManualReportToken('mrt_9', client)).rejects.toMatchObject({ status: 404, message: 'Manual-report token not found.' });
  });
});
