/**
 * Opens the database chosen by the server options: PostgreSQL when the URL says so, otherwise an
 * embedded SQLite file in the data directory (WAL so readers never wait for the writer, foreign keys
 * on because SQLite leaves them off by default).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Dialect } from '../context';
import type { BlobStoreConfig } from '../blobs/blobConfig';
import { isPostgresUrl } from './readConnection';
import { createReadPool, type ReadPool } from './readPool';
import type { Database } from './schema';

/** An open database and how to close it. */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL URL, for pg-boss; undefined on SQLite. */
  databaseUrl: string | undefined;
  /** Whole-report reads on worker threads with their own connections (started on first use). */
  reads: ReadPool;
  close(): Promise<void>;
}

export { isPostgresUrl };

/** Where the database is, and what the read pool's workers need besides. */
interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  readWorkers?: number | undefined;
  /** The blob store the read tasks read stored datasets from; `<dataDir>/blobs` when not given. */
  blobs?: BlobStoreConfig | undefined;
}

/** Opens SQLite at `<dataDir>/curbcut.sqlite` or PostgreSQL at `databaseUrl`. */
export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's connection can be ended by the server (a restart, an administrator): pg
    // reports it on the pool, and with no listener that error would end the process. The pool
    // drops the client and the next query opens a fresh connection.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return withReads({ db, dialect: 'postgres', databaseUrl: options.databaseUrl }, options);
  }
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    throw new Error(`Unsupported database URL "${options.databaseUrl}": use postgres://... or leave it out for SQLite.`);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(join(options.dataDir, 'curbcut.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return withReads({ db, dialect: 'sqlite', databaseUrl: undefined }, options);
}

/** Adds the read pool, closed before the connection. */
function withReads(open: Pick<OpenDatabase, 'db' | 'dialect' | 'databaseUrl'>, options: DatabaseOptions): OpenDatabase {
  const reads = createReadPool({
    db: open.db,
    dataDir: options.dataDir,
    databaseUrl: open.databaseUrl,
    blobs: options.blobs,
    ...(options.readWorkers !== undefined ? { size: options.readWorkers } : {}),
  });
  return {
    ...open,
    reads,
    close: async () => {
      await reads.close();
      await open.db.destroy();
    },
  };
}
