import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCommunityList } from '#common/schemas/communities.ts';
import { apiFetch } from '#client/lib/api.ts';

export const COMMUNITIES_KEY = 'communities';

/** GET /api/v1/communities: approved communities, joined first; `q` searches the names. */
export function useCommunities(q: string) {
  return useQuery({
    queryKey: [COMMUNITIES_KEY, 'list', q],
    queryFn: () => apiFetch<TCommunityList>(`/api/v1/communities${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
