/**
 * Stored overviews (docs/decisions/0032-stored-overviews.md): the counts a build overview is made of,
 * kept per finished report and moved by the deltas of decisions, the retained-issue counts between
 * pairs of finished builds, the facts that never change once a report is finished (score,
 * conformance outcomes), and the assembled overview each read sends as it is.
 */
import { sql, type Kysely } from 'kysely';

/** Creates the stored-overview tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Moved by every decision: a stored figure computed across one is computed again (overview/pairs.ts).
  await db.schema.alterTable('reports').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('report_overviews')
    .addColumn('report_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_facts')
    .addColumn('report_id', 'text', (c) => c.primaryKey())
    .addColumn('score', 'text', (c) => c.notNull())
    .addColumn('conformance', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('report_rule_counts')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_rule_counts_pk', ['report_id', 'rule_id'])
    .execute();
  await db.schema
    .createTable('report_component_counts')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('component_id', 'text', (c) => c.notNull())
    .addColumn('first_seq', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('critical', 'integer', (c) => c.notNull())
    .addColumn('serious', 'integer', (c) => c.notNull())
    .addColumn('moderate', 'integer', (c) => c.notNull())
    .addColumn('minor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_component_counts_pk', ['report_id', 'component_id'])
    .execute();
  await db.schema
    .createTable('report_page_counts')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('first_seq', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('page_states_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_page_counts_pk', ['report_id', 'page_url'])
    .execute();
  // The overview's top rows: most issues first, then the one the dataset met first.
  await sql`create index report_component_counts_top_idx on report_component_counts (report_id, count desc, first_seq)`.execute(db);
  await sql`create index report_page_counts_top_idx on report_page_counts (report_id, count desc, first_seq)`.execute(db);
  await db.schema
    .createTable('report_pairs')
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('other_id', 'text', (c) => c.notNull())
    .addColumn('retained', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_pairs_pk', ['report_id', 'other_id'])
    .execute();
  await db.schema.createIndex('report_pairs_other_idx').on('report_pairs').column('other_id').execute();
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['report_pairs', 'report_page_counts', 'report_component_counts', 'report_rule_counts', 'report_facts', 'report_overviews']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('reports').dropColumn('revision').execute();
}
