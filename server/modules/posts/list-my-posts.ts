import type { TMyPosts } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { listingSummary, supplierSummary } from './to-post-summary.ts';

/** At most this many of each kind; a business with more pages through search and its seller page. */
export const MY_POSTS_LIMIT = 200;

/** The owner's posts of both kinds, paused ones included, newest first. */
export async function listMyPosts(ctx: AppContext, userId: string): Promise<TMyPosts> {
  const { db } = ctx.database;
  const [suppliers, listings] = await Promise.all([
    db
      .selectFrom('suppliers')
      .select(['id', 'product_name', 'images', 'price_range_min', 'price_range_max', 'currency', 'location', 'is_active', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MY_POSTS_LIMIT)
      .execute(),
    db
      .selectFrom('listings')
      .select(['id', 'title', 'images', 'price', 'is_negotiable', 'currency', 'location', 'is_active', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MY_POSTS_LIMIT)
      .execute(),
  ]);
  return { suppliers: suppliers.map(supplierSummary), listings: listings.map(listingSummary) };
}
