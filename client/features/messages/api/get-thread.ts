import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TThread } from '#common/schemas/messages.ts';
import { apiFetch } from '#client/lib/api.ts';
import { messageKeys } from './query-keys.ts';

/** The head of the thread with one user: conversation id, peer, post card, blocks. */
export function threadQuery(peerId: string, post: string | null) {
  return queryOptions({
    queryKey: messageKeys.thread(peerId, post),
    queryFn: () =>
      apiFetch<TThread>(`/api/v1/messages/with/${encodeURIComponent(peerId)}${post ? `?post=${encodeURIComponent(post)}` : ''}`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useThread(peerId: string, post: string | null) {
  return useQuery(threadQuery(peerId, post));
}
