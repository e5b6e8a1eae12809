import { sql } from 'kysely';
import type { TPostListQuery, TListingPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/types.ts';
import { decodePostCursor, encodeCursor } from './cursor.ts';
import { toListingListItem } from './to-list-item.ts';

/**
 * Active listings, newest first, one keyset page at a time (ordered by created_at, id; the
 * partial indexes of 0001 serve the category and subcategory forms). Paused posts never appear.
 */
export async function listListings(ctx: AppContext, query: TPostListQuery): Promise<TListingPage> {
  const { db } = ctx.database;
  let builder = db
    .selectFrom('listings as l')
    .leftJoin('profiles as p', 'p.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'l.title',
      'l.kind',
      'l.offer_type',
      'l.category_id',
      'l.subcategory_id',
      'l.price',
      'l.is_negotiable',
      'l.currency',
      'l.condition',
      'l.location',
      'l.created_at',
      sql<StoredImage | null>`l.images -> 0`.as('first_image'),
      sql<string>`l.created_at::text`.as('cursor_at'),
      'p.is_verified',
    ])
    .where('l.is_active', '=', true);
  if (query.category) builder = builder.where('l.category_id', '=', query.category);
  if (query.subcategory) builder = builder.where('l.subcategory_id', '=', query.subcategory);
  if (query.governorate) builder = builder.where('l.location', '=', query.governorate);
  if (query.currency) builder = builder.where('l.currency', '=', query.currency);
  if (query.seller) builder = builder.where('l.user_id', '=', query.seller);
  // A listing without a price (negotiable) counts as 0, as its card shows it.
  if (query.minPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(l.price, 0) >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(l.price, 0) <= ${query.maxPrice}`);
  if (query.verified) builder = builder.where('p.is_verified', '=', true);
  if (query.cursor) {
    const { at, id } = decodePostCursor(query.cursor);
    builder = builder.where(sql<boolean>`(l.created_at, l.id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await builder
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toListingListItem(row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.cursor_at, last.id]) : null,
  };
}
