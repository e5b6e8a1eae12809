import { sql } from 'kysely';
import type { z } from 'zod';
import type { TCommunityComment, ZCommunityCommentInput } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';
import { findComment } from './list-comments.ts';

/** Replaces the text of one's own visible comment (the author is in the WHERE clause). */
export async function updateComment(
  ctx: AppContext,
  options: { userId: string; id: string; input: z.output<typeof ZCommunityCommentInput> },
): Promise<TCommunityComment> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('community_comments as k')
      .from('community_posts as p')
      .set({ body: options.input.body, edited_at: sql`now()`, updated_at: sql`now()` })
      .whereRef('p.id', '=', 'k.post_id')
      .where('k.id', '=', options.id)
      .where('k.author_id', '=', options.userId)
      .where('k.is_removed', '=', false)
      .where('p.is_removed', '=', false)
      .returning(['p.community_id', 'k.post_id'])
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'No such comment of yours', { _: 'communities.errors.notYours' });
    await publishCommunityEvent(trx, row.community_id, { type: 'comment.updated', postId: row.post_id, commentId: options.id });
  });
  const comment = await findComment(ctx, options.id);
  if (!comment) throw new AppError(404, 'not_found', 'No such comment');
  return comment;
}
