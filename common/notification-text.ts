import type { TNotification } from './schemas/notifications.ts';

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * The line a notification reads as, in the reader's language, filled from its `data`. A
 * notification about a reported or removed item carries the item's `targetType`, which picks the
 * text's context (`report_handled_comment`, `post_removed_community_post`); one without it
 * reads the plain text.
 *
 * @example notificationText({ type: 'community_reply', data: { name: 'Sami' } }, translator('en')) // "Sami replied in a thread you posted in"
 */
export function notificationText(notification: Pick<TNotification, 'type' | 'data'>, t: Translate): string {
  const { targetType, ...values } = notification.data;
  return t(`notifications.text.${notification.type}`, { ...values, context: typeof targetType === 'string' ? targetType : undefined });
}
