import type { TPostKind, TPostSummary } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { listingSummary, supplierSummary } from './to-post-summary.ts';

export const SIMILAR_POSTS_LIMIT = 6;

/** Active posts of the same kind and category, newest first, without the post itself. */
export async function listSimilarPosts(ctx: AppContext, options: { kind: TPostKind; id: string; categoryId: string }): Promise<TPostSummary[]> {
  const { db } = ctx.database;
  if (options.kind === 'supplier') {
    const rows = await db
      .selectFrom('suppliers')
      .select(['id', 'product_name', 'images', 'price_range_min', 'price_range_max', 'currency', 'location', 'is_active', 'created_at'])
      .where('product_category', '=', options.categoryId)
      .where('is_active', '=', true)
      .where('id', '!=', options.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SIMILAR_POSTS_LIMIT)
      .execute();
    return rows.map(supplierSummary);
  }
  const rows = await db
    .selectFrom('listings')
    .select(['id', 'title', 'images', 'price', 'is_negotiable', 'currency', 'location', 'is_active', 'created_at'])
    .where('category_id', '=', options.categoryId)
    .where('is_active', '=', true)
    .where('id', '!=', options.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIMILAR_POSTS_LIMIT)
    .execute();
  return rows.map(listingSummary);
}
