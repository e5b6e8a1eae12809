import type { TFavoriteIds } from '#common/schemas/favorites.ts';
import type { AppContext } from '#server/context.ts';

/** Every post and seller the user saved (ids only), for the hearts of the pages they read. */
export async function listFavoriteIds(ctx: AppContext, userId: string): Promise<TFavoriteIds> {
  const { db } = ctx.database;
  const [posts, sellers] = await Promise.all([
    db.selectFrom('post_favorites').select('post_id').where('user_id', '=', userId).where('post_id', 'is not', null).execute(),
    db.selectFrom('seller_favorites').select('seller_id').where('user_id', '=', userId).execute(),
  ]);
  return { posts: posts.map((row) => row.post_id as string), sellers: sellers.map((row) => row.seller_id) };
}
