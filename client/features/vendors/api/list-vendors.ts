import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TVendorPage } from '#common/schemas/catalogue.ts';
import { apiFetch } from '#client/lib/api.ts';

export interface VendorFilters {
  q?: string;
  governorate?: string;
  category?: string;
  verified?: string;
}

export function vendorsQuery(filters: VendorFilters) {
  return infiniteQueryOptions({
    queryKey: ['vendors', 'list', filters],
    queryFn: ({ pageParam, client }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<TVendorPage>(`/api/v1/vendors?${params.toString()}`, { client });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Every business with an active post, ordered like the home page's strip, in pages. */
export function useVendors(filters: VendorFilters) {
  return useInfiniteQuery(vendorsQuery(filters));
}
