import { sql } from 'kysely';
import type { TMyPosts } from '#common/schemas/posts.ts';
import type { AppContext } from '#server/context.ts';
import { SUMMARY_COLUMNS, toPostSummary } from './to-post.ts';

/** At most this many of each kind; a business with more pages through search and its seller page. */
export const MY_POSTS_LIMIT = 200;

/** The owner's posts of each kind, paused ones included, newest first. */
export async function listMyPosts(ctx: AppContext, userId: string): Promise<TMyPosts> {
  const rows = await ctx.database.db
    .selectFrom((db) =>
      db
        .selectFrom('posts')
        .select([...SUMMARY_COLUMNS, sql<number>`row_number() OVER (PARTITION BY kind ORDER BY created_at DESC, id DESC)`.as('rank')])
        .where('user_id', '=', userId)
        .as('mine'),
    )
    .select(SUMMARY_COLUMNS)
    .where('rank', '<=', MY_POSTS_LIMIT)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const posts: TMyPosts = { product: [], listing: [] };
  for (const row of rows) posts[row.kind].push(toPostSummary(row));
  return posts;
}
