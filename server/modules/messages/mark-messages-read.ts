import type { AppContext } from '#server/context.ts';
import { markNotificationsRead } from '#server/lib/notify/mark-notifications-read.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';
import { buildStatusEvents } from './build-status-events.ts';

/**
 * Marks read the messages addressed to the user: of one conversation, or all of them (the
 * specification: being on /messages with unread messages reads them all). Each sender learns it
 * (read receipts), the user's other tabs too, and the "new message" notifications of those
 * conversations are read with them. Returns how many messages changed.
 */
export async function markMessagesRead(ctx: AppContext, options: { userId: string; conversationId?: string }): Promise<number> {
  return ctx.database.db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('messages')
      .set({ read: true, read_at: new Date(), delivered_at: (eb) => eb.fn.coalesce('delivered_at', eb.val(new Date())) })
      .where('receiver_id', '=', options.userId)
      .where('read', '=', false);
    if (options.conversationId) query = query.where('conversation_id', '=', options.conversationId);
    const changed = await query.returning(['conversation_id', 'sender_id', 'seq']).execute();
    if (changed.length === 0) return 0;
    const { events, conversationIds } = buildStatusEvents(changed, 'read');
    events.push({ userId: options.userId, type: 'conversation.read', payload: { conversationId: options.conversationId ?? null } });
    await appendEvents(trx, events);
    for (const conversationId of conversationIds) {
      await markNotificationsRead(trx, { userId: options.userId, type: 'new_message', groupKey: `conversation:${conversationId}` });
    }
    return changed.length;
  });
}
