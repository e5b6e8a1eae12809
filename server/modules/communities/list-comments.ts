import { COMMUNITY_COMMENTS_PAGE_SIZE, type TCommentPage, type TCommunityComment } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { readNewestFirst } from '#server/lib/paging/newest-first.ts';
import { iso } from '#server/lib/iso.ts';
import { AUTHOR_COLUMNS, AUTHOR_NOT_SUSPENDED, commentsWithAuthor, toAuthor } from '#server/lib/communities/to-community.ts';

function commentQuery(ctx: AppContext) {
  return commentsWithAuthor(ctx.database.db)
    .select(['a.id', 'a.post_id', 'a.author_id', 'a.body', 'a.edited_at', 'a.created_at', ...AUTHOR_COLUMNS])
    .where('a.is_removed', '=', false)
    .where(AUTHOR_NOT_SUSPENDED);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

function toComment(row: CommentRow): TCommunityComment {
  return { id: row.id, postId: row.post_id, author: toAuthor(row), body: row.body, isEdited: row.edited_at !== null, createdAt: iso(row.created_at) };
}

/** One page of the comments of a visible post, newest first; removed comments and those of suspended accounts are not in it. */
export async function listComments(ctx: AppContext, options: { postId: string; cursor?: string }): Promise<TCommentPage> {
  const post = await ctx.database.db
    .selectFrom('community_posts as p')
    .innerJoin('communities as c', 'c.id', 'p.community_id')
    .leftJoin('user as u', 'u.id', 'p.author_id')
    .select('p.id')
    .where('p.id', '=', options.postId)
    .where('p.is_removed', '=', false)
    .where(AUTHOR_NOT_SUSPENDED)
    .where('c.status', '=', 'approved')
    .executeTakeFirst();
  if (!post) throw new AppError(404, 'not_found', 'No such post', { _: 'communities.errors.postGone' });
  const query = commentQuery(ctx).where('a.post_id', '=', options.postId);
  const { rows, nextCursor } = await readNewestFirst(query, { alias: 'a', cursor: options.cursor, size: COMMUNITY_COMMENTS_PAGE_SIZE });
  return { items: rows.map(toComment), nextCursor };
}

/** One visible comment, as lists show it, or undefined. */
export async function findComment(ctx: AppContext, id: string): Promise<TCommunityComment | undefined> {
  const row = await commentQuery(ctx).where('a.id', '=', id).executeTakeFirst();
  return row ? toComment(row) : undefined;
}
