import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';
import { COMMUNITIES_KEY } from './list-communities.ts';

/** Joins (PUT) or leaves (DELETE) a community; every community list and page refreshes after. */
export function useSetMembership(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) => apiFetch<void>(`/api/v1/communities/${encodeURIComponent(communityId)}/membership`, { method: join ? 'PUT' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [COMMUNITIES_KEY] }),
  });
}
