/**
 * The Instance tab's rows of the security route table (docs/decisions/0031-instance-administrators.md):
 * every call is for instance administrators. The owner (the demo admin) is one, as in demo mode;
 * the other group's caller is an admin of their own group and the member of group A is not one,
 * so both get 403. Each call changes nothing (the demo group's own plan again, an empty trial
 * change, a fresh order for the plan the group already has), so rows run in any order. Wire them in
 * with `routeTable([...ROWS, ...instanceRows(() => server)])`; their success is in instanceAdmins.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { instanceOnly, type Owner, type Row } from './securityShared';
import type { TestServer } from './harness';

/** Rows for the Instance tab's routes of `server()`. */
export function instanceRows(server: () => TestServer): Row<Owner>[] {
  const groupOf = async (a: Owner): Promise<{ id: string; plan_id: string }> =>
    server().context.db.selectFrom('groups').innerJoin('users', 'users.group_id', 'groups.id').select(['groups.id', 'groups.plan_id']).where('users.id', '=', a.userId).executeTakeFirstOrThrow();
  return [
    { method: 'GET', url: '/api/v1/settings/instance', request: async () => ({ path: '/api/v1/settings/instance' }), expect: instanceOnly(200) },
    {
      method: 'PATCH',
      url: '/api/v1/settings/instance/groups/:groupId',
      request: async (a) => {
        const group = await groupOf(a);
        return { path: `/api/v1/settings/instance/groups/${group.id}`, json: { plan_id: group.plan_id } };
      },
      expect: instanceOnly(200),
    },
    {
      method: 'PATCH',
      url: '/api/v1/settings/instance/groups/:groupId/trial',
      request: async (a) => ({ path: `/api/v1/settings/instance/groups/${(await groupOf(a)).id}/trial`, json: {} }),
      expect: instanceOnly(200),
    },
    {
      method: 'PATCH',
      url: '/api/v1/settings/instance/orders/:orderId',
      request: async (a) => {
        const group = await groupOf(a);
        const id = `order_${randomUUID()}`;
        const now = server().context.clock.now().toISOString();
        await server().context.db.insertInto('orders').values({ id, group_id: group.id, user_id: a.userId, plan_id: group.plan_id, status: 'placed', created_at: now }).execute();
        return { path: `/api/v1/settings/instance/orders/${id}`, json: { status: 'fulfilled' } };
      },
      expect: instanceOnly(200),
    },
  ];
}
