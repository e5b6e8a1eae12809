import { useQuery } from '@tanstack/react-query';
import type { TCommunity } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';
import { COMMUNITIES_KEY } from './list-communities.ts';

/** GET /api/v1/communities/{id}, with the reader's membership and moderation right. */
export function useCommunity(id: string) {
  return useQuery({
    queryKey: [COMMUNITIES_KEY, 'one', id],
    queryFn: () => apiFetch<TCommunity>(`/api/v1/communities/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: false,
  });
}
