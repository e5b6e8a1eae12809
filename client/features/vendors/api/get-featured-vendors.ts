import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVendor } from '#common/schemas/catalogue.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The home page's vendor strip: always refetched on mount and on focus (specification section 7). */
export const featuredVendorsQuery = queryOptions({
  queryKey: ['vendors', 'featured'],
  queryFn: ({ client }) => apiFetch<TVendor[]>('/api/v1/vendors/featured', { client }),
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
});

export function useFeaturedVendors() {
  return useQuery(featuredVendorsQuery);
}
