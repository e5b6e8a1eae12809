import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyPosts } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The signed-in user's posts of both kinds, paused ones included. */
export const myPostsQuery = queryOptions({
  queryKey: ['me', 'posts'],
  queryFn: () => apiFetch<TMyPosts>('/api/v1/me/posts'),
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useMyPosts() {
  return useQuery(myPostsQuery);
}
