import type { Selectable } from 'kysely';
import type { TNotification } from '#common/schemas/notifications.ts';
import type { Notifications } from '#server/db/types.ts';

export type NotificationRow = Pick<Selectable<Notifications>, 'id' | 'type' | 'data' | 'link' | 'count' | 'read_at' | 'created_at' | 'updated_at'>;

export const NOTIFICATION_COLUMNS = ['id', 'type', 'data', 'link', 'count', 'read_at', 'created_at', 'updated_at'] as const;

/** A notifications row as the API answers it. */
export function toNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    link: row.link,
    count: Number(row.count),
    isRead: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
