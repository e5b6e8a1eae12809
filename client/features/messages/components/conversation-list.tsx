import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TConversationSummary } from '#common/schemas/messages.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { formatNumber } from '#client/lib/format.ts';
import { isolate } from '#client/lib/isolate.tsx';
import type { Language } from '#client/lib/i18n.ts';
import { useConversations } from '../api/list-conversations.ts';
import { messageTime } from './message-time.ts';
import { PeerAvatar } from './peer-avatar.tsx';

/** The last message, its text isolated from the "You:" before it (issue 33); a photo without text reads "Photo". */
function preview(item: TConversationSummary, userId: string | undefined, t: (key: string, values?: Record<string, string>) => string): ReactNode {
  const message = item.lastMessage;
  if (!message) return '';
  const text = message.text || (message.image ? t('messages.photo') : '');
  if (message.senderId === userId) return isolate({ text }, (marks) => t('messages.you', marks));
  return message.text ? <bdi>{text}</bdi> : text;
}

/** The user's conversations, latest first: avatar, name, last message, time, unread count. */
export function ConversationList({ activePeerId }: { activePeerId: string | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { user } = useSession();
  const conversations = useConversations();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  if (conversations.isPending) {
    return (
      <div role="status" className="p-4 text-muted">
        {t('common.loading')}
      </div>
    );
  }
  if (items.length === 0) return <p className="p-6 text-center text-muted">{t('messages.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-line">
        {items.map((item) => {
          const isActive = item.peer.id === activePeerId;
          const name = item.peer.isDeleted ? t('messages.deletedUser') : item.peer.name;
          return (
            <li key={item.id}>
              <Link
                to={`/messages?to=${encodeURIComponent(item.peer.id)}`}
                aria-current={isActive ? 'page' : undefined}
                className={`flex items-center gap-3 px-4 py-3 hover:bg-surface ${isActive ? 'bg-brand/10' : ''}`}
              >
                <PeerAvatar name={name} url={item.peer.avatarUrl} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <span dir="auto" className={`truncate font-semibold ${item.peer.isDeleted ? 'text-muted italic' : ''}`}>
                      {name}
                    </span>
                    {item.peer.isVerified && <BadgeCheck className="size-4 shrink-0 text-brand" aria-label={t('messages.verified')} />}
                    {item.lastMessageAt && (
                      <time dateTime={item.lastMessageAt} className="ms-auto shrink-0 text-xs text-muted">
                        {messageTime(item.lastMessageAt, language)}
                      </time>
                    )}
                  </span>
                  <span className="flex items-center gap-2">
                    <span className={`truncate text-sm ${item.unreadCount > 0 ? 'font-semibold text-ink' : 'text-muted'}`}>
                      {preview(item, user?.id, t)}
                    </span>
                    {item.unreadCount > 0 && (
                      <span className="ms-auto min-w-5 shrink-0 rounded-full bg-brand px-1.5 text-center text-xs leading-5 font-bold text-on-brand">
                        <span aria-hidden="true">{formatNumber(item.unreadCount, language)}</span>
                        <span className="sr-only">{t('messages.unreadCount', { value: formatNumber(item.unreadCount, language) })}</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {conversations.hasNextPage && (
        <button type="button" onClick={() => void conversations.fetchNextPage()} className="w-full p-3 text-sm font-semibold text-brand">
          {t('notifications.loadMore')}
        </button>
      )}
    </>
  );
}
