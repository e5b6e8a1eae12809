import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TMessagePage } from '#common/schemas/messages.ts';
import { apiFetch } from '#client/lib/api.ts';
import { messageKeys } from './query-keys.ts';

export function messagePagesQuery(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.pages(conversationId),
    queryFn: ({ pageParam }) =>
      apiFetch<TMessagePage>(`/api/v1/messages/conversations/${conversationId}/messages${pageParam ? `?before=${pageParam}` : ''}`),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A conversation's messages, newest page first; older pages on demand (scrolling up). */
export function useMessagePages(conversationId: string | null) {
  return useInfiniteQuery({ ...messagePagesQuery(conversationId ?? 'none'), enabled: conversationId !== null });
}
