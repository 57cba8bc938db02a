/**
 * `curbcut add-admin`: how a server gets its first admin (and any group its admin) without a
 * password on the command line: the group is created when it does not exist, and an admin
 * invitation's one-time link is printed for the person to choose their own password
 * (docs/decisions/0028-members-and-announcements.md).
 *
 * With `--instance` the person becomes an instance administrator (docs/decisions/0031): an
 * existing account at once, a new one when they accept the invitation.
 */
import { INVITATION_TTL_DAYS } from '@curbcut/core';
import {
  countInstanceAdmins,
  createGroup,
  createInvitation,
  ensurePlans,
  invitationUrl,
  makeInstanceAdmin,
  migrateToLatest,
  normalizeEmail,
  openDatabase,
  systemClock,
} from '@curbcut/server';
import { CliError } from '../cliError';

/** What `add-admin` needs. */
export interface AddAdminOptions {
  email: string;
  name: string;
  group: string;
  plan: string;
  /** The dashboard's address, for the link. */
  url: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Make them an instance administrator (an existing account needs no name nor group). Default false. */
  instance?: boolean | undefined;
}

/** What it did: an invitation was made, or an existing account was made an instance administrator (or already was). */
export type AddAdminResult =
  | {
      kind: 'invited';
      link: string;
      groupCreated: boolean;
      expiresInDays: number;
      /** The account it makes is an instance administrator. */
      instance: boolean;
      /** Instance administrators the server has now (0: say how to make one). */
      instanceAdmins: number;
    }
  | { kind: 'granted' | 'already'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the options, then creates the group (if needed) and the invitation. */
export async function addAdmin(options: AddAdminOptions): Promise<AddAdminResult> {
  const email = normalizeEmail(options.email);
  if (!EMAIL.test(email)) throw new CliError(`--email is not an email address: '${options.email}'.`, 2);
  if (options.instance === true) {
    const granted = await grantExisting(options, email);
    if (granted) return granted;
  }
  const name = options.name.trim();
  const groupName = options.group.trim();
  if (name === '') throw new CliError('--name is required: the admin\u2019s display name.', 2);
  if (groupName === '') throw new CliError('--group is required: the name of their group.', 2);
  let origin: string;
  try {
    const url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    origin = url.origin;
  } catch {
    throw new CliError(`--url must be an http(s) address, like https://curbcut.example.com: '${options.url}'.`, 2);
  }
  const store = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(store.db);
    await ensurePlans(store.db, systemClock);
    const existing = await store.db.selectFrom('users').select(['deactivated_at']).where('email', '=', email).executeTakeFirst();
    if (existing && existing.deactivated_at === null) {
      throw new CliError(`${email} already has a Curbcut account.${options.instance === true ? '' : ' Add --instance to make it an instance administrator.'}`, 2);
    }
    const plan = await store.db.selectFrom('plans').select('id').where('id', '=', options.plan).executeTakeFirst();
    if (!plan) {
      const plans = await store.db.selectFrom('plans').select('id').orderBy('id').execute();
      throw new CliError(`Unknown plan '${options.plan}'. Use one of: ${plans.map((p) => p.id).join(', ')}.`, 2);
    }
    const found = await store.db.selectFrom('groups').select('id').where('name', '=', groupName).orderBy('created_at').executeTakeFirst();
    const groupId = found?.id ?? (await createGroup(store.db, systemClock, { name: groupName, planId: plan.id }));
    const instance = options.instance === true;
    const { token } = await createInvitation(store.db, systemClock, { groupId, email, name, role: 'admin', invitedBy: null, instanceAdmin: instance });
    return {
      kind: 'invited',
      link: invitationUrl(origin, token),
      groupCreated: found === undefined,
      expiresInDays: INVITATION_TTL_DAYS,
      instance,
      instanceAdmins: await countInstanceAdmins(store.db),
    };
  } finally {
    await store.close();
  }
}

/** `--instance` for an address that has an active account: the flag is set at once; undefined when there is no such account. */
async function grantExisting(options: AddAdminOptions, email: string): Promise<AddAdminResult | undefined> {
  const store = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(store.db);
    const grant = await makeInstanceAdmin(store.db, email);
    return grant === 'no_account' ? undefined : { kind: grant, email };
  } finally {
    await store.close();
  }
}

/** The lines printed for a person to read. */
export function formatAddAdmin(result: AddAdminResult, options: Pick<AddAdminOptions, 'email' | 'group'>): string[] {
  if (result.kind !== 'invited') return [`${result.email} is ${result.kind === 'granted' ? 'now' : 'already'} an instance administrator.`];
  const lines = [`${result.groupCreated ? 'Created the group' : 'Using the group'} '${options.group.trim()}'.`];
  if (result.instance) lines.push('They become an instance administrator when they accept.');
  else if (result.instanceAdmins === 0) {
    lines.push("This server has no instance administrator yet (plans, group plans, trials, restart orders): make one with 'curbcut add-admin --instance'.");
  }
  // The link stays the last line, for scripts and the tests that read it.
  return [...lines, `Send this link to ${normalizeEmail(options.email)}; it works once, for ${result.expiresInDays} days, to choose a password:`, result.link];
}
