import { FAVORITES_PAGE_SIZE, type TFavoriteSellerPage } from '#common/schemas/favorites.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { iso } from '#server/lib/iso.ts';

/** One page of the sellers the user saved, newest saved first. */
export async function listFavoriteSellers(ctx: AppContext, options: { userId: string; cursor?: string }): Promise<TFavoriteSellerPage> {
  const query = ctx.database.db
    .selectFrom('seller_favorites as f')
    .innerJoin('profiles as p', 'p.id', 'f.seller_id')
    .select(['p.id', 'p.full_name', 'p.business_name', 'p.avatar_url', 'p.governorate', 'p.is_verified', 'f.created_at'])
    .where('f.user_id', '=', options.userId);
  // The seller's profile id is the saved row's seller_id: the cursor carries it as the key.
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'f', cursor: options.cursor, size: FAVORITES_PAGE_SIZE, idColumn: 'seller_id', idType: 'text' });
  return {
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      businessName: row.business_name,
      avatarUrl: row.avatar_url,
      governorate: row.governorate,
      isVerified: row.is_verified,
      savedAt: iso(row.created_at),
    })),
    nextCursor,
  };
}
