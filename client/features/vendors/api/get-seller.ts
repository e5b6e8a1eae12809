import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSellerProfile } from '#common/schemas/catalogue.ts';
import { apiFetch } from '#client/lib/api.ts';

export function sellerQuery(id: string) {
  return queryOptions({
    queryKey: ['sellers', id],
    queryFn: ({ client }) => apiFetch<TSellerProfile>(`/api/v1/sellers/${encodeURIComponent(id)}`, { client }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

export function useSeller(id: string) {
  return useQuery(sellerQuery(id));
}
