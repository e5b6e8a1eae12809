import type { z } from 'zod';
import type { TCommunityPost, ZCommunityPostInput } from '#common/schemas/communities.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { resolveImages } from '#server/lib/posts/check-post-refs.ts';
import { assertMember, assertUnderNewAccountLimit } from './community-access.ts';
import { publishCommunityEvent } from '#server/lib/communities/community-live.ts';
import { findCommunityPost } from './list-community-posts.ts';

/**
 * Writes a post in a community's feed: only a member of an approved community, within the daily
 * limit of new accounts, with images the author uploaded. Readers of the feed hear of it at commit.
 */
export async function createCommunityPost(
  ctx: AppContext,
  options: { userId: string; communityId: string; input: z.output<typeof ZCommunityPostInput> },
): Promise<TCommunityPost> {
  const { userId, communityId, input } = options;
  const images = await resolveImages(ctx, userId, input.imageIds);
  const id = await ctx.database.db.transaction().execute(async (trx) => {
    await assertMember(trx, userId, communityId);
    await assertUnderNewAccountLimit(trx, userId);
    const row = await trx
      .insertInto('community_posts')
      .values({ community_id: communityId, author_id: userId, body: input.body, images: JSON.stringify(images) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publishCommunityEvent(trx, communityId, { type: 'post.created', postId: row.id });
    return row.id;
  });
  const post = await findCommunityPost(ctx, id);
  if (!post) throw new AppError(500, 'internal', 'The post was not stored');
  return post;
}
