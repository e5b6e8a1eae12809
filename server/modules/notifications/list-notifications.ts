import { sql } from 'kysely';
import { NOTIFICATION_PAGE_SIZE, type TNotificationList } from '#common/schemas/notifications.ts';
import type { AppContext } from '#server/context.ts';
import { decodePostCursor, encodeCursor } from '#server/lib/paging/cursor.ts';
import { NOTIFICATION_COLUMNS, toNotification } from '#server/lib/notify/to-notification.ts';

/** The user's notifications, newest activity first, one page at a time (keyset on updated_at, id). */
export async function listNotifications(ctx: AppContext, options: { userId: string; cursor?: string }): Promise<TNotificationList> {
  const after = options.cursor ? decodePostCursor(options.cursor) : null;
  let query = ctx.database.db
    .selectFrom('notifications')
    .select([...NOTIFICATION_COLUMNS, sql<string>`updated_at::text`.as('updated_at_text')])
    .where('user_id', '=', options.userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE + 1);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('updated_at', '<', sql<Date>`${after.at}::timestamptz`),
        eb.and([eb('updated_at', '=', sql<Date>`${after.at}::timestamptz`), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? encodeCursor([last.updated_at_text, last.id]) : null,
  };
}
