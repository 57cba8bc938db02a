/**
 * The membership rows of the security route table (docs/decisions/0028-members-and-announcements.md):
 * group admins invite, revoke and remove; members get 403, another group's admin 404 for group A's
 * invitations and members. Looking up and accepting an invitation needs no session: the link's
 * token is the credential, so every caller with a valid token gets 200. Success and failure paths
 * are covered in members.test.ts. Wire them in with `routeTable([...ROWS, ...memberRows(() => server)])`.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ownAccount, publicRoute, type Owner, type Row } from './securityShared';
import type { TestServer } from './harness';

/** Calls only a group admin may make; `other` (an admin of another group) acts on its own group. */
const adminOnly = (status: number) => ({ ...ownAccount(status), member: 403 });

/** Rows for the membership routes of `server()`. */
export function memberRows(server: () => TestServer): Row<Owner>[] {
  /** A fresh invitation of group A, made by its owner: its id and its link's token. */
  const invite = async (author: string): Promise<{ id: string; token: string }> => {
    const made = await server().request('POST', '/api/v1/settings/invitations', {
      cookie: author,
      json: { email: `invited-${randomUUID()}@example.com`, name: 'Invited Person', role: 'member' },
    });
    expect(made.status, made.text).toBe(200);
    const invitation = made.body.data.invitation as { id: string; url: string };
    return { id: invitation.id, token: decodeURIComponent(new URL(invitation.url).hash.replace(/^#token=/, '')) };
  };
  /** A fresh member of group A: an invitation of the owner, accepted. */
  const member = async (author: string): Promise<string> => {
    const { token } = await invite(author);
    const accepted = await server().request('POST', '/api/v1/invitations/accept', { json: { token, name: 'Short Stay', password: 'a long enough password' } });
    expect(accepted.status, accepted.text).toBe(200);
    return accepted.body.data.user.id as string;
  };
  return [
    {
      method: 'POST',
      url: '/api/v1/settings/invitations',
      request: async () => ({ path: '/api/v1/settings/invitations', json: { email: 'security.table@example.com', name: 'Security Table', role: 'member' } }),
      expect: adminOnly(200),
    },
    {
      method: 'DELETE',
      url: '/api/v1/settings/invitations/:invitationId',
      request: async (_a, author) => ({ path: `/api/v1/settings/invitations/${(await invite(author)).id}` }),
      expect: { ...adminOnly(200), other: 404 },
    },
    {
      method: 'DELETE',
      url: '/api/v1/settings/members/:userId',
      request: async (_a, author) => ({ path: `/api/v1/settings/members/${await member(author)}` }),
      expect: { ...adminOnly(200), other: 404 },
    },
    {
      method: 'POST',
      url: '/api/v1/invitations/lookup',
      request: async (_a, author) => ({ path: '/api/v1/invitations/lookup', json: { token: (await invite(author)).token } }),
      expect: publicRoute(200),
    },
    {
      method: 'POST',
      url: '/api/v1/invitations/accept',
      request: async (_a, author) => ({
        path: '/api/v1/invitations/accept',
        json: { token: (await invite(author)).token, name: 'Table Row', password: 'a long enough password' },
      }),
      expect: publicRoute(200),
    },
  ];
}
