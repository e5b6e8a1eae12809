import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBannerWithVariants } from '#common/banner-picture.ts';
import { apiFetch } from '#client/lib/api.ts';

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: ({ client }) => apiFetch<TBannerWithVariants[]>('/api/v1/banners', { client }),
});

export function useBanners() {
  return useQuery(bannersQuery);
}
