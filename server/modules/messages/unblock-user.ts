import type { AppContext } from '#server/context.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';

/** Ends the user's block of another (the other's block of the user, if any, stays). Idempotent. */
export async function unblockUser(ctx: AppContext, options: { userId: string; blockedId: string }): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', options.userId)
      .where('blocked_id', '=', options.blockedId)
      .returning('blocker_id')
      .executeTakeFirst();
    if (!deleted) return;
    await appendEvents(trx, [
      { userId: options.userId, type: 'block.changed', payload: { userId: options.blockedId } },
      { userId: options.blockedId, type: 'block.changed', payload: { userId: options.userId } },
    ]);
  });
}
