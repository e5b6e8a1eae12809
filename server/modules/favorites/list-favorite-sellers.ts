import { sql } from 'kysely';
import { FAVORITES_PAGE_SIZE, type TFavoriteSellerPage } from '#common/schemas/favorites.ts';
import type { AppContext } from '#server/context.ts';
import { decodeAccountCursor, encodeCursor } from '#server/modules/catalogue/cursor.ts';
import { iso } from '#server/modules/posts/to-post.ts';

/** One page of the sellers the user saved, newest saved first. */
export async function listFavoriteSellers(ctx: AppContext, options: { userId: string; cursor?: string }): Promise<TFavoriteSellerPage> {
  const after = options.cursor ? decodeAccountCursor(options.cursor) : null;
  let query = ctx.database.db
    .selectFrom('seller_favorites as f')
    .innerJoin('profiles as p', 'p.id', 'f.seller_id')
    .select(['p.id', 'p.full_name', 'p.business_name', 'p.avatar_url', 'p.governorate', 'p.is_verified', 'f.created_at', sql<string>`f.created_at::text`.as('saved_at_key')])
    .where('f.user_id', '=', options.userId);
  if (after) query = query.where(sql<boolean>`(f.created_at, f.seller_id) < (${after.at}::timestamptz, ${after.id})`);
  const rows = await query.orderBy('f.created_at', 'desc').orderBy('f.seller_id', 'desc').limit(FAVORITES_PAGE_SIZE + 1).execute();
  const page = rows.slice(0, FAVORITES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      businessName: row.business_name,
      avatarUrl: row.avatar_url,
      governorate: row.governorate,
      isVerified: row.is_verified,
      savedAt: iso(row.created_at),
    })),
    nextCursor: rows.length > FAVORITES_PAGE_SIZE && last ? encodeCursor([last.saved_at_key, last.id]) : null,
  };
}
