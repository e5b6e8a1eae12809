import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { canModerate } from './community-access.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';

/** Moderation: hides a comment (the row stays for the reports queue); moderators and admins only. */
export async function removeComment(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('community_comments as k')
      .innerJoin('community_posts as p', 'p.id', 'k.post_id')
      .select(['p.community_id', 'k.post_id'])
      .where('k.id', '=', options.id)
      .where('k.is_removed', '=', false)
      .executeTakeFirst();
    if (!comment) throw new AppError(404, 'not_found', 'No such comment');
    if (!(await canModerate(ctx, trx, options.userId, comment.community_id))) {
      throw new AppError(403, 'forbidden', 'Only moderators remove comments', { _: 'communities.errors.notModerator' });
    }
    await trx
      .updateTable('community_comments')
      .set({ is_removed: true, removed_by: options.userId, removed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', options.id)
      .execute();
    await publishCommunityEvent(trx, comment.community_id, { type: 'comment.deleted', postId: comment.post_id, commentId: options.id });
  });
}
