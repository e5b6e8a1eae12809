import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPostListItem } from '#common/schemas/catalogue.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The 30 newest active products, cached 15 minutes (specification sections 7 and 9). */
export const bestAdsQuery = queryOptions({
  queryKey: ['home', 'best-ads'],
  queryFn: ({ client }) => apiFetch<TPostListItem[]>('/api/v1/home/best-ads', { client }),
  staleTime: 15 * 60_000,
});

export function useBestAds() {
  return useQuery(bestAdsQuery);
}
