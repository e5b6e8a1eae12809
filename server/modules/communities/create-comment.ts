import type { z } from 'zod';
import type { TCommunityComment, ZCommunityCommentInput } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify } from '#server/lib/notify/notify.ts';
import { assertMember } from './community-access.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';
import { findComment } from './list-comments.ts';
import { AUTHOR_COLUMNS } from '#server/lib/communities/to-community.ts';

/**
 * Comments on a visible post: only members of its community. The post's author is told who
 * replied (one notification per post that grows until read), unless they reply to themselves.
 */
export async function createComment(
  ctx: AppContext,
  options: { userId: string; postId: string; input: z.output<typeof ZCommunityCommentInput> },
): Promise<TCommunityComment> {
  const { userId, postId, input } = options;
  const id = await ctx.database.db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('community_posts as p')
      .innerJoin('communities as c', 'c.id', 'p.community_id')
      .select(['p.community_id', 'p.author_id', 'p.is_removed', 'p.body', 'c.name_ar', 'c.name_en'])
      .where('p.id', '=', postId)
      .executeTakeFirst();
    if (!post) throw new AppError(404, 'not_found', 'No such post', { _: 'communities.errors.postGone' });
    if (post.is_removed) throw new AppError(409, 'conflict', 'The post was removed', { _: 'communities.errors.postRemoved' });
    await assertMember(trx, userId, post.community_id);
    const row = await trx.insertInto('community_comments').values({ post_id: postId, author_id: userId, body: input.body }).returning('id').executeTakeFirstOrThrow();
    if (post.author_id !== userId) {
      // The text says who replied (`{{name}}`): the latest replier, as the feed names them.
      const replier = await trx
        .selectFrom('user as u')
        .leftJoin('profiles as pr', 'pr.id', 'u.id')
        .select(AUTHOR_COLUMNS[0])
        .where('u.id', '=', userId)
        .executeTakeFirst();
      await notify(trx, {
        userId: post.author_id,
        type: 'community_reply',
        groupKey: `community_post:${postId}`,
        data: { name: replier?.author_name ?? '', communityId: post.community_id, nameAr: post.name_ar, nameEn: post.name_en, excerpt: post.body.slice(0, 80) },
        link: `/community/${encodeURIComponent(post.community_id)}?post=${postId}`,
      });
    }
    await publishCommunityEvent(trx, post.community_id, { type: 'comment.created', postId, commentId: row.id });
    return row.id;
  });
  const comment = await findComment(ctx, id);
  if (!comment) throw new AppError(500, 'internal', 'The comment was not stored');
  return comment;
}
