import { sql } from 'kysely';
import type { TFavoriteCounts } from '#common/schemas/favorites.ts';
import type { AppContext } from '#server/context.ts';

/** The number behind each tab of /favorites, unavailable posts included. */
export async function countFavorites(ctx: AppContext, userId: string): Promise<TFavoriteCounts> {
  const row = await sql<TFavoriteCounts>`
    SELECT
      (SELECT count(*)::int FROM post_favorites WHERE user_id = ${userId} AND kind = 'product') AS products,
      (SELECT count(*)::int FROM post_favorites WHERE user_id = ${userId} AND kind = 'listing') AS listings,
      (SELECT count(*)::int FROM seller_favorites WHERE user_id = ${userId}) AS sellers`.execute(ctx.database.db);
  return row.rows[0] ?? { products: 0, listings: 0, sellers: 0 };
}
