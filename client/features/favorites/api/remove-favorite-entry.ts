import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api.ts';
import { FAVORITES_KEY } from './get-favorite-ids.ts';

/** Removes a saved post by the favourite's id: the way to drop one whose post was deleted. */
export function useRemoveFavoriteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/v1/me/favorites/entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAVORITES_KEY] }),
  });
}
