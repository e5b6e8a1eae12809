import { useQueryClient } from '@tanstack/react-query';
import { Ban, Bell, CheckCheck, Heart, MessageCircle, ShieldCheck, ShieldX, Trash2, Flag, KeyRound, Users } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { notificationText } from '#common/notification-text.ts';
import { isolate } from '#client/lib/isolate.tsx';
import type { TNotificationType } from '#common/schemas/notifications.ts';
import { formatDate, formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { markNotificationsRead } from '../api/mark-notifications-read.ts';
import { notificationKeys } from '../api/query-keys.ts';
import { useUnreadNotifications } from '../hooks/use-unread-notifications.ts';

/** The names and texts a notification's sentence is filled with (its targetType only picks the sentence). */
function stringValues(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => entry[0] !== 'targetType' && typeof entry[1] === 'string'));
}

const ICONS: Record<TNotificationType, typeof Bell> = {
  new_message: MessageCircle,
  post_favorited: Heart,
  verification_approved: ShieldCheck,
  verification_rejected: ShieldX,
  community_reply: Users,
  report_handled: Flag,
  post_removed: Trash2,
  password_changed: KeyRound,
  community_approved: Users,
  community_refused: Ban,
};

/** /notifications: newest first, unread marked, mark one or all read; each leads to what it is about. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const queryClient = useQueryClient();
  const notifications = useNotifications();
  const unread = useUnreadNotifications();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  const markRead = async (id?: string) => {
    await markNotificationsRead(id).catch(() => {});
    await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold">{t('notifications.title')}</h1>
        {unread > 0 && (
          <button type="button" onClick={() => void markRead()} className="inline-flex items-center gap-2 rounded-lg border border-line bg-card px-3 py-2 text-sm font-semibold hover:border-brand">
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      {notifications.isPending ? (
        <p role="status" className="text-muted">
          {t('common.loading')}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-card p-10 text-center text-muted">
          <Bell className="size-10" aria-hidden="true" />
          <p>{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-card">
          {items.map((item) => {
            const Icon = ICONS[item.type];
            return (
              <li key={item.id} className={`flex items-start gap-3 p-4 ${item.isRead ? '' : 'bg-brand/5'}`}>
                <span className={`grid size-10 shrink-0 place-items-center rounded-full ${item.isRead ? 'bg-surface text-muted' : 'bg-brand/15 text-brand'}`}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link to={item.link} onClick={() => !item.isRead && void markRead(item.id)} className="block font-semibold hover:underline">
                    {!item.isRead && <span className="sr-only">{t('notifications.unread')}: </span>}
                    {isolate(stringValues(item.data), (marks) => notificationText({ type: item.type, data: { ...item.data, ...marks } }, t))}
                    {item.count > 1 && <span className="ms-1 font-normal text-muted">{t('notifications.repeat', { value: formatNumber(item.count, language) })}</span>}
                  </Link>
                  {typeof item.data.preview === 'string' && item.data.preview && (
                    <p dir="auto" className="mt-0.5 truncate text-sm text-muted">
                      {item.data.preview}
                    </p>
                  )}
                  <p className="mt-1 text-xs text-muted">
                    <time dateTime={item.updatedAt}>{formatDate(item.updatedAt, language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </p>
                </div>
                {!item.isRead && (
                  <button type="button" onClick={() => void markRead(item.id)} className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand hover:bg-brand/10">
                    {t('notifications.markRead')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {notifications.hasNextPage && (
        <button type="button" onClick={() => void notifications.fetchNextPage()} className="mt-4 w-full rounded-lg border border-line bg-card p-3 font-semibold">
          {t('notifications.loadMore')}
        </button>
      )}
    </div>
  );
}
