import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchResult } from '#common/schemas/search.ts';
import { ApiError, apiFetch } from '#client/lib/api.ts';

/** A search as its URL carries it: every value a string, absent when not set. */
export type SearchParams = Partial<
  Record<'q' | 'tab' | 'category' | 'subcategory' | 'governorate' | 'currency' | 'minPrice' | 'maxPrice' | 'verified' | 'sort' | 'page' | 'limit', string>
>;

export const SEARCH_PARAM_KEYS = ['q', 'tab', 'category', 'subcategory', 'governorate', 'currency', 'minPrice', 'maxPrice', 'verified', 'sort', 'page', 'limit'] as const;

export function searchQuery(params: SearchParams) {
  const query = new URLSearchParams();
  for (const key of SEARCH_PARAM_KEYS) if (params[key]) query.set(key, params[key]);
  return queryOptions({
    queryKey: ['search', query.toString()],
    queryFn: ({ client }) => apiFetch<TSearchResult>(`/api/v1/search?${query.toString()}`, { client }),
    // A refused search (400) stays refused; only failures of the network or server are retried.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    staleTime: 60_000,
  });
}

/**
 * The one data hook of /search: results, counts, suggestions for no results, all in one request
 * (so the page can also be rendered on the server from the same query).
 */
export function useSearch(params: SearchParams) {
  return useQuery({ ...searchQuery(params), placeholderData: keepPreviousData });
}
