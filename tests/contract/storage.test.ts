/**
 * Storage on every database: migrations run once and are idempotent, roll back cleanly, portable
 * column types read back the same, data survives a restart, and the demo seeding is idempotent.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ensureDemoAccounts, migrateToEmpty, migrateToLatest, MIGRATIONS, openDatabase } from '@curbcut/server';
import { describeEachDatabase, signIn } from './harness';

const ACCOUNT_TABLES = ['groups', 'users', 'sessions', 'plans', 'plan_features', 'feature_flags', 'projects', 'upload_tokens', 'jobs'];

describeEachDatabase('storage', (db) => {
  it('runs the dated migrations in order at the first start and none again at the next', async () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.slice(0, 2)).toEqual(['2026-11-22T0001-accounts', '2026-11-22T0002-reports']);

    const server = await db().start();
    await server.close();
    const { dataDir, databaseUrl } = db().options();
    const store = openDatabase({ dataDir: dataDir!, databaseUrl });
    try {
      expect(await migrateToLatest(store.db)).toEqual([]);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining([...ACCOUNT_TABLES, 'reports']));
    } finally {
      await store.close();
    }
  });

  it('keeps accounts across a restart and seeds the demo accounts only once', async () => {
    const first = await db().start({ demo: true });
    const seeded = await ensureDemoAccounts(first.context);
    await first.close();

    const second = await db().start({ demo: true });
    const again = await ensureDemoAccounts(second.context);
    expect(again).toEqual(seeded);
    const users = await second.context.db.selectFrom('users').select('email').where('email', 'like', '%@curbcut.local').execute();
    expect(users.map((u) => u.email).sort()).toEqual(['demo@curbcut.local', 'free@curbcut.local', 'trial@curbcut.local']);
    await signIn(second, 'demo@curbcut.local');
  });

  it('reads portable column types back the same on both dialects', async () => {
    const server = await db().start({ demo: true });
    const { users } = await ensureDemoAccounts(server.context);
    const row = await server.context.db
      .selectFrom('groups')
      .select(['rft_eligible', 'created_at', 'trial_status'])
      .where('id', '=', users.trial.groupId)
      .executeTakeFirstOrThrow();
    expect(row.rft_eligible).toBe(1);
    expect(row.trial_status).toBe('not_started');
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('rolls every migration back and applies them again', async () => {
    const { dataDir, databaseUrl } = db().options();
    const store = openDatabase({ dataDir: dataDir!, databaseUrl });
    try {
      await migrateToEmpty(store.db);
      const left = (await store.db.introspection.getTables()).map((t) => t.name);
      expect(left.filter((t) => ACCOUNT_TABLES.includes(t) || t === 'reports')).toEqual([]);
      const applied = await migrateToLatest(store.db);
      expect(applied.map((r) => r.migrationName)).toEqual(Object.keys(MIGRATIONS));
      expect(applied.every((r) => r.status === 'Success')).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('refuses a database URL it cannot use, naming it', () => {
    expect(() => openDatabase({ dataDir: db().options().dataDir!, databaseUrl: 'mysql://x' })).toThrow(
      'Unsupported database URL "mysql://x": use postgres://... or leave it out for SQLite.',
    );
  });
});

describe('SQLite file', () => {
  it('lives at <dataDir>/curbcut.sqlite with WAL and foreign keys on', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-sqlite-'));
    const store = openDatabase({ dataDir });
    try {
      await migrateToLatest(store.db);
      expect(existsSync(join(dataDir, 'curbcut.sqlite'))).toBe(true);
      const file = new SqliteDatabase(join(dataDir, 'curbcut.sqlite'), { readonly: true });
      expect(file.pragma('journal_mode', { simple: true })).toBe('wal');
      file.close();
      // Foreign keys are enforced: a user in a group that does not exist is refused.
      await expect(
        store.db
          .insertInto('users')
          .values({
            id: 'usr_x', group_id: 'grp_missing', email: 'x@y.z', name: 'X', password_hash: 'h', role: 'member',
            show_tunnel_vision: 0, access_restricted_by_grr: 0, created_at: new Date().toISOString(), deactivated_at: null,
          })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
