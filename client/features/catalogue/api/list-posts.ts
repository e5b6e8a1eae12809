import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TListingPage, TProductPage } from '#common/schemas/catalogue.ts';
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

function queryString(filters: PostFilters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function productsQuery(filters: PostFilters, limit = 24) {
  return infiniteQueryOptions({
    queryKey: ['suppliers', filters, limit],
    queryFn: ({ pageParam }) => apiFetch<TProductPage>(`/api/v1/suppliers?${queryString(filters, pageParam, limit)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function listingsQuery(filters: PostFilters, limit = 24) {
  return infiniteQueryOptions({
    queryKey: ['listings', filters, limit],
    queryFn: ({ pageParam }) => apiFetch<TListingPage>(`/api/v1/listings?${queryString(filters, pageParam, limit)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Active product offers, newest first, one keyset page at a time. */
export function useProducts(filters: PostFilters, limit?: number) {
  return useInfiniteQuery(productsQuery(filters, limit));
}

/** Active listings, newest first, one keyset page at a time. */
export function useListings(filters: PostFilters, limit?: number) {
  return useInfiniteQuery(listingsQuery(filters, limit));
}
