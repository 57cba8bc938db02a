/**
 * The settings, device, feedback and bug-filing rows of the security route table
 * (docs/decisions/0025-settings-and-integrations.md), for security.test.ts to add to its own: its
 * server has the demo accounts, no device provider and no bug tracker. Group admins change their
 * group (the other group's caller is an admin of that group, so it changes its own); members get
 * 403. What every group shares (plans, a group's plan, trials) is for instance administrators
 * (docs/decisions/0031): the owner is one, the other group's admin is not.
 */
import { instanceOnly, ownAccount, type Owner, type Row } from './securityShared';

/** Calls on the caller's own group that only its admins may make. */
const adminOnly = (status: number) => ({ ...ownAccount(status), member: 403 });

export const SETTINGS_ROWS: Row<Owner>[] = [
  { method: 'GET', url: '/api/v1/settings', request: async () => ({ path: '/api/v1/settings' }), expect: ownAccount(200) },
  // Each write below changes nothing, so the rows can run in any order.
  {
    method: 'PATCH',
    url: '/api/v1/settings/group',
    // Group A's own plan: no change for the owner, an upgrade from Free for the other group's admin
    // (403: a group cannot pick its plan). Group admins' other changes are in settings.test.ts.
    request: async () => ({ path: '/api/v1/settings/group', json: { product_intro_required: false, plan_id: 'automate_monitor' } }),
    expect: instanceOnly(200),
  },
  {
    method: 'PATCH',
    url: '/api/v1/settings/plans/:planId',
    request: async () => ({ path: '/api/v1/settings/plans/free', json: { features: {} } }),
    expect: instanceOnly(200),
  },
  {
    method: 'PATCH',
    url: '/api/v1/settings/members/:userId',
    request: async (a) => ({ path: `/api/v1/settings/members/${a.userId}`, json: { role: 'admin' } }),
    // Group A's owner is not in the other group: 404, as for an unknown id.
    expect: { ...adminOnly(200), other: 404 },
  },
  { method: 'PATCH', url: '/api/v1/settings/trial', request: async () => ({ path: '/api/v1/settings/trial', json: {} }), expect: instanceOnly(200) },
  {
    method: 'GET',
    url: '/api/v1/toolkit-on-live/supported-combinations',
    request: async () => ({ path: '/api/v1/toolkit-on-live/supported-combinations' }),
    expect: ownAccount(200),
  },
  {
    method: 'POST',
    url: '/api/v1/toolkit-on-live/start',
    request: async () => ({ path: '/api/v1/toolkit-on-live/start', json: { combination_id: 'mac-vo', url: 'https://a.example/' } }),
    // The paid group passes the paywall and meets the missing provider; the free group does not.
    expect: { ...ownAccount(503), other: 403 },
  },
  {
    method: 'POST',
    url: '/api/v1/feedback',
    request: async () => ({ path: '/api/v1/feedback', json: { kind: 'report', rating: 'up' } }),
    expect: ownAccount(201),
  },
  { method: 'GET', url: '/api/v1/feedback', request: async () => ({ path: '/api/v1/feedback' }), expect: adminOnly(200) },
  {
    method: 'POST',
    url: '/api/v1/integrations/issues',
    request: async (a) => ({ path: '/api/v1/integrations/issues', json: { title: 'Missing alt text', description: 'Hero image.', report_id: a.reportId } }),
    expect: ownAccount(503),
  },
];
