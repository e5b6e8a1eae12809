import type { Kysely } from 'kysely';
import type { TRealtimeEvent, TRealtimeEventType } from '#common/schemas/realtime.ts';
import type { DB } from '#server/db/types.ts';

/** Events of one user after `afterSeq`, oldest first, at most `limit`. */
export async function listEventsAfter(db: Kysely<DB>, options: { userId: string; afterSeq: number; limit: number }): Promise<TRealtimeEvent[]> {
  const rows = await db
    .selectFrom('realtime_events')
    .select(['seq', 'type', 'payload'])
    .where('user_id', '=', options.userId)
    .where('seq', '>', options.afterSeq)
    .orderBy('seq')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ seq: Number(row.seq), type: row.type as TRealtimeEventType, payload: row.payload as Record<string, unknown> }));
}

/** The newest number of a user's sequence (0 before the first event). */
export async function getLastSeq(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db.selectFrom('realtime_cursors').select('last_seq').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.last_seq) : 0;
}

/** The oldest number still kept for a user, or null when none is. */
export async function getFirstKeptSeq(db: Kysely<DB>, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('realtime_events')
    .select((eb) => eb.fn.min('seq').as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.first == null ? null : Number(row.first);
}

/** Forgets events older than the retention; a client that was away longer reloads everything. */
export async function pruneEvents(db: Kysely<DB>, olderThanDays: number): Promise<void> {
  await db
    .deleteFrom('realtime_events')
    .where('created_at', '<', new Date(Date.now() - olderThanDays * 24 * 60 * 60 * 1000))
    .execute();
}
