import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { decideRestartOrder, getInstanceSettings, setInstanceGroupPlan, updateInstanceGroupTrial } from './instance';

const ok = (data: unknown) => ({ status: 200, body: { data } });
const INSTANCE = { groups: [], orders: [], administrators: [], integrations: {} };

describe('instance calls', () => {
  it('reads the Instance tab and sends each write to its encoded path', async () => {
    const f = fakeFetch([ok(INSTANCE)]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await getInstanceSettings(client)).toEqual(INSTANCE);
    await setInstanceGroupPlan('grp/1', 'enterprise', client);
    await updateInstanceGroupTrial('grp_1', { reset: true }, client);
    await decideRestartOrder('order 1', 'refused', client);
    expect(f.calls.map((c) => [c.init.method ?? 'GET', c.url, c.init.body === undefined ? undefined : bodyOf(c)])).toEqual([
      ['GET', '/api/v1/settings/instance', undefined],
      ['PATCH', '/api/v1/settings/instance/groups/grp%2F1', { plan_id: 'enterprise' }],
      ['PATCH', '/api/v1/settings/instance/groups/grp_1/trial', { reset: true }],
      ['PATCH', '/api/v1/settings/instance/orders/order%201', { status: 'refused' }],
    ]);
  });
});
