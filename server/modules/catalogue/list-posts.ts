import { sql } from 'kysely';
import type { TPostListQuery, TPostPage } from '#common/schemas/catalogue.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { PreparedStatements, type SlotOf } from '#server/db/prepared-statements.ts';
import { decodeNewestFirstCursor, orderNewestFirst, toNewestFirstPage } from './newest-first.ts';
import { toPostListItem } from './to-list-item.ts';

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

/** What a list statement takes; the optional filters are present or not per shape. */
type ListValues = Required<Omit<TPostListQuery, 'cursor' | 'limit' | 'verified'>> & { limit: number; afterAt: string; afterId: string };

/** One statement per combination of filters, compiled once: most lists are the same few shapes. */
const statements = new PreparedStatements<ListValues>();

/**
 * Active posts of one kind, newest first, one keyset page at a time (ordered by created_at, id;
 * the partial indexes of 0006 serve the whole list and the category and subcategory forms).
 * Paused posts never appear.
 */
export async function listPosts(ctx: AppContext, query: TPostListQuery): Promise<TPostPage> {
  const after = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
  const has = {
    category: Boolean(query.category),
    subcategory: Boolean(query.subcategory),
    governorate: Boolean(query.governorate),
    currency: Boolean(query.currency),
    seller: Boolean(query.seller),
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    verified: Boolean(query.verified),
    after: after !== undefined,
  };
  // The statement differs by which filters are present, never by their values.
  const shape = Object.values(has).map(Number).join('');
  const values = { ...query, limit: query.limit + 1, afterAt: after?.at, afterId: after?.id } as ListValues;
  const rows = await statements.run(ctx.database.db, shape, (slot: SlotOf<ListValues>) => {
    let builder = ctx.database.db
      .selectFrom('posts as post')
      .leftJoin('profiles as p', 'p.id', 'post.user_id')
      .select(CARD_COLUMNS)
      .where('post.kind', '=', slot('kind'))
      .where('post.is_active', '=', true);
    if (has.category) builder = builder.where('post.category_id', '=', slot('category'));
    if (has.subcategory) builder = builder.where('post.subcategory_id', '=', slot('subcategory'));
    if (has.governorate) builder = builder.where('post.governorate', '=', slot('governorate'));
    if (has.currency) builder = builder.where('post.currency', '=', slot('currency'));
    if (has.seller) builder = builder.where('post.user_id', '=', slot('seller'));
    // A range overlaps the filter when its top reaches the lowest wanted price and its bottom stays
    // under the highest; a one-sided price stands for both ends, and a post without a price
    // (a negotiable listing) counts as 0, as its card shows it.
    if (has.minPrice) builder = builder.where(sql<boolean>`coalesce(post.price_max, post.price_min, 0) >= ${slot('minPrice')}`);
    if (has.maxPrice) builder = builder.where(sql<boolean>`coalesce(post.price_min, post.price_max, 0) <= ${slot('maxPrice')}`);
    if (has.verified) builder = builder.where('p.is_verified', '=', true);
    return orderNewestFirst(builder, { alias: 'post', limit: slot('limit'), after: has.after ? { at: slot('afterAt'), id: slot('afterId') } : undefined });
  }, values);
  const { rows: page, nextCursor } = toNewestFirstPage(rows, query.limit);
  return { items: page.map(toPostListItem), nextCursor };
}
