import { parsePostRef, type TThread } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { findPeer } from './find-peer.ts';
import { findPostCard } from './find-post-card.ts';
import { orderedPair } from './to-message.ts';

/**
 * The head of the thread between the reader and another user: the conversation if there is one
 * yet, the other party, the post card (the one asked for, else the conversation's) and the blocks
 * between them. 404 for an unknown user or oneself.
 */
export async function getThread(ctx: AppContext, options: { userId: string; peerId: string; post?: string }): Promise<TThread> {
  if (options.peerId === options.userId) throw new AppError(404, 'not_found', 'No conversation with oneself');
  const peer = await findPeer(ctx, { readerId: options.userId, userId: options.peerId });
  if (!peer) throw new AppError(404, 'not_found', 'No such user');
  const { db } = ctx.database;
  const [conversation, blocks] = await Promise.all([
    db.selectFrom('conversations').select(['id', 'post_id']).where('user_a', '=', orderedPair(options.userId, options.peerId).user_a).where('user_b', '=', orderedPair(options.userId, options.peerId).user_b).executeTakeFirst(),
    db
      .selectFrom('user_blocks')
      .select(['blocker_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', options.userId), eb('blocked_id', '=', options.peerId)]),
          eb.and([eb('blocker_id', '=', options.peerId), eb('blocked_id', '=', options.userId)]),
        ]),
      )
      .execute(),
  ]);
  const postId = parsePostRef(options.post) ?? conversation?.post_id ?? null;
  const post = postId ? await findPostCard(ctx, { postId, viewerIds: [options.userId, options.peerId] }) : null;
  return {
    conversationId: conversation?.id ?? null,
    peer,
    post,
    hasBlocked: blocks.some((row) => row.blocker_id === options.userId),
    isBlockedBy: blocks.some((row) => row.blocker_id === options.peerId),
  };
}
