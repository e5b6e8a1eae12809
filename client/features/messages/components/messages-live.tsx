import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { TMessage, TMessageStatus, TThread } from '#common/schemas/messages.ts';
import type { TRealtimeEvent } from '#common/schemas/realtime.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useRealtimeEvent, useRealtimeOpen } from '#client/features/realtime/hooks/use-realtime.ts';
import { markMessagesDelivered } from '../api/mark-read.ts';
import { messageKeys } from '../api/query-keys.ts';
import { addMessageToCache, applyStatusToCache } from '../lib/message-cache.ts';
import { outbox } from '../lib/outbox.ts';

/**
 * Mounted once for a signed-in user: applies live message events to the cached conversations and
 * the unread count, reports arrivals as delivered, and sends what waited offline when the
 * connection returns.
 */
export function MessagesLive() {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const deliveredTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reportDelivered = useCallback(() => {
    clearTimeout(deliveredTimer.current);
    // Several arrivals in a row are reported together; offline, the report waits for the socket to reopen (onOpen).
    deliveredTimer.current = setTimeout(() => {
      if (navigator.onLine) void markMessagesDelivered().catch(() => {});
    }, 150);
  }, []);

  const flush = useCallback(() => {
    void outbox.flush((message) => {
      addMessageToCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
    });
  }, [queryClient]);

  const onEvent = useCallback(
    (event: TRealtimeEvent) => {
      if (event.type === 'message.new') {
        const message = event.payload.message as TMessage;
        addMessageToCache(queryClient, message);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        if (message.receiverId === userId) {
          void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
          reportDelivered();
        }
        // A thread opened before its first message learns its conversation.
        void queryClient.invalidateQueries({
          queryKey: messageKeys.threads,
          predicate: (query) => (query.state.data as TThread | undefined)?.conversationId === null,
        });
      } else if (event.type === 'message.status' && userId) {
        const { conversationId, status, upToSeq } = event.payload as { conversationId: string; status: TMessageStatus; upToSeq: number };
        applyStatusToCache(queryClient, { conversationId, status, upToSeq, senderId: userId });
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      } else if (event.type === 'conversation.read') {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      } else if (event.type === 'block.changed') {
        void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
      }
    },
    [queryClient, reportDelivered, userId],
  );
  useRealtimeEvent(onEvent);

  const onOpen = useCallback(() => {
    // What happened while the socket was away (the unread count too): refetch, report arrivals, send what waited.
    void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    reportDelivered();
    flush();
  }, [flush, queryClient, reportDelivered]);
  useRealtimeOpen(onOpen);

  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);
  useEffect(() => () => clearTimeout(deliveredTimer.current), []);
  return null;
}
