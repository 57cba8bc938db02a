/**
 * Group membership on every database: an admin invites by email (a mail with a one-time link),
 * the invited person looks the link up and accepts it with a password and is signed in; admins
 * revoke invitations and remove members, whose sessions and upload tokens end at once while their
 * reports keep their author. Also the group's announcement as an admin writes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_GONE_MESSAGE, INVITATION_INVALID_MESSAGE } from '@curbcut/core';
import { createGroup, createUser, DEMO_PASSWORD, ManualClock } from '@curbcut/server';
import { describeEachDatabase, sessionCookieOf, signIn, type TestServer } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';

let counter = 0;

/** A fresh group with an admin and a member, both signed in. */
async function newGroup(server: TestServer) {
  const { db, clock } = server.context;
  counter += 1;
  const n = counter;
  const groupId = await createGroup(db, clock, { name: `Team ${n}`, planId: 'team' });
  const adminId = await createUser(db, clock, { groupId, email: `admin${n}@members.test`, name: `Admin ${n}`, password: DEMO_PASSWORD, role: 'admin' });
  const memberId = await createUser(db, clock, { groupId, email: `member${n}@members.test`, name: `Member ${n}`, password: DEMO_PASSWORD });
  return {
    n,
    groupId,
    adminId,
    memberId,
    admin: await signIn(server, `admin${n}@members.test`),
    member: await signIn(server, `member${n}@members.test`),
  };
}

/** The token of an invitation link (`/accept-invitation#token=...`). */
function tokenOf(url: string): string {
  return decodeURIComponent(new URL(url).hash.replace(/^#token=/, ''));
}

describeEachDatabase('members', (db) => {
  let server: TestServer;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-06-01T09:00:00.000Z');
    server = await db().start({ clock });
  });

  async function invite(cookie: string, email: string, role: 'member' | 'admin' = 'member') {
    return server.request('POST', '/api/v1/settings/invitations', { cookie, json: { email, name: 'Robin Reviewer', role } });
  }

  describe('invitations', () => {
    it('mails a one-time link, lists the invitation for admins only, and the link makes a signed-in account', async () => {
      const g = await newGroup(server);
      const email = `Robin.${g.n}@Example.com`;
      const made = await invite(g.admin, email);
      expect(made.status, made.text).toBe(200);
      const { invitation, settings } = made.body.data;
      expect(invitation.mailed).toBe(true);
      expect(invitation.url).toMatch(new RegExp(`^${server.url}/accept-invitation#token=`));
      expect(settings.invitations).toEqual([
        {
          id: invitation.id,
          email: email.toLowerCase(),
          name: 'Robin Reviewer',
          role: 'member',
          invited_by: { id: g.adminId, name: `Admin ${g.n}` },
          created_at: clock.now().toISOString(),
          expires_at: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
        },
      ]);
      // The mail went to the outbox (no SMTP configured) with the link in it; only its hash is stored.
      const mail = await server.context.db.selectFrom('mail_outbox').selectAll().where('to', '=', email.toLowerCase()).executeTakeFirstOrThrow();
      expect(mail.subject).toBe(`Admin ${g.n} invited you to Team ${g.n} on Curbcut`);
      expect(mail.text).toContain(invitation.url);
      const stored = await server.context.db.selectFrom('member_invitations').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(tokenOf(invitation.url));
      // Members see no invitations.
      expect((await server.request('GET', '/api/v1/settings', { cookie: g.member })).body.data.invitations).toEqual([]);

      const token = tokenOf(invitation.url);
      const preview = await server.request('POST', '/api/v1/invitations/lookup', { json: { token } });
      expect(preview.status).toBe(200);
      expect(preview.body.data).toEqual({
        email: email.toLowerCase(),
        name: 'Robin Reviewer',
        group_name: `Team ${g.n}`,
        invited_by: `Admin ${g.n}`,
        expires_at: stored.expires_at,
      });

      const accepted = await server.request('POST', '/api/v1/invitations/accept', { json: { token, name: ' Robin R. ', password: PASSWORD } });
      expect(accepted.status, accepted.text).toBe(200);
      const cookie = sessionCookieOf(accepted);
      expect(cookie).toBeDefined();
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie });
      expect(profile.body.data).toMatchObject({ name: 'Robin R.', email: email.toLowerCase(), group_id: g.groupId, userRole: 'member', show_tunnel_vision: true });
      // The password works for signing in; the link does not work twice.
      await signIn(server, email, PASSWORD);
      const again = await server.request('POST', '/api/v1/invitations/accept', { json: { token, name: 'X', password: PASSWORD } });
      expect(again.status).toBe(410);
      expect(again.body.error.message).toBe(INVITATION_GONE_MESSAGE);
      const settingsAfter = (await server.request('GET', '/api/v1/settings', { cookie: g.admin })).body.data;
      expect(settingsAfter.invitations).toEqual([]);
      expect(settingsAfter.members.map((m: { email: string }) => m.email)).toContain(email.toLowerCase());
    });

    it('gives an admin invitation the admin role', async () => {
      const g = await newGroup(server);
      const made = await invite(g.admin, `second.admin${g.n}@example.com`, 'admin');
      const accepted = await server.request('POST', '/api/v1/invitations/accept', {
        json: { token: tokenOf(made.body.data.invitation.url), name: 'Second Admin', password: PASSWORD },
      });
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: sessionCookieOf(accepted) });
      expect(profile.body.data.userRole).toBe('admin');
    });

    it('refuses bad input by name and changes nothing', async () => {
      const g = await newGroup(server);
      const badEmail = await invite(g.admin, 'not-an-address');
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.error.path).toBe('$.email');
      const existing = await invite(g.admin, `member${g.n}@members.test`);
      expect(existing.status).toBe(409);
      expect(existing.body.error).toMatchObject({ message: `member${g.n}@members.test already has a Curbcut account.`, path: '$.email' });
      const byMember = await invite(g.member, `someone${g.n}@example.com`);
      expect(byMember.status).toBe(403);
      expect((await server.request('GET', '/api/v1/settings', { cookie: g.admin })).body.data.invitations).toEqual([]);

      const made = await invite(g.admin, `short${g.n}@example.com`);
      const token = tokenOf(made.body.data.invitation.url);
      const short = await server.request('POST', '/api/v1/invitations/accept', { json: { token, name: 'Short', password: 'too short' } });
      expect(short.status).toBe(400);
      expect(short.body.error).toMatchObject({ message: 'The password needs at least 10 characters.', path: '$.password' });
      // Nothing was made: the link still works.
      expect((await server.request('POST', '/api/v1/invitations/lookup', { json: { token } })).status).toBe(200);
      const unknown = await server.request('POST', '/api/v1/invitations/lookup', { json: { token: 'nope' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(INVITATION_INVALID_MESSAGE);
    });

    it('a new invitation to the same address replaces the pending one; a revoked or expired link stops working', async () => {
      const g = await newGroup(server);
      const email = `twice${g.n}@example.com`;
      const first = tokenOf((await invite(g.admin, email)).body.data.invitation.url);
      const second = (await invite(g.admin, email)).body.data;
      expect(second.settings.invitations).toHaveLength(1);
      expect((await server.request('POST', '/api/v1/invitations/lookup', { json: { token: first } })).status).toBe(404);

      const revoked = await server.request('DELETE', `/api/v1/settings/invitations/${second.invitation.id}`, { cookie: g.admin });
      expect(revoked.status).toBe(200);
      expect(revoked.body.data.invitations).toEqual([]);
      expect((await server.request('POST', '/api/v1/invitations/lookup', { json: { token: tokenOf(second.invitation.url) } })).status).toBe(404);
      expect((await server.request('DELETE', `/api/v1/settings/invitations/${second.invitation.id}`, { cookie: g.admin })).status).toBe(404);

      const late = tokenOf((await invite(g.admin, `late${g.n}@example.com`)).body.data.invitation.url);
      clock.advance(7 * DAY + 1000);
      const expired = await server.request('POST', '/api/v1/invitations/accept', { json: { token: late, name: 'Late', password: PASSWORD } });
      expect(expired.status).toBe(410);
      expect((await server.request('GET', '/api/v1/settings', { cookie: await signIn(server, `admin${g.n}@members.test`) })).body.data.invitations).toEqual([]);
    });

    it('accepting one link twice at once makes one account', async () => {
      const g = await newGroup(server);
      const token = tokenOf((await invite(g.admin, `race${g.n}@example.com`)).body.data.invitation.url);
      const answers = await Promise.all(
        [0, 1, 2].map(() => server.request('POST', '/api/v1/invitations/accept', { json: { token, name: 'Racer', password: PASSWORD } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
      const rows = await server.context.db.selectFrom('users').select('id').where('email', '=', `race${g.n}@example.com`).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('removing a member', () => {
    it('ends their sessions and upload tokens at once; sign-in refuses them; their projects stay with the group', async () => {
      const g = await newGroup(server);
      const project = await server.request('POST', '/api/v1/projects', { cookie: g.member, json: { name: `Leaving ${g.n}` } });
      const token = await server.request('POST', `/api/v1/projects/${project.body.data.project.id}/upload_tokens`, { cookie: g.member, json: {} });
      expect(token.status, token.text).toBe(201);

      const removed = await server.request('DELETE', `/api/v1/settings/members/${g.memberId}`, { cookie: g.admin });
      expect(removed.status, removed.text).toBe(200);
      expect(removed.body.data.members.map((m: { id: string }) => m.id)).toEqual([g.adminId]);
      expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member })).status).toBe(401);
      const signInAgain = await server.request('POST', '/api/v1/auth/sign-in', { json: { email: `member${g.n}@members.test`, password: DEMO_PASSWORD } });
      expect(signInAgain.status).toBe(401);
      expect(signInAgain.body.error.message).toBe('Email or password is incorrect.');
      const row = await server.context.db.selectFrom('upload_tokens').select('revoked_at').where('created_by', '=', g.memberId).executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
      // The project they made stays with the group.
      const projects = await server.request('GET', '/api/v1/projects', { cookie: g.admin });
      expect(projects.body.data.projects.map((p: { name: string }) => p.name)).toContain(`Leaving ${g.n}`);
    });

    it('admins cannot remove themselves; members cannot remove anyone; another group gets 404', async () => {
      const g = await newGroup(server);
      const other = await newGroup(server);
      const self = await server.request('DELETE', `/api/v1/settings/members/${g.adminId}`, { cookie: g.admin });
      expect(self.status).toBe(409);
      expect(self.body.error.message).toBe('You cannot remove yourself.');
      expect((await server.request('DELETE', `/api/v1/settings/members/${g.adminId}`, { cookie: g.member })).status).toBe(403);
      expect((await server.request('DELETE', `/api/v1/settings/members/${g.memberId}`, { cookie: other.admin })).status).toBe(404);
      expect((await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member })).status).toBe(200);
    });

    it('a removed member can be invited back, keeping their account', async () => {
      const g = await newGroup(server);
      await server.request('DELETE', `/api/v1/settings/members/${g.memberId}`, { cookie: g.admin });
      const made = await invite(g.admin, `member${g.n}@members.test`);
      expect(made.status, made.text).toBe(200);
      const accepted = await server.request('POST', '/api/v1/invitations/accept', {
        json: { token: tokenOf(made.body.data.invitation.url), name: `Member ${g.n}`, password: PASSWORD },
      });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.data.user.id).toBe(g.memberId);
      await signIn(server, `member${g.n}@members.test`, PASSWORD);
    });
  });

  describe('the announcement', () => {
    it('an admin sets it (members then see it in their profile), replaces it with a new id, and removes it', async () => {
      const g = await newGroup(server);
      const set = await server.request('PATCH', '/api/v1/settings/group', {
        cookie: g.admin,
        json: { priority_notification: { description: ' Maintenance on Friday ', link: 'https://status.example.com/', ctaText: 'Status page', showOnlyOnce: true, showUntil: '2026-06-30' } },
      });
      expect(set.status, set.text).toBe(200);
      const stored = set.body.data.group.priority_notification;
      expect(stored).toEqual({
        id: expect.stringMatching(/^ann_/),
        events: [],
        showOnlyOnce: true,
        showUntil: '2026-06-30',
        link: 'https://status.example.com/',
        ctaText: 'Status page',
        description: 'Maintenance on Friday',
        align: 'start',
        modifier: 'info',
        openInSameTab: false,
      });
      const profile = await server.request('GET', '/api/v1/user/get-user-profile', { cookie: g.member });
      expect(profile.body.data.priority_notification).toEqual(stored);

      const replaced = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { priority_notification: { description: 'Maintenance moved' } } });
      expect(replaced.body.data.group.priority_notification.id).not.toBe(stored.id);
      const removed = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { priority_notification: null } });
      expect(removed.body.data.group.priority_notification).toBeNull();
    });

    it('refuses a script link, a link without button text and an impossible date, by field', async () => {
      const g = await newGroup(server);
      const cases: [Record<string, unknown>, string][] = [
        [{ description: 'x', link: 'javascript:alert(1)', ctaText: 'Go' }, '$.priority_notification.link'],
        [{ description: 'x', link: 'https://a.example/' }, '$.priority_notification.ctaText'],
        [{ description: 'x', showUntil: '2026-02-30' }, '$.priority_notification.showUntil'],
        [{ description: '   ' }, '$.priority_notification.description'],
      ];
      for (const [body, path] of cases) {
        const res = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.admin, json: { priority_notification: body } });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.path).toBe(path);
      }
      const member = await server.request('PATCH', '/api/v1/settings/group', { cookie: g.member, json: { priority_notification: { description: 'Hi' } } });
      expect(member.status).toBe(403);
      expect((await server.request('GET', '/api/v1/settings', { cookie: g.admin })).body.data.group.priority_notification).toBeNull();
    });
  });
});
