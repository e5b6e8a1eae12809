import type { NewRealtimeEvent } from '#server/lib/realtime/append-events.ts';

/**
 * The receipts for messages that have just changed status: one `message.status` event per
 * conversation, to its sender, up to the highest seq that changed (the client marks every message
 * up to it).
 *
 * @example buildStatusEvents(await query.returning(['conversation_id', 'sender_id', 'seq']).execute(), 'read')
 */
export function buildStatusEvents(
  changed: ReadonlyArray<{ conversation_id: string; sender_id: string; seq: number | string }>,
  status: 'delivered' | 'read',
): { events: NewRealtimeEvent[]; conversationIds: string[] } {
  const byConversation = new Map<string, { senderId: string; upToSeq: number }>();
  for (const row of changed) {
    const seen = byConversation.get(row.conversation_id);
    if (!seen || seen.upToSeq < Number(row.seq)) byConversation.set(row.conversation_id, { senderId: row.sender_id, upToSeq: Number(row.seq) });
  }
  const events: NewRealtimeEvent[] = [...byConversation].map(([conversationId, { senderId, upToSeq }]) => ({
    userId: senderId,
    type: 'message.status',
    payload: { conversationId, status, upToSeq },
  }));
  return { events, conversationIds: [...byConversation.keys()] };
}
