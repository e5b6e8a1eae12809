import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TMessage, TMessagePage, TMessageStatus } from '#common/schemas/messages.ts';
import { messageKeys } from '../api/query-keys.ts';

const RANK: Record<TMessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** Puts a message at the newest end of its conversation's cached pages, once. */
export function addMessageToCache(queryClient: QueryClient, message: TMessage): void {
  queryClient.setQueryData<InfiniteData<TMessagePage, number>>(messageKeys.pages(message.conversationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const items = [message, ...first.items].sort((a, b) => b.seq - a.seq);
    return { ...data, pages: [{ ...first, items }, ...rest] };
  });
}

/**
 * The first message of a conversation that did not exist: its cache starts with it, so the thread
 * shows it at once instead of between the pending bubble and the first load.
 */
export function startConversationCache(queryClient: QueryClient, message: TMessage): void {
  if (queryClient.getQueryData(messageKeys.pages(message.conversationId))) return addMessageToCache(queryClient, message);
  queryClient.setQueryData<InfiniteData<TMessagePage, number>>(messageKeys.pages(message.conversationId), {
    pages: [{ items: [message], nextBefore: null }],
    pageParams: [0],
  });
}

/** Moves the sender's messages of a conversation up to `status` (never back), up to a seq. */
export function applyStatusToCache(queryClient: QueryClient, change: { conversationId: string; status: TMessageStatus; upToSeq: number; senderId: string }): void {
  queryClient.setQueryData<InfiniteData<TMessagePage, number>>(messageKeys.pages(change.conversationId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) =>
          item.senderId === change.senderId && item.seq <= change.upToSeq && RANK[item.status] < RANK[change.status] ? { ...item, status: change.status } : item,
        ),
      })),
    };
  });
}
