import type { Selectable } from 'kysely';
import type { TMessage } from '#common/schemas/messages.ts';
import type { Messages } from '#server/db/types.ts';

export const MESSAGE_COLUMNS = [
  'id',
  'seq',
  'conversation_id',
  'sender_id',
  'receiver_id',
  'client_id',
  'body',
  'image',
  'post_id',
  'read',
  'delivered_at',
  'created_at',
] as const;

export type MessageRow = Pick<Selectable<Messages>, (typeof MESSAGE_COLUMNS)[number]>;

/** A messages row as the API answers it; the status is read > delivered > sent. */
export function toMessage(row: MessageRow): TMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    seq: Number(row.seq),
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    clientId: row.client_id,
    text: row.body,
    image: row.image,
    postId: row.post_id,
    status: row.read ? 'read' : row.delivered_at ? 'delivered' : 'sent',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The stored order of a pair: the smaller id first (one conversation per pair). */
export function orderedPair(one: string, other: string): { user_a: string; user_b: string } {
  return one < other ? { user_a: one, user_b: other } : { user_a: other, user_b: one };
}
