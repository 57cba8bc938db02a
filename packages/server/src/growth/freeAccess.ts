/**
 * The free-access opt-in (spec 000 section 4.5): a group provisions a product for free once; the
 * grant is a `free_access_grants` row, which the profile reads (screenReader turns `toolkit_on_live`
 * on, see accounts/profile.ts). Provisioning again changes nothing and answers the same.
 */
import { FREE_ACCESS_PRODUCT_URL, FREE_ACCESS_PRODUCTS, type ProvisionBody, type ProvisionResult } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { isoNow } from '../time/clock';

/** Grants each product of `body` to the user's group. */
export async function provisionFreeAccess(ctx: ServerContext, user: AuthUser, body: ProvisionBody): Promise<ProvisionResult> {
  const index = body.products.findIndex((p) => !(FREE_ACCESS_PRODUCTS as readonly string[]).includes(p));
  if (index >= 0) {
    throw new ApiError('bad_request', `Field $.products[${index}] is not a product with free access: "${body.products[index]}" (expected one of ${FREE_ACCESS_PRODUCTS.join(', ')}).`, {
      path: `$.products[${index}]`,
    });
  }
  const products = [...new Set(body.products)];
  const now = isoNow(ctx.clock);
  for (const product of products) {
    await ctx.db
      .insertInto('free_access_grants')
      .values({
        group_id: user.groupId,
        product,
        user_id: user.id,
        source: body.source,
        avail_without_allocation: body.availWithOutAllocation ? 1 : 0,
        availed_via_fpa_standardisation: body.availedViaFPAStandardisation ? 1 : 0,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['group_id', 'product']).doNothing())
      .execute();
  }
  return { success: true, products, product_url: FREE_ACCESS_PRODUCT_URL };
}

/** Whether the group was granted free access to `product`. */
export async function hasFreeAccess(ctx: ServerContext, groupId: string, product: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('free_access_grants').select('product').where('group_id', '=', groupId).where('product', '=', product).executeTakeFirst();
  return row !== undefined;
}
