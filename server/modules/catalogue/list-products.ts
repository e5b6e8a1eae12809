import { sql } from 'kysely';
import type { TPostListQuery, TProductPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/types.ts';
import { decodePostCursor, encodeCursor } from './cursor.ts';
import { toProductListItem } from './to-list-item.ts';

/**
 * Active product offers, newest first, one keyset page at a time (ordered by created_at, id; the
 * partial indexes of 0001 serve the category and subcategory forms). Paused posts never appear.
 */
export async function listProducts(ctx: AppContext, query: TPostListQuery): Promise<TProductPage> {
  const { db } = ctx.database;
  let builder = db
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
      sql<string>`s.created_at::text`.as('cursor_at'),
      'p.is_verified',
    ])
    .where('s.is_active', '=', true);
  if (query.category) builder = builder.where('s.product_category', '=', query.category);
  if (query.subcategory) builder = builder.where('s.subcategory_id', '=', query.subcategory);
  if (query.governorate) builder = builder.where('s.location', '=', query.governorate);
  if (query.currency) builder = builder.where('s.currency', '=', query.currency);
  if (query.seller) builder = builder.where('s.user_id', '=', query.seller);
  // A range overlaps the filter when its top reaches the lowest wanted price and its bottom stays
  // under the highest; a one-sided price stands for both ends.
  if (query.minPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(s.price_range_max, s.price_range_min, 0) >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(s.price_range_min, s.price_range_max, 0) <= ${query.maxPrice}`);
  if (query.verified) builder = builder.where('p.is_verified', '=', true);
  if (query.cursor) {
    const { at, id } = decodePostCursor(query.cursor);
    builder = builder.where(sql<boolean>`(s.created_at, s.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await builder
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toProductListItem(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursor_at, last.id]) : null,
  };
}
