/**
 * The connection a read-pool worker opens: the server's SQLite file read-only (WAL lets it read
 * while the server writes), or PostgreSQL with a pool of two; and the server's blob store, for the
 * stored datasets a task reads.
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { BlobStoreConfig } from '../blobs/blobConfig';
import type { BlobStore } from '../blobs/blobStore';
import { LocalBlobStore } from '../blobs/localBlobStore';
import { S3BlobStore } from '../blobs/s3BlobStore';
import type { Database } from './schema';

/** True when `url` selects PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/** Where the server's database is. */
export interface ReadConnectionOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The server's blob store: `<dataDir>/blobs` when not given. */
  blobs?: BlobStoreConfig | undefined;
}

/** What a read task reads from. */
export interface ReadSources {
  db: Kysely<Database>;
  blobs: BlobStore;
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

/** The blob store of the server (the server checked a bucket when it started: this does not again). */
export function openReadBlobStore(options: ReadConnectionOptions): BlobStore {
  return options.blobs?.kind === 's3' ? new S3BlobStore(options.blobs) : new LocalBlobStore(join(options.dataDir, 'blobs'));
}
