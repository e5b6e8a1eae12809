import { sql } from 'kysely';
import type { z } from 'zod';
import type { TCommunityPost, ZCommunityPostInput } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { resolveImages } from '#server/lib/posts/check-post-refs.ts';
import { assertMember } from './community-access.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';
import { findCommunityPost } from './list-community-posts.ts';

/**
 * Replaces the text and images of one's own post (the author is in the WHERE clause: someone
 * else's post, or a removed one, matches nothing and answers 404). The author must still be a member.
 */
export async function updateCommunityPost(
  ctx: AppContext,
  options: { userId: string; id: string; input: z.output<typeof ZCommunityPostInput> },
): Promise<TCommunityPost> {
  const { userId, id, input } = options;
  const images = await resolveImages(ctx, userId, input.imageIds);
  await ctx.database.db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('community_posts')
      .select('community_id')
      .where('id', '=', id)
      .where('author_id', '=', userId)
      .where('is_removed', '=', false)
      .executeTakeFirst();
    if (!own) throw new AppError(404, 'not_found', 'No such post of yours', { _: 'communities.errors.notYours' });
    await assertMember(trx, userId, own.community_id);
    await trx
      .updateTable('community_posts')
      .set({ body: input.body, images: JSON.stringify(images), edited_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('author_id', '=', userId)
      .execute();
    await publishCommunityEvent(trx, own.community_id, { type: 'post.updated', postId: id });
  });
  const post = await findCommunityPost(ctx, id);
  if (!post) throw new AppError(404, 'not_found', 'No such post');
  return post;
}
