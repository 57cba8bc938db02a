/**
 * The connection a read-pool worker opens: the server's SQLite file read-only (WAL lets it read
 * while the server writes), or PostgreSQL with a pool of two.
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** True when `url` selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** Where the server's database is. */
export interface ReadConnectionOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** Opens a read connection. */
export function openReadConnection(options: ReadConnectionOptions): Kysely<Database> {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = new SqliteDatabase(join(options.dataDir, 'curbcut.sqlite'), { readonly: true, fileMustExist: true });
  file.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}
