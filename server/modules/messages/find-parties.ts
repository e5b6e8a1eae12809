import { sql } from 'kysely';
import type { AppContext } from '#server/context.ts';

export interface Party {
  name: string;
  /** This party blocked the other. */
  isBlocking: boolean;
}

/**
 * The sender and the receiver of a message in one query: their display names and whether either
 * blocked the other. A missing user is undefined.
 */
export async function findParties(ctx: AppContext, senderId: string, receiverId: string): Promise<{ sender?: Party; receiver?: Party }> {
  const result = await sql<{ id: string; name: string; is_blocking: boolean }>`
    SELECT u.id,
      COALESCE(NULLIF(p.business_name, ''), NULLIF(p.full_name, ''), u.name) AS name,
      EXISTS (
        SELECT 1 FROM user_blocks b
        WHERE b.blocker_id = u.id AND b.blocked_id = CASE WHEN u.id = ${senderId} THEN ${receiverId} ELSE ${senderId} END
      ) AS is_blocking
    FROM "user" u LEFT JOIN profiles p ON p.id = u.id
    WHERE u.id IN (${senderId}, ${receiverId})`.execute(ctx.database.db);
  const byId = new Map(result.rows.map((row) => [row.id, { name: row.name, isBlocking: row.is_blocking }]));
  return { sender: byId.get(senderId), receiver: byId.get(receiverId) };
}
