/**
 * Notices for the server log written where no logger is: a migration (run by the server, the CLI or
 * a worker) records one in `instance_notices`, and the first server to start afterwards logs it.
 * Each notice is claimed by a conditional UPDATE before it is logged, so servers starting together
 * on one database log it once between them, and a restart never logs it again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow, type Clock } from '../time/clock';

/** Logs each notice no server has logged yet, oldest first; resolves to how many this call logged. */
export async function logInstanceNotices(db: Kysely<Database>, clock: Clock, log: (message: string) => void): Promise<number> {
  const pending = await db.selectFrom('instance_notices').select(['id', 'message']).where('logged_at', 'is', null).orderBy('created_at').orderBy('id').execute();
  let logged = 0;
  for (const notice of pending) {
    const claimed = await db.updateTable('instance_notices').set({ logged_at: isoNow(clock) }).where('id', '=', notice.id).where('logged_at', 'is', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    log(notice.message);
    logged += 1;
  }
  return logged;
}
