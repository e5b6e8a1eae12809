import { sql } from 'kysely';
import { BEST_ADS_LIMIT, type TProductListItem } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/types.ts';
import { toProductListItem } from './to-list-item.ts';

/**
 * The home page's Best Ads (specification section 7): active product offers, newest first, at
 * most 30. The client groups them by category and shows at most 6 of each.
 */
export async function listBestAds(ctx: AppContext): Promise<TProductListItem[]> {
  const rows = await ctx.database.db
    .selectFrom('suppliers as s')
    .leftJoin('profiles as p', 'p.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.product_name',
      's.company_name',
      's.product_category',
      's.subcategory_id',
      's.price_range_min',
      's.price_range_max',
      's.currency',
      's.location',
      's.created_at',
      sql<StoredImage | null>`s.images -> 0`.as('first_image'),
      'p.is_verified',
    ])
    .where('s.is_active', '=', true)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(BEST_ADS_LIMIT)
    .execute();
  return rows.map(toProductListItem);
}
