import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPostDetail, TPostKind } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The API address of one post, or of the collection for a new one. */
export function postApiPath(id?: string): string {
  return id ? `/api/v1/posts/${encodeURIComponent(id)}` : '/api/v1/posts';
}

/**
 * One post's detail page; the answer depends on the session (phone, paused posts of the owner).
 * The kind comes from the page (/supplier/{id} or /listing/{id}): a post of the other kind is not found.
 */
export function postQuery(kind: TPostKind, id: string) {
  return queryOptions({
    queryKey: ['posts', kind, id],
    queryFn: ({ client }) => apiFetch<TPostDetail>(`${postApiPath(id)}?kind=${kind}`, { client }),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePost(kind: TPostKind, id: string) {
  return useQuery(postQuery(kind, id));
}
