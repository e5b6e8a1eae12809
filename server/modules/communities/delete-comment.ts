import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';

/**
 * Deletes one's own comment (the author is in the WHERE clause). A comment that a moderator
 * removed is kept for the reports queue, as a removed post is: its author is refused with a reason.
 */
export async function deleteComment(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('community_comments as k')
      .using('community_posts as p')
      .whereRef('p.id', '=', 'k.post_id')
      .where('k.id', '=', options.id)
      .where('k.author_id', '=', options.userId)
      .where('k.is_removed', '=', false)
      .returning(['p.community_id', 'k.post_id'])
      .executeTakeFirst();
    if (!row) {
      const removed = await trx.selectFrom('community_comments').select('id').where('id', '=', options.id).where('author_id', '=', options.userId).executeTakeFirst();
      if (removed) throw new AppError(409, 'conflict', 'The comment was removed by moderation', { _: 'communities.errors.removedByModeration' });
      throw new AppError(404, 'not_found', 'No such comment of yours', { _: 'communities.errors.notYours' });
    }
    await publishCommunityEvent(trx, row.community_id, { type: 'comment.deleted', postId: row.post_id, commentId: options.id });
  });
}
