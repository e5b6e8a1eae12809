import { useInfiniteQuery } from '@tanstack/react-query';
import type { TCommunityFeed } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';
import { COMMUNITIES_KEY } from './list-communities.ts';

export const feedKey = (communityId: string) => [COMMUNITIES_KEY, 'feed', communityId];

/** A community's feed, newest first, a page at a time. */
export function useCommunityFeed(communityId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: feedKey(communityId),
    queryFn: ({ pageParam }) =>
      apiFetch<TCommunityFeed>(`/api/v1/communities/${encodeURIComponent(communityId)}/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}
