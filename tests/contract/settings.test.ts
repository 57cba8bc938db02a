/**
 * The settings API on every database: reading the group's settings, the admin-only writes (group,
 * member roles), the instance-only ones (plan capabilities, a group's plan, trials:
 * docs/decisions/0031), group isolation, feedback, and the trial expiry the server runs itself.
 * The Instance tab's own calls and the restart orders are in instanceAdmins.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, PLAN_FEATURES } from '@curbcut/core';
import { createGroup, createUser, DEMO_PASSWORD, makeInstanceAdmin, ManualClock } from '@curbcut/server';
import { expireTrials, failLostActivations, TRIAL_ACTIVATION_DEADLINE_MS } from '../../packages/server/src/accounts/trial';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const ADMIN_ONLY = 'Only group admins can change settings.';
const INSTANCE_ONLY = 'Only instance administrators can change plans, group plans, trials and restart orders.';

interface TestGroup {
  number: number;
  groupId: string;
  adminId: string;
  memberId: string;
  admin: string;
  member: string;
}

let counter = 0;

/** A fresh group with an admin and a member, both signed in. */
async function newGroup(server: TestServer, group: { planId?: string; trialStatus?: string | null; rftEligible?: boolean } = {}): Promise<TestGroup> {
  const { db, clock } = server.context;
  counter += 1;
  const n = counter;
  const groupId = await createGroup(db, clock, { name: `Group ${n}`, planId: group.planId ?? 'free', trialStatus: group.trialStatus ?? null, rftEligible: group.rftEligible ?? false });
  const adminEmail = `admin${n}@settings.test`;
  const memberEmail = `member${n}@settings.test`;
  const adminId = await createUser(db, clock, { groupId, email: adminEmail, name: `Admin ${n}`, password: DEMO_PASSWORD, role: 'admin' });
  const memberId = await createUser(db, clock, { groupId, email: memberEmail, name: `Member ${n}`, password: DEMO_PASSWORD });
  return { number: n, groupId, adminId, memberId, admin: await signIn(server, adminEmail), member: await signIn(server, memberEmail) };
}

/** A fresh group whose admin is also an instance administrator (signed in after the grant). */
async function instanceGroup(server: TestServer): Promise<TestGroup> {
  const g = await newGroup(server);
  expect(await makeInstanceAdmin(server.context.db, `admin${g.number}@settings.test`)).toBe('granted');
  return g;
}

describeEachDatabase('settings', (db) => {
  let server: TestServer;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-05-01T09:00:00.000Z');
    server = await db().start({ clock });
  });

  describe('GET /api/v1/settings', () => {
    it('shows the group, the plan catalogue, flags, members, trial and integrations', async () => {
      const g = await newGroup(server, { trialStatus: 'not_started', rftEligible: true });
      const res = await server.request('GET', '/api/v1/settings', { cookie: g.member });
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.group).toEqual({ id: g.groupId, name: expect.stringMatching(/^Group \d+$/), plan_id: 'free', product_intro_required: false, priority_notification: null });
      expect(data.can_edit).toBe(false);
      expect(data.instance_admin).toBe(false);
      expect(data.plans.map((p: { id: string }) => p.id)).toEqual(['free', 'team', 'free_trial_team', 'automate_monitor', 'enterprise']);
      expect(data.plans[0]).toEqual({
        id: 'free',
        name: 'Free',
        plan_type: 'free',
        enterprise: false,
        features: Object.fromEntries(PLAN_FEATURES.map((f) => [f, ['issue_snapshot', 'report_comparison', 'public_links'].includes(f)])),
      });
      expect(data.plans[1]).toMatchObject({ id: 'team', plan_type: 'paid', enterprise: false });
      expect(data.plans[2]).toMatchObject({ id: 'free_trial_team', plan_type: 'free', features: Object.fromEntries(PLAN_FEATURES.map((f) => [f, true])) });
      expect(data.plan_features).toEqual([...PLAN_FEATURES]);
      expect(data.feature_flags).toEqual(Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, false])));
      expect(data.members).toEqual([
        { id: g.adminId, name: expect.stringMatching(/^Admin/), email: expect.stringMatching(/^admin/), role: 'admin' },
        { id: g.memberId, name: expect.stringMatching(/^Member/), email: expect.stringMatching(/^member/), role: 'member' },
      ]);
      expect(data.trial).toEqual({ status: 'not_started', start_date: null, end_date: null, eft_type: null, rft_eligible: true });
      expect(data.integrations).toEqual({ bug_tracker: null, device_provider: { configured: false } });
      expect((await server.request('GET', '/api/v1/settings', { cookie: g.admin })).body.data.can_edit).toBe(true);
    });

    it('answers 401 to every settings call when signed out', async () => {
      const calls: [string, string, unknown][] = [
        ['GET', '/api/v1/settings', undefined],
        ['PATCH', '/api/v1/settings/group', { name: 'x' }],
        ['PATCH', '/api/v1/settings/plans/free', { features: {} }],
        ['PATCH', '/api/v1/settings/members/usr_x', { role: 'admin' }],
        ['PATCH', '/api/v1/settings/trial', { reset: true }],
        ['POST', '/api/v1/feedback', { kind: 'report', rating: 'up' }],
        ['GET', '/api/v1/feedback', undefined],
      ];
      for (const [method, path, json] of calls) {
        const res = await server.request(method, path, json === undefined ? {} : { json });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
    });
  });

  describe('PATCH /api/v1/settings/group', () => {
    it('refuses members with 403', async () => {
      const g = await newGroup(server);
      const res = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.member, json: { name: 'Renamed' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: ADMIN_ONLY });
    });

    it("refuses a group admin's plan change with 403 and writes nothing of the request (a free group cannot make itself Enterprise)", async () => {
      const g = await newGroup(server);
      const res = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { name: 'Enterprise now', plan_id: 'enterprise' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message: INSTANCE_ONLY, path: '$.plan_id' });
      const stored = await server.context.db.selectFrom('groups').select(['name', 'plan_id', 'previous_plan_id']).where('id', '=', g.groupId).executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: `Group ${g.number}`, plan_id: 'free', previous_plan_id: null });
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member });
      expect(profile.body.data).toMatchObject({ plan: 'Free', enterprise_plan: false, instance_admin: false });
      // Sending the plan it already has changes nothing, so it is no escalation.
      const same = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { plan_id: 'free', name: 'Same plan' } });
      expect(same.status).toBe(200);
      expect(same.body.data.group).toMatchObject({ name: 'Same plan', plan_id: 'free' });
    });

    it('changes name, plan, product introduction and flags; the old plan becomes previous_plan_id', async () => {
      const g = await instanceGroup(server);
      const res = await server.request('PATCH', '/api/v1/settings/group', {
        cookie: g.admin,
        json: { name: '  Web team ', plan_id: 'team', product_intro_required: true, feature_flags: { score: true, lca: false } },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.group).toEqual({ id: g.groupId, name: 'Web team', plan_id: 'team', product_intro_required: true, priority_notification: null });
      expect(res.body.data.feature_flags).toMatchObject({ score: true, lca: false, ai_remediation: false });
      const stored = await server.context.db.selectFrom('groups').select(['plan_id', 'previous_plan_id']).where('id', '=', g.groupId).executeTakeFirstOrThrow();
      expect(stored).toEqual({ plan_id: 'team', previous_plan_id: 'free' });
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member });
      expect(profile.body.data).toMatchObject({ plan: 'Team', plan_type: 'paid', isPaidUser: true, feature_flags: { score: true } });

      // The same plan again is no change: previous_plan_id keeps the real previous plan.
      await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { plan_id: 'team' } });
      const again = await server.context.db.selectFrom('groups').select('previous_plan_id').where('id', '=', g.groupId).executeTakeFirstOrThrow();
      expect(again.previous_plan_id).toBe('free');
    });

    it('names an unknown plan or flag, and writes nothing', async () => {
      const g = await instanceGroup(server);
      const plan = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { name: 'Kept?', plan_id: 'gold' } });
      expect(plan.status).toBe(400);
      expect(plan.body.error).toMatchObject({ code: 'bad_request', message: 'Unknown plan "gold".', path: '$.plan_id' });
      const flag = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { feature_flags: { score: true, dark_mode: true } } });
      expect(flag.status).toBe(400);
      expect(flag.body.error).toMatchObject({ message: 'Unknown feature flag "dark_mode".', path: '$.feature_flags.dark_mode' });
      expect(flag.body.error.description).toContain('score');
      const empty = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { name: '   ' } });
      expect(empty.body.error).toMatchObject({ code: 'bad_request', path: '$.name' });
      const after = (await server.request('GET', '/api/v1/settings', { cookie: g.admin })).body.data;
      expect(after.group.name).toMatch(/^Group \d+$/);
      expect(after.feature_flags.score).toBe(false);
    });
  });

  describe('PATCH /api/v1/settings/plans/:planId', () => {
    it("switches a plan's capabilities, stored for every group on it", async () => {
      const g = await instanceGroup(server);
      const now = clock.now().toISOString();
      await server.context.db.insertInto('plans').values({ id: 'custom', name: 'Custom', plan_type: 'paid', enterprise: 0, created_at: now }).execute();
      await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { plan_id: 'custom' } });
      const res = await server.request('PATCH', '/api/v1/settings/plans/custom', { cookie: g.admin, json: { features: { pdf_scanner: true, toolkit_on_live: true } } });
      expect(res.status).toBe(200);
      const custom = res.body.data.plans.find((p: { id: string }) => p.id === 'custom');
      expect(custom.features).toMatchObject({ pdf_scanner: true, toolkit_on_live: true, public_links: false });
      expect(res.body.data.plans.at(-1).id).toBe('custom');
      const off = await server.request('PATCH', '/api/v1/settings/plans/custom', { cookie: g.admin, json: { features: { pdf_scanner: false } } });
      expect(off.body.data.plans.find((p: { id: string }) => p.id === 'custom').features.pdf_scanner).toBe(false);
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member });
      expect(profile.body.data).toMatchObject({ pdf_scanner_enabled: false, toolkit_on_live: true });
    });

    it('answers 404 for an unknown plan, 400 naming an unknown capability, 403 to members', async () => {
      const g = await instanceGroup(server);
      const unknown = await server.request('PATCH', '/api/v1/settings/plans/gold', { cookie: g.admin, json: { features: { pdf_scanner: true } } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Plan not found.');
      const feature = await server.request('PATCH', '/api/v1/settings/plans/free', { cookie: g.admin, json: { features: { teleport: true } } });
      expect(feature.status).toBe(400);
      expect(feature.body.error).toMatchObject({ message: 'Unknown plan feature "teleport".', path: '$.features.teleport' });
      const missing = await server.request('PATCH', '/api/v1/settings/plans/free', { cookie: g.admin, json: {} });
      expect(missing.body.error).toMatchObject({ code: 'bad_request', path: '$.features' });
      const member = await server.request('PATCH', '/api/v1/settings/plans/free', { cookie: g.member, json: { features: { pdf_scanner: true } } });
      expect(member.status).toBe(403);
    });

    it("refuses a group admin with 403: another group's admin cannot turn the PDF scanner off for everyone", async () => {
      const victim = await newGroup(server, { planId: 'team' });
      const other = await newGroup(server, { planId: 'team' });
      const res = await server.request('PATCH', '/api/v1/settings/plans/team', { cookie: other.admin, json: { features: { pdf_scanner: false } } });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'forbidden', message: INSTANCE_ONLY });
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: victim.member });
      expect(profile.body.data.pdf_scanner_enabled).toBe(true);
      const settings = await server.request('GET', '/api/v1/settings', { cookie: other.admin });
      expect(settings.body.data.plans.find((p: { id: string }) => p.id === 'team').features.pdf_scanner).toBe(true);
    });
  });

  describe('PATCH /api/v1/settings/members/:userId', () => {
    it('promotes and demotes members, but never the last admin', async () => {
      const g = await newGroup(server);
      const last = await server.request('PATCH', `/api/v1/settings/members/${g.adminId}`, { cookie: g.admin, json: { role: 'member' } });
      expect(last.status).toBe(409);
      expect(last.body.error).toMatchObject({ code: 'conflict', message: 'The group needs at least one admin.' });

      const promoted = await server.request('PATCH', `/api/v1/settings/members/${g.memberId}`, { cookie: g.admin, json: { role: 'admin' } });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data.members.map((m: { role: string }) => m.role)).toEqual(['admin', 'admin']);

      // With another admin, an admin may step down; the answer already reads as a member's.
      const self = await server.request('PATCH', `/api/v1/settings/members/${g.adminId}`, { cookie: g.admin, json: { role: 'member' } });
      expect(self.status).toBe(200);
      expect(self.body.data.can_edit).toBe(false);
      const refused = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { name: 'x' } });
      expect(refused.status).toBe(403);
    });

    it("answers 404 for another group's user and 400 for an unknown role", async () => {
      const g = await newGroup(server);
      const other = await newGroup(server);
      const res = await server.request('PATCH', `/api/v1/settings/members/${other.memberId}`, { cookie: g.admin, json: { role: 'admin' } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Member not found.');
      const stored = await server.context.db.selectFrom('users').select('role').where('id', '=', other.memberId).executeTakeFirstOrThrow();
      expect(stored.role).toBe('member');
      const role = await server.request('PATCH', `/api/v1/settings/members/${g.memberId}`, { cookie: g.admin, json: { role: 'owner' } });
      expect(role.status).toBe(400);
      expect(role.body.error.path).toBe('$.role');
      const member = await server.request('PATCH', `/api/v1/settings/members/${g.memberId}`, { cookie: g.member, json: { role: 'admin' } });
      expect(member.status).toBe(403);
    });
  });

  describe('trial', () => {
    it("refuses a group admin's reset of its own trial with 403 (a trial forever) and changes nothing", async () => {
      const g = await newGroup(server, { trialStatus: 'expired', rftEligible: false });
      for (const json of [{ reset: true }, { rft_eligible: true }]) {
        for (const cookie of [g.admin, g.member]) {
          const res = await server.request('PATCH', '/api/v1/settings/trial', { cookie, json });
          expect(res.status).toBe(403);
          expect(res.body.error).toEqual({ code: 'forbidden', message: INSTANCE_ONLY });
        }
      }
      const stored = await server.context.db.selectFrom('groups').select(['trial_status', 'rft_eligible']).where('id', '=', g.groupId).executeTakeFirstOrThrow();
      expect(stored).toEqual({ trial_status: 'expired', rft_eligible: 0 });
    });

    it("lets an instance admin make their group eligible again and start its trial over", async () => {
      const g = await instanceGroup(server);
      await server.context.db.updateTable('groups').set({ trial_status: 'expired', rft_eligible: 0 }).where('id', '=', g.groupId).execute();
      const member = await server.request('PATCH', '/api/v1/settings/trial', { cookie: g.member, json: { reset: true } });
      expect(member.status).toBe(403);
      const reset = await server.request('PATCH', '/api/v1/settings/trial', { cookie: g.admin, json: { reset: true } });
      expect(reset.status).toBe(200);
      expect(reset.body.data.trial).toMatchObject({ status: 'not_started', start_date: null, end_date: null, rft_eligible: true });
      const off = await server.request('PATCH', '/api/v1/settings/trial', { cookie: g.admin, json: { rft_eligible: false } });
      expect(off.body.data.trial).toMatchObject({ status: 'not_started', rft_eligible: false });
      const bad = await server.request('PATCH', '/api/v1/settings/trial', { cookie: g.admin, json: { reset: false } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.path).toBe('$.reset');
    });

    it('the server stores expired for enabled trials past their end date', async () => {
      const g = await newGroup(server);
      const other = await newGroup(server);
      const start = clock.now();
      const end = new Date(start.getTime() + 14 * DAY).toISOString();
      for (const id of [g.groupId, other.groupId]) {
        await server.context.db
          .updateTable('groups')
          .set({ trial_status: 'enabled', trial_start_date: start.toISOString(), trial_end_date: id === g.groupId ? end : new Date(start.getTime() + 20 * DAY).toISOString() })
          .where('id', '=', id)
          .execute();
      }
      clock.advance(14 * DAY - 1);
      expect(await expireTrials(server.context)).toBe(0);
      clock.advance(1);
      expect(await expireTrials(server.context)).toBe(1);
      const rows = await server.context.db.selectFrom('groups').select(['id', 'trial_status']).where('id', 'in', [g.groupId, other.groupId]).execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, r.trial_status]))).toEqual({ [g.groupId]: 'expired', [other.groupId]: 'enabled' });
      // Sessions last 7 days, so the member signs in again to read it.
      const cookie = await signIn(server, `member${g.number}@settings.test`);
      expect((await server.request('GET', '/api/v1/settings', { cookie })).body.data.trial).toMatchObject({ status: 'expired', end_date: end });
    });

    it('marks an activation still processing 10 minutes after the request failed, and the group may ask again', async () => {
      const g = await newGroup(server, { trialStatus: 'not_started', rftEligible: true });
      const statusOf = async () => (await server.context.db.selectFrom('groups').select('trial_status').where('id', '=', g.groupId).executeTakeFirstOrThrow()).trial_status;
      const activated = async () => {
        for (let i = 0; i < 100 && (await statusOf()) !== 'enabled'; i += 1) await new Promise((r) => setTimeout(r, 50));
        return statusOf();
      };
      expect((await server.request('POST', '/api/v1/group/free-trial', { cookie: g.admin })).status).toBe(202);
      expect(await activated()).toBe('enabled');
      // As if the activation job had been lost (every attempt failed): the group stays processing.
      await server.context.db.updateTable('groups').set({ trial_status: 'processing', trial_start_date: null, trial_end_date: null }).where('id', '=', g.groupId).execute();
      clock.advance(TRIAL_ACTIVATION_DEADLINE_MS - 1);
      await failLostActivations(server.context);
      expect(await statusOf()).toBe('processing');
      clock.advance(1);
      await failLostActivations(server.context);
      expect(await statusOf()).toBe('failed');
      const read = await server.request('GET', '/api/v1/group/free-trial-status', { cookie: g.member });
      expect(read.body.data).toEqual({ success: false, trial_status: 'failed', trial_end_date: null });

      expect((await server.request('POST', '/api/v1/group/free-trial', { cookie: g.admin })).status).toBe(202);
      expect(await activated()).toBe('enabled');
      // A trial that was enabled is never failed afterwards, however long ago it was asked for.
      clock.advance(TRIAL_ACTIVATION_DEADLINE_MS);
      await failLostActivations(server.context);
      expect(await statusOf()).toBe('enabled');
    });

    it('expires trials once at start, before any minute has passed', async () => {
      const g = await newGroup(server);
      await server.context.db
        .updateTable('groups')
        .set({ trial_status: 'enabled', trial_start_date: clock.now().toISOString(), trial_end_date: new Date(clock.now().getTime() + DAY).toISOString() })
        .where('id', '=', g.groupId)
        .execute();
      const later = await db().start({ clock: new ManualClock(new Date(clock.now().getTime() + 2 * DAY)) });
      let status: string | null = null;
      for (let i = 0; i < 50 && status !== 'expired'; i += 1) {
        const row = await later.context.db.selectFrom('groups').select('trial_status').where('id', '=', g.groupId).executeTakeFirstOrThrow();
        status = row.trial_status;
        if (status !== 'expired') await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe('expired');
      await later.close();
    });
  });

  describe('feedback', () => {
    it('stores thumbs with optional text and lists them to admins, newest first', async () => {
      const g = await newGroup(server);
      const other = await newGroup(server);
      const first = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'side-navigation', rating: 'up' } });
      expect(first.status).toBe(201);
      expect(first.body.data.id).toMatch(/^fbk_[0-9a-z]{25}$/);
      clock.advance(1000);
      const second = await server.request('POST', '/api/v1/feedback', {
        cookie: g.admin,
        json: { kind: 'troubleshooting', rating: 'down', text: '  The <b>guide</b> is unclear ', page_url: 'https://app.example/scan' },
      });
      expect(second.status).toBe(201);
      await server.request('POST', '/api/v1/feedback', { cookie: other.member, json: { kind: 'report', rating: 'up' } });

      const list = await server.request('GET', '/api/v1/feedback', { cookie: g.admin });
      expect(list.status).toBe(200);
      expect(list.body.data.feedback).toEqual([
        {
          id: second.body.data.id,
          kind: 'troubleshooting',
          rating: 'down',
          text: 'The <b>guide</b> is unclear',
          page_url: 'https://app.example/scan',
          user: { id: g.adminId, name: expect.stringMatching(/^Admin/) },
          created_at: expect.any(String),
        },
        expect.objectContaining({ id: first.body.data.id, kind: 'side-navigation', rating: 'up', text: null, page_url: null }),
      ]);
      const member = await server.request('GET', '/api/v1/feedback', { cookie: g.member });
      expect(member.status).toBe(403);
      expect(member.body.error.message).toBe('Only group admins can read feedback.');
    });

    it('requires text for the troubleshooting and experimental-rules forms, and checks every field', async () => {
      const g = await newGroup(server);
      for (const kind of ['troubleshooting', 'experimental-rules']) {
        for (const text of [undefined, '   ']) {
          const res = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind, rating: 'up', text } });
          expect(res.status).toBe(400);
          expect(res.body.error).toMatchObject({ code: 'bad_request', path: '$.text' });
        }
      }
      const long = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'report', rating: 'up', text: 'x'.repeat(2001) } });
      expect(long.body.error.path).toBe('$.text');
      const kind = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'footer', rating: 'up' } });
      expect(kind.body.error.path).toBe('$.kind');
      const rating = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'report', rating: 'meh' } });
      expect(rating.body.error.path).toBe('$.rating');
      const page = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'report', rating: 'up', page_url: 'javascript:alert(1)' } });
      expect(page.body.error.path).toBe('$.page_url');
      const ok = await server.request('POST', '/api/v1/feedback', { cookie: g.member, json: { kind: 'experimental-rules', rating: 'down', text: 'False positive' } });
      expect(ok.status).toBe(201);
    });
  });
});
