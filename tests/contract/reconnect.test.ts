/**
 * The server outlives its database connections: when PostgreSQL ends them (a restart, an
 * administrator), the pools drop the idle clients instead of ending the process, and the next
 * request works on fresh connections. SQLite has no connections to lose.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeEachDatabase, signIn } from './harness';

describeEachDatabase('database connections', (db) => {
  it('keeps serving after PostgreSQL terminated every connection of the server', async () => {
    const server = await db().start({ demo: true });
    const cookie = await signIn(server, 'demo@curbcut.local');
    expect((await server.request('GET', '/api/v1/reports', { cookie })).status).toBe(200);
    const url = db().options().databaseUrl;
    if (url === undefined) return;

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pools time to see their clients end (the error arrives on idle clients).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await server.request('GET', '/api/v1/reports', { cookie })).status).toBe(200);
  });
});
