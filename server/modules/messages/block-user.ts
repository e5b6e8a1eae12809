import type { AppContext } from '#server/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';
import { findPeer } from './find-peer.ts';

/** The user blocks another: nothing the other sends reaches them until they unblock. Idempotent. */
export async function blockUser(ctx: AppContext, options: { userId: string; blockedId: string }): Promise<void> {
  // A deleted account cannot be blocked: it sends nothing any more.
  const peer = options.blockedId === options.userId ? null : await findPeer(ctx, { readerId: options.userId, userId: options.blockedId });
  if (!peer || peer.isDeleted) {
    throw new AppError(404, 'not_found', 'No such user');
  }
  await ctx.database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('user_blocks')
      .values({ blocker_id: options.userId, blocked_id: options.blockedId })
      .onConflict((oc) => oc.doNothing())
      .returning('blocker_id')
      .executeTakeFirst();
    if (!inserted) return;
    await appendEvents(trx, [
      { userId: options.userId, type: 'block.changed', payload: { userId: options.blockedId } },
      { userId: options.blockedId, type: 'block.changed', payload: { userId: options.userId } },
    ]);
  });
}
