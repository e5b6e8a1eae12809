import { sql } from 'kysely';
import { COMMUNITY_FEED_PAGE_SIZE, type TCommunityFeed } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { iso } from '#server/lib/iso.ts';
import { AUTHOR_COLUMNS, AUTHOR_NOT_SUSPENDED, communityPostsWithAuthor, toAuthor } from '#server/lib/communities/to-community.ts';

/** The ids of one community post, or of every post of a feed page: what the feed reads. */
function feedQuery(ctx: AppContext) {
  return communityPostsWithAuthor(ctx.database.db)
    .select([
      'a.id',
      'a.community_id',
      'a.author_id',
      'a.body',
      'a.images',
      'a.edited_at',
      'a.created_at',
      sql<number>`(SELECT count(*)::int FROM community_comments k LEFT JOIN "user" ku ON ku.id = k.author_id
        WHERE k.post_id = a.id AND NOT k.is_removed AND ku.banned IS NOT TRUE)`.as('comment_count'),
      ...AUTHOR_COLUMNS,
    ])
    .where('a.is_removed', '=', false)
    .where(AUTHOR_NOT_SUSPENDED)
    .where('c.status', '=', 'approved');
}

type FeedRow = Awaited<ReturnType<ReturnType<typeof feedQuery>['execute']>>[number];

function toPost(row: FeedRow) {
  return {
    id: row.id,
    communityId: row.community_id,
    author: toAuthor(row),
    body: row.body,
    images: row.images,
    commentCount: Number(row.comment_count),
    isEdited: row.edited_at !== null,
    createdAt: iso(row.created_at),
  };
}

/** One page of a community's feed, newest first; removed posts and those of suspended accounts are not in it. */
export async function listCommunityPosts(ctx: AppContext, options: { communityId: string; cursor?: string }): Promise<TCommunityFeed> {
  const query = feedQuery(ctx).where('a.community_id', '=', options.communityId);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'a', cursor: options.cursor, size: COMMUNITY_FEED_PAGE_SIZE });
  return { items: rows.map(toPost), nextCursor };
}

/** One visible post of an approved community, as the feed shows it, or undefined. */
export async function findCommunityPost(ctx: AppContext, id: string) {
  const row = await feedQuery(ctx).where('a.id', '=', id).executeTakeFirst();
  return row ? toPost(row) : undefined;
}
