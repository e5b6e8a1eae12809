import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFavoriteIds } from '#common/schemas/favorites.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { apiFetch } from '#client/lib/api.ts';
import { FAVORITES_KEY, favoriteIdsQuery } from './get-favorite-ids.ts';

export interface FavoriteTarget {
  type: 'post' | 'seller';
  id: string;
}

/**
 * Saves or unsaves a post or seller. The heart changes at once (the ids in the cache are updated
 * before the request) and goes back if the server refuses; PUT and DELETE make a retried tap land
 * on the same state.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = favoriteIdsQuery(user?.id ?? '').queryKey;
  return useMutation({
    mutationFn: ({ target, save }: { target: FavoriteTarget; save: boolean }) =>
      apiFetch<unknown>(`/api/v1/me/favorites/${target.type === 'post' ? 'posts' : 'sellers'}/${encodeURIComponent(target.id)}`, {
        method: save ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ target, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TFavoriteIds>(key);
      const field = target.type === 'post' ? 'posts' : 'sellers';
      const base = previous ?? { posts: [], sellers: [] };
      const without = base[field].filter((id) => id !== target.id);
      queryClient.setQueryData<TFavoriteIds>(key, { ...base, [field]: save ? [...without, target.id] : without });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FAVORITES_KEY] }),
  });
}
