import { sql, type RawBuilder } from 'kysely';
import type { TSearchQuery } from '#common/schemas/search.ts';

/**
 * The filters of a search as SQL conditions on posts `p` joined to their seller's profile `pr`.
 * A price range overlaps the filter when its top reaches the lowest wanted price and its bottom
 * stays under the highest (as the category lists filter).
 */
export function postFilters(query: TSearchQuery): RawBuilder<boolean>[] {
  const filters: RawBuilder<boolean>[] = [];
  if (query.category) filters.push(sql<boolean>`p.category_id = ${query.category}`);
  if (query.subcategory) filters.push(sql<boolean>`p.subcategory_id = ${query.subcategory}`);
  if (query.governorate) filters.push(sql<boolean>`p.governorate = ${query.governorate}`);
  if (query.currency) filters.push(sql<boolean>`p.currency = ${query.currency}`);
  if (query.minPrice !== undefined) filters.push(sql<boolean>`coalesce(p.price_max, p.price_min, 0) >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) filters.push(sql<boolean>`coalesce(p.price_min, p.price_max, 0) <= ${query.maxPrice}`);
  if (query.verified) filters.push(sql<boolean>`pr.is_verified`);
  return filters;
}

/** `AND`-joins conditions after a leading condition. */
export function andAll(filters: RawBuilder<boolean>[]): RawBuilder<unknown> {
  return filters.length > 0 ? sql`AND ${sql.join(filters, sql` AND `)}` : sql``;
}
