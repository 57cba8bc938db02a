/**
 * The growth router on every database (spec 000 sections 2.4, 3.7, 3.8, 4.4, 4.5, 7.2): growth
 * details, chat configuration, restart plan and orders, contact sales / demo requests with their
 * outcomes, free-access opt-in, the CSRF token, product-intro dismissal, user properties,
 * design-accessibility invitations, the mail transports (outbox by default, a real SMTP server
 * that accepts or refuses) and the CORS of a growth-only server.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createGroup, createGrowthServer, createUser, ensureDemoAccounts, ManualClock, type RunningServer } from '@curbcut/server';
import { describeEachDatabase, signIn, type TestServer } from './harness';

const G = '/api/growth';
const START = '2026-03-01T09:00:00.000Z';
const contact = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  query_type: 1,
  company: 'Analytical Engines',
  message: 'We would like a quote for 40 seats.',
  page_url: 'https://app.example/settings',
  request_type: 'contact_sales',
  check_email_domain: true,
  ...extra,
});

/** An SMTP server on a free port that accepts every mail (recording it) or refuses every sender. */
async function startSmtp(mode: 'accept' | 'refuse'): Promise<{ url: string; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (auth, _session, cb) => cb(null, { user: auth.username }),
    onMailFrom: (_address, _session, cb) => (mode === 'refuse' ? cb(Object.assign(new Error('Mail service closed'), { responseCode: 554 })) : cb()),
    onData: (stream, _session, cb) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(text);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://mailer:secret@127.0.0.1:${port}`, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

describeEachDatabase('growth', (db) => {
  let server: TestServer;
  let clock: ManualClock;
  let admin: string;
  let member: string;
  let freeAdmin: string;
  let ids: { groupId: string; adminId: string; memberId: string; freeGroupId: string; otherUserId: string };

  const token = async (cookie: string, on: TestServer = server): Promise<string> => {
    const res = await on.request('GET', `${G}/user/token.json`, { cookie });
    expect(res.status).toBe(200);
    return res.body.data.csrf_token as string;
  };
  const outbox = () => server.context.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

  beforeAll(async () => {
    clock = new ManualClock(START);
    server = await db().start({ demo: true, clock, growth: { demoSchedulerUrl: 'https://meet.example/curbcut-demo' } });
    const { groupId, users } = await ensureDemoAccounts(server.context);
    const memberId = await createUser(server.context.db, clock, { groupId, email: 'member@curbcut.local', name: 'Member One', password: 'member-pass', role: 'member' });
    admin = await signIn(server, 'demo@curbcut.local');
    member = await signIn(server, 'member@curbcut.local', 'member-pass');
    freeAdmin = await signIn(server, 'free@curbcut.local');
    ids = { groupId, adminId: users.demo.id, memberId, freeGroupId: users.free.groupId, otherUserId: users.trial.id };
  });

  it('answers 401 to every growth call without a session', async () => {
    const calls: [string, string][] = [
      ['GET', `${G}/user/growth-details`],
      ['GET', `${G}/user/fresh-chat-config`],
      ['GET', `${G}/user/token.json`],
      ['GET', `${G}/accounts/restart?restart_modal=old`],
      ['POST', `${G}/orders/create`],
      ['POST', `${G}/contact`],
      ['POST', `${G}/user/free-product-offer/provision`],
      ['POST', `${G}/user/dismiss-product-intro`],
      ['POST', `${G}/user/add-user-properties`],
      ['POST', `${G}/growth/create-update-growth-user-property`],
      ['GET', '/api/v1/contact-requests'],
      ['GET', '/api/v1/design-accessibility/members'],
      ['POST', '/api/v1/design-accessibility/invite'],
    ];
    const bodies: Record<string, unknown> = {
      [`${G}/orders/create`]: { restart_order: { plan_id: 'enterprise' } },
      [`${G}/contact`]: contact(),
      [`${G}/user/free-product-offer/provision`]: { products: ['screenReader'], source: 'paywall', availWithOutAllocation: true, availedViaFPAStandardisation: true },
      [`${G}/user/dismiss-product-intro`]: { product_key: 'accessibility' },
      [`${G}/user/add-user-properties`]: { keys_to_add: ['seen_pricing'] },
      [`${G}/growth/create-update-growth-user-property`]: { key: 'k', value: 'v' },
      ['/api/v1/design-accessibility/invite']: { emails: ['a@b.example'] },
    };
    for (const [method, path] of calls) {
      const res = await server.request(method, path, method === 'POST' ? { json: bodies[path] } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  describe('growth details and token', () => {
    it('answers every field of spec 000 section 3.8', async () => {
      const res = await server.request('GET', `${G}/user/growth-details?component=sidebar&product=websiteScan`, { cookie: admin });
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.userDetails).toEqual({ name: 'Demo User', email: 'demo@curbcut.local', group_name: 'Demo group' });
      expect(d.accountSetupDetails).toEqual({ role: 'admin', plan: 'Automate & Monitor', plan_type: 'paid' });
      expect(d.paywallFreeOfferData).toEqual({ eligible: false, products: ['screenReader'] });
      expect(d.checkEmailDomain).toBe(true);
      expect(d.productIntroData).toEqual({ product_key: 'accessibility', required: false, seen: false });
      expect(Object.keys(d.proTrialData).sort()).toEqual(['assistedTest', 'automatedTest', 'pdfScanner', 'screenReader', 'websiteScan', 'workflowScan']);
      expect(d.proTrialData.websiteScan).toEqual({ trialClaimed: false, trialExpired: false });
      expect(d.pricingDetails.current_plan_id).toBe('automate_monitor');
      expect(d.pricingDetails.plans).toContainEqual({ id: 'free', name: 'Free', plan_type: 'free' });
      expect(d.meta).toEqual({ authenticity_token: await token(admin), showRevenueHero: true });
      expect(d.contactUsDetails).toEqual({ demoRequestSubmitted: false, demoRequestDate: null });
      expect(d.ab_experiment_details).toEqual({ product_intro: 'control' });
    });

    it('puts groups that require the intro in the variant arm', async () => {
      await server.context.db.updateTable('groups').set({ product_intro_required: 1 }).where('id', '=', ids.groupId).execute();
      const res = await server.request('GET', `${G}/user/growth-details`, { cookie: member });
      expect(res.body.data.productIntroData).toEqual({ product_key: 'accessibility', required: true, seen: false });
      expect(res.body.data.ab_experiment_details).toEqual({ product_intro: 'variant' });
    });

    it('offers free access to free groups', async () => {
      const res = await server.request('GET', `${G}/user/growth-details`, { cookie: freeAdmin });
      expect(res.body.data.paywallFreeOfferData).toEqual({ eligible: true, products: ['screenReader'] });
      expect(res.body.data.meta.showRevenueHero).toBe(true);
    });

    it('gives each session its own token', async () => {
      const again = await signIn(server, 'demo@curbcut.local');
      expect(await token(again)).not.toBe(await token(admin));
      expect(await token(admin)).toBe(await token(admin));
      expect(await token(admin)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('reports the options: no scheduler, no domain check', async () => {
      const other = await db().start({ clock, growth: { checkEmailDomain: false } });
      const cookie = await signIn(other, 'demo@curbcut.local');
      const res = await other.request('GET', `${G}/user/growth-details`, { cookie });
      expect(res.body.data.checkEmailDomain).toBe(false);
      expect(res.body.data.meta.showRevenueHero).toBe(false);
    });
  });

  describe('product intro and user properties', () => {
    it('refuses to dismiss without the authenticity token', async () => {
      for (const authenticity_token of [undefined, 'forged', await token(admin)]) {
        const res = await server.request('POST', `${G}/user/dismiss-product-intro`, { cookie: member, json: { product_key: 'accessibility', authenticity_token } });
        expect(res.status).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'forbidden', path: '$.authenticity_token' });
      }
    });

    it('marks the intro seen for that user only', async () => {
      const res = await server.request('POST', `${G}/user/dismiss-product-intro`, {
        cookie: member,
        json: { product_key: 'accessibility', authenticity_token: await token(member) },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ product_key: 'accessibility', seen: true });
      const mine = await server.request('GET', `${G}/user/growth-details`, { cookie: member });
      expect(mine.body.data.productIntroData.seen).toBe(true);
      const theirs = await server.request('GET', `${G}/user/growth-details`, { cookie: admin });
      expect(theirs.body.data.productIntroData.seen).toBe(false);
    });

    it('adds property keys and sets values', async () => {
      const added = await server.request('POST', `${G}/user/add-user-properties`, { cookie: member, json: { keys_to_add: ['seen_pricing', 'seen_pricing', 'opened_chat'] } });
      expect(added.status).toBe(200);
      expect(added.body.data).toEqual({ properties: ['opened_chat', 'seen_pricing'] });
      const set = await server.request('POST', `${G}/growth/create-update-growth-user-property`, { cookie: member, json: { key: 'plan_interest', value: 'enterprise' } });
      expect(set.body.data).toEqual({ key: 'plan_interest', value: 'enterprise' });
      const updated = await server.request('POST', `${G}/growth/create-update-growth-user-property`, { cookie: member, json: { key: 'plan_interest', value: 'team' } });
      expect(updated.body.data).toEqual({ key: 'plan_interest', value: 'team' });
      const rows = await server.context.db.selectFrom('user_properties').select(['key', 'value']).where('user_id', '=', ids.memberId).orderBy('key').execute();
      expect(rows).toEqual([
        { key: 'opened_chat', value: '' },
        { key: 'plan_interest', value: 'team' },
        { key: 'seen_pricing', value: '' },
      ]);
      const bad = await server.request('POST', `${G}/user/add-user-properties`, { cookie: member, json: { keys_to_add: [] } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.path).toBe('$.keys_to_add');
    });
  });

  describe('chat widget', () => {
    it('is off unless configured', async () => {
      const res = await server.request('GET', `${G}/user/fresh-chat-config`, { cookie: admin });
      expect(res.body.data).toEqual({
        show_fresh_chat_widget: false, token: null, host: null, tags: [], external_id: null, user_info: null, custom_widget: false, reopen_time: null,
      });
    });

    it('describes the configured widget for the user', async () => {
      const other = await db().start({ clock, growth: { chatWidget: { token: 'chat-token', host: 'https://chat.example', tags: ['dashboard'], reopenTime: 30 } } });
      const cookie = await signIn(other, 'demo@curbcut.local');
      const res = await other.request('GET', `${G}/user/fresh-chat-config`, { cookie });
      expect(res.body.data).toEqual({
        show_fresh_chat_widget: true,
        token: 'chat-token',
        host: 'https://chat.example',
        tags: ['dashboard'],
        external_id: ids.adminId,
        user_info: { name: 'Demo User', email: 'demo@curbcut.local' },
        custom_widget: false,
        reopen_time: 30,
      });
    });
  });

  describe('restart plan', () => {
    it('answers the current plan and offers the previous paid plan, else Automate & Monitor', async () => {
      const offered = async () => (await server.request('GET', `${G}/accounts/restart?restart_modal=old`, { cookie: freeAdmin })).body.data;
      expect(await offered()).toEqual({
        plan: { id: 'free', name: 'Free', plan_type: 'free' },
        restart_order: { plan_id: 'automate_monitor', plan_name: 'Automate & Monitor' },
      });
      await server.context.db.updateTable('groups').set({ previous_plan_id: 'enterprise' }).where('id', '=', ids.freeGroupId).execute();
      expect((await offered()).restart_order).toEqual({ plan_id: 'enterprise', plan_name: 'Enterprise' });
      await server.context.db.updateTable('groups').set({ previous_plan_id: 'free' }).where('id', '=', ids.freeGroupId).execute();
      expect((await offered()).restart_order.plan_id).toBe('automate_monitor');
    });

    it('places an order with a valid token and a paid plan', async () => {
      const forged = await server.request('POST', `${G}/orders/create`, { cookie: freeAdmin, json: { restart_order: { plan_id: 'enterprise' } } });
      expect(forged.status).toBe(403);
      const csrf = await token(freeAdmin);
      const unknown = await server.request('POST', `${G}/orders/create`, { cookie: freeAdmin, json: { restart_order: { plan_id: 'free' }, authenticity_token: csrf } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.path).toBe('$.restart_order.plan_id');
      const res = await server.request('POST', `${G}/orders/create`, { cookie: freeAdmin, json: { restart_order: { plan_id: 'enterprise' }, authenticity_token: csrf } });
      expect(res.status).toBe(200);
      expect(res.body.data.order_id).toMatch(/^ord_[0-9a-z]{25}$/);
      expect(res.body.data.redirect_url).toBe(`/settings?order=${res.body.data.order_id}`);
      const row = await server.context.db.selectFrom('orders').selectAll().where('id', '=', res.body.data.order_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ group_id: ids.freeGroupId, plan_id: 'enterprise', status: 'placed', created_at: clock.now().toISOString() });
    });
  });

  describe('contact sales and demo requests', () => {
    it('refuses a missing or foreign authenticity token with 403', async () => {
      for (const authenticity_token of [undefined, '', await token(freeAdmin)]) {
        const res = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ authenticity_token }) });
        expect(res.status).toBe(403);
      }
    });

    it('validates the message and the query type', async () => {
      const csrf = await token(admin);
      const cases: [Record<string, unknown>, string][] = [
        [{ message: undefined }, '$.message'],
        [{ message: '' }, '$.message'],
        [{ message: 'x'.repeat(301) }, '$.message'],
        [{ query_type: 6 }, '$.query_type'],
        [{ request_type: 'sales' }, '$.request_type'],
      ];
      for (const [extra, path] of cases) {
        const res = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ ...extra, authenticity_token: csrf }) });
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'bad_request', path });
      }
      const longest = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ message: 'x'.repeat(300), authenticity_token: csrf }) });
      expect(longest.status).toBe(200);
    });

    it('refuses free-mail, malformed and empty business emails with 422 on business_email', async () => {
      const csrf = await token(admin);
      for (const email of ['someone@gmail.com', 'SOMEONE@Yahoo.com', 'not-an-email', '', undefined]) {
        const res = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ email, authenticity_token: csrf }) });
        expect(res.status, String(email)).toBe(422);
        expect(res.body.error).toEqual({ code: 'unprocessable', message: 'Please enter a valid business email address.', path: 'business_email' });
      }
      const unchecked = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ email: 'someone@gmail.com', check_email_domain: false, authenticity_token: csrf }) });
      expect(unchecked.status).toBe(200);
    });

    it('stores the request and mails sales through the outbox', async () => {
      clock.set('2026-03-02T10:00:00.000Z');
      const before = (await outbox()).length;
      const res = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ authenticity_token: await token(admin), cta_ref: 'pricing', lead_source: 'dashboard' }) });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ status: 'SUCCESS', request_id: expect.stringMatching(/^ctr_/), submitted_at: '2026-03-02T10:00:00.000Z', scheduler_url: null });
      const row = await server.context.db.selectFrom('contact_requests').selectAll().where('id', '=', res.body.data.request_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        group_id: ids.groupId, user_id: ids.adminId, request_type: 'contact_sales', name: 'Ada Lovelace', email: 'ada@analytical.example',
        query_type: 1, company: 'Analytical Engines', cta_ref: 'pricing', lead_source: 'dashboard', check_email_domain: 1, is_revenue_hero: 0,
      });
      const mails = await outbox();
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ to: 'sales@curbcut.local', subject: 'Contact sales request from Analytical Engines' });
      expect(mails.at(-1)?.text).toContain('We would like a quote for 40 seats.');
    });

    it('answers a second demo request DUPLICATE with the first one\'s date, storing nothing', async () => {
      clock.set('2026-03-03T11:00:00.000Z');
      const first = await server.request('POST', `${G}/contact`, { cookie: member, json: contact({ request_type: 'demo', is_revenue_hero: true, authenticity_token: await token(member) }) });
      expect(first.body.data).toMatchObject({ status: 'SUCCESS', submitted_at: '2026-03-03T11:00:00.000Z', scheduler_url: 'https://meet.example/curbcut-demo' });
      clock.set('2026-03-04T11:00:00.000Z');
      const count = (await server.context.db.selectFrom('contact_requests').select('id').execute()).length;
      const mails = (await outbox()).length;
      const again = await server.request('POST', `${G}/contact`, { cookie: member, json: contact({ request_type: 'demo', authenticity_token: await token(member) }) });
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ status: 'DUPLICATE', submitted_at: '2026-03-03T11:00:00.000Z' });
      expect((await server.context.db.selectFrom('contact_requests').select('id').execute()).length).toBe(count);
      expect((await outbox()).length).toBe(mails);
      const details = await server.request('GET', `${G}/user/growth-details`, { cookie: member });
      expect(details.body.data.contactUsDetails).toEqual({ demoRequestSubmitted: true, demoRequestDate: '2026-03-03T11:00:00.000Z' });
      const plainDemo = await server.request('POST', `${G}/contact`, { cookie: admin, json: contact({ request_type: 'demo', authenticity_token: await token(admin) }) });
      expect(plainDemo.body.data.scheduler_url).toBeNull();
    });

    it('lists the group\'s requests newest first, to admins only', async () => {
      const res = await server.request('GET', '/api/v1/contact-requests', { cookie: admin });
      expect(res.status).toBe(200);
      const requests = res.body.data.requests as { created_at: string; user_id: string; send_email: boolean }[];
      expect(requests.length).toBeGreaterThanOrEqual(4);
      expect(requests.map((r) => r.created_at)).toEqual([...requests.map((r) => r.created_at)].sort().reverse());
      expect(requests[0]).toMatchObject({ request_type: 'demo', user_id: ids.adminId, send_email: false });
      const forbidden = await server.request('GET', '/api/v1/contact-requests', { cookie: member });
      expect(forbidden.status).toBe(403);
      const otherGroup = await server.request('GET', '/api/v1/contact-requests', { cookie: freeAdmin });
      expect(otherGroup.body.data.requests).toEqual([]);
    });
  });

  describe('free access', () => {
    const body = { products: ['screenReader'], source: 'paywall', availWithOutAllocation: true, availedViaFPAStandardisation: false };

    it('names an unknown product', async () => {
      const res = await server.request('POST', `${G}/user/free-product-offer/provision`, { cookie: freeAdmin, json: { ...body, products: ['screenReader', 'teleporter'] } });
      expect(res.status).toBe(400);
      expect(res.body.error.path).toBe('$.products[1]');
      expect(res.body.error.message).toContain('teleporter');
    });

    it('grants the screen reader toolkit to the group, idempotently', async () => {
      const profile = async () => (await server.request('GET', '/api/v1/user/get-user-profile', { cookie: freeAdmin })).body.data;
      expect((await profile()).toolkit_on_live).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        const res = await server.request('POST', `${G}/user/free-product-offer/provision`, { cookie: freeAdmin, json: body });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ success: true, products: ['screenReader'], product_url: '/screen-reader' });
      }
      expect((await profile()).toolkit_on_live).toBe(true);
      const rows = await server.context.db.selectFrom('free_access_grants').selectAll().where('group_id', '=', ids.freeGroupId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ product: 'screenReader', source: 'paywall', avail_without_allocation: 1, availed_via_fpa_standardisation: 0 });
      const details = await server.request('GET', `${G}/user/growth-details`, { cookie: freeAdmin });
      expect(details.body.data.paywallFreeOfferData.eligible).toBe(false);
      const trialProfile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: await signIn(server, 'trial@curbcut.local') });
      expect(trialProfile.body.data.toolkit_on_live).toBe(false);
    });
  });

  describe('design accessibility', () => {
    it('lists the other members of the group', async () => {
      const res = await server.request('GET', '/api/v1/design-accessibility/members', { cookie: admin });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ members: [{ id: ids.memberId, name: 'Member One', email: 'member@curbcut.local' }] });
    });

    it('names what is wrong with the recipients', async () => {
      const cases: [unknown, string][] = [
        [{}, '$'],
        [{ user_ids: [], emails: [] }, '$'],
        [{ user_ids: [ids.memberId, ids.otherUserId] }, '$.user_ids[1]'],
        [{ emails: ['ok@team.example', 'nope'] }, '$.emails[1]'],
        [{ emails: Array.from({ length: 21 }, (_, i) => `p${i}@team.example`) }, '$.emails'],
      ];
      for (const [json, path] of cases) {
        const res = await server.request('POST', '/api/v1/design-accessibility/invite', { cookie: admin, json });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(res.body.error.path).toBe(path);
      }
    });

    it('sends one invitation per recipient', async () => {
      const before = (await outbox()).length;
      const res = await server.request('POST', '/api/v1/design-accessibility/invite', {
        cookie: admin,
        json: { user_ids: [ids.memberId], emails: ['designer@agency.example', 'MEMBER@curbcut.local'] },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ sent: 2, message: 'Invitation sent successfully!' });
      const mails = (await outbox()).slice(before);
      expect(mails.map((m) => m.to).sort()).toEqual(['designer@agency.example', 'member@curbcut.local']);
      expect(mails[0]?.subject).toBe('Demo User invited you to Curbcut design accessibility');
    });
  });

  describe('SMTP transport', () => {
    let accepting: Awaited<ReturnType<typeof startSmtp>>;
    let refusing: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      [accepting, refusing] = await Promise.all([startSmtp('accept'), startSmtp('refuse')]);
    });
    afterAll(async () => {
      await Promise.all([accepting.close(), refusing.close()]);
    });

    it('answers 503 and stores nothing when the mail server refuses', async () => {
      const log: string[] = [];
      const other = await db().start({ clock, smtpUrl: refusing.url, logStream: { write: (line: string) => log.push(line) } });
      const cookie = await signIn(other, 'trial@curbcut.local');
      const count = async () => (await other.context.db.selectFrom('contact_requests').select('id').where('user_id', '=', ids.otherUserId).execute()).length;
      const outboxBefore = (await outbox()).length;
      for (const request_type of ['contact_sales', 'demo']) {
        const res = await other.request('POST', `${G}/contact`, { cookie, json: contact({ request_type, authenticity_token: await token(cookie, other) }) });
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe('unavailable');
      }
      expect(await count()).toBe(0);
      expect((await outbox()).length).toBe(outboxBefore);
      const invite = await other.request('POST', '/api/v1/design-accessibility/invite', { cookie, json: { emails: ['x@team.example'] } });
      expect(invite.status).toBe(503);
      expect(log.filter((l) => l.includes('554 Mail service closed'))).toHaveLength(3);
      // The demo was not stored, so asking again is not a duplicate.
      const details = await other.request('GET', `${G}/user/growth-details`, { cookie });
      expect(details.body.data.contactUsDetails.demoRequestSubmitted).toBe(false);
    });

    it('delivers through an SMTP server that accepts', async () => {
      const other = await db().start({ clock, smtpUrl: accepting.url, mailFrom: 'Curbcut <growth@curbcut.test>', growth: { salesEmail: 'leads@curbcut.test' } });
      const cookie = await signIn(other, 'trial@curbcut.local');
      const res = await other.request('POST', `${G}/contact`, { cookie, json: contact({ authenticity_token: await token(cookie, other) }) });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('SUCCESS');
      expect(accepting.received).toHaveLength(1);
      expect(accepting.received[0]).toContain('To: leads@curbcut.test');
      expect(accepting.received[0]).toContain('From: Curbcut <growth@curbcut.test>');
      expect(accepting.received[0]).toContain('We would like a quote for 40 seats.');
    });
  });

  describe('growth-only server', () => {
    const APP = 'http://dashboard.example:5173';
    let growth: RunningServer;
    const call = (method: string, path: string, init: { origin?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
      fetch(`${growth.url}${path}`, {
        method,
        headers: {
          ...(init.origin ? { origin: init.origin } : {}),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });

    beforeAll(async () => {
      growth = await createGrowthServer({ ...db().options({ clock }), appOrigin: APP });
    });
    afterAll(async () => {
      await growth.close();
    });

    it('refuses an app origin that is not an origin', async () => {
      await expect(createGrowthServer({ ...db().options(), appOrigin: 'https://app.example/dashboard' })).rejects.toThrow(/origin only/);
      await expect(createGrowthServer({ ...db().options(), appOrigin: '*' })).rejects.toThrow(/not a URL/);
    });

    it('grants CORS with credentials to the app origin only', async () => {
      const allowed = await call('GET', `${G}/user/growth-details`, { origin: APP, cookie: admin });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(APP);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('vary')).toContain('Origin');
      const body = (await allowed.json()) as { data: { userDetails: { email: string } } };
      expect(body.data.userDetails.email).toBe('demo@curbcut.local');

      const other = await call('GET', `${G}/user/growth-details`, { origin: 'https://evil.example', cookie: admin });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('access-control-allow-credentials')).toBeNull();

      const signedOut = await call('GET', `${G}/user/token.json`, { origin: APP });
      expect(signedOut.status).toBe(401);
      expect(signedOut.headers.get('access-control-allow-origin')).toBe(APP);
    });

    it('answers preflights for the app origin and refuses others', async () => {
      const headers = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
      const ok = await call('OPTIONS', `${G}/contact`, { origin: APP, headers });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      expect(ok.headers.get('access-control-allow-methods')).toBe('GET, POST');
      expect(ok.headers.get('access-control-allow-headers')).toContain('content-type');
      const refused = await call('OPTIONS', `${G}/contact`, { origin: 'https://evil.example', headers });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('takes writes from the app origin with the same session and token, and refuses other sites', async () => {
      const csrf = await token(admin);
      const viaGrowth = (await (await call('GET', `${G}/user/token.json`, { origin: APP, cookie: admin })).json()) as { data: { csrf_token: string } };
      expect(viaGrowth.data.csrf_token).toBe(csrf);
      const json = { keys_to_add: ['via_growth_host'] };
      const ok = await call('POST', `${G}/user/add-user-properties`, { origin: APP, cookie: admin, json, headers: { 'sec-fetch-site': 'same-site' } });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
      const evil = await call('POST', `${G}/user/add-user-properties`, { origin: 'https://evil.example', cookie: admin, json });
      expect(evil.status).toBe(403);
      const noOrigin = await call('POST', `${G}/user/add-user-properties`, { cookie: admin, json, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(noOrigin.status).toBe(403);
      const dismissed = await call('POST', `${G}/user/dismiss-product-intro`, { origin: APP, cookie: admin, json: { product_key: 'accessibility', authenticity_token: csrf } });
      expect(dismissed.status).toBe(200);
    });

    it('serves only the growth routes', async () => {
      const res = await call('GET', '/api/v1/contact-requests', { origin: APP, cookie: admin });
      expect(res.status).toBe(404);
    });
  });

  it('keeps another group out of the main API growth data', async () => {
    const groupId = await createGroup(server.context.db, clock, { name: 'Elsewhere', planId: 'free' });
    await createUser(server.context.db, clock, { groupId, email: 'solo@elsewhere.example', name: 'Solo', password: 'solo-pass', role: 'admin' });
    const cookie = await signIn(server, 'solo@elsewhere.example', 'solo-pass');
    expect((await server.request('GET', '/api/v1/design-accessibility/members', { cookie })).body.data.members).toEqual([]);
    const invite = await server.request('POST', '/api/v1/design-accessibility/invite', { cookie, json: { user_ids: [ids.memberId] } });
    expect(invite.status).toBe(400);
    expect((await server.request('GET', '/api/v1/contact-requests', { cookie })).body.data.requests).toEqual([]);
  });
});
