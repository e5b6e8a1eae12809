import { z } from '#common/zod.ts';
import { ZPage } from './pages.ts';

/** The kinds of notification (PRODUCT.md, "Notifications"). */
export const NOTIFICATION_TYPES = [
  'new_message',
  'post_favorited',
  'verification_approved',
  'verification_rejected',
  'community_reply',
  'report_handled',
  'post_removed',
  'password_changed',
  'community_approved',
  'community_refused',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Kinds that also go out by e-mail, in the recipient's language (PRODUCT.md: the important ones). */
export const MAILED_NOTIFICATION_TYPES: readonly TNotificationType[] = ['verification_approved', 'verification_rejected', 'password_changed'];

export const NOTIFICATION_PAGE_SIZE = 30;

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Facts the text needs, e.g. `{ name }` of whoever wrote, `{ title }` of a post. */
  data: z.record(z.string(), z.unknown()),
  /** The portal path it is about. */
  link: z.string(),
  /** Repeats collapsed into this one (e.g. messages in one conversation). */
  count: z.number(),
  isRead: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = ZPage(ZNotification);
export type TNotificationList = z.infer<typeof ZNotificationList>;
