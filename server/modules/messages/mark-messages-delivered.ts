import type { AppContext } from '#server/context.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';
import { buildStatusEvents } from './build-status-events.ts';

/**
 * Marks delivered every message that has reached the user's page (it calls this when it loads and
 * when a message arrives live); each sender learns it. Returns how many changed.
 */
export async function markMessagesDelivered(ctx: AppContext, userId: string): Promise<number> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('messages')
      .set({ delivered_at: new Date() })
      .where('receiver_id', '=', userId)
      .where('delivered_at', 'is', null)
      .returning(['conversation_id', 'sender_id', 'seq'])
      .execute();
    if (changed.length === 0) return 0;
    await appendEvents(trx, buildStatusEvents(changed, 'delivered').events);
    return changed.length;
  });
}
