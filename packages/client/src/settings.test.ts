import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import {
  fileBugReport,
  getSettings,
  listDeviceCombinations,
  listFeedback,
  sendFeedback,
  startDeviceSession,
  updateGroupSettings,
  updateMemberRole,
  updatePlanFeatures,
  updateTrialSettings,
} from './settings';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const SETTINGS = { group: { id: 'grp_1', name: 'Web', plan_id: 'free', product_intro_required: false }, can_edit: true };

describe('settings calls', () => {
  it('reads settings once from the cache and empties it on every write', async () => {
    const f = fakeFetch([ok(SETTINGS)]);
    const client = createApiClient({ fetch: f.fetch });
    await getSettings(client);
    await getSettings(client);
    expect(f.calls).toHaveLength(1);
    await updateGroupSettings({ name: 'Web team', feature_flags: { score: true } }, client);
    await getSettings(client);
    expect(f.calls.map((c) => [c.init.method ?? 'GET', c.url])).toEqual([
      ['GET', '/api/v1/settings'],
      ['PATCH', '/api/v1/settings/group'],
      ['GET', '/api/v1/settings'],
    ]);
    expect(bodyOf(f.calls[1])).toEqual({ name: 'Web team', feature_flags: { score: true } });
  });

  it('sends plan, member and trial changes to encoded paths', async () => {
    const f = fakeFetch([ok(SETTINGS)]);
    const client = createApiClient({ fetch: f.fetch });
    await updatePlanFeatures('team/x', { pdf_scanner: false }, client);
    await updateMemberRole('usr_1', 'admin', client);
    await updateTrialSettings({ reset: true }, client);
    expect(f.calls.map((c) => [c.init.method, c.url, bodyOf(c)])).toEqual([
      ['PATCH', '/api/v1/settings/plans/team%2Fx', { features: { pdf_scanner: false } }],
      ['PATCH', '/api/v1/settings/members/usr_1', { role: 'admin' }],
      ['PATCH', '/api/v1/settings/trial', { reset: true }],
    ]);
  });

  it('lists device combinations and starts a session', async () => {
    const f = fakeFetch([ok({ provider: null, combinations: [] }), ok({ url: 'https://provider.example/s?url=x' })]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await listDeviceCombinations(client)).toEqual({ provider: null, combinations: [] });
    expect(await startDeviceSession({ combination_id: 'mac-vo', url: 'https://a.example' }, client)).toEqual({ url: 'https://provider.example/s?url=x' });
    expect(f.calls[1]?.url).toBe('/api/v1/toolkit-on-live/start');
    expect(bodyOf(f.calls[1])).toEqual({ combination_id: 'mac-vo', url: 'https://a.example' });
  });

  it('sends and lists feedback, and files a bug', async () => {
    const f = fakeFetch([ok({ id: 'fbk_1' }, 201), ok({ feedback: [{ id: 'fbk_1' }] }), ok({ key: 'WEB-1', url: 'https://x.atlassian.net/browse/WEB-1' }, 201)]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await sendFeedback({ kind: 'troubleshooting', rating: 'down', text: 'Unclear' }, client)).toBe('fbk_1');
    expect(await listFeedback(client)).toEqual([{ id: 'fbk_1' }]);
    expect(await fileBugReport({ title: 'T', description: 'D' }, client)).toEqual({ key: 'WEB-1', url: 'https://x.atlassian.net/browse/WEB-1' });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/v1/feedback', '/api/v1/feedback', '/api/v1/integrations/issues']);
  });

  it('rejects with the envelope of a refusal', async () => {
    const f = fakeFetch([{ status: 403, body: { error: { code: 'forbidden', message: 'Only group admins can change settings.' } } }]);
    const client = createApiClient({ fetch: f.fetch });
    await expect(updateMemberRole('usr_2', 'member', client)).rejects.toMatchObject({ status: 403, body: { message: 'Only group admins can change settings.' } });
  });
});
