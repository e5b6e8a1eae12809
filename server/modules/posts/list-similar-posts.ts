import type { TPostKind, TPostSummary } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { SUMMARY_COLUMNS, toPostSummary } from './to-post.ts';

export const SIMILAR_POSTS_LIMIT = 6;

/** Active posts of the same kind and category, newest first, without the post itself. */
export async function listSimilarPosts(ctx: AppContext, options: { kind: TPostKind; id: string; categoryId: string }): Promise<TPostSummary[]> {
  const rows = await ctx.database.db
    .selectFrom('posts')
    .select(SUMMARY_COLUMNS)
    .where('kind', '=', options.kind)
    .where('category_id', '=', options.categoryId)
    .where('is_active', '=', true)
    .where('id', '!=', options.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIMILAR_POSTS_LIMIT)
    .execute();
  return rows.map(toPostSummary);
}
