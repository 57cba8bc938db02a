/**
 * Sign-in failure counters in the `sign_in_attempts` table, shared by every server on the database.
 * A failure is one upsert (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, atomic on SQLite and
 * PostgreSQL alike), then, when the policy says to wait, one update that only ever moves the block
 * later, so two servers counting at once never lose a failure or shorten a wait.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AttemptKey, SignInAttemptStore } from './attemptStore';
import { delayAfterFailures, type AttemptState, type ThrottlePolicy } from './throttlePolicy';

/** Rows whose window ended are deleted at most this often (per store), on a failure. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The database implementation of SignInAttemptStore. */
export class DbAttemptStore implements SignInAttemptStore {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async blockedUntil(keys: readonly AttemptKey[], now: number): Promise<number> {
    if (keys.length === 0) return 0;
    const row = await this.db
      .selectFrom('sign_in_attempts')
      .select((eb) => eb.fn.max('blocked_until').as('until'))
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('scope', '=', k.scope), eb('key', '=', k.key)]))))
      .where('blocked_until', '>', iso(now))
      .executeTakeFirst();
    return row?.until ? Date.parse(row.until) : 0;
  }

  async recordFailure(key: AttemptKey, policy: ThrottlePolicy, now: number): Promise<AttemptState> {
    await this.sweep(now);
    const nowIso = iso(now);
    const windowEnd = iso(now + policy.windowMs);
    // Every SET expression reads the row as it was before this statement, on both dialects.
    const counted = await this.db
      .insertInto('sign_in_attempts')
      .values({ scope: key.scope, key: key.key, failures: 1, window_ends_at: windowEnd, blocked_until: null })
      .onConflict((oc) =>
        oc.columns(['scope', 'key']).doUpdateSet((eb) => {
          const expired = eb('sign_in_attempts.window_ends_at', '<=', nowIso);
          return {
            failures: eb.case().when(expired).then(1).else(eb('sign_in_attempts.failures', '+', 1)).end(),
            window_ends_at: policy.sliding
              ? eb.case().when('sign_in_attempts.window_ends_at', '<', windowEnd).then(windowEnd).else(eb.ref('sign_in_attempts.window_ends_at')).end()
              : eb.case().when(expired).then(windowEnd).else(eb.ref('sign_in_attempts.window_ends_at')).end(),
            blocked_until: eb.case().when(expired).then(sql<string | null>`null`).else(eb.ref('sign_in_attempts.blocked_until')).end(),
          };
        }),
      )
      .returning(['failures', 'blocked_until'])
      .executeTakeFirstOrThrow();
    const failures = Number(counted.failures);
    const previous = counted.blocked_until ? Date.parse(counted.blocked_until) : 0;
    const delay = delayAfterFailures(failures, policy);
    if (delay === 0) return { failures, blockedUntil: previous > now ? previous : 0 };
    const until = iso(now + delay);
    await this.db
      .updateTable('sign_in_attempts')
      .set((eb) => ({
        blocked_until: eb
          .case()
          .when(eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', until)]))
          .then(until)
          .else(eb.ref('blocked_until'))
          .end(),
        // The window outlasts the block, so a row past its window is never still blocking.
        window_ends_at: eb.case().when('window_ends_at', '<', until).then(until).else(eb.ref('window_ends_at')).end(),
      }))
      .where('scope', '=', key.scope)
      .where('key', '=', key.key)
      .execute();
    return { failures, blockedUntil: Math.max(previous, now + delay) };
  }

  async clear(key: AttemptKey): Promise<void> {
    await this.db.deleteFrom('sign_in_attempts').where('scope', '=', key.scope).where('key', '=', key.key).execute();
  }

  async close(): Promise<void> {
    // The database belongs to the server context, which closes it.
  }

  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && now >= this.lastSweep) return;
    this.lastSweep = now;
    await this.db.deleteFrom('sign_in_attempts').where('window_ends_at', '<', iso(now)).execute();
  }
}
