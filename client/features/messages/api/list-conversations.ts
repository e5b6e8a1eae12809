import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TConversationList } from '#common/schemas/messages.ts';
import { apiFetch } from '#client/lib/api.ts';
import { messageKeys } from './query-keys.ts';

export const conversationsQuery = infiniteQueryOptions({
  queryKey: messageKeys.conversations,
  queryFn: ({ pageParam }) =>
    apiFetch<TConversationList>(`/api/v1/messages/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

/** The user's conversations, latest first. */
export function useConversations() {
  return useInfiniteQuery(conversationsQuery);
}
