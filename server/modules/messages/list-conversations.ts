import { sql } from 'kysely';
import { CONVERSATION_PAGE_SIZE, type TConversationList } from '#common/schemas/messages.ts';
import type { AppContext } from '#server/context.ts';
import type { StoredImage } from '#server/db/column-types.ts';
import { decodePostCursor, encodeCursor } from '#server/lib/paging/cursor.ts';
import { deletedPeer } from './find-peer.ts';
import { toMessage } from './to-message.ts';

interface Row {
  id: string;
  last_message_at: Date;
  last_message_at_text: string;
  peer_id: string;
  peer_deleted: boolean;
  peer_name: string;
  peer_avatar: string | null;
  peer_verified: boolean | null;
  unread_count: number;
  m_id: string | null;
  m_seq: number;
  m_sender_id: string;
  m_receiver_id: string;
  m_client_id: string;
  m_body: string;
  m_image: StoredImage | null;
  m_post_id: string | null;
  m_read: boolean;
  m_delivered_at: Date | null;
  m_created_at: Date;
}

/**
 * The user's conversations, the latest message first: the other party, the last message and how
 * many of theirs are unread. Only conversations the user is part of (the user in the WHERE clause).
 * A party whose account was deleted stays, shown as a deleted user.
 */
export async function listConversations(ctx: AppContext, options: { userId: string; cursor?: string }): Promise<TConversationList> {
  const { userId } = options;
  const after = options.cursor ? decodePostCursor(options.cursor) : null;
  const result = await sql<Row>`
    SELECT c.id, c.last_message_at, c.last_message_at::text AS last_message_at_text,
      CASE WHEN c.user_a = ${userId} THEN c.user_b ELSE c.user_a END AS peer_id,
      p.id IS NULL AS peer_deleted,
      COALESCE(NULLIF(pr.business_name, ''), NULLIF(pr.full_name, ''), p.name, '') AS peer_name,
      -- The profile's checked photo only, never the account's unchecked image column.
      pr.avatar_url AS peer_avatar,
      pr.is_verified AS peer_verified,
      (SELECT count(*) FROM messages u WHERE u.conversation_id = c.id AND u.receiver_id = ${userId} AND NOT u.read) AS unread_count,
      m.id AS m_id, m.seq AS m_seq, m.sender_id AS m_sender_id, m.receiver_id AS m_receiver_id,
      m.client_id AS m_client_id, m.body AS m_body, m.image AS m_image, m.post_id AS m_post_id,
      m.read AS m_read, m.delivered_at AS m_delivered_at, m.created_at AS m_created_at
    FROM conversations c
    LEFT JOIN "user" p ON p.id = CASE WHEN c.user_a = ${userId} THEN c.user_b ELSE c.user_a END
    LEFT JOIN profiles pr ON pr.id = p.id
    LEFT JOIN LATERAL (
      SELECT * FROM messages lm WHERE lm.conversation_id = c.id ORDER BY lm.seq DESC LIMIT 1
    ) m ON true
    WHERE (c.user_a = ${userId} OR c.user_b = ${userId})
      AND c.last_message_at IS NOT NULL
      ${after ? sql`AND (c.last_message_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    ORDER BY c.last_message_at DESC, c.id DESC
    LIMIT ${CONVERSATION_PAGE_SIZE + 1}`.execute(ctx.database.db);
  const rows = result.rows.slice(0, CONVERSATION_PAGE_SIZE);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => ({
      id: row.id,
      peer: row.peer_deleted
        ? deletedPeer(row.peer_id)
        : { id: row.peer_id, name: row.peer_name, avatarUrl: row.peer_avatar, isVerified: row.peer_verified ?? false, isDeleted: false },
      unreadCount: Number(row.unread_count),
      lastMessageAt: new Date(row.last_message_at).toISOString(),
      lastMessage: row.m_id
        ? toMessage({
            id: row.m_id,
            seq: row.m_seq,
            conversation_id: row.id,
            sender_id: row.m_sender_id,
            receiver_id: row.m_receiver_id,
            client_id: row.m_client_id,
            body: row.m_body,
            image: row.m_image,
            post_id: row.m_post_id,
            read: row.m_read,
            delivered_at: row.m_delivered_at,
            created_at: row.m_created_at,
          })
        : null,
    })),
    nextCursor: result.rows.length > CONVERSATION_PAGE_SIZE && last ? encodeCursor([last.last_message_at_text, last.id]) : null,
  };
}
