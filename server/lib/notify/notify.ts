import { sql, type Kysely } from 'kysely';
import type { TNotification, TNotificationType } from '#common/schemas/notifications.ts';
import type { DB } from '#server/db/types.ts';
import { appendEvents } from '#server/lib/realtime/append-events.ts';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from './to-notification.ts';

export interface NotifyOptions {
  /** Who is told. */
  userId: string;
  type: TNotificationType;
  /**
   * Repeats with the same key collapse into the one unread notification (its count goes up and
   * it moves to the top) until it is read, e.g. `conversation:{id}` for new messages.
   */
  groupKey?: string;
  /** What the text needs (`{ name }`, `{ title }`, …); small, shown in the list. */
  data: Record<string, unknown>;
  /** The portal path it is about, e.g. `/messages?to={userId}` or `/supplier/{id}`. */
  link: string;
}

/**
 * The one way every feature tells a user something: writes the notification (or grows the unread
 * one of the same group) and sends it on the realtime channel. `db` may be the caller's
 * transaction: nothing shows, and no e-mail goes, unless it commits. Kinds that PRODUCT.md calls
 * important are also mailed in the recipient's language (./send-notification-mails.ts).
 *
 * @example await notify(trx, { userId: ownerId, type: 'post_favorited', groupKey: `post:${postId}`, data: { title }, link: `/supplier/${postId}` })
 */
export async function notify(db: Kysely<DB>, options: NotifyOptions): Promise<TNotification> {
  const data = JSON.stringify(options.data);
  const groupKey = options.groupKey ?? null;
  const result = await sql<NotificationRow>`
    INSERT INTO notifications (user_id, type, group_key, data, link)
    VALUES (${options.userId}, ${options.type}, ${groupKey}, ${data}::jsonb, ${options.link})
    ON CONFLICT (user_id, type, group_key) WHERE read_at IS NULL AND group_key IS NOT NULL
    DO UPDATE SET count = notifications.count + 1, data = EXCLUDED.data, link = EXCLUDED.link, updated_at = now()
    RETURNING ${sql.join(NOTIFICATION_COLUMNS.map((column) => sql.ref(column)))}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the notification was not stored');
  const notification = toNotification(row);
  await appendEvents(db, [{ userId: options.userId, type: 'notification.new', payload: { notification } }]);
  return notification;
}
