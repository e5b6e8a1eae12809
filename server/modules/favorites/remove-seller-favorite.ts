import type { AppContext } from '#server/context.ts';

/** Unsaves a seller; unsaving one that is not saved changes nothing. */
export async function removeSellerFavorite(ctx: AppContext, options: { userId: string; sellerId: string }): Promise<void> {
  await ctx.database.db.deleteFrom('seller_favorites').where('user_id', '=', options.userId).where('seller_id', '=', options.sellerId).execute();
}
