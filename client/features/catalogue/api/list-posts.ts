import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TPostPage } from '#common/schemas/catalogue.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Filters as they travel in the page's URL and in the API's query string. */
export interface PostFilters {
  category?: string;
  subcategory?: string;
  governorate?: string;
  currency?: string;
  minPrice?: string;
  maxPrice?: string;
  verified?: string;
  seller?: string;
}

function queryString(kind: TPostKind, filters: PostFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams({ kind });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function postsQuery(kind: TPostKind, filters: PostFilters, limit = 24) {
  return infiniteQueryOptions({
    queryKey: ['posts', kind, 'list', filters, limit],
    queryFn: ({ pageParam, client }) => apiFetch<TPostPage>(`/api/v1/posts?${queryString(kind, filters, pageParam, limit)}`, { client }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Active posts of one kind, newest first, one keyset page at a time. */
export function usePosts(kind: TPostKind, filters: PostFilters, limit?: number) {
  return useInfiniteQuery(postsQuery(kind, filters, limit));
}
