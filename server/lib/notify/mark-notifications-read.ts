import type { Kysely } from 'kysely';
import type { TNotificationType } from '#common/schemas/notifications.ts';
import type { DB } from '#server/db/types.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';

/**
 * Marks the user's notifications read: the ones named, those of a group (`groupKey`), or all.
 * The owner is in the WHERE clause: another user's id changes nothing. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Kysely<DB>,
  options: { userId: string; ids?: string[]; groupKey?: string; type?: TNotificationType },
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', options.userId)
    .where('read_at', 'is', null);
  if (options.ids) query = query.where('id', 'in', options.ids.length > 0 ? options.ids : ['00000000-0000-0000-0000-000000000000']);
  if (options.groupKey) query = query.where('group_key', '=', options.groupKey);
  if (options.type) query = query.where('type', '=', options.type);
  const changed = await query.returning('id').execute();
  if (changed.length > 0) {
    await appendEvents(db, [{ userId: options.userId, type: 'notification.read', payload: { ids: changed.map((row) => row.id) } }]);
  }
  return changed.length;
}
