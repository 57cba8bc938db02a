/**
 * Instance administrators on every database (docs/decisions/0031-instance-administrators.md): the
 * Instance tab's calls refuse group admins and members with 403, so one group's admin can change
 * nothing other groups get; an instance administrator reads every group, sets a group's plan,
 * restarts its trial and fulfils or refuses restart-plan orders; the role follows the account; and
 * an upgraded database makes the admins of its oldest group instance administrators, logged once.
 */
import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it, beforeAll } from 'vitest';
import {
  createGroup,
  createUser,
  DEMO_PASSWORD,
  ensurePlans,
  makeInstanceAdmin,
  ManualClock,
  migrateToLatest,
  MIGRATIONS,
  openDatabase,
} from '@curbcut/server';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const INSTANCE_ONLY = 'Only instance administrators can change plans, group plans, trials and restart orders.';
const THIS_MIGRATION = '2026-11-29T0014-instance-admins';

let counter = 0;

interface Group {
  groupId: string;
  adminId: string;
  admin: string;
  member: string;
  adminEmail: string;
}

/** A fresh group with an admin and a member, both signed in; `instance` makes the admin an instance administrator. */
async function newGroup(server: TestServer, options: { planId?: string; instance?: boolean } = {}): Promise<Group> {
  const { db, clock } = server.context;
  const n = ++counter;
  const groupId = await createGroup(db, clock, { name: `Instance ${n}`, planId: options.planId ?? 'free', trialStatus: 'expired', rftEligible: false });
  const adminEmail = `admin${n}@instance.test`;
  const adminId = await createUser(db, clock, { groupId, email: adminEmail, name: `Admin ${n}`, password: DEMO_PASSWORD, role: 'admin' });
  await createUser(db, clock, { groupId, email: `member${n}@instance.test`, name: `Member ${n}`, password: DEMO_PASSWORD });
  if (options.instance) expect(await makeInstanceAdmin(db, adminEmail)).toBe('granted');
  return { groupId, adminId, adminEmail, admin: await signIn(server, adminEmail), member: await signIn(server, `member${n}@instance.test`) };
}

/** A placed restart-plan order of `group` (as the growth route stores it). */
async function placeOrder(server: TestServer, group: Group, planId: string): Promise<string> {
  const id = `order_${++counter}`;
  await server.context.db
    .insertInto('orders')
    .values({ id, group_id: group.groupId, user_id: group.adminId, plan_id: planId, status: 'placed', created_at: server.context.clock.now().toISOString() })
    .execute();
  return id;
}

describeEachDatabase('instance administrators', (db) => {
  let server: TestServer;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-06-01T09:00:00.000Z');
    server = await db().start({ clock });
  });

  it("refuses group admins and members with 403 on every instance call, and changes nothing another group gets", async () => {
    const victim = await newGroup(server, { planId: 'team' });
    const order = await placeOrder(server, victim, 'enterprise');
    const attacker = await newGroup(server);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/v1/settings/instance', undefined],
      ['PATCH', `/api/v1/settings/instance/groups/${victim.groupId}`, { plan_id: 'free' }],
      ['PATCH', `/api/v1/settings/instance/groups/${attacker.groupId}`, { plan_id: 'enterprise' }],
      ['PATCH', `/api/v1/settings/instance/groups/${attacker.groupId}/trial`, { reset: true }],
      ['PATCH', `/api/v1/settings/instance/orders/${order}`, { status: 'refused' }],
      ['PATCH', '/api/v1/settings/plans/team', { features: { pdf_scanner: false } }],
      ['PATCH', '/api/v1/settings/trial', { reset: true }],
      ['PATCH', '/api/v1/settings/group', { plan_id: 'enterprise' }],
    ];
    for (const cookie of [attacker.admin, attacker.member, victim.admin]) {
      for (const [method, path, json] of calls) {
        const res = await server.request(method, path, json === undefined ? { cookie } : { cookie, json });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden', message: cookie === attacker.member && path === '/api/v1/settings/group' ? 'Only group admins can change settings.' : INSTANCE_ONLY });
      }
    }
    const groups = await server.context.db.selectFrom('groups').select(['id', 'plan_id', 'trial_status']).where('id', 'in', [victim.groupId, attacker.groupId]).execute();
    expect(Object.fromEntries(groups.map((g) => [g.id, [g.plan_id, g.trial_status]]))).toEqual({ [victim.groupId]: ['team', 'expired'], [attacker.groupId]: ['free', 'expired'] });
    const stored = await server.context.db.selectFrom('orders').select(['status', 'decided_at']).where('id', '=', order).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'placed', decided_at: null });
    const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: victim.member });
    expect(profile.body.data).toMatchObject({ plan: 'Team', pdf_scanner_enabled: true, instance_admin: false });
  });

  it('lets an instance admin read every group, put another group on a plan and restart its trial', async () => {
    const operator = await newGroup(server, { instance: true });
    const other = await newGroup(server);
    const read = await server.request('GET', '/api/v1/settings/instance', { cookie: operator.admin });
    expect(read.status).toBe(200);
    expect(read.body.data.groups.find((g: { id: string }) => g.id === other.groupId)).toEqual({
      id: other.groupId,
      name: expect.stringMatching(/^Instance \d+$/),
      plan_id: 'free',
      previous_plan_id: null,
      created_at: clock.now().toISOString(),
      member_count: 2,
      admins: [other.adminEmail],
      trial: { status: 'expired', start_date: null, end_date: null, eft_type: null, rft_eligible: false },
    });
    expect(read.body.data.administrators).toContainEqual({ id: operator.adminId, name: expect.stringMatching(/^Admin/), email: operator.adminEmail, group_name: expect.any(String) });
    expect(read.body.data.integrations).toMatchObject({ bug_tracker: null, device_provider: null, mail: 'outbox', chat_widget: false, telemetry_script: false });

    const plan = await server.request('PATCH', `/api/v1/settings/instance/groups/${other.groupId}`, { cookie: operator.admin, json: { plan_id: 'enterprise' } });
    expect(plan.status).toBe(200);
    expect(plan.body.data.groups.find((g: { id: string }) => g.id === other.groupId)).toMatchObject({ plan_id: 'enterprise', previous_plan_id: 'free' });
    expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie: other.member })).body.data).toMatchObject({ plan: 'Enterprise', enterprise_plan: true });

    const trial = await server.request('PATCH', `/api/v1/settings/instance/groups/${other.groupId}/trial`, { cookie: operator.admin, json: { reset: true } });
    expect(trial.body.data.groups.find((g: { id: string }) => g.id === other.groupId).trial).toEqual({ status: 'not_started', start_date: null, end_date: null, eft_type: null, rft_eligible: true });

    const unknownPlan = await server.request('PATCH', `/api/v1/settings/instance/groups/${other.groupId}`, { cookie: operator.admin, json: { plan_id: 'gold' } });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.error).toMatchObject({ message: 'Unknown plan "gold".', path: '$.plan_id' });
    for (const path of [`/api/v1/settings/instance/groups/grp_nope`, `/api/v1/settings/instance/groups/grp_nope/trial`]) {
      const res = await server.request('PATCH', path, { cookie: operator.admin, json: path.endsWith('trial') ? { reset: true } : { plan_id: 'free' } });
      expect(res.status, path).toBe(404);
      expect(res.body.error.message).toBe('Group not found.');
    }
    // The flag reaches the page and the shell.
    expect((await server.request('GET', '/api/v1/settings', { cookie: operator.admin })).body.data.instance_admin).toBe(true);
    expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie: operator.admin })).body.data.instance_admin).toBe(true);
  });

  it('fulfils a restart order (the group gets the plan) or refuses it, once', async () => {
    const operator = await newGroup(server, { instance: true });
    const buyer = await newGroup(server);
    const fulfilled = await placeOrder(server, buyer, 'automate_monitor');
    clock.advance(1000);
    const refused = await placeOrder(server, buyer, 'enterprise');
    const listed = (await server.request('GET', '/api/v1/settings/instance', { cookie: operator.admin })).body.data.orders;
    expect(listed.filter((o: { group_id: string }) => o.group_id === buyer.groupId).map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [fulfilled, 'placed'],
      [refused, 'placed'],
    ]);
    expect(listed.find((o: { id: string }) => o.id === fulfilled)).toMatchObject({ plan_name: 'Automate & Monitor', placed_by: { id: buyer.adminId, email: buyer.adminEmail }, decided_at: null });

    clock.advance(1000);
    const ok = await server.request('PATCH', `/api/v1/settings/instance/orders/${fulfilled}`, { cookie: operator.admin, json: { status: 'fulfilled' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.orders.find((o: { id: string }) => o.id === fulfilled)).toMatchObject({ status: 'fulfilled', decided_at: clock.now().toISOString() });
    const no = await server.request('PATCH', `/api/v1/settings/instance/orders/${refused}`, { cookie: operator.admin, json: { status: 'refused' } });
    expect(no.status).toBe(200);
    const group = await server.context.db.selectFrom('groups').select(['plan_id', 'previous_plan_id']).where('id', '=', buyer.groupId).executeTakeFirstOrThrow();
    expect(group).toEqual({ plan_id: 'automate_monitor', previous_plan_id: 'free' });
    const decided = await server.context.db.selectFrom('orders').select(['id', 'status', 'decided_by']).where('id', 'in', [fulfilled, refused]).orderBy('created_at').execute();
    expect(decided).toEqual([
      { id: fulfilled, status: 'fulfilled', decided_by: operator.adminId },
      { id: refused, status: 'refused', decided_by: operator.adminId },
    ]);

    const again = await server.request('PATCH', `/api/v1/settings/instance/orders/${refused}`, { cookie: operator.admin, json: { status: 'fulfilled' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This order was already refused.');
    const unknown = await server.request('PATCH', '/api/v1/settings/instance/orders/order_nope', { cookie: operator.admin, json: { status: 'fulfilled' } });
    expect(unknown.status).toBe(404);
    const bad = await server.request('PATCH', `/api/v1/settings/instance/orders/${refused}`, { cookie: operator.admin, json: { status: 'placed' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe('$.status');
  });

  it('promotes no one on a fresh database: the first instance admin comes from add-admin --instance', async () => {
    expect(await server.context.db.selectFrom('instance_notices').selectAll().execute()).toEqual([]);
  });

  it('ends the role with the account: a removed instance admin invited back is a plain member', async () => {
    const g = await newGroup(server, { instance: true });
    const second = await createUser(server.context.db, clock, { groupId: g.groupId, email: `second${++counter}@instance.test`, name: 'Second', password: DEMO_PASSWORD, role: 'admin' });
    expect(second).toMatch(/^usr_/);
    const removed = await server.request('DELETE', `/api/v1/settings/members/${g.adminId}`, { cookie: await signIn(server, `second${counter}@instance.test`) });
    expect(removed.status).toBe(200);
    const row = await server.context.db.selectFrom('users').select(['instance_admin', 'deactivated_at']).where('id', '=', g.adminId).executeTakeFirstOrThrow();
    expect(row).toEqual({ instance_admin: 0, deactivated_at: expect.any(String) });
  });
});

describeEachDatabase('instance administrators on upgrade', (db) => {
  it("makes the active admins of the oldest group instance admins, and the next server start logs it once", async () => {
    const { dataDir, databaseUrl } = db().options();
    const store = openDatabase({ dataDir: dataDir!, databaseUrl });
    const clock = new ManualClock('2026-01-01T09:00:00.000Z');
    try {
      // The database as the release before this migration left it, with groups made over time.
      const names = Object.keys(MIGRATIONS);
      const before = names[names.indexOf(THIS_MIGRATION) - 1] as string;
      const migrator = new Migrator({ db: store.db as unknown as Kysely<unknown>, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
      const to = await migrator.migrateTo(before);
      expect(to.error).toBeUndefined();
      await ensurePlans(store.db, clock);
      // A group whose only admin was removed is older still, but leaves no one in charge: it is skipped.
      const adminlessGroup = await createGroup(store.db, clock, { name: 'Adminless', planId: 'free' });
      const adminless = await createUser(store.db, clock, { groupId: adminlessGroup, email: 'gone@upgrade.test', name: 'Gone', password: DEMO_PASSWORD, role: 'admin' });
      await store.db.updateTable('users').set({ deactivated_at: clock.now().toISOString() }).where('id', '=', adminless).execute();
      clock.advance(1000);
      const oldest = await createGroup(store.db, clock, { name: 'First team', planId: 'enterprise' });
      const oldAdmin = await createUser(store.db, clock, { groupId: oldest, email: 'first@upgrade.test', name: 'First', password: DEMO_PASSWORD, role: 'admin' });
      const oldRemoved = await createUser(store.db, clock, { groupId: oldest, email: 'removed@upgrade.test', name: 'Removed', password: DEMO_PASSWORD, role: 'admin' });
      await store.db.updateTable('users').set({ deactivated_at: clock.now().toISOString() }).where('id', '=', oldRemoved).execute();
      const oldMember = await createUser(store.db, clock, { groupId: oldest, email: 'member@upgrade.test', name: 'Member', password: DEMO_PASSWORD });
      clock.advance(1000);
      const newer = await createGroup(store.db, clock, { name: 'Second team', planId: 'free' });
      const newerAdmin = await createUser(store.db, clock, { groupId: newer, email: 'second@upgrade.test', name: 'Second', password: DEMO_PASSWORD, role: 'admin' });

      await migrateToLatest(store.db);
      const rows = await store.db.selectFrom('users').select(['id', 'instance_admin']).execute();
      const flags = Object.fromEntries(rows.map((r) => [r.id, r.instance_admin]));
      expect(flags).toEqual({ [oldAdmin]: 1, [oldRemoved]: 0, [oldMember]: 0, [newerAdmin]: 0, [adminless]: 0 });
    } finally {
      await store.close();
    }

    const log: string[] = [];
    const logStream = { write: (line: string) => log.push(line) };
    const first = await db().start({ logStream });
    const notices = () => log.filter((line) => line.includes('Instance administrators:'));
    expect(notices()).toHaveLength(1);
    const notice = JSON.parse(notices()[0] as string) as { level: number; msg: string };
    expect(notice.level).toBe(40);
    expect(notice.msg).toContain("the admins of the oldest group, 'First team', are now instance administrators (first@upgrade.test)");
    expect(notice.msg).toContain('curbcut add-admin --instance');
    const cookie = await signIn(first, 'first@upgrade.test');
    expect((await first.request('GET', '/api/v1/settings/instance', { cookie })).status).toBe(200);
    const second = await signIn(first, 'second@upgrade.test');
    expect((await first.request('GET', '/api/v1/settings/instance', { cookie: second })).status).toBe(403);

    await db().start({ logStream });
    expect(notices()).toHaveLength(1);
  });
});
