/**
 * Growth (see db/growthTables.ts): contact and demo requests, restart orders, free-access grants,
 * product-intro dismissals, growth user properties and the mail outbox. Only portable types. Rows
 * die with their user or group.
 */
import { sql, type Kysely } from 'kysely';

/** Creates the growth tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_type', 'text', (c) => c.notNull().check(sql`request_type in ('contact_sales', 'demo')`))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('query_type', 'integer')
    .addColumn('company', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('product', 'text')
    .addColumn('page_url', 'text')
    .addColumn('send_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cta_ref', 'text')
    .addColumn('web_utm_source', 'text')
    .addColumn('lead_source', 'text')
    .addColumn('check_email_domain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_revenue_hero', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_requests_group_idx').on('contact_requests').columns(['group_id', 'created_at']).execute();
  // One demo request per user: two submits at once cannot both be stored (the second reads DUPLICATE).
  await sql`create unique index contact_requests_one_demo_idx on contact_requests (user_id) where request_type = 'demo'`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('free_access_grants')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('avail_without_allocation', 'integer', (c) => c.notNull())
    .addColumn('availed_via_fpa_standardisation', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('free_access_grants_pk', ['group_id', 'product'])
    .execute();

  await db.schema
    .createTable('product_intro_dismissals')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_key', 'text', (c) => c.notNull())
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_intro_dismissals_pk', ['user_id', 'product_key'])
    .execute();

  await db.schema
    .createTable('user_properties')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_properties_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_outbox', 'user_properties', 'product_intro_dismissals', 'free_access_grants', 'orders', 'contact_requests']) {
    await db.schema.dropTable(table).execute();
  }
}
