import { sql, type Kysely } from 'kysely';
import type { TRealtimeEventType } from '#common/schemas/realtime.ts';
import type { DB } from '#server/db/types.ts';

/** The channel of NOTIFY that carries every realtime event to every server process. */
export const REALTIME_CHANNEL = 'realtime';

/**
 * NOTIFY payloads must stay under 8000 bytes; a larger event travels as its number only and each
 * process reads it from realtime_events.
 */
const INLINE_PAYLOAD_MAX_BYTES = 7000;

export interface NewRealtimeEvent {
  userId: string;
  type: TRealtimeEventType;
  payload: Record<string, unknown>;
}

/**
 * Stores events in their users' sequences and announces them with NOTIFY, in the caller's
 * transaction (`db` may be one): nothing is announced unless the transaction commits, and since a
 * user's counter row stays locked until then, a user's events are announced in their order.
 * Counters are taken in user-id order, so two transactions never wait on each other in a circle.
 *
 * @example await appendEvents(trx, [{ userId, type: 'message.new', payload: { message } }])
 */
export async function appendEvents(db: Kysely<DB>, events: readonly NewRealtimeEvent[]): Promise<Array<NewRealtimeEvent & { seq: number }>> {
  const ordered = [...events].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const stored: Array<NewRealtimeEvent & { seq: number }> = [];
  for (const event of ordered) {
    const payload = JSON.stringify(event.payload);
    const result = await sql<{ seq: number }>`
      WITH next AS (
        INSERT INTO realtime_cursors (user_id, last_seq) VALUES (${event.userId}, 1)
        ON CONFLICT (user_id) DO UPDATE SET last_seq = realtime_cursors.last_seq + 1
        RETURNING last_seq
      ), stored AS (
        INSERT INTO realtime_events (user_id, seq, type, payload)
        SELECT ${event.userId}, last_seq, ${event.type}, ${payload}::jsonb FROM next
        RETURNING seq
      )
      SELECT seq, pg_notify(${REALTIME_CHANNEL}, CASE
        WHEN octet_length(${payload}) <= ${INLINE_PAYLOAD_MAX_BYTES}
          THEN json_build_object('u', ${event.userId}::text, 's', seq, 't', ${event.type}::text, 'p', ${payload}::json)::text
        ELSE json_build_object('u', ${event.userId}::text, 's', seq, 't', ${event.type}::text)::text
      END) FROM stored`.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error('the event was not stored');
    stored.push({ ...event, seq: Number(row.seq) });
  }
  return stored;
}

/**
 * Tells every server process that a user's sessions changed (signed out, revoked), so that each
 * closes that user's sockets whose session is gone.
 */
export async function announceSessionChange(db: Kysely<DB>, userId: string): Promise<void> {
  await sql`SELECT pg_notify(${REALTIME_CHANNEL}, json_build_object('k', 'session', 'u', ${userId}::text)::text)`.execute(db);
}
