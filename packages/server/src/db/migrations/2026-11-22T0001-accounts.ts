/**
 * Accounts: groups (plan and trial), users, sessions, plans and their features, feature flags,
 * projects and CI upload tokens. Portable types only (TEXT, INTEGER) so one migration serves SQLite
 * and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan_type', 'text', (c) => c.notNull().check(inList('plan_type', ['free', 'paid'])))
    .addColumn('enterprise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_features')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('feature', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('plan_features_pk', ['plan_id', 'feature'])
    .execute();

  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('trial_status', 'text')
    .addColumn('trial_start_date', 'text')
    .addColumn('trial_end_date', 'text')
    .addColumn('eft_type', 'text')
    .addColumn('rft_eligible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority_notification', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member').check(inList('role', ['member', 'admin'])))
    .addColumn('show_tunnel_vision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('access_restricted_by_grr', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_group_idx').on('users').column('group_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('feature_flags_group_idx').on('feature_flags').columns(['group_id', 'flag']).execute();
  await db.schema.createIndex('feature_flags_user_idx').on('feature_flags').columns(['user_id', 'flag']).execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('projects_group_name_unique', ['group_id', 'name'])
    .execute();

  await db.schema
    .createTable('upload_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('upload_tokens_project_idx').on('upload_tokens').column('project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['upload_tokens', 'projects', 'feature_flags', 'sessions', 'users', 'groups', 'plan_features', 'plans']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

/** A CHECK expression limiting a text column to fixed values (names are constants, never input). */
function inList(column: string, values: string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
