import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';

/**
 * Deletes one's own post and its comments (the author is in the WHERE clause). A post that a
 * moderator removed is kept as the evidence the reports queue reviews and may restore: its
 * author is refused with a reason.
 */
export async function deleteCommunityPost(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('community_posts')
      .where('id', '=', options.id)
      .where('author_id', '=', options.userId)
      .where('is_removed', '=', false)
      .returning('community_id')
      .executeTakeFirst();
    if (!row) {
      const removed = await trx.selectFrom('community_posts').select('id').where('id', '=', options.id).where('author_id', '=', options.userId).executeTakeFirst();
      if (removed) throw new AppError(409, 'conflict', 'The post was removed by moderation', { _: 'communities.errors.removedByModeration' });
      throw new AppError(404, 'not_found', 'No such post of yours', { _: 'communities.errors.notYours' });
    }
    await publishCommunityEvent(trx, row.community_id, { type: 'post.deleted', postId: options.id });
  });
}
