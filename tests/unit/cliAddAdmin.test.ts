/**
 * `curbcut add-admin` on a fresh data directory: it creates the group, prints a one-time admin
 * invitation link, and a server on the same directory accepts it, making a signed-in admin.
 * A second admin joins the existing group; bad input exits 2 with a sentence naming the flag.
 * `--instance` makes an instance administrator: an existing account at once, a new one through its
 * invitation (docs/decisions/0031-instance-administrators.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, formatAddAdmin } from '../../packages/cli/src/commands/addAdmin';
import { runCli, serveCli } from './fixtures/runCli';

/** add-admin's options with the defaults main.ts gives them. */
function options(dataDir: string, given: Partial<Parameters<typeof addAdmin>[0]>): Parameters<typeof addAdmin>[0] {
  return { email: '', name: '', group: '', plan: 'automate_monitor', url: 'http://127.0.0.1:8080', dataDir, ...given };
}

/** The link printed on the last line of the command's output. */
function linkOf(stdout: string): URL {
  return new URL(stdout.trim().split('\n').at(-1) ?? '');
}

describe('curbcut add-admin', { timeout: 60_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-add-admin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the group and prints a link that makes an admin; the group is reused for the next one', async () => {
    const first = await runCli(['add-admin', '--email', 'Ada@Example.com', '--name', 'Ada Lovelace', '--group', 'Acme', '--url', 'https://curbcut.example.com/', '--data-dir', dataDir]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("Created the group 'Acme'.");
    // No instance administrator yet: the output says how to make one.
    expect(first.stdout).toContain("This server has no instance administrator yet (plans, group plans, trials, restart orders): make one with 'curbcut add-admin --instance'.");
    expect(first.stdout).toContain('Send this link to ada@example.com; it works once, for 7 days, to choose a password:');
    const link = linkOf(first.stdout);
    expect(link.origin + link.pathname).toBe('https://curbcut.example.com/accept-invitation');
    const token = decodeURIComponent(link.hash.replace(/^#token=/, ''));

    const second = await addAdmin(options(dataDir, { email: 'grace@example.com', name: 'Grace Hopper', group: 'Acme' }));
    expect(second).toMatchObject({ kind: 'invited', groupCreated: false, instance: false });
    expect(second.kind === 'invited' && new URL(second.link).origin).toBe('http://127.0.0.1:8080');

    const { child, url, done } = await serveCli(['--port', '0', '--data-dir', dataDir]);
    try {
      const preview = await fetch(`${url}/api/v1/invitations/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      expect(((await preview.json()) as { data: unknown }).data).toMatchObject({ email: 'ada@example.com', group_name: 'Acme', invited_by: null });
      const accepted = await fetch(`${url}/api/v1/invitations/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, name: 'Ada Lovelace', password: 'analytical engine' }),
      });
      expect(accepted.status).toBe(200);
      const cookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const settings = (await (await fetch(`${url}/api/v1/settings`, { headers: { cookie } })).json()) as {
        data: { can_edit: boolean; group: { name: string; plan_id: string }; invitations: { email: string; invited_by: null }[] };
      };
      expect(settings.data.can_edit).toBe(true);
      expect(settings.data).toMatchObject({ instance_admin: false });
      expect(settings.data.group).toMatchObject({ name: 'Acme', plan_id: 'automate_monitor' });
      expect(settings.data.invitations).toEqual([expect.objectContaining({ email: 'grace@example.com', invited_by: null })]);
    } finally {
      child.kill('SIGTERM');
      await done;
    }

    await expect(addAdmin(options(dataDir, { email: 'ada@example.com', name: 'Ada', group: 'Acme' }))).rejects.toMatchObject({
      message: 'ada@example.com already has a Curbcut account. Add --instance to make it an instance administrator.',
      exitCode: 2,
    });
  });

  it('--instance makes an existing account an instance administrator at once, and a new one through its invitation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'curbcut-add-instance-'));
    try {
      const invited = await addAdmin(options(dir, { email: 'op@example.com', name: 'Operator', group: 'Ops', instance: true }));
      expect(invited).toMatchObject({ kind: 'invited', instance: true, groupCreated: true });
      const existing = await addAdmin(options(dir, { email: 'lin@example.com', name: 'Lin', group: 'Ops' }));
      const { child, url, done } = await serveCli(['--port', '0', '--data-dir', dir]);
      try {
        const accept = async (link: string, name: string) => {
          const token = decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''));
          const res = await fetch(`${url}/api/v1/invitations/accept`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token, name, password: 'long enough password' }),
          });
          expect(res.status).toBe(200);
          return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        };
        const instanceOf = async (cookie: string) => (await fetch(`${url}/api/v1/settings/instance`, { headers: { cookie } })).status;
        const operator = await accept(invited.kind === 'invited' ? invited.link : '', 'Operator');
        const lin = await accept(existing.kind === 'invited' ? existing.link : '', 'Lin');
        expect(await instanceOf(operator)).toBe(200);
        expect(await instanceOf(lin)).toBe(403);

        const run = await runCli(['add-admin', '--instance', '--email', 'LIN@example.com', '--data-dir', dir]);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toBe('lin@example.com is now an instance administrator.\n');
        expect(await instanceOf(lin)).toBe(200);
        const again = await addAdmin(options(dir, { email: 'lin@example.com', instance: true }));
        expect(formatAddAdmin(again, { email: 'lin@example.com', group: '' })).toEqual(['lin@example.com is already an instance administrator.']);
      } finally {
        child.kill('SIGTERM');
        await done;
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 naming the flag that is wrong', async () => {
    const cases: [Partial<Parameters<typeof addAdmin>[0]>, RegExp][] = [
      [{ email: 'nope', name: 'N', group: 'G' }, /^--email is not an email address: 'nope'\.$/],
      [{ email: 'a@b.co', group: 'G' }, /^--name is required/],
      [{ email: 'a@b.co', name: 'N', group: 'G', url: 'ftp://x' }, /^--url must be an http\(s\) address/],
      [{ email: 'a@b.co', name: 'N', group: 'G', plan: 'gold' }, /^Unknown plan 'gold'\. Use one of: /],
    ];
    for (const [given, message] of cases) {
      await expect(addAdmin(options(dataDir, given)), JSON.stringify(given)).rejects.toMatchObject({ message: expect.stringMatching(message), exitCode: 2 });
    }
  });
});
