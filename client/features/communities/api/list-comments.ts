import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCommentPage } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';
import { COMMUNITIES_KEY } from './list-communities.ts';

export const commentsKey = (postId: string) => [COMMUNITIES_KEY, 'comments', postId];

/** The comments of one community post, newest first, a page at a time. */
export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam }) =>
      apiFetch<TCommentPage>(`/api/v1/community-posts/${encodeURIComponent(postId)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}
