import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useSearchParams } from 'react-router';
import { useConnectionState } from '#client/features/realtime/hooks/use-realtime.ts';
import { markAllMessagesRead } from '../api/mark-read.ts';
import { messageKeys } from '../api/query-keys.ts';
import { useUnreadCount } from '../hooks/use-unread-count.ts';
import { ConversationList } from './conversation-list.tsx';
import { ThreadView } from './thread-view.tsx';

/**
 * /messages: the conversations and, with `?to={user}` (and `&post={kind}:{id}` from a detail
 * page), the thread with that user. Side by side from 768 px; on a phone the list and the thread
 * are separate screens. While the user is here, unread messages are read (specification, section 4).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const peerId = params.get('to');
  const post = params.get('post');
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  const connection = useConnectionState();
  const marking = useRef(false);
  // Counts the marks that succeeded, so that the effect looks at the count again after each: a
  // message that came while a mark ran (skipped then) may leave `unread` where it was before it.
  const [marks, setMarks] = useState(0);

  useEffect(() => {
    if (unread === 0 || marking.current) return;
    marking.current = true;
    void markAllMessagesRead()
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: messageKeys.all });
        marking.current = false;
        setMarks((count) => count + 1);
      })
      .catch(() => {
        // Offline or refused: the next change of the count (a reconnect refreshes it) tries again.
        marking.current = false;
      });
  }, [unread, marks, queryClient]);

  return (
    <div className="mx-auto w-full max-w-6xl md:px-4 md:py-4">
      <h1 className={`px-4 pt-3 pb-2 text-xl font-bold md:px-0 ${peerId ? 'sr-only md:not-sr-only' : ''}`}>{t('messages.title')}</h1>
      {connection === 'offline' && (
        <p role="status" className="mx-4 mb-2 flex items-center gap-2 rounded-lg bg-accent/15 px-3 py-2 text-sm md:mx-0">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t('messages.offline')}
        </p>
      )}
      <div className="grid h-[calc(100dvh-12.5rem)] min-h-[24rem] grid-cols-[minmax(0,1fr)] overflow-hidden border-line bg-card md:h-[calc(100dvh-13rem)] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] md:rounded-2xl md:border">
        <nav aria-label={t('messages.conversations')} className={`min-h-0 overflow-y-auto border-line md:block md:border-e ${peerId ? 'hidden' : ''}`}>
          <ConversationList activePeerId={peerId} />
        </nav>
        <div className={`min-h-0 min-w-0 ${peerId ? '' : 'hidden md:block'}`}>
          {peerId ? (
            <ThreadView key={peerId} peerId={peerId} post={post} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-muted">
              <MessageCircle className="size-10" aria-hidden="true" />
              <p>{t('messages.selectConversation')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
