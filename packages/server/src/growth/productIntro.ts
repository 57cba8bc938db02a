/**
 * The product introduction (spec 000 section 2.4): a group can require it; each user dismisses it
 * once. The dismissal is what growth details report as `productIntroData.seen`.
 */
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { isoNow } from '../time/clock';

/** The one product introduction there is. */
export const PRODUCT_INTRO_KEY = 'accessibility' as const;

/** Records that `user` dismissed the introduction (idempotent: the first dismissal's time stays). */
export async function dismissProductIntro(ctx: ServerContext, user: AuthUser): Promise<void> {
  await ctx.db
    .insertInto('product_intro_dismissals')
    .values({ user_id: user.id, product_key: PRODUCT_INTRO_KEY, dismissed_at: isoNow(ctx.clock) })
    .onConflict((oc) => oc.columns(['user_id', 'product_key']).doNothing())
    .execute();
}
