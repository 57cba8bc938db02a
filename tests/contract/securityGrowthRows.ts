/**
 * The growth router's rows of the security route table (docs/decisions/0024-growth-router.md):
 * every call is signed-in only and about the caller's own account or group. Contact, orders and
 * dismissing the intro also need the authenticity token of the caller's session: the row sends the
 * token of the author's session, which is not any caller's (not even the owner's other session), so
 * every signed-in caller gets 403: a token is bound to its session, not to its user. Their success
 * is covered in growth.test.ts. Wire them in with `routeTable([...ROWS, ...growthRows(() => server)])`.
 */
import { ownAccount, type Expected, type Owner, type Row } from './securityShared';
import type { TestServer } from './harness';

/** Another session's authenticity token: 403 for every session; signed-out and token callers are 401 first. */
const foreignSessionToken: Expected = ownAccount(403);

/** Rows for the growth routes of `server()`. */
export function growthRows(server: () => TestServer): Row<Owner>[] {
  const csrf = async (author: string): Promise<string> =>
    (await server().request('GET', '/api/growth/user/token.json', { cookie: author })).body.data.csrf_token as string;
  return [
    { method: 'GET', url: '/api/growth/user/growth-details', request: async () => ({ path: '/api/growth/user/growth-details' }), expect: ownAccount(200) },
    { method: 'GET', url: '/api/growth/user/fresh-chat-config', request: async () => ({ path: '/api/growth/user/fresh-chat-config' }), expect: ownAccount(200) },
    { method: 'GET', url: '/api/growth/user/token.json', request: async () => ({ path: '/api/growth/user/token.json' }), expect: ownAccount(200) },
    { method: 'GET', url: '/api/growth/accounts/restart', request: async () => ({ path: '/api/growth/accounts/restart?restart_modal=old' }), expect: ownAccount(200) },
    {
      method: 'POST',
      url: '/api/growth/orders/create',
      request: async (_a, author) => ({ path: '/api/growth/orders/create', json: { restart_order: { plan_id: 'enterprise' }, authenticity_token: await csrf(author) } }),
      expect: foreignSessionToken,
    },
    {
      method: 'POST',
      url: '/api/growth/contact',
      request: async (_a, author) => ({
        path: '/api/growth/contact',
        json: { message: 'Security table', email: 'owner@company.example', check_email_domain: true, authenticity_token: await csrf(author) },
      }),
      expect: foreignSessionToken,
    },
    {
      method: 'POST',
      url: '/api/growth/user/free-product-offer/provision',
      request: async () => ({
        path: '/api/growth/user/free-product-offer/provision',
        json: { products: ['screenReader'], source: 'security', availWithOutAllocation: false, availedViaFPAStandardisation: false },
      }),
      expect: ownAccount(200),
    },
    {
      method: 'POST',
      url: '/api/growth/user/dismiss-product-intro',
      request: async (_a, author) => ({ path: '/api/growth/user/dismiss-product-intro', json: { product_key: 'accessibility', authenticity_token: await csrf(author) } }),
      expect: foreignSessionToken,
    },
    {
      method: 'POST',
      url: '/api/growth/user/add-user-properties',
      request: async () => ({ path: '/api/growth/user/add-user-properties', json: { keys_to_add: ['security'] } }),
      expect: ownAccount(200),
    },
    {
      method: 'POST',
      url: '/api/growth/growth/create-update-growth-user-property',
      request: async () => ({ path: '/api/growth/growth/create-update-growth-user-property', json: { key: 'security', value: 'table' } }),
      expect: ownAccount(200),
    },
    // Group admins only: the member of group A gets 403; another group's admin reads their own (empty) list.
    { method: 'GET', url: '/api/v1/contact-requests', request: async () => ({ path: '/api/v1/contact-requests' }), expect: { ...ownAccount(200), member: 403 } },
    { method: 'GET', url: '/api/v1/design-accessibility/members', request: async () => ({ path: '/api/v1/design-accessibility/members' }), expect: ownAccount(200) },
    {
      method: 'POST',
      url: '/api/v1/design-accessibility/invite',
      request: async () => ({ path: '/api/v1/design-accessibility/invite', json: { emails: ['designer@agency.example'] } }),
      expect: ownAccount(200),
    },
  ];
}
