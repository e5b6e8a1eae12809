import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBanner } from '#common/schemas/categories.ts';
import { apiFetch } from '#client/lib/api.ts';

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: () => apiFetch<TBanner[]>('/api/v1/banners'),
});

export function useBanners() {
  return useQuery(bannersQuery);
}
