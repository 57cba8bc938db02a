/**
 * Live subscriptions belong to a connection, not to a user (docs/decisions/0014-live-updates.md):
 * each row records the private channel of the session that subscribed and that session's id, and
 * the key becomes (channel, report). Rows live 15 seconds unless resent, so the table is dropped and
 * made again rather than converted: open viewers resubscribe within one resend.
 */
import type { Kysely } from 'kysely';

/** Remakes live_subscriptions keyed by the subscribing connection's channel, with its session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_subscriptions').execute();
  await db.schema
    .createTable('live_subscriptions')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_subscriptions_pk', ['channel', 'report_id'])
    .execute();
  await db.schema.createIndex('live_subscriptions_report_idx').on('live_subscriptions').columns(['group_id', 'report_id']).execute();
  // Sign-out drops the rows of one session.
  await db.schema.createIndex('live_subscriptions_session_idx').on('live_subscriptions').column('session_id').execute();
}

/** Back to one row per user and report (as 2026-11-22T0002-reports made it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_subscriptions').execute();
  await db.schema
    .createTable('live_subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_subscriptions_pk', ['user_id', 'report_id'])
    .execute();
  await db.schema.createIndex('live_subscriptions_report_idx').on('live_subscriptions').columns(['group_id', 'report_id']).execute();
}
