/**
 * Throwaway PostgreSQL databases for tests and benchmarks: created on the server of an admin URL
 * (whose user may create databases), dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database named `<prefix>_<random>` on the PostgreSQL server of `adminUrl` (whose user may
 * create databases), and how to drop it again.
 */
export async function createTemporaryDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabaseWithRetry(adminUrl, name) };
}

/**
 * DROP DATABASE ... WITH (FORCE) cannot end an autovacuum worker (it runs as the superuser), so a
 * drop that meets one is retried until the worker finishes instead of failing the suite.
 */
async function dropDatabaseWithRetry(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
