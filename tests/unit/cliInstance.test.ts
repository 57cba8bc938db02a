/**
 * `curbcut instance`: an instance administrator's work from the command line of the server's
 * machine (docs/decisions/0031-instance-administrators.md), on a data directory: list groups, put
 * a group on a plan, restart its trial, switch a plan's features, and fulfil or refuse restart
 * orders (once). Wrong names exit 2 with a sentence naming them; an order decided twice exits 1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createUser, ensurePlans, makeInstanceAdmin, migrateToLatest, openDatabase, systemClock, type OpenDatabase } from '@curbcut/server';
import { runInstance } from '../../packages/cli/src/commands/instance';
import { runCli } from './fixtures/runCli';

describe('curbcut instance', { timeout: 60_000 }, () => {
  let dataDir: string;
  let store: OpenDatabase;
  let acme: string;
  let order: string;

  const instance = (...args: string[]) => runInstance(args, { dataDir });
  const groupRow = (id: string) =>
    store.db.selectFrom('groups').select(['plan_id', 'previous_plan_id', 'trial_status', 'rft_eligible']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-instance-'));
    store = openDatabase({ dataDir });
    await migrateToLatest(store.db);
    await ensurePlans(store.db, systemClock);
    acme = await createGroup(store.db, systemClock, { name: 'Acme', planId: 'free', trialStatus: 'expired' });
    const buyer = await createUser(store.db, systemClock, { groupId: acme, email: 'buyer@acme.test', name: 'Buyer', password: 'long enough password', role: 'admin' });
    await createGroup(store.db, systemClock, { name: 'Beta', planId: 'free' });
    await createGroup(store.db, systemClock, { name: 'Beta', planId: 'team' });
    order = 'order_cli_1';
    await store.db.insertInto('orders').values({ id: order, group_id: acme, user_id: buyer, plan_id: 'automate_monitor', status: 'placed', created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the groups and puts one on a plan by name, keeping the old plan as the previous one', async () => {
    const groups = await instance('groups');
    expect(groups).toContainEqual(`${acme}  Acme  plan free  trial expired  1 member`);
    expect(await instance('set-plan', 'Acme', 'enterprise')).toEqual(["'Acme' is on the plan enterprise."]);
    expect(await groupRow(acme)).toMatchObject({ plan_id: 'enterprise', previous_plan_id: 'free' });
    expect(await instance('set-plan', acme, 'free')).toEqual(["'Acme' is on the plan free."]);
  });

  it("restarts a group's trial and switches a plan's features", async () => {
    expect(await instance('reset-trial', 'Acme')).toEqual(["The free trial of 'Acme' starts over: not started, and the group may start it."]);
    expect(await groupRow(acme)).toMatchObject({ trial_status: 'not_started', rft_eligible: 1 });
    const lines = await instance('plan', 'team', 'pdf_scanner=off', 'public_links=on');
    expect(lines).toContain('pdf_scanner=off');
    expect(lines).toContain('public_links=on');
    const row = await store.db.selectFrom('plan_features').select('enabled').where('plan_id', '=', 'team').where('feature', '=', 'pdf_scanner').executeTakeFirstOrThrow();
    expect(row.enabled).toBe(0);
    expect(await instance('plan', 'team')).toContain('pdf_scanner=off');
  });

  it('lists restart orders and fulfils one once: the group gets the plan', async () => {
    expect((await instance('orders'))[0]).toMatch(new RegExp(`^${order}  placed  Acme  automate_monitor  .+  by buyer@acme\\.test$`));
    expect(await instance('fulfil', order)).toEqual([`Order ${order} fulfilled: the group is on the plan it ordered.`]);
    expect(await groupRow(acme)).toMatchObject({ plan_id: 'automate_monitor' });
    await expect(instance('refuse', order)).rejects.toMatchObject({ message: 'This order was already fulfilled.', exitCode: 1 });
    const decided = await store.db.selectFrom('orders').select(['status', 'decided_by']).where('id', '=', order).executeTakeFirstOrThrow();
    expect(decided).toEqual({ status: 'fulfilled', decided_by: null });
  });

  it('exits 2 naming what is wrong', async () => {
    const cases: [string[], RegExp][] = [
      [[], /^An action is required: use one of groups, set-plan, /],
      [['promote'], /^Unknown action 'promote'/],
      [['set-plan', 'Acme'], /^Usage: curbcut instance set-plan <group> <plan>$/],
      [['set-plan', 'Nowhere', 'free'], /^No group 'Nowhere'\. Run 'curbcut instance groups'/],
      [['set-plan', 'Beta', 'free'], /^2 groups are named 'Beta': give an id \(grp_/],
      [['set-plan', 'Acme', 'gold'], /^Unknown plan "gold"\.$/],
      [['plan', 'team', 'teleport=on'], /^Unknown plan feature "teleport"\.$/],
      [['plan', 'team', 'pdf_scanner'], /^'pdf_scanner' is not feature=on or feature=off\.$/],
      [['fulfil', 'order_nope'], /^Order not found\.$/],
    ];
    for (const [args, message] of cases) {
      await expect(instance(...args), args.join(' ')).rejects.toMatchObject({ message: expect.stringMatching(message), exitCode: 2 });
    }
  });

  it('lists the instance administrators, and runs from the command line with its exit code', async () => {
    expect(await instance('admins')).toEqual(["No instance administrators: make one with 'curbcut add-admin --instance'."]);
    expect(await makeInstanceAdmin(store.db, 'buyer@acme.test')).toBe('granted');
    expect(await instance('admins')).toEqual(['buyer@acme.test  Buyer  (Acme)']);
    const wrong = await runCli(['instance', 'set-plan', 'Nowhere', 'free', '--data-dir', dataDir]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe("curbcut instance: No group 'Nowhere'. Run 'curbcut instance groups' for the groups.\n");
  });
});
