import { sql } from 'kysely';
import type { TPostListQuery, TPostPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { decodeNewestFirstCursor, orderNewestFirst, toNewestFirstPage } from '#server/lib/paging/newest-first.ts';
import { toPostListItem } from '#server/lib/posts/to-list-item.ts';

/** What a card shows (toPostListItem): the shared core, the fields of each kind, the first image. */
const CARD_COLUMNS = [
  'post.kind',
  'post.id',
  'post.user_id',
  'post.title',
  'post.category_id',
  'post.subcategory_id',
  'post.price_min',
  'post.price_max',
  'post.currency',
  'post.governorate',
  'post.created_at',
  'post.company_name',
  'post.min_order_quantity',
  'post.intent',
  'post.offer_type',
  'post.is_negotiable',
  'post.quantity',
  'post.condition',
  sql<StoredImage | null>`post.images -> 0`.as('first_image'),
  'p.is_verified',
] as const;

/**
 * Active posts of one kind, newest first, one keyset page at a time (ordered by created_at, id;
 * the partial indexes of 0006 serve the whole list and the category and subcategory forms).
 * Paused posts never appear.
 */
export async function listPosts(ctx: AppContext, query: TPostListQuery): Promise<TPostPage> {
  const after = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
  let builder = ctx.database.db
    .selectFrom('posts as post')
    .leftJoin('profiles as p', 'p.id', 'post.user_id')
    .select(CARD_COLUMNS)
    .where('post.kind', '=', query.kind)
    .where('post.is_active', '=', true);
  if (query.category) builder = builder.where('post.category_id', '=', query.category);
  if (query.subcategory) builder = builder.where('post.subcategory_id', '=', query.subcategory);
  if (query.governorate) builder = builder.where('post.governorate', '=', query.governorate);
  if (query.currency) builder = builder.where('post.currency', '=', query.currency);
  if (query.seller) builder = builder.where('post.user_id', '=', query.seller);
  // A range overlaps the filter when its top reaches the lowest wanted price and its bottom stays
  // under the highest; a one-sided price stands for both ends, and a post without a price
  // (a negotiable listing) counts as 0, as its card shows it.
  if (query.minPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(post.price_max, post.price_min, 0) >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) builder = builder.where(sql<boolean>`coalesce(post.price_min, post.price_max, 0) <= ${query.maxPrice}`);
  if (query.verified) builder = builder.where('p.is_verified', '=', true);
  const rows = await orderNewestFirst(builder, { alias: 'post', limit: query.limit + 1, after }).execute();
  const { rows: page, nextCursor } = toNewestFirstPage(rows, query.limit);
  return { items: page.map(toPostListItem), nextCursor };
}
