import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { canModerate } from './community-access.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';

/**
 * Moderation: hides a post of the community from its feed (the row stays for the reports queue).
 * Only the community's moderators and admins; anyone else is refused.
 */
export async function removeCommunityPost(ctx: AppContext, options: { userId: string; id: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('community_posts').select('community_id').where('id', '=', options.id).where('is_removed', '=', false).executeTakeFirst();
    if (!post) throw new AppError(404, 'not_found', 'No such post');
    if (!(await canModerate(ctx, trx, options.userId, post.community_id))) {
      throw new AppError(403, 'forbidden', 'Only moderators remove posts', { _: 'communities.errors.notModerator' });
    }
    await trx
      .updateTable('community_posts')
      .set({ is_removed: true, removed_by: options.userId, removed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', options.id)
      .execute();
    await publishCommunityEvent(trx, post.community_id, { type: 'post.deleted', postId: options.id });
  });
}
