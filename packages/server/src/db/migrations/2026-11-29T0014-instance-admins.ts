/**
 * Instance administrators (docs/decisions/0031-instance-administrators.md): `users.instance_admin`,
 * the same flag on invitations made with `curbcut add-admin --instance`, who decided a restart-plan
 * order and when, and `instance_notices`, messages for the server log.
 *
 * On a database that already has groups, the active admins of the oldest group (the one the server
 * was set up with) become instance admins, so an upgrade never leaves plans without anyone to manage
 * them. A migration cannot reach the server's logger (the CLI and the worker run migrations too), so
 * it records the promotion as a notice and the next server start logs it once (settings/instanceNotices.ts).
 */
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';

/** The columns this migration reads and writes, as they are at this point of the history. */
interface Tables {
  groups: { id: string; name: string; created_at: string };
  users: { id: string; group_id: string; email: string; role: string; deactivated_at: string | null; instance_admin: number };
  instance_notices: { id: string; message: string; created_at: string; logged_at: string | null };
}

/** Adds the columns and the notices table, then promotes the oldest group's admins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('instance_admin', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('member_invitations').addColumn('instance_admin', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Null until an instance admin fulfils or refuses the order; decided_by is null on the command line.
  await db.schema.alterTable('orders').addColumn('decided_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('decided_by', 'text').execute();
  await db.schema
    .createTable('instance_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('logged_at', 'text')
    .execute();
  await promoteOldestGroupAdmins(db as unknown as Kysely<Tables>);
}

async function promoteOldestGroupAdmins(db: Kysely<Tables>): Promise<void> {
  // The oldest group that still has an active admin: an upgrade must leave someone in charge.
  const oldest = await db
    .selectFrom('groups')
    .select(['groups.id', 'groups.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select(sql`1`.as('one'))
          .whereRef('users.group_id', '=', 'groups.id')
          .where('users.role', '=', 'admin')
          .where('users.deactivated_at', 'is', null),
      ),
    )
    .orderBy('groups.created_at')
    .orderBy('groups.id')
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return;
  const admins = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('group_id', '=', oldest.id)
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .orderBy('email')
    .execute();
  await db.updateTable('users').set({ instance_admin: 1 }).where('id', 'in', admins.map((a) => a.id)).execute();
  const emails = admins.map((a) => a.email).join(', ');
  await db
    .insertInto('instance_notices')
    .values({
      id: randomUUID(),
      message:
        `Instance administrators: the admins of the oldest group, '${oldest.name}', are now instance administrators (${emails}). ` +
        'Only instance administrators edit plans, set group plans, reset trials and decide restart orders; add one with `curbcut add-admin --instance`.',
      created_at: new Date().toISOString(),
      logged_at: null,
    })
    .execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instance_notices').execute();
  await db.schema.alterTable('orders').dropColumn('decided_by').execute();
  await db.schema.alterTable('orders').dropColumn('decided_at').execute();
  await db.schema.alterTable('member_invitations').dropColumn('instance_admin').execute();
  await db.schema.alterTable('users').dropColumn('instance_admin').execute();
}
